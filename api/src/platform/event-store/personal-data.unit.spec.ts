import { randomBytes } from 'node:crypto';
import type { NewEvent, StoredEvent } from '@waypost/contracts';
import { ENCRYPTED, PERSONAL_DATA, REDACTED, openEvent, sealEvent } from './personal-data';

// ── Sealing an event's personal fields, and opening them again (pure: the key is given) ──

const created = (): NewEvent => ({
  eventId: '7d1f6f1e-4a51-4c0e-9a55-0c2b8d6f0a01',
  type: 'ShipmentCreated',
  data: {
    shipmentId: 's1',
    ownerId: 'u1',
    fromAddress: { name: 'Greta Exporter', address: 'Friedrichstrasse 1', city: 'Berlin', country: 'DE', postalCode: '10117', phone: '+4930123456' },
    toAddress: { name: 'Ike Importer', address: '5 Broadway', city: 'New York', country: 'US', postalCode: '10004' },
    itemDetails: { description: 'Headphones', weight: 3, value: 330 },
    parcels: [{ weight: { value: 3, unit: 'kg' }, packaging: 'custom', weightKg: 3 }],
    customs: { contentType: 'merchandise', incoterm: 'DDP', items: [], exporterTaxIds: [{ type: 'EORI', value: 'DE123456789012345' }] },
  },
  metadata: { correlationId: 'c1' },
});
const rule = PERSONAL_DATA.rule('ShipmentCreated')!;
const stored = (e: NewEvent): StoredEvent =>
  JSON.parse(JSON.stringify({ ...e, streamId: 'shipment-s1', version: 1, globalPosition: '1', createdAt: '2026-11-27T00:00:00.000Z', schemaVersion: 2 })) as StoredEvent;
const blobOf = (e: NewEvent) => (e.metadata as { personalData: Parameters<typeof openEvent>[1] }).personalData;

describe('sealEvent / openEvent', () => {
  const key = randomBytes(32);

  it('stores [encrypted] at every personal path present, and opens to the very same data', () => {
    const event = created();
    const sealed = sealEvent(event, rule, 'u1', key);
    const data = sealed.data as Record<string, Record<string, unknown>>;
    expect(data.fromAddress).toMatchObject({ name: ENCRYPTED, address: ENCRYPTED, postalCode: ENCRYPTED, phone: ENCRYPTED, city: 'Berlin', country: 'DE' });
    expect(data.toAddress).toMatchObject({ name: ENCRYPTED, address: ENCRYPTED, postalCode: ENCRYPTED, city: 'New York' });
    expect((data.customs as { exporterTaxIds: { type: string; value: string }[] }).exporterTaxIds).toEqual([{ type: 'EORI', value: ENCRYPTED }]);
    expect(JSON.stringify(sealed)).not.toMatch(/Greta|Friedrich|DE123456789012345|\+4930/);
    expect(blobOf(sealed).paths).toEqual(expect.arrayContaining(['fromAddress.name', 'toAddress.postalCode', 'customs.exporterTaxIds.0.value']));
    expect(openEvent(stored(sealed), blobOf(sealed), key).data).toEqual(created().data);
  });

  it('leaves the event it was given untouched (its objects may be shared, never written)', () => {
    const event = created();
    const before = JSON.stringify(event);
    const sealed = sealEvent(event, rule, 'u1', key);
    expect(JSON.stringify(event)).toBe(before);
    // what holds nothing personal is not copied
    expect((sealed.data as { itemDetails: unknown }).itemDetails).toBe((event.data as { itemDetails: unknown }).itemDetails);
    expect((sealed.data as { fromAddress: unknown }).fromAddress).not.toBe((event.data as { fromAddress: unknown }).fromAddress);
  });

  it('a forgotten person (no key): the fields are stored as [redacted] and nothing is sealed', () => {
    const sealed = sealEvent(created(), rule, 'u1', null);
    expect((sealed.data as { toAddress: { name: string } }).toAddress.name).toBe(REDACTED);
    expect(sealed.metadata).toEqual({ correlationId: 'c1' });
  });

  it('opens with the wrong key never: GCM refuses it', () => {
    const sealed = sealEvent(created(), rule, 'u1', key);
    expect(() => openEvent(stored(sealed), blobOf(sealed), randomBytes(32))).toThrow();
  });

  it('gives every sealed event its own nonce', () => {
    const ivs = new Set(Array.from({ length: 1_000 }, () => blobOf(sealEvent(created(), rule, 'u1', key)).iv));
    expect(ivs.size).toBe(1_000);
  });
});
