// ── One US → DE manual shipment with a customs declaration: what every real provider's fake rates and sells ──
// Plain data, shared by the API's integration suite and the Playwright journey of issue 27 (the crash test, a plain
// .mjs, keeps its own copy).

export const US_DE_MANUAL = {
  fromAddress: {
    name: 'Ada Shipper',
    company: 'Waypost Test Co',
    address: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    country: 'US',
    postalCode: '10118',
    phone: '+1 212 555 0100',
  },
  toAddress: { name: 'Max Empfänger', address: 'Unter den Linden 77', city: 'Berlin', country: 'DE', postalCode: '10117', phone: '+49 30 5550100' },
  itemDetails: { description: 'Cotton T-shirts', weight: 1.5, value: 60, dimensions: { length: 30, width: 20, height: 10 } },
  customs: {
    contentType: 'merchandise',
    incoterm: 'DAP',
    items: [
      { description: 'Cotton T-shirts', quantity: 3, unitValue: { amountMinor: 2000, currency: 'USD' }, hsCode: '610910', originCountry: 'US', weight: { value: 300, unit: 'g' } },
    ],
  },
  rateSelection: 'manual',
};
