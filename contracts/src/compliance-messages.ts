// ── User-facing messages of the Tax Compliance Center and compliance screen (spec sections 4 and 8) ──
export const COMPLIANCE_MESSAGES = {
  permittedBanner: { title: 'Import Permitted', description: 'Item cleared for shipping' },
  restrictedBanner: { title: 'Import Restricted', description: 'Item may be prohibited or require special handling' },
  clearedToast: 'Item cleared for shipping',
  restrictionsToast: 'Restrictions found',
  complianceMissing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  complianceFailed: { title: 'Error', description: 'Failed to check compliance. Please try again.' },
  taxMissing: { title: 'Missing Information', description: 'Please fill in all required fields' },
  taxFailed: { title: 'Calculation Failed', description: 'Failed to calculate tax obligations' },
  vatFailed: { title: 'Validation Failed', description: 'Failed to validate VAT number' },
  customsFailed: { title: 'Declaration Failed', description: 'Failed to generate customs declaration' },
  calculating: 'Calculating...',
  validating: 'Validating...',
  generating: 'Generating...',
  indicativeCaveat:
    'Estimates are indicative: duty rates are the MFN rates of the tariff line where our table has it, else representative chapter rates (the answer says which); the customs authority decides the final classification and amounts.',
  /** A result shown only beside the lane it answers (issue 22 item 29). */
  complianceLaneChanged: 'The route or item changed: check compliance again to see the rules for it.',
  taxLaneChanged: 'The route changed: calculate again to see the taxes for it.',
  customsLaneChanged: 'The route changed: generate the declaration again for it.',
} as const;
