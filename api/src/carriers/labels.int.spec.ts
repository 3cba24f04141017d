import type { Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { readPdf } from '../../test-support/pdf-reader';
import { parseZpl } from '../../test-support/zpl-grammar';
import { binaryBody } from '../../test-support/binary-body';

// ── Labels over HTTP in every format and size, after the sandbox books the shipment; the account's label default ──

const body = {
  fromAddress: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bea Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 2, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
};

describe('shipping labels over HTTP', () => {
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;
  let shipment: Shipment;
  const label = (query: string, who = shipper) => who.get(`/api/shipments/${shipment.id}/label${query}`).buffer(true).parse(binaryBody);

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_CARRIERS: 'true', RUN_FORWARDER: 'true', SANDBOX_SPEED: '100000', SANDBOX_CARRIERS: 'dhl-express,dpd,colissimo,ups,gls,deutsche-post' } });
    shipper = await t.signIn('shipper');
    shipment = (await shipper.post('/api/shipments').send(body).expect(201)).body as Shipment;
    let types: string[] = [];
    for (let i = 0; i < 200 && !types.includes('CarrierBooked'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      types = (await t.resources.store.readStream(`shipment-${shipment.id}`)).map((e) => e.type);
    }
    expect(types).toContain('CarrierBooked');
    await t.project();
  }, 60_000);
  afterAll(() => t.close());

  it('serves the 4x6 PDF by default, one page per parcel, with what a carrier reads', async () => {
    const res = await label('').expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="label-${shipment.trackingNumber}.pdf"`);
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toMatchObject({ width: 288, height: 432 });
    for (const text of [shipment.trackingNumber, 'Bea Receiver', '10 Rue de Rivoli', 'Ada Sender', 'Parcel 1 of 1', '2 kg · 30x20x10 cm', 'SANDBOX - NOT VALID FOR CARRIAGE'])
      expect(pdf.pages[0]!.text).toContain(text);
  }, 30_000);

  it('serves an A6 PDF', async () => {
    const res = await label('?format=pdf&size=a6').expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="label-${shipment.trackingNumber}-a6.pdf"`);
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pages[0]!.width).toBeCloseTo(297.64, 1);
    expect(pdf.pages[0]!.height).toBeCloseTo(419.53, 1);
  }, 30_000);

  it('serves ZPL II that a strict grammar reads back, with the tracking number as the barcode', async () => {
    const res = await label('?format=zpl').expect(200);
    expect(res.headers['content-type']).toBe('application/x-zpl');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="label-${shipment.trackingNumber}.zpl"`);
    const labels = parseZpl((res.body as Buffer).toString('utf8'));
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({ width: 812, length: 1218 });
    expect(labels[0]!.fields.filter((f) => f.kind === 'barcode').map((f) => f.data)).toEqual([shipment.trackingNumber]);
    expect(labels[0]!.fields.map((f) => f.data)).toEqual(expect.arrayContaining(['Bea Receiver', 'Parcel 1 of 1', 'SANDBOX - NOT VALID FOR CARRIAGE']));
  });

  it('serves a PNG of 812x1218 px (4x6 at 203 dpi), also as parcel=1', async () => {
    for (const query of ['?format=png', '?format=png&parcel=1']) {
      const res = await label(query).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="label-${shipment.trackingNumber}.png"`);
      const png = res.body as Buffer;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([812, 1218]);
    }
  }, 30_000);

  it('answers 400 naming the query field for an unknown format, size or parcel, and 404 still wins for a stranger', async () => {
    for (const [query, field] of [
      ['?format=gif', 'format'],
      ['?size=a4', 'size'],
      ['?parcel=0', 'parcel'],
      ['?parcel=2', 'parcel'],
      ['?format=__proto__', 'format'],
    ] as const) {
      const res = await shipper.get(`/api/shipments/${shipment.id}/label${query}`).expect(400);
      expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([field]);
      expect(res.body.message).toContain(field);
    }
    const other = await t.signIn('private');
    await other.get(`/api/shipments/${shipment.id}/label?format=zpl`).expect(404);
  });

  it('uses the account default when the request names no format, and the request over the default', async () => {
    expect((await shipper.get('/api/preferences/shipping').expect(200)).body).toMatchObject({ labelFormat: 'pdf', labelSize: '4x6' });
    await shipper.put('/api/preferences/shipping').send({ labelFormat: 'gif' }).expect(400);
    await shipper.put('/api/preferences/shipping').send({}).expect(400);
    expect((await shipper.put('/api/preferences/shipping').send({ labelFormat: 'zpl', labelSize: 'a6' }).expect(200)).body).toEqual({ labelFormat: 'zpl', labelSize: 'a6' });
    await t.project();
    expect((await shipper.get('/api/preferences/shipping').expect(200)).body).toMatchObject({ priority: 'cost', labelFormat: 'zpl', labelSize: 'a6' });

    const byDefault = await label('').expect(200);
    expect(byDefault.headers['content-type']).toBe('application/x-zpl');
    expect(parseZpl((byDefault.body as Buffer).toString('utf8'))[0]).toMatchObject({ width: 839, length: 1183 });
    const sized = await label('?size=4x6').expect(200);
    expect(parseZpl((sized.body as Buffer).toString('utf8'))[0]).toMatchObject({ width: 812, length: 1218 });
    const asked = await label('?format=pdf').expect(200);
    expect(asked.headers['content-type']).toBe('application/pdf');
    expect(asked.headers['content-disposition']).toBe(`attachment; filename="label-${shipment.trackingNumber}-a6.pdf"`);

    // The priority keeps its own meaning beside the label default.
    await shipper.put('/api/preferences/shipping').send({ priority: 'speed' }).expect(200);
    await t.project();
    expect((await shipper.get('/api/preferences/shipping').expect(200)).body).toMatchObject({ priority: 'speed', labelFormat: 'zpl', labelSize: 'a6' });
    // Staff download with their own default (pdf 4x6), not the owner's.
    const agent = await t.signIn('agent');
    expect((await label('', agent).expect(200)).headers['content-type']).toBe('application/pdf');
  }, 30_000);
});
