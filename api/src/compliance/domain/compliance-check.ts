import { COMPLIANCE_MESSAGES, type ComplianceCategory, type ComplianceResult, type CountryCode, type CurrencyCode } from '@waypost/contracts';
import { crossesCustomsBorder } from './countries';
import { COMPLIANCE_RULES, type ComplianceRule } from './compliance-rules';
import { COMMERCIAL_INVOICE, customsFormFor, formLabel } from './documents';
import { inEffect, type IsoDate } from './effective';
import { classificationView, classifyHs, mentions, normaliseText } from './hs-classification';
import { bpToPercent, computeImportTaxes } from './import-taxes';
import { toMajor, toMinor } from './money';
import { tradeAgreementsFor } from './trade-agreements';

// ── Compliance check: allowed, restrictions, documents, warnings, estimated taxes ──
export interface ComplianceCheck {
  itemCategory: ComplianceCategory;
  description: string;
  fromCountry: CountryCode;
  toCountry: CountryCode;
  declaredValue: number;
  currency: CurrencyCode;
  /** the shipper's HS code (checked against HS 2022 by the caller) */
  hsCode?: string;
}

const applies = (rule: ComplianceRule, c: ComplianceCheck, text: string, on: IsoDate, crossBorder: boolean) =>
  inEffect(rule, on) &&
  (rule.scope === 'transport' || crossBorder) &&
  (rule.categories === 'ALL' || rule.categories.includes(c.itemCategory)) &&
  (rule.destinations === 'ALL' || rule.destinations.includes(c.toCountry)) &&
  (!rule.origins || rule.origins.includes(c.fromCountry)) &&
  (!rule.keywords || rule.keywords.some((k) => mentions(text, k))) &&
  !(rule.unless ?? []).some((k) => mentions(text, k));

/** Of rules with the same keywords and effect ordering, a prohibition hides the weaker licence rule on the same goods. */
function matchingRules(c: ComplianceCheck, text: string, on: IsoDate, crossBorder: boolean): ComplianceRule[] {
  const matched = COMPLIANCE_RULES.filter((r) => applies(r, c, text, on, crossBorder));
  const prohibitedKeywordSets = new Set(matched.filter((r) => r.effect === 'prohibited').map((r) => r.keywords));
  return matched.filter((r) => !(r.effect === 'licence' && r.keywords && prohibitedKeywordSets.has(r.keywords)));
}

const unique = (xs: string[]) => [...new Set(xs)];
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function checkCompliance(c: ComplianceCheck, on: IsoDate): ComplianceResult {
  const text = normaliseText(c.description);
  const crossBorder = crossesCustomsBorder(c.fromCountry, c.toCountry);
  const rules = matchingRules(c, text, on, crossBorder);
  const hs = classifyHs(c.itemCategory, c.description, c.hsCode);
  const value = toMinor(c.declaredValue, c.currency);

  const prohibited = rules.filter((r) => r.effect === 'prohibited');
  const licensed = rules.filter((r) => r.effect === 'licence');
  const restrictions = rules.filter((r) => r.effect !== 'warning').map((r) => r.text);
  const warnings: string[] = rules.filter((r) => r.effect === 'warning').map((r) => r.text);

  const documents: string[] = [];
  if (crossBorder) {
    documents.push(COMMERCIAL_INVOICE.text, formLabel(customsFormFor(value, c.currency)));
    for (const fta of tradeAgreementsFor(c.fromCountry, c.toCountry, on))
      documents.push(`Proof of preferential origin for the ${fta.name}: ${fta.proofOfOrigin} (lowers duty; not applied in the estimate)`);
  }
  for (const r of rules) documents.push(...(r.documents ?? []));

  const taxes = computeImportTaxes({
    from: c.fromCountry,
    to: c.toCountry,
    on,
    value,
    currency: c.currency,
    hsCode: hs.hsCode,
    b2c: true,
  });
  const total = taxes.duty + taxes.vat;
  warnings.push(...taxes.notes);
  for (const rule of taxes.appliedRules) warnings.push(`${rule.label} (${rule.source}).`);
  if (hs.basis === 'category-default' && crossBorder)
    warnings.push(`HS code ${hs.hsCode} is the default for ${c.itemCategory}; add a more specific description to refine the classification.`);
  if (hs.basis === 'text' && crossBorder)
    warnings.push(`HS code ${hs.hsCode} was matched on the words of the description only (confidence ${hs.confidence}); check it or give the HS code.`);

  const status = prohibited.length ? 'prohibited' : licensed.length ? 'restricted' : 'permitted';
  return {
    allowed: status === 'permitted',
    status,
    fromCountry: c.fromCountry,
    toCountry: c.toCountry,
    itemCategory: c.itemCategory,
    hsCode: hs.hsCode,
    requiredDocuments: unique(documents),
    restrictions: unique(restrictions),
    warnings: unique(warnings),
    estimatedTaxes: {
      vat: toMajor(taxes.vat, c.currency),
      duty: toMajor(taxes.duty, c.currency),
      total: toMajor(total, c.currency),
      vatRate: bpToPercent(taxes.vatRateBp),
      dutyRate: bpToPercent(taxes.dutyRateBp),
      totalRate: value > 0 ? round4((total / value) * 100) : 0,
      currency: c.currency,
      notes: [
        'Estimated tax = declared value x total rate; VAT is charged on the value plus duty, so the total rate is duty rate + VAT rate x (1 + duty rate).',
        COMPLIANCE_MESSAGES.indicativeCaveat,
        ...(taxes.vatCollectedAtSale ? ['VAT/GST on this low-value consignment is collected by the seller at the point of sale, not at the border.'] : []),
      ],
    },
    sources: unique([...rules.map((r) => r.source), ...taxes.lines.map((l) => l.source), ...(crossBorder ? [COMMERCIAL_INVOICE.source] : [])]),
    evaluatedAt: on,
    classification: classificationView(hs),
  };
}

/**
 * What applies to carrying an item on any lane (transport rules for every destination and origin): what can be said
 * before the route is known. No customs notes: those belong to a lane (a domestic one has none to pay).
 */
export function transportRules(itemCategory: ComplianceCategory, description: string, on: IsoDate): Pick<ComplianceResult, 'status' | 'restrictions' | 'warnings'> {
  const text = normaliseText(description);
  const rules = COMPLIANCE_RULES.filter(
    (r) =>
      r.scope === 'transport' &&
      r.destinations === 'ALL' &&
      !r.origins &&
      inEffect(r, on) &&
      (r.categories === 'ALL' || r.categories.includes(itemCategory)) &&
      (!r.keywords || r.keywords.some((k) => mentions(text, k))) &&
      !(r.unless ?? []).some((k) => mentions(text, k)),
  );
  const status = rules.some((r) => r.effect === 'prohibited') ? 'prohibited' : rules.some((r) => r.effect === 'licence') ? 'restricted' : 'permitted';
  return {
    status,
    restrictions: unique(rules.filter((r) => r.effect !== 'warning').map((r) => r.text)),
    warnings: unique(rules.filter((r) => r.effect === 'warning').map((r) => r.text)),
  };
}
