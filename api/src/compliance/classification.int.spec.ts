import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// Given the real AppModule, when a shipper asks for compliance, customs or tax with or without an HS code, then the
// answer says how the code was chosen (candidates, confidence) and a code HS 2022 does not have is a 400.
describe('HS classification and duty rates over HTTP (issue 26 item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const declaration = (itemDetails: Record<string, unknown>) => ({
    itemDetails: { value: 200, currency: 'EUR', category: 'clothing', ...itemDetails },
    fromAddress: { country: 'CN' },
    toAddress: { country: 'DE' },
    shipDate: '2026-11-27',
  });

  it('classifies leather shoes as 6403 with candidates and confidence, and charges the 6403 line', async () => {
    const res = await t
      .anonymous()
      .post('/api/customs/declaration')
      .send(declaration({ description: "Men's leather shoes" }))
      .expect(200);
    // CN 6403 99 98: 8% of EUR 200 = EUR 16.00
    expect(res.body).toMatchObject({ hsCode: '640399', duties: 16, dutyRate: 8 });
    expect(res.body.classification).toMatchObject({ hsCode: '640399', basis: 'keyword', nomenclature: expect.stringMatching(/HS 2022/) });
    expect(res.body.classification.confidence).toBeGreaterThan(0.5);
    expect(res.body.classification.candidates.length).toBeGreaterThan(1);
  });

  it("the shipper's code wins over the description", async () => {
    const res = await t
      .anonymous()
      .post('/api/customs/declaration')
      .send(declaration({ description: 'shoes', hsCode: '6404.11' }))
      .expect(200);
    // CN 6404 11 00: 16.9% of EUR 200 = EUR 33.80
    expect(res.body).toMatchObject({ hsCode: '640411', duties: 33.8, classification: { basis: 'shipper', confidence: 1 } });
  });

  it('an HS code that HS 2022 does not have is a 400 naming the field, on every call that takes one', async () => {
    const bad = await t
      .anonymous()
      .post('/api/customs/declaration')
      .send(declaration({ description: 'shoes', hsCode: '990000' }))
      .expect(400);
    expect(bad.body.issues).toEqual([{ field: 'itemDetails.hsCode', message: expect.stringMatching(/not an HS 2022 subheading/) }]);
    const check = await t
      .anonymous()
      .post('/api/compliance/check')
      .send({ itemCategory: 'Other', description: 'x', fromCountry: 'CN', toCountry: 'DE', hsCode: '620193' })
      .expect(400);
    expect(check.body.issues.map((i: { field: string }) => i.field)).toEqual(['hsCode']);
    const tax = await t.anonymous().post('/api/tax/calculate').send({ amount: 10, originCountry: 'CN', destinationCountry: 'DE', shipmentValue: 100, hsCode: true }).expect(400);
    expect(tax.body.issues.map((i: { field: string }) => i.field)).toEqual(['hsCode']);
  });

  it('a US answer says which additional duties it includes', async () => {
    const res = await t
      .anonymous()
      .post('/api/compliance/check')
      .send({ itemCategory: 'Clothing & Textiles', description: 'cotton t-shirt', fromCountry: 'CN', toCountry: 'US', declaredValue: 100, currency: 'USD', shipDate: '2025-10-01' })
      .expect(200);
    // HTSUS 6109.10.00 16.5% + Section 301 List 4A 7.5% + IEEPA reciprocal (China) 10% + IEEPA synthetic opioids 20% = 54%
    expect(res.body.estimatedTaxes).toMatchObject({ duty: 54, dutyRate: 54 });
    expect(res.body.warnings.join(' ')).toMatch(/US additional duties included .*Section 301/);
    expect(res.body.warnings.join(' ')).toMatch(/Not included: Section 232/);
  });
});
