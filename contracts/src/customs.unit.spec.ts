import { CreateShipmentSchema } from './shipments';
import { CustomsSchema, TaxIdSchema, customsItemsGrams, customsTotalMinor } from './customs';

// ── Customs declaration: formats, one currency, declared weight within the parcels ──

const item = (over: Record<string, unknown> = {}) => ({
  description: 'Headphones',
  quantity: 1,
  unitValue: { amountMinor: 7500, currency: 'EUR' },
  hsCode: '851830',
  originCountry: 'DE',
  weight: { value: 400, unit: 'g' },
  ...over,
});
const customs = (over: Record<string, unknown> = {}) => ({ contentType: 'merchandise', incoterm: 'DDP', items: [item()], ...over });
const shipment = (c: unknown, parcels?: unknown) => ({
  fromAddress: { name: 'A', address: '1 St', city: 'Berlin', country: 'Germany' },
  toAddress: { name: 'B', address: '2 St', city: 'New York', country: 'United States' },
  itemDetails: { description: 'Headphones', weight: 1.2, value: 150 },
  customs: c,
  ...(parcels ? { parcels } : {}),
});
const issues = (body: unknown) => {
  const r = CreateShipmentSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('customs declaration', () => {
  it('accepts a declaration and keeps HS codes, countries and tax ids in their canonical form', () => {
    const parsed = CustomsSchema.parse(
      customs({
        items: [item({ hsCode: '8518.30.00', originCountry: 'de' })],
        exporterTaxIds: [{ type: 'EORI', value: 'de 123456789012345' }],
        importerTaxIds: [{ type: 'EIN', value: '123456789' }],
      }),
    );
    expect(parsed.items[0]).toMatchObject({ hsCode: '85183000', originCountry: 'DE' });
    expect(parsed.exporterTaxIds).toEqual([{ type: 'EORI', value: 'DE123456789012345' }]);
    expect(parsed.importerTaxIds).toEqual([{ type: 'EIN', value: '12-3456789' }]);
  });
  it('names the bad field of an item', () => {
    expect(issues(shipment(customs({ items: [item(), item({ hsCode: '85' })] })))).toEqual([['customs.items.1.hsCode', 'must be an HS code of 6 to 10 digits, e.g. 851830']]);
    expect(issues(shipment(customs({ items: [item({ quantity: 0 })] })))[0]![0]).toBe('customs.items.0.quantity');
    expect(issues(shipment(customs({ items: [item({ quantity: 1.5 })] })))[0]![0]).toBe('customs.items.0.quantity');
    expect(issues(shipment(customs({ items: [item({ originCountry: 'Germany' })] })))[0]![0]).toBe('customs.items.0.originCountry');
    expect(issues(shipment(customs({ items: [item({ unitValue: { amountMinor: 12.5, currency: 'EUR' } })] })))[0]![0]).toBe('customs.items.0.unitValue.amountMinor');
    expect(issues(shipment(customs({ items: [item({ unitValue: { amountMinor: 100, currency: 'XYZ' } })] })))[0]![0]).toBe('customs.items.0.unitValue.currency');
    expect(issues(shipment(customs({ incoterm: 'EXW' })))[0]![0]).toBe('customs.incoterm');
    expect(issues(shipment(customs({ contentType: 'weapons' })))[0]![0]).toBe('customs.contentType');
    expect(issues(shipment(customs({ items: [] })))[0]![0]).toBe('customs.items');
  });
  it('keeps one currency per declaration', () => {
    expect(issues(shipment(customs({ items: [item(), item({ unitValue: { amountMinor: 100, currency: 'USD' } })] })))).toEqual([
      ['customs.items.1.unitValue.currency', 'must be EUR, the currency of the first item (one currency per declaration)'],
    ]);
  });
  it('checks the format of each tax id', () => {
    const bad = (type: string, value: string) => TaxIdSchema.safeParse({ type, value }).success === false;
    expect(bad('IOSS', 'IM123')).toBe(true);
    expect(bad('IOSS', 'IM2760000001')).toBe(false);
    expect(bad('VAT', '123456789')).toBe(true);
    expect(bad('VAT', 'DE123456789')).toBe(false);
    expect(bad('EIN', '12-34567')).toBe(true);
    expect(bad('EORI', 'D1234')).toBe(true);
    expect(bad('SSN', '123')).toBe(true);
    expect(issues(shipment(customs({ importerTaxIds: [{ type: 'IOSS', value: 'IM12' }] })))[0]).toEqual([
      'customs.importerTaxIds.0.value',
      'is not a valid IOSS: expected IM and 10 digits, e.g. IM2760000001',
    ]);
  });
  it('refuses goods declared heavier than the parcels', () => {
    // 400 g of goods in a 1.2 kg item: fine; 4 × 400 g: not
    expect(issues(shipment(customs()))).toEqual([]);
    expect(issues(shipment(customs({ items: [item({ quantity: 4 })] })))).toEqual([['customs.items', 'declare 1.6 kg of goods, more than the parcels weigh (1.2 kg)']]);
    // against the parcels when given: 2 lb + 1 lb = 1.361 kg
    const parcels = [{ weight: { value: 2, unit: 'lb' } }, { weight: { value: 1, unit: 'lb' } }];
    expect(issues(shipment(customs({ items: [item({ quantity: 3 })] }), parcels))).toEqual([]);
    expect(issues(shipment(customs({ items: [item({ quantity: 4 })] }), parcels))[0]![0]).toBe('customs.items');
  });
  it('sums declared weight and value exactly', () => {
    const items = [item(), item({ quantity: 3, unitValue: { amountMinor: 1999, currency: 'EUR' }, weight: { value: 1, unit: 'oz' } })];
    expect(customsItemsGrams(CustomsSchema.parse(customs({ items })).items)).toBe(400 + 3 * 28);
    expect(customsTotalMinor(CustomsSchema.parse(customs({ items })).items)).toBe(7_500 + 5_997);
  });
});
