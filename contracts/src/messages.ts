// ── Every user-facing message of the spec (section 8), in one place ─────────
export const MESSAGES = {
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  shipmentCreated: { title: 'Shipment Created', description: 'Your shipment has been created successfully.' },
  shipmentFailed: { title: 'Error', description: 'Failed to create shipment. Please try again.' },
  missingTrackingNumber: { title: 'Missing Tracking Number', description: 'Please enter a tracking number.' },
  trackingNotFound: {
    title: 'Tracking Number Not Found',
    description: 'Please check your tracking number and try again. If you continue to have issues, contact support.',
  },
  noShipments: 'No shipments yet',
  recognitionFailed: { title: 'Recognition Failed', description: 'Please fill in item details manually.' },
  itemRecognized: (category: string, confidencePercent: number) => ({
    title: 'Item Recognized',
    description: `Detected ${category} with ${confidencePercent}% confidence.`,
  }),
  earlyAccessFailed: {
    title: 'Request Failed',
    description: 'There was an issue submitting your request. Please try again.',
  },
  earlyAccessThanks: {
    title: 'Request Received',
    description: "Thank you for your interest in Waypost! We'll be in touch with early access details soon.",
  },
  quoteFailed: { title: 'Error', description: 'Failed to generate quote. Please try again.' },
  quoteGenerated: { title: 'Quote Generated', description: 'Found multiple carrier options for your shipment.' },
  quoteMissing: { title: 'Missing Information', description: 'Please fill in origin and destination cities.' },
  complianceMissing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  complianceFailed: { title: 'Error', description: 'Failed to check compliance. Please try again.' },
  chatFailure: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
} as const;
