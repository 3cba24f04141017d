import { ComplianceCheckSchema, CustomsDeclarationSchema, TaxCalculationSchema } from '@waypost/contracts';
import type { z } from 'zod';
import { checkPayload } from '../../platform/http/validation';
import { checkedCases, type WorkedCase } from '../../../test-support/worked-cases';

// Worked cases, class 'input-refusal' (issue 26 item 9): what is not a number in range is refused with a 400 naming the
// field, never coerced (null is not 0, "" is not 0, true is not 1, "12" is not 12). The expected field and reason come
// from the contract the issue states: amounts are JSON numbers, at least 0 and at most 100,000,000; quantities are
// whole numbers from 1; weights are kg from 0 to 1,000. checkPayload is what the controllers' 400 is built from.
type Schema = 'tax' | 'check' | 'customs';
type Input = { schema: Schema; body: Record<string, unknown> };
type Expected = { field: string; message: RegExp };

const SCHEMAS: Record<Schema, z.ZodType> = { tax: TaxCalculationSchema, check: ComplianceCheckSchema, customs: CustomsDeclarationSchema };
const SPEC = 'Waypost product spec section 3 (amount and shipmentValue are numbers); issue 26 item 9 (null, "", [], true refused with a 400 naming the field)';
const TODAY = '2026-11-27';
const tax = { amount: 100, currency: 'EUR', originCountry: 'CN', destinationCountry: 'DE', customerType: 'B2C', shipmentValue: 0 };
const line = { description: 'cotton t-shirt', hsCode: '610910', unitValue: 10, quantity: 1 };
const customs = (itemDetails: Record<string, unknown>) => ({
  itemDetails: { description: 'Cotton t-shirt', value: 50, currency: 'EUR', category: 'clothing', ...itemDetails },
  fromAddress: { country: 'CN' },
  toAddress: { country: 'DE' },
});

// prettier-ignore
const cases: readonly WorkedCase<Input, Expected>[] = checkedCases([
  { id: 'amount-null', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'null is not a number (it was once taken as 0)',
    input: { schema: 'tax', body: { ...tax, amount: null } }, expected: { field: 'amount', message: /must be a number/ } },
  { id: 'shipmentValue-empty-string', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: '"" is text, not 0',
    input: { schema: 'tax', body: { ...tax, shipmentValue: '' } }, expected: { field: 'shipmentValue', message: /must be a number/ } },
  { id: 'amount-array', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: '[] is a list, not 0',
    input: { schema: 'tax', body: { ...tax, amount: [] } }, expected: { field: 'amount', message: /must be a number/ } },
  { id: 'shipmentValue-true', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'true is a boolean, not 1',
    input: { schema: 'tax', body: { ...tax, shipmentValue: true } }, expected: { field: 'shipmentValue', message: /must be a number/ } },
  { id: 'amount-NaN-string', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: '"NaN" is text and not a number',
    input: { schema: 'tax', body: { ...tax, amount: 'NaN' } }, expected: { field: 'amount', message: /must be a number/ } },
  { id: 'amount-negative', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: '-1 is below 0',
    input: { schema: 'tax', body: { ...tax, amount: -1 } }, expected: { field: 'amount', message: /must not be negative/ } },
  { id: 'shipmentValue-too-large', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: '100,000,001 is above the 100,000,000 limit',
    input: { schema: 'tax', body: { ...tax, shipmentValue: 100_000_001 } }, expected: { field: 'shipmentValue', message: /at most 100000000/ } },
  { id: 'item-unitValue-null', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'a line with unitValue null is refused at that line',
    input: { schema: 'tax', body: { ...tax, items: [line, { ...line, unitValue: null }] } }, expected: { field: 'items.1.unitValue', message: /must be a number/ } },
  { id: 'item-quantity-fraction', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'a quantity of 1.5 is not a whole number',
    input: { schema: 'tax', body: { ...tax, items: [{ ...line, quantity: 1.5 }] } }, expected: { field: 'items.0.quantity', message: /whole number/ } },
  { id: 'item-quantity-zero', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'a quantity of 0 is below 1',
    input: { schema: 'tax', body: { ...tax, items: [{ ...line, quantity: 0 }] } }, expected: { field: 'items.0.quantity', message: /at least 1/ } },
  { id: 'item-weight-negative', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'a weight of -2 kg is below 0',
    input: { schema: 'tax', body: { ...tax, items: [{ ...line, weight: -2 }] } }, expected: { field: 'items.0.weight', message: /must not be negative/ } },
  { id: 'items-empty', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'an empty item list is not a parcel',
    input: { schema: 'tax', body: { ...tax, items: [] } }, expected: { field: 'items', message: /at least one item/ } },
  { id: 'shipmentValue-disagrees-with-items', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'shipmentValue 50 but the items total 3 x 10 = 30',
    input: { schema: 'tax', body: { ...tax, shipmentValue: 50, items: [{ ...line, quantity: 3 }] } }, expected: { field: 'shipmentValue', message: /items' total 30/ } },
  { id: 'asOf-disagrees-with-transactionDate', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'asOf and transactionDate name the same date; two different dates are refused',
    input: { schema: 'tax', body: { ...tax, transactionDate: '2026-06-30', asOf: '2026-07-01' } }, expected: { field: 'asOf', message: /must equal transactionDate/ } },
  { id: 'buyer-disagrees-with-customerType', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'a B2C customer cannot be a registered business',
    input: { schema: 'tax', body: { ...tax, buyer: 'business-registered' } }, expected: { field: 'buyer', message: /must agree with customerType B2C/ } },
  { id: 'check-declaredValue-numeric-string', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: '"12" is text, not 12',
    input: { schema: 'check', body: { itemCategory: 'Electronics', fromCountry: 'CN', toCountry: 'DE', declaredValue: '12' } }, expected: { field: 'declaredValue', message: /must be a number/ } },
  { id: 'customs-weight-true', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'true is not a weight',
    input: { schema: 'customs', body: customs({ weight: true }) }, expected: { field: 'itemDetails.weight', message: /must be a number/ } },
  { id: 'customs-value-null', class: 'input-refusal', countries: ['DE', 'CN'], asOf: TODAY, source: SPEC, working: 'null is not a value',
    input: { schema: 'customs', body: customs({ value: null }) }, expected: { field: 'itemDetails.value', message: /must be a number/ } },
]);

describe('worked cases: numbers out of range or not numbers are refused, naming the field (issue 26 item 9)', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const checked = checkPayload(SCHEMAS[c.input.schema], c.input.body);
    expect(checked.ok).toBe(false);
    const issue = checked.ok ? undefined : checked.issues.find((i) => i.field === c.expected.field);
    expect(issue?.message).toMatch(c.expected.message);
  });

  it('the same payloads with the field fixed are accepted (so each case fails for its field only)', () => {
    expect(checkPayload(TaxCalculationSchema, { ...tax, items: [line, { ...line, quantity: 2 }], shipmentValue: 30 }).ok).toBe(true);
    expect(checkPayload(TaxCalculationSchema, { ...tax, transactionDate: '2026-07-01', asOf: '2026-07-01', buyer: 'consumer' }).ok).toBe(true);
    expect(checkPayload(CustomsDeclarationSchema, customs({ weight: 0.3 })).ok).toBe(true);
  });
});
