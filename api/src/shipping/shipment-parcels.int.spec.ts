import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { binaryBody } from '../../test-support/binary-body';
import { readPdf } from '../../test-support/pdf-reader';
import { DE_US_CUSTOMS, DE_US_ITEM_DETAILS, DE_US_ITEMS, DE_US_PARCELS } from '../../test-support/de-us-shipment';

// ── Issue 24 over HTTP: parcels, customs, the duties estimate and the customs documents of a shipment ──

jest.setTimeout(60_000);

const address = (name: string, city: string, country: string, postalCode: string) => ({ name, address: `${name} Street 1`, city, country, postalCode });
const DE_US = {
  fromAddress: address('Greta Exporter', 'Berlin', 'Germany', '10117'),
  toAddress: address('Ike Importer', 'New York', 'United States', '10001'),
  itemDetails: DE_US_ITEM_DETAILS,
};
const parcels = DE_US_PARCELS;
// the items as a shipper may type them: a dotted HS code and a lower-case origin, normalised on the way in
const customs = {
  ...DE_US_CUSTOMS,
  items: [{ ...DE_US_ITEMS[0]!, hsCode: '8518.30', originCountry: 'de' }, DE_US_ITEMS[1]!],
  exporterTaxIds: [{ type: 'EORI', value: 'DE123456789012345' }],
  importerTaxIds: [{ type: 'EIN', value: '12-3456789' }],
};

/** The text of every page of a PDF, as pdf-parse reads it. */
const pdfText = async (body: Buffer) => (await readPdf(body)).pages.map((p) => p.text).join('\n');

describe('shipments with parcels and customs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates DE → US with 2 parcels and 2 customs items (DDP), and shows them, their total and the duties estimate', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper
      .post('/api/shipments')
      .send({ ...DE_US, parcels, customs })
      .expect(201);
    expect(created.body.parcels).toEqual([
      {
        weight: { value: 4, unit: 'lb' },
        dimensions: { length: 12, width: 10, height: 6, unit: 'in' },
        packaging: 'box',
        weightKg: 1.814,
        dimensionsCm: { length: 30.5, width: 25.4, height: 15.2 },
      },
      {
        weight: { value: 900, unit: 'g' },
        dimensions: { length: 30, width: 20, height: 5, unit: 'cm' },
        packaging: 'pak',
        weightKg: 0.9,
        dimensionsCm: { length: 30, width: 20, height: 5 },
      },
    ]);
    expect(created.body.totalWeightKg).toBe(2.714);
    expect(created.body.customs.items[0]).toMatchObject({ hsCode: '851830', originCountry: 'DE' });
    const duties = created.body.dutiesEstimate;
    expect(duties).toMatchObject({ currency: 'EUR', payer: 'shipper', asOf: created.body.createdAt.slice(0, 10) });
    expect(duties.rule).toContain('import-taxes');
    expect(duties.totalMinor).toBe(duties.dutyMinor + duties.taxMinor);
    expect(Number.isInteger(duties.totalMinor)).toBe(true);

    await t.project();
    const shown = await shipper.get(`/api/shipments/${created.body.id}`).expect(200);
    expect(shown.body).toMatchObject({ parcels: created.body.parcels, totalWeightKg: 2.714, customs: created.body.customs, dutiesEstimate: duties });
    const [stored] = await t.resources.store.readStream(`shipment-${created.body.id}`);
    expect(stored).toMatchObject({ type: 'ShipmentCreated', schemaVersion: 2, data: { parcels: created.body.parcels, dutiesEstimate: duties } });
    const raw = await t.resources.pool.query('SELECT schema_version FROM events WHERE stream_id = $1', [`shipment-${created.body.id}`]);
    expect(raw.rows[0].schema_version).toBe(2);
  });

  it('keeps the spec payload working: one parcel from the item, no customs', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper
      .post('/api/shipments')
      .send({ ...DE_US, itemDetails: { ...DE_US.itemDetails, dimensions: { length: 30, width: 20, height: 15 } }, status: 'pending' })
      .expect(201);
    expect(created.body).toMatchObject({
      parcels: [{ weight: { value: 3, unit: 'kg' }, packaging: 'custom', weightKg: 3, dimensionsCm: { length: 30, width: 20, height: 15 } }],
      totalWeightKg: 3,
      customs: null,
      dutiesEstimate: null,
    });
    await t.project();
    expect((await shipper.get(`/api/shipments/${created.body.id}/documents`).expect(200)).body).toEqual([]);
    await shipper.get(`/api/shipments/${created.body.id}/documents/commercial-invoice`).expect(404);
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const shipper = await t.signIn('shipper');
    const before = (await t.resources.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    const badItem = { ...customs, items: [customs.items[0], { ...customs.items[1], hsCode: '12' }] };
    const r1 = await shipper
      .post('/api/shipments')
      .send({ ...DE_US, customs: badItem })
      .expect(400);
    expect(r1.body.issues).toEqual([{ field: 'customs.items.1.hsCode', message: 'must be an HS code of 6 to 10 digits, e.g. 851830' }]);
    const r2 = await shipper
      .post('/api/shipments')
      .send({ ...DE_US, parcels: [{ weight: { value: 1, unit: 'kg' } }, { weight: { value: 1e400, unit: 'kg' } }] })
      .expect(400);
    expect(r2.body.issues.map((i: { field: string }) => i.field)).toEqual(['parcels.1.weight.value']);
    const heavy = { ...customs, items: [{ ...customs.items[0], quantity: 20 }] };
    const r3 = await shipper
      .post('/api/shipments')
      .send({ ...DE_US, parcels, customs: heavy })
      .expect(400);
    expect(r3.body.issues[0].field).toBe('customs.items');
    const domestic = { ...DE_US, toAddress: address('Hans Inland', 'Munich', 'Germany', '80331') };
    const r4 = await shipper
      .post('/api/shipments')
      .send({ ...domestic, customs })
      .expect(400);
    expect(r4.body.issues).toEqual([{ field: 'customs', message: 'is only for international shipments: this one stays in one country' }]);
    const r5 = await shipper
      .post('/api/shipments')
      .send({ ...DE_US, customs: { ...customs, importerTaxIds: [{ type: 'IOSS', value: 'IM1' }] } })
      .expect(400);
    expect(r5.body.issues[0].field).toBe('customs.importerTaxIds.0.value');
    expect((await t.resources.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(before);
  });

  it('refuses a parcel no carrier takes with a 422 naming that parcel, and stores nothing', async () => {
    const shipper = await t.signIn('shipper');
    const count = async () => (await t.resources.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    const before = await count();
    const long = { weight: { value: 2, unit: 'kg' }, dimensions: { length: 120, width: 10, height: 10, unit: 'in' } };
    const res = await shipper
      .post('/api/shipments')
      .send({ ...DE_US, parcels: [parcels[0], long] })
      .expect(422);
    expect(res.body.issues).toEqual([
      { field: 'parcels.1.dimensions', message: expect.stringMatching(/^has a side of 120 in \(304\.8 cm\); the carriers on this lane take at most [\d.]+ in \(\d+ cm\) a side$/) },
    ]);
    expect(res.body.message).toMatch(/^No carrier serves Germany → United States: parcels\.1\.dimensions has a side of 120 in/);
    expect(await count()).toBe(before);
  });

  it('prices the rates of a shipment with parcels on its parcels, as its creation did', async () => {
    const shipper = await t.signIn('shipper');
    const heavy = { ...DE_US, itemDetails: { ...DE_US.itemDetails, weight: 1 }, parcels: [{ weight: { value: 25, unit: 'kg' } }, { weight: { value: 25, unit: 'kg' } }] };
    const manual = (
      await shipper
        .post('/api/shipments')
        .send({ ...heavy, rateSelection: 'manual' })
        .expect(201)
    ).body;
    const auto = (await shipper.post('/api/shipments').send(heavy).expect(201)).body;
    const rerated = (await shipper.post(`/api/shipments/${auto.id}/rates`).expect(200)).body;
    const prices = (rates: { carrierId: string; serviceId: string; price: { amountMinor: number } }[]) => rates.map((r) => `${r.carrierId}/${r.serviceId} ${r.price.amountMinor}`);
    expect(manual.rates.length).toBeGreaterThan(0);
    expect(prices(rerated.rates)).toEqual(prices(manual.rates));
  });

  it('lists and serves the commercial invoice and the CN23 from the shipment, to its owner and staff only', async () => {
    const shipper = await t.signIn('shipper');
    const created = (
      await shipper
        .post('/api/shipments')
        .send({ ...DE_US, parcels, customs })
        .expect(201)
    ).body;
    await t.project();
    const list = await shipper.get(`/api/shipments/${created.id}/documents`).expect(200);
    expect(list.body).toEqual([
      { kind: 'commercial-invoice', title: 'Commercial invoice', contentType: 'application/pdf', href: `/api/shipments/${created.id}/documents/commercial-invoice` },
      { kind: 'cn23', title: 'CN23 customs declaration', contentType: 'application/pdf', href: `/api/shipments/${created.id}/documents/cn23` },
    ]);

    const invoice = await shipper.get(`/api/shipments/${created.id}/documents/commercial-invoice`).buffer(true).parse(binaryBody).expect(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(invoice.body as Buffer);
    for (const expected of [
      'COMMERCIAL INVOICE',
      created.trackingNumber,
      'Greta Exporter',
      'Ike Importer',
      'Wireless headphones',
      'HS 8518.30',
      'USB-C cable',
      'DDP',
      'EORI: DE123456789012345',
      'EIN: 12-3456789',
      'EUR 330.00',
      '2.714 kg',
    ]) {
      expect(text).toContain(expected);
    }
    const cn23 = await shipper.get(`/api/shipments/${created.id}/documents/cn23`).buffer(true).parse(binaryBody).expect(200);
    expect(await pdfText(cn23.body as Buffer)).toContain('CUSTOMS DECLARATION CN23');
    await shipper.get(`/api/shipments/${created.id}/documents/cn22`).expect(404);
    await shipper.get(`/api/shipments/${created.id}/documents/__proto__`).expect(404);

    const other = await t.signIn('private');
    await other.get(`/api/shipments/${created.id}/documents`).expect(404);
    await other.get(`/api/shipments/${created.id}/documents/commercial-invoice`).expect(404);
    const agent = await t.signIn('agent');
    await agent.get(`/api/shipments/${created.id}/documents/cn23`).expect(200);
    await shipper.get('/api/shipments/not-a-uuid/documents').expect(404);
  });
});
