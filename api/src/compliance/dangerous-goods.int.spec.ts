import { readPdf } from '../../test-support/pdf-reader';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { binaryBody } from '../../test-support/binary-body';

// Given the real AppModule, when a shipper checks goods that are dangerous or quarantined, then the compliance check and
// the customs declaration say what the carrier needs (issue 26, item 5), and the spec's payloads keep their answers.
describe('dangerous goods and quarantine over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = (body: object) =>
    t
      .anonymous()
      .post('/api/compliance/check')
      .send({ fromCountry: 'DE', toCountry: 'US', declaredValue: 50, shipDate: '2026-11-27', ...body });

  it('a power bank is UN3480, cargo aircraft only, not accepted in the post, and restricted', async () => {
    const res = await check({ itemCategory: 'Electronics', description: 'power bank', battery: { wattHours: 74 } }).expect(200);
    expect(res.body).toMatchObject({ allowed: false, status: 'restricted' });
    expect(res.body.dangerousGoods).toEqual([
      expect.objectContaining({
        unNumber: 'UN3480',
        hazardClass: '9',
        packingInstruction: 'PI 965 Section IB',
        air: 'cargo aircraft only',
        postal: 'not accepted',
        regulated: true,
      }),
    ]);
    expect(res.body.restrictions.join(' ')).toMatch(/Dangerous goods: UN3480/);
    expect(res.body.requiredDocuments).toContain("Dangerous goods declaration (shipper's declaration)");
  });

  it('milk chocolate into Australia is permitted; beef jerky is prohibited, with the BICON source', async () => {
    const chocolate = await check({ itemCategory: 'Food & Beverages', description: 'milk chocolate', toCountry: 'AU' }).expect(200);
    expect(chocolate.body).toMatchObject({ allowed: true, status: 'permitted' });
    expect(chocolate.body.importRestrictions).toEqual([expect.objectContaining({ ruleId: 'AU-chocolate', effect: 'permitted', destination: 'AU' })]);
    const jerky = await check({ itemCategory: 'Food & Beverages', description: 'beef jerky', toCountry: 'AU' }).expect(200);
    expect(jerky.body).toMatchObject({ allowed: false, status: 'prohibited' });
    expect(jerky.body.restrictions[0]).toMatch(/^Prohibited: meat/);
    expect(jerky.body.sources.join(' ')).toMatch(/BICON/);
  });

  it('a spec payload without dangerous or quarantined goods has neither new field', async () => {
    const res = await check({ itemCategory: 'Books & Media', description: 'novel' }).expect(200);
    expect(res.body.dangerousGoods).toBeUndefined();
    expect(res.body.importRestrictions).toBeUndefined();
  });

  it('battery facts are validated: a string, null or a negative rating is a 400 naming the field', async () => {
    for (const bad of ['"74"', 'null', '-1', 'true']) {
      const body = `{"itemCategory":"Electronics","fromCountry":"DE","toCountry":"US","battery":{"wattHours":${bad}}}`;
      const res = await t.anonymous().post('/api/compliance/check').set('content-type', 'application/json').send(body).expect(400);
      expect({ bad, fields: res.body.issues.map((i: { field: string }) => i.field) }).toEqual({ bad, fields: ['battery.wattHours'] });
    }
    const packing = await t
      .anonymous()
      .post('/api/compliance/check')
      .send({ itemCategory: 'Electronics', fromCountry: 'DE', toCountry: 'US', battery: { packing: 'loose' } })
      .expect(400);
    expect(packing.body.issues.map((i: { field: string }) => i.field)).toEqual(['battery.packing']);
  });

  const perfume = {
    itemDetails: { description: 'eau de parfum 100 ml', value: 80, currency: 'EUR', category: 'Other', weight: 0.4 },
    fromAddress: { country: 'FR', name: 'Maison Test' },
    toAddress: { country: 'US', name: 'Buyer' },
    shipDate: '2026-11-27',
  };

  it('the customs declaration carries the DG flag and needs a licence (special handling)', async () => {
    const res = await t.anonymous().post('/api/customs/declaration').send(perfume).expect(200);
    expect(res.body.customsStatus).toBe('requires_licence');
    expect(res.body.dangerousGoods).toEqual([expect.objectContaining({ unNumber: 'UN1266', hazardClass: '3', packingGroup: 'II', postal: 'not accepted' })]);
  });

  it('the commercial invoice PDF shows the UN number, class and packing instruction', async () => {
    const res = await t.anonymous().post('/api/customs/declaration/pdf').send(perfume).buffer(true).parse(binaryBody).expect(200);
    const text = (await readPdf(res.body as Buffer)).pages.map((p) => p.text).join('\n');
    expect(text).toMatch(/UN1266 Perfumery products, class 3, PG II/);
    expect(text).toMatch(/PI 353/);
  });
});
