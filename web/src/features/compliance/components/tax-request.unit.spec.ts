import { TaxCalculationSchema } from '@waypost/contracts';
import { buildTaxRequest, emptyLine, linesTotal, missingLineFields, placeIssues, type TaxFormDraft, type TaxLineDraft } from './tax-request';

// ── The calculator's request: the spec's payload unchanged without items (issue 26), items and buyer when given ──

const form = (extra: Partial<TaxFormDraft> = {}): TaxFormDraft => ({
  serviceType: 'logistics_orchestration',
  amount: '100',
  currency: 'EUR',
  originCountry: 'CN',
  destinationCountry: 'DE',
  customerType: 'B2B',
  customerVatNumber: '',
  shipmentValue: '250',
  isDigitalService: false,
  buyer: '',
  ...extra,
});
const line = (extra: Partial<TaxLineDraft>): TaxLineDraft => ({ ...emptyLine(), ...extra });

it('without items is exactly the spec payload: its fields, in its order, nothing more', () => {
  const request = buildTaxRequest(form({ customerVatNumber: ' FR40303265045 ' }), []);
  expect(request).toStrictEqual({
    serviceType: 'logistics_orchestration',
    amount: 100,
    currency: 'EUR',
    originCountry: 'CN',
    destinationCountry: 'DE',
    customerType: 'B2B',
    shipmentValue: 250,
    isDigitalService: false,
    customerVatNumber: 'FR40303265045',
  });
  expect(Object.keys(request)).toEqual([
    'serviceType',
    'amount',
    'currency',
    'originCountry',
    'destinationCountry',
    'customerType',
    'shipmentValue',
    'isDigitalService',
    'customerVatNumber',
  ]);
  // a blank shipment value is 0, as before
  expect(buildTaxRequest(form({ shipmentValue: '' }), []).shipmentValue).toBe(0);
});

it('sends the lines (blank optional fields left out) and a business buyer registration the contract accepts', () => {
  const lines = [
    line({ description: ' Cotton t-shirt ', hsCode: '6109.10', quantity: '3', unitValue: '20', originCountry: 'CN' }),
    line({ description: 'Headphones', quantity: '', unitValue: '80', itemCategory: 'Electronics' }),
  ];
  const request = buildTaxRequest(form({ buyer: 'business-registered', shipmentValue: '' }), lines);
  expect(request.buyer).toBe('business-registered');
  expect(request.items).toStrictEqual([
    { description: 'Cotton t-shirt', hsCode: '6109.10', quantity: 3, unitValue: 20, originCountry: 'CN' },
    { description: 'Headphones', unitValue: 80, itemCategory: 'Electronics' },
  ]);
  expect(TaxCalculationSchema.safeParse(request).success).toBe(true);
});

it('a consumer (B2C) sends neither a VAT number nor a buyer registration: the contract would refuse the pair', () => {
  const request = buildTaxRequest(form({ customerType: 'B2C', customerVatNumber: 'FR40303265045', buyer: 'business' }), []);
  expect(request).not.toHaveProperty('buyer');
  expect(request).not.toHaveProperty('customerVatNumber');
  expect(TaxCalculationSchema.safeParse(request).success).toBe(true);
});

it('a quantity that is not a number is sent as typed, so the API names the field', () => {
  expect(buildTaxRequest(form(), [line({ description: 'x', quantity: 'two', unitValue: '1' })]).items?.[0]?.quantity).toBe('two');
});

it('asks for a line description and unit value before sending', () => {
  const a = line({ description: ' ', unitValue: '' });
  const b = line({ description: 'Mug', unitValue: '4' });
  expect(missingLineFields([a, b])).toEqual({ [`${a.key}.description`]: 'Description is required', [`${a.key}.unitValue`]: 'Unit value is required' });
});

it("places the API's 400 on the lines sent (by key), the form's fields, the list, or the form", () => {
  const errors = placeIssues(
    [
      { field: 'items.1.hsCode', message: 'is not an HS 2022 subheading' },
      { field: 'items.0.unitValue', message: 'must not be negative' },
      { field: 'items.0.weight', message: 'must be at most 1000' },
      { field: 'items', message: 'total value must be at most 100000000' },
      { field: 'shipmentValue', message: "must equal the items' total 140 (or be left out)" },
      { field: 'vatNumberOverride', message: 'applies to a B2B customer with a customerVatNumber only' },
    ],
    ['line-a', 'line-b'],
  );
  expect(errors).toEqual({
    'line-b.hsCode': 'HS code is not an HS 2022 subheading',
    'line-a.unitValue': 'Unit value must not be negative',
    items: 'Item 1: weight must be at most 1000; Items total value must be at most 100000000',
    shipmentValue: "Shipment value must equal the items' total 140 (or be left out)",
    form: 'vatNumberOverride applies to a B2B customer with a customerVatNumber only',
  });
});

it('totals the lines as the API does, and not while a unit value is missing', () => {
  expect(linesTotal([line({ quantity: '3', unitValue: '0.1' }), line({ quantity: '', unitValue: '19.99' })])).toBe(20.29);
  expect(linesTotal([line({ unitValue: '' })])).toBeUndefined();
});
