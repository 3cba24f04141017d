import { CreateShipmentSchema } from '@waypost/contracts';
import { applyRecognition, describeField, emptyDraft, toCreateShipmentRequest, type ShipmentDraft } from './shipment-draft';

const blank = { company: '', address2: '', state: '', phone: '', email: '', residential: false };
const filled = (): ShipmentDraft => ({
  ...emptyDraft(),
  item: { description: ' Headphones ', weight: '1.5', value: '120', length: '30', width: '20', height: '15', aiRecognition: null },
  from: { ...blank, name: 'Ada', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  to: { ...blank, name: 'Grace', address: '1 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
});

describe('toCreateShipmentRequest', () => {
  it('builds the create payload of spec section 3, status pending, accepted by the shared schema', () => {
    const request = toCreateShipmentRequest(filled());
    expect(request).toEqual({
      fromAddress: { name: 'Ada', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
      toAddress: { name: 'Grace', address: '1 Main St', city: 'New York', country: 'United States', postalCode: '10001' },
      itemDetails: { description: 'Headphones', weight: 1.5, value: 120, dimensions: { length: 30, width: 20, height: 15 } },
      status: 'pending',
    });
    expect(CreateShipmentSchema.safeParse(request).success).toBe(true);
  });

  it('sends the optional address fields only when filled in, trimmed (issue 24)', () => {
    const draft = filled();
    draft.to = { ...draft.to, company: ' ACME ', address2: 'Suite 5', state: ' NY ', phone: '+1 212 555 0100', email: 'grace@example.com', residential: true };
    draft.from = { ...draft.from, company: '   ', residential: false };
    const request = toCreateShipmentRequest(draft);
    expect(request.toAddress).toEqual({
      name: 'Grace',
      company: 'ACME',
      address: '1 Main St',
      address2: 'Suite 5',
      city: 'New York',
      state: 'NY',
      country: 'United States',
      postalCode: '10001',
      phone: '+1 212 555 0100',
      email: 'grace@example.com',
      residential: true,
    });
    expect(request.fromAddress).toEqual({ name: 'Ada', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' });
    expect(CreateShipmentSchema.safeParse(request).success).toBe(true);
  });

  it('omits dimensions when none were entered and sends blank numbers as 0 for the server to name', () => {
    const request = toCreateShipmentRequest(emptyDraft());
    expect(request.itemDetails).toEqual({ description: '', weight: 0, value: 0 });
  });
});

describe('applyRecognition', () => {
  it('pre-fills description, weight and dimensions and keeps the result', () => {
    const result = { description: 'Laptop', category: 'Electronics', estimatedWeight: 2.1, estimatedDimensions: { length: 35, width: 25, height: 3 }, confidence: 0.92 };
    const item = applyRecognition(filled().item, result);
    expect(item).toMatchObject({ description: 'Laptop', weight: '2.1', length: '35', width: '25', height: '3', value: '120' });
    expect(item.aiRecognition).toBe(result);
  });

  it('keeps what the user typed where recognition has no answer', () => {
    const item = applyRecognition(filled().item, { category: 'Other' });
    expect(item).toMatchObject({ description: ' Headphones ', weight: '1.5', length: '30' });
  });
});

describe('describeField', () => {
  it('names the server field paths in the wizard words', () => {
    expect(describeField('fromAddress.city')).toBe('From city');
    expect(describeField('toAddress.postalCode')).toBe('To postal code');
    expect(describeField('toAddress.state')).toBe('To state / province');
    expect(describeField('itemDetails.dimensions.length')).toBe('Item dimensions length');
  });
});
