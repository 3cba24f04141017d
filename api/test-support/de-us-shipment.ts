// ── One DE → US business shipment (issue 24's acceptance lane): 2 parcels in mixed units, 2 customs items, DDP ──
// Plain data, shared by the API's integration suite and the Playwright journeys, so both exercise the same parcel.

export const DE_US_PARCELS = [
  { weight: { value: 4, unit: 'lb' }, dimensions: { length: 12, width: 10, height: 6, unit: 'in' }, packaging: 'box' },
  { weight: { value: 900, unit: 'g' }, dimensions: { length: 30, width: 20, height: 5, unit: 'cm' }, packaging: 'pak' },
];

export const DE_US_ITEMS = [
  {
    description: 'Wireless headphones',
    quantity: 2,
    unitValue: { amountMinor: 15_000, currency: 'EUR' },
    hsCode: '851830',
    originCountry: 'DE',
    weight: { value: 350, unit: 'g' },
  },
  { description: 'USB-C cable', quantity: 3, unitValue: { amountMinor: 1_000, currency: 'EUR' }, hsCode: '854442', originCountry: 'CN', weight: { value: 2, unit: 'oz' } },
];

export const DE_US_CUSTOMS = { contentType: 'merchandise', incoterm: 'DDP', items: DE_US_ITEMS };

export const DE_US_ITEM_DETAILS = { description: 'Headphones and cables', weight: 3, value: 330 };
