import { CommandBus } from '@nestjs/cqrs';
import { MANIFEST_ROWS_PER_PAGE, type ManifestList, type ManifestPreview, type ManifestView, type Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { readPdf } from '../../test-support/pdf-reader';
import { BookCarrierCommand } from '../shipping/commands/book-carrier.command';
import { commandContext } from '../platform/event-store/command-context';

// ── End-of-day manifests over HTTP (issue 28 item 6): what is listed, what it closes, retries, races, privacy ──
// Real app and PostgreSQL; shipments are booked with a carrier command as a carrier worker would (no sandbox running).

jest.setTimeout(180_000);

const payload = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bob Receiver', address: '5 Broadway', city: 'New York', country: 'United States', postalCode: '10004' },
  itemDetails: { description: 'Paperback books', weight: 2, value: 50, dimensions: { length: 30, width: 20, height: 10 } },
};
const today = new Date().toISOString().slice(0, 10);

describe('manifests', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  let other: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.signIn('shipper');
    other = await t.signIn('private');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A shipment of `agent`'s booked with `carrierId` at `bookedAt`. */
  async function booked(carrierId: string, bookedAt = new Date().toISOString(), agent = shipper): Promise<Shipment> {
    const shipment = (await agent.post('/api/shipments').send(payload).expect(201)).body as Shipment;
    const booking = {
      shipmentId: shipment.id,
      carrierId,
      carrierName: carrierId.toUpperCase(),
      serviceId: `${carrierId}-std`,
      serviceName: 'Standard',
      serviceLevel: 'standard',
      reference: `REF-${shipment.trackingNumber}`,
      sandbox: true,
      price: { amountMinor: 1200, currency: 'EUR' },
      route: ['Leipzig'],
      label: { sortCode: 'A1', routingCode: 'DE-US' },
      estimatedDelivery: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      bookedAt,
    };
    await t.app.get(CommandBus).execute(new BookCarrierCommand(booking, commandContext({ actor: { kind: 'carrier', id: carrierId } })));
    return shipment;
  }
  const preview = async (carrierId: string, shipDate = today) => {
    await t.project();
    return (await shipper.get('/api/manifests/preview').query({ carrierId, shipDate }).expect(200)).body as ManifestPreview;
  };

  it('lists the day’s booked shipments of the carrier, closes them, and refuses to void or list them again', async () => {
    const a = await booked('dpd');
    const b = await booked('dpd');
    const yesterday = await booked('dpd', new Date(Date.now() - 86_400_000).toISOString());
    const otherCarrier = await booked('gls');
    const voided = await booked('dpd');
    await shipper.post(`/api/shipments/${voided.id}/void`).send({}).expect(200);
    const theirs = await booked('dpd', undefined, other);

    const before = await preview('DPD');
    const ids = before.shipments.map((s) => s.shipmentId);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    for (const excluded of [yesterday, otherCarrier, voided, theirs]) expect(ids).not.toContain(excluded.id);
    expect(before.carrierId).toBe('dpd');

    const created = await shipper.post('/api/manifests').set('Idempotency-Key', 'close-dpd').send({ carrierId: 'dpd', shipDate: today }).expect(201);
    const manifest = created.body as ManifestView;
    expect(manifest.shipments.map((s) => s.shipmentId).sort()).toEqual([...ids].sort());
    const line = manifest.shipments.find((s) => s.shipmentId === a.id)!;
    expect(line).toMatchObject({ trackingNumber: a.trackingNumber, reference: `REF-${a.trackingNumber}`, toCity: 'New York', toCountry: 'US', parcelCount: 1, weightGrams: 2000 });
    expect(manifest.parcelCount).toBe(manifest.shipments.length);
    expect(manifest.weightGrams).toBe(2000 * manifest.shipments.length);

    // the same request again: the same manifest, nothing new
    const again = await shipper.post('/api/manifests').set('Idempotency-Key', 'close-dpd').send({ carrierId: 'dpd', shipDate: today }).expect(201);
    expect(again.body.id).toBe(manifest.id);
    const reused = await shipper.post('/api/manifests').set('Idempotency-Key', 'close-dpd').send({ carrierId: 'gls', shipDate: today });
    expect(reused.status).toBe(422);

    // closed: no second manifest, no void, no cancel, each refusal naming the manifest
    const second = await shipper.post('/api/manifests').send({ carrierId: 'dpd', shipDate: today }).expect(422);
    expect(second.body.message).toContain('No shipment of yours booked with DPD');
    const voidRefused = await shipper.post(`/api/shipments/${a.id}/void`).send({}).expect(409);
    expect(voidRefused.body.message).toContain(`is on manifest ${manifest.id}`);
    expect(voidRefused.body.message).toContain(a.trackingNumber);
    await shipper.post(`/api/shipments/${a.id}/cancel`).send({}).expect(409);
    expect((await preview('dpd')).shipments).toEqual([]);

    await t.project();
    const listed = (await shipper.get('/api/manifests').expect(200)).body as ManifestList;
    expect(listed.manifests.map((m) => m.id)).toContain(manifest.id);
    expect((await shipper.get(`/api/manifests/${manifest.id}`).expect(200)).body).toMatchObject({ id: manifest.id, shipmentCount: manifest.shipments.length });
    const types = (await t.resources.pool.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [`shipment-${a.id}`])).rows.map((r) => r.type);
    expect(types.filter((type) => type === 'ShipmentManifested')).toHaveLength(1);
  });

  it('two manifests at once never list the same shipment', async () => {
    const shipments = await Promise.all([1, 2, 3, 4].map(() => booked('ups')));
    await t.project();
    const answers = await Promise.all([1, 2].map(() => shipper.post('/api/manifests').send({ carrierId: 'ups', shipDate: today })));
    const made = answers.filter((r) => r.status === 201).map((r) => r.body as ManifestView);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const r of answers) expect([201, 422]).toContain(r.status);
    const listed = made.flatMap((m) => m.shipments.map((s) => s.shipmentId));
    expect(new Set(listed).size).toBe(listed.length);
    for (const s of shipments) expect(listed).toContain(s.id);
  });

  it('answers 404 to another shipper and 400 naming a bad field', async () => {
    await booked('fedex');
    await t.project();
    const manifest = (await shipper.post('/api/manifests').send({ carrierId: 'FedEx', shipDate: today }).expect(201)).body as ManifestView;
    await t.project();
    await other.get(`/api/manifests/${manifest.id}`).expect(404);
    await other.get(`/api/manifests/${manifest.id}/pdf`).expect(404);
    expect(((await other.get('/api/manifests').expect(200)).body as ManifestList).manifests.map((m) => m.id)).not.toContain(manifest.id);
    const badDate = await shipper.post('/api/manifests').send({ carrierId: 'ups', shipDate: '2026-02-30' }).expect(400);
    expect(badDate.body.issues[0].field).toBe('shipDate');
    const badCarrier = await shipper.post('/api/manifests').send({ carrierId: 'no-such-carrier', shipDate: today }).expect(400);
    expect(badCarrier.body.issues[0].field).toBe('carrierId');
  });

  it('draws the PDF: header, totals, every tracking number, one page per 30 shipments', async () => {
    const count = MANIFEST_ROWS_PER_PAGE + 2;
    const shipments: Shipment[] = [];
    for (let i = 0; i < count; i++) shipments.push(await booked('dhl-express'));
    await t.project();
    const manifest = (await shipper.post('/api/manifests').send({ carrierId: 'dhl-express', shipDate: today }).expect(201)).body as ManifestView;
    await t.project();
    const res = await shipper
      .get(`/api/manifests/${manifest.id}/pdf`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.title).toContain(manifest.id);
    const text = pdf.pages.map((p) => p.text).join('\n');
    expect(pdf.pages[0]!.text).toContain('END-OF-DAY MANIFEST');
    expect(pdf.pages[0]!.text).toContain(`DHL Express (dhl-express)`);
    expect(pdf.pages[0]!.text).toContain(today);
    expect(pdf.pages[0]!.text).toContain(`${manifest.shipmentCount} shipments, ${manifest.parcelCount} parcels, ${(manifest.weightGrams / 1000).toFixed(3)} kg`);
    expect(pdf.pages[1]!.text).toContain('2 of 2');
    for (const s of shipments) expect(text).toContain(s.trackingNumber);
    expect(text).toContain('New York, US');

    const german = await shipper
      .get(`/api/manifests/${manifest.id}/pdf`)
      .query({ lang: 'de' })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const germanText = (await readPdf(german.body as Buffer)).pages[0]!.text;
    expect(germanText).toContain('TAGESABSCHLUSS-MANIFEST /');
    expect(germanText).toContain('Versanddienst / Carrier: DHL Express (dhl-express)');
  });
});
