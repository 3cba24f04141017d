import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { binaryBody } from '../../test-support/binary-body';
import { readPdf } from '../../test-support/pdf-reader';
import { DE_US_ITEMS } from '../../test-support/de-us-shipment';

// ── Issue 26 item 5 on the shipment: the declared items that are dangerous goods are flagged at creation with what the
// carrier needs (UN number, packing instruction, air and post), on every lane, and shown wherever the shipment is read ──

jest.setTimeout(60_000);

const address = (name: string, city: string, country: string, postalCode: string) => ({ name, address: `${name} Street 1`, city, country, postalCode });
const FROM_DE = address('Greta Exporter', 'Berlin', 'Germany', '10117');
const POWER_BANK = {
  description: 'Power bank 20000 mAh',
  quantity: 1,
  unitValue: { amountMinor: 4_000, currency: 'EUR' },
  hsCode: '850760',
  originCountry: 'CN',
  weight: { value: 400, unit: 'g' },
  battery: { chemistry: 'lithium-ion', packing: 'alone', wattHours: 74 },
};
const LAPTOP = {
  description: 'Laptop',
  quantity: 1,
  unitValue: { amountMinor: 90_000, currency: 'EUR' },
  hsCode: '847130',
  originCountry: 'CN',
  weight: { value: 1.8, unit: 'kg' },
  battery: { chemistry: 'lithium-ion', packing: 'contained-in-equipment', wattHours: 56 },
};
const shipment = (to: object, items: object[]) => ({
  fromAddress: FROM_DE,
  toAddress: to,
  itemDetails: { description: 'Electronics', weight: 2.5, value: 940 },
  customs: { contentType: 'merchandise', incoterm: 'DAP', items },
});

const pdfText = async (body: Buffer) => (await readPdf(body)).pages.map((p) => p.text).join('\n');

describe('dangerous goods on a shipment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('flags a lithium-ion power bank (UN3480, cargo aircraft only, not by post) and shows it on every read and on the invoice', async () => {
    const greta = await t.signUp({ email: 'greta.dg@waypost.test', password: 'power-bank-shipper-9', firstName: 'Greta', lastName: 'Exporter', userType: 'business' });
    const body = shipment(address('Ike Importer', 'New York', 'United States', '10001'), [DE_US_ITEMS[0]!, POWER_BANK]);
    const created = await greta.post('/api/shipments').send(body).expect(201);
    expect(created.body.customs.items[1].battery).toEqual(POWER_BANK.battery);
    // the headphones are not dangerous goods: one flag, for the power bank
    expect(created.body.dangerousGoods).toEqual([
      expect.objectContaining({
        item: POWER_BANK.description,
        unNumber: 'UN3480',
        hazardClass: '9',
        packingInstruction: 'PI 965 Section IB',
        air: 'cargo aircraft only',
        postal: 'not accepted',
        regulated: true,
      }),
    ]);
    expect(created.body.dangerousGoods[0].source).toMatch(/IATA Dangerous Goods Regulations/);

    const flags = created.body.dangerousGoods;
    await t.project();
    expect((await greta.get(`/api/shipments/${created.body.id}`).expect(200)).body.dangerousGoods).toEqual(flags);
    const listed = (await greta.get('/api/shipments').expect(200)).body as { id: string; dangerousGoods?: unknown }[];
    expect(listed.find((s) => s.id === created.body.id)?.dangerousGoods).toEqual(flags);
    expect((await greta.get(`/api/tracking/${created.body.trackingNumber}`).expect(200)).body.shipment.dangerousGoods).toEqual(flags);

    const invoice = await greta.get(`/api/shipments/${created.body.id}/documents/commercial-invoice`).buffer(true).parse(binaryBody).expect(200);
    expect(await pdfText(invoice.body as Buffer)).toMatch(/UN3480/);
  });

  it('flags a laptop on a lane the duty tables do not cover (DE → ZA): PI 967 Section II, passenger aircraft, accepted by post', async () => {
    const greta = await t.signUp({ email: 'greta.za@waypost.test', password: 'laptop-shipper-pass-9', firstName: 'Greta', lastName: 'Exporter', userType: 'business' });
    const created = await greta
      .post('/api/shipments')
      .send(shipment(address('Zola Buyer', 'Cape Town', 'South Africa', '8001'), [LAPTOP]))
      .expect(201);
    expect(created.body.dutiesEstimate).toBeNull();
    expect(created.body.dangerousGoods).toEqual([
      expect.objectContaining({
        item: 'Laptop',
        unNumber: 'UN3481',
        packingInstruction: 'PI 967 Section II',
        air: 'passenger and cargo aircraft',
        postal: 'accepted',
        regulated: false,
      }),
    ]);
  });

  it('adds nothing to a shipment without dangerous goods, and refuses battery facts that are not numbers in range', async () => {
    const greta = await t.signUp({ email: 'greta.none@waypost.test', password: 'plain-goods-shipper-9', firstName: 'Greta', lastName: 'Exporter', userType: 'business' });
    const to = address('Ike Importer', 'New York', 'United States', '10001');
    const plain = await greta
      .post('/api/shipments')
      .send(shipment(to, [DE_US_ITEMS[0]!]))
      .expect(201);
    expect(plain.body).not.toHaveProperty('dangerousGoods');
    await t.project();
    expect((await greta.get(`/api/shipments/${plain.body.id}`).expect(200)).body).not.toHaveProperty('dangerousGoods');

    const before = (await greta.get('/api/shipments').expect(200)).body.length;
    for (const wattHours of [null, '', -1, 'a lot', 1e9]) {
      const res = await greta
        .post('/api/shipments')
        .send(shipment(to, [{ ...POWER_BANK, battery: { ...POWER_BANK.battery, wattHours } }]))
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('customs.items.0.battery.wattHours');
    }
    expect((await greta.get('/api/shipments').expect(200)).body.length).toBe(before);
  });
});
