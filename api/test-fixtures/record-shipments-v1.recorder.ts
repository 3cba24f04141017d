import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test-support/create-test-app';
import { bookBySandboxCarrier } from '../test-support/shipment-fixtures';

// ── Records shipments-v1/: a log of shipment streams written by the code checked out now, and its read rows ──
// Run: npx jest -c api/test-fixtures/jest.recorder.config.mjs (in a checkout of main d0b426a, before ShipmentCreated v2,
// with this file and the carrier booking helpers of api/test-support/shipment-fixtures.ts copied in).
// Replayed by api/src/shipping/recorded-log-v1.int.spec.ts.

jest.setTimeout(120_000);

const OUT = join(__dirname, 'shipments-v1');
const TABLES = { shipments: 'id', tracking: 'tracking_number', tracking_events: 'id', carrier_bookings: 'shipment_id', admin_shipments: 'id' } as const;

const address = (name: string, city: string, country: string, postalCode: string) => ({ name, address: `${name} Street 1`, city, country, postalCode });
const PAYLOADS = [
  {
    fromAddress: address('Sam Sender', 'Berlin', 'Germany', '10117'),
    toAddress: address('Rita Receiver', 'Miami', 'United States', '33139'),
    itemDetails: { description: 'Headphones', weight: 1.2, value: 150 },
  },
  {
    fromAddress: address('Ada Boxer', 'Hamburg', 'Germany', '20095'),
    toAddress: address('Ben Box', 'London', 'United Kingdom', 'SW1A 1AA'),
    itemDetails: { description: 'Books', weight: 4.75, value: 80, dimensions: { length: 40, width: 30, height: 20.5 } },
  },
  {
    fromAddress: address('Cleo Camera', 'Paris', 'France', '75001'),
    toAddress: address('Dan Dock', 'Lyon', 'France', '69001'),
    itemDetails: {
      description: 'Camera',
      weight: 0.8,
      value: 420.5,
      dimensions: { length: 20, width: 15, height: 10 },
      aiRecognition: { description: 'A mirrorless camera', category: 'Electronics', estimatedWeight: 0.75, confidence: 0.9 },
    },
    status: 'pending',
  },
  {
    fromAddress: address('Eve Early', 'Madrid', 'Spain', '28001'),
    toAddress: address('Finn Far', 'Tokyo', 'Japan', '100-0001'),
    itemDetails: { description: 'Tea set', weight: 2, value: 60 },
  },
];

async function rows(t: TestApp, table: string, key: string): Promise<unknown[]> {
  return (await t.resources.pool.query(`SELECT * FROM ${table} ORDER BY ${key}`)).rows;
}

it('records a log of shipment streams and the read rows it makes', async () => {
  const t = await createTestApp();
  try {
    const shipper = await t.signIn('shipper');
    const agent = await t.signIn('agent');
    const made = [];
    for (const p of PAYLOADS) made.push((await shipper.post('/api/shipments').send(p).expect(201)).body as { id: string; trackingNumber: string });
    const [a, b, c] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    await agent.post(`/api/shipments/${a.id}/tracking-events`).send({ eventType: 'pickup', description: 'Picked up', location: 'Berlin' }).expect(201);
    await agent.post(`/api/shipments/${a.id}/tracking-events`).send({ eventType: 'customs', description: 'At customs', location: 'Miami' }).expect(201);
    await shipper.post(`/api/shipments/${c.id}/cancel`).send({ reason: 'changed my mind' }).expect(200);
    await bookBySandboxCarrier(t.resources.store, b, {
      booking: { reference: 'JD0001', route: ['Hamburg', 'London'] },
      scans: [{ location: 'Hamburg' }],
    });
    await t.project();

    const auditor = t.anonymous();
    await auditor.post('/api/login').set('accept', 'application/json').send({ email: 'auditor@waypost.test', password: 'waypost-demo' }).expect(200);
    const res = await auditor
      .get('/api/audit/export?prefix=shipment-')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    writeFileSync(join(OUT, 'events.ndjson'), res.body as string);
    const readModels: Record<string, unknown[]> = {};
    for (const [table, key] of Object.entries(TABLES)) readModels[table] = await rows(t, table, key);
    writeFileSync(join(OUT, 'read-models.json'), `${JSON.stringify(readModels, null, 2)}\n`);
  } finally {
    await t.close();
  }
});
