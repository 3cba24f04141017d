import { vatOverrideStreamId } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { VIES_CLIENT, type VatRegistry } from './adapters/vies.client';
import { binaryBody } from '../../test-support/binary-body';

// Given the real AppModule on a fresh database, when the Tax Compliance Center calls the API, then …
describe('compliance, tax, VAT and customs over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('POST /api/compliance/check is public and answers a complete result', async () => {
    const res = await t
      .anonymous()
      .post('/api/compliance/check')
      .send({ itemCategory: 'Electronics', description: 'smartphone', fromCountry: 'China', toCountry: 'Germany', declaredValue: 400, currency: 'EUR', shipDate: '2026-11-22' })
      .expect(200);
    expect(res.body).toMatchObject({ allowed: true, status: 'permitted', hsCode: '851713', toCountry: 'DE' });
    // smartphones are duty-free (ITA); DE VAT 19 % of 400 = 76
    expect(res.body.estimatedTaxes).toMatchObject({ vat: 76, duty: 0, total: 76, vatRate: 19, dutyRate: 0, totalRate: 19 });
    expect(res.body.requiredDocuments.join()).toMatch(/CN23/);
  });

  it('a bad compliance payload is a 400 naming the fields', async () => {
    const res = await t.anonymous().post('/api/compliance/check').send({ fromCountry: 'Atlantis' }).expect(400);
    expect(res.body.issues.map((i: { field: string }) => i.field).sort()).toEqual(['fromCountry', 'itemCategory', 'toCountry']);
  });

  const b2b = { amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'FR', customerVatNumber: 'FR40303265045', transactionDate: '2026-11-22' };

  it('POST /api/tax/calculate: a number the registry cannot confirm is unconfirmed and VAT stays charged', async () => {
    const vies = t.app.get<VatRegistry>(VIES_CLIENT);
    const spy = jest.spyOn(vies, 'check').mockResolvedValue({ status: 'unknown', detail: 'test outage' });
    const res = await t.anonymous().post('/api/tax/calculate').send(b2b).expect(200);
    expect(spy).toHaveBeenCalledWith('FR', '40303265045');
    // Directive 2006/112/EC art. 50: treated as a consumer, the transport departs DE: 100 x 19 % = 19
    expect(res.body).toMatchObject({ vatGst: 19, customerVatNumber: { vatNumber: 'FR40303265045', country: 'FR', status: 'unconfirmed' } });
    expect(res.body.taxBreakdown[0].taxType).not.toMatch(/reverse charge/i);
    spy.mockRestore();
  });

  it('POST /api/tax/calculate reverse-charges B2B intra-EU when the registry confirms the number', async () => {
    const spy = jest.spyOn(t.app.get<VatRegistry>(VIES_CLIENT), 'check').mockResolvedValue({ status: 'valid', name: 'TEST SA' });
    const res = await t.anonymous().post('/api/tax/calculate').send(b2b).expect(200);
    expect(res.body).toMatchObject({ totalTax: 0, vatGst: 0, customsDuty: 0, customerVatNumber: { status: 'confirmed' } });
    expect(res.body.taxBreakdown[0].taxType).toMatch(/reverse charge/i);
    spy.mockRestore();
  });

  it('an override of an unconfirmed number needs a signed-in user, is recorded as an event and listed by the audit', async () => {
    const spy = jest.spyOn(t.app.get<VatRegistry>(VIES_CLIENT), 'check').mockResolvedValue({ status: 'unknown', detail: 'test outage' });
    const override = { ...b2b, vatNumberOverride: { reason: 'Customer sent its VAT certificate by email' } };
    await t.anonymous().post('/api/tax/calculate').send(override).expect(401);
    const short = await t
      .anonymous()
      .post('/api/tax/calculate')
      .send({ ...b2b, vatNumberOverride: { reason: 'trust me' } })
      .expect(400);
    expect(short.body.issues.map((i: { field: string }) => i.field)).toEqual(['vatNumberOverride.reason']);
    const b2c = await t
      .anonymous()
      .post('/api/tax/calculate')
      .send({ ...override, customerType: 'B2C' })
      .expect(400);
    expect(b2c.body.issues.map((i: { field: string }) => i.field)).toEqual(['vatNumberOverride']);
    const shipper = await t.signIn('shipper');
    const res = await shipper.post('/api/tax/calculate').send(override).expect(200);
    expect(res.body).toMatchObject({ vatGst: 0, customerVatNumber: { status: 'overridden' } });
    expect(res.body.taxBreakdown[0].taxType).toMatch(/reverse charge/i);
    const overrideId: string = res.body.customerVatNumber.overrideId;
    const auditor = await t.signIn('auditor');
    const view = await auditor.get(`/api/audit/streams/${vatOverrideStreamId(overrideId)}`).expect(200);
    expect(view.body.state).toMatchObject({ status: 'recorded', vatNumber: 'FR40303265045', reason: 'Customer sent its VAT certificate by email' });
    expect(view.body.events).toHaveLength(1);
    expect(view.body.events[0]).toMatchObject({ type: 'VatNumberOverrideRecorded', data: { country: 'FR', supply: { originCountry: 'DE', destinationCountry: 'FR' } } });
    // an invalid number cannot be overridden
    const invalid = await shipper
      .post('/api/tax/calculate')
      .send({ ...override, customerVatNumber: 'FR40303265046' })
      .expect(400);
    expect(invalid.body.issues.map((i: { field: string }) => i.field)).toEqual(['vatNumberOverride']);
    spy.mockRestore();
  });

  it('a GB number HMRC cannot confirm here: the reverse charge to a UK business says it rests on the business status, not the number', async () => {
    const res = await t
      .anonymous()
      .post('/api/tax/calculate')
      .send({ amount: 100, originCountry: 'US', destinationCountry: 'GB', customerVatNumber: 'GB980780684', transactionDate: '2026-11-22' })
      .expect(200);
    expect(res.body.customerVatNumber).toMatchObject({ vatNumber: 'GB980780684', status: 'unconfirmed' });
    expect(res.body.customerVatNumber.note).toMatch(/282\/2011 art\. 18\(3\)/);
  });

  it('tax defaults follow spec section 9 (B2B, USD, logistics) and a missing amount is a 400', async () => {
    await t.anonymous().post('/api/tax/calculate').send({ originCountry: 'US', destinationCountry: 'GB' }).expect(400);
    const res = await t
      .anonymous()
      .post('/api/tax/calculate')
      .send({ amount: 100, originCountry: 'US', destinationCountry: 'GB', shipmentValue: 200, transactionDate: '2026-11-22' })
      .expect(200);
    expect(res.body.currency).toBe('USD');
    expect(res.body.taxBreakdown.map((l: { taxType: string }) => l.taxType).join()).toMatch(/reverse charge/i);
  });

  it('POST /api/tax/calculate says which VAT rate the goods take and why (issue 26 item 3)', async () => {
    const res = await t
      .anonymous()
      .post('/api/tax/calculate')
      .send({
        amount: 10,
        currency: 'GBP',
        originCountry: 'US',
        destinationCountry: 'GB',
        shipmentValue: 200,
        itemCategory: 'Books & Media',
        description: 'novel',
        transactionDate: '2026-11-22',
      })
      .expect(200);
    const importVat = res.body.taxBreakdown.find((l: { taxType: string }) => l.taxType.startsWith('Import VAT'));
    expect(importVat).toMatchObject({ rate: 0, amount: 0, rateKind: 'zero' });
    expect(importVat.rateReason).toMatch(/^zero rate 0 % for books, newspapers and printed music \(HS 4901\) in GB/);
    expect(importVat.source).toMatch(/VAT Act 1994 Sch 8 Group 3/);
  });

  it('POST /api/vat/validate: an unreachable VIES answers unknown, never invalid', async () => {
    const vies = t.app.get<VatRegistry>(VIES_CLIENT);
    const spy = jest.spyOn(vies, 'check').mockResolvedValue({ status: 'unknown', detail: 'EU VIES unreachable: fetch failed' });
    const ok = await t.anonymous().post('/api/vat/validate').send({ vatNumber: 'DE136695976', country: 'DE' }).expect(200);
    expect(ok.body).toMatchObject({ isValid: true, vatNumber: 'DE136695976', country: 'DE', checks: { format: 'valid', checksum: 'valid', registry: 'unknown' } });
    const bad = await t.anonymous().post('/api/vat/validate').send({ vatNumber: 'DE136695978' }).expect(200);
    expect(bad.body).toMatchObject({ isValid: false, checks: { checksum: 'invalid' } });
    spy.mockRestore();
  });

  it('the real VIES adapter degrades to unknown when the registry cannot be reached', async () => {
    const res = await t.anonymous().post('/api/vat/validate').send({ vatNumber: 'NL004495445B01' }).expect(200);
    expect(res.body.isValid).toBe(true);
    expect(['valid', 'unknown']).toContain(res.body.checks.registry);
  }, 15_000);

  const declaration = {
    itemDetails: { description: 'Cotton t-shirt', value: 500, currency: 'USD', category: 'clothing', weight: 0.3 },
    fromAddress: { country: 'DE', name: 'Waypost Demo GmbH', city: 'Berlin' },
    toAddress: { country: 'US', name: 'Jo Receiver', city: 'New York' },
    shipDate: '2026-11-22',
  };

  it('POST /api/customs/declaration gives the HS code, duties and status', async () => {
    const res = await t.anonymous().post('/api/customs/declaration').send(declaration).expect(200);
    // HTSUS 6109.10 16.5 % of 500 = 82.50; no US de minimis since 2025-08-29; no federal VAT
    expect(res.body).toMatchObject({ hsCode: '610910', duties: 82.5, taxes: 0, customsStatus: 'ready', form: 'CN23', currency: 'USD' });
  });

  it('POST /api/customs/declaration/pdf returns the commercial invoice and CN23 as a PDF', async () => {
    const res = await t.anonymous().post('/api/customs/declaration/pdf').send(declaration).buffer(true).parse(binaryBody).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="commercial-invoice-cn23-/);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('GET /api/tax/compliance/status needs a session and totals recorded shipments', async () => {
    await t.anonymous().get('/api/tax/compliance/status').expect(401);
    const shipper = await t.signIn('shipper');
    await shipper
      .post('/api/shipments')
      .send({
        fromAddress: { name: 'A', address: 'Str. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
        toAddress: { name: 'B', address: 'Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
        itemDetails: { description: 'Cotton t-shirt', weight: 1, value: 500 },
        status: 'pending',
      })
      .expect(201);
    await t.project();
    const res = await shipper.get('/api/tax/compliance/status').expect(200);
    expect(res.body).toMatchObject({ shipments: 1, crossBorderShipments: 1, totalRevenue: 500, currency: 'USD' });
    expect(res.body.totalTaxCollected).toBeGreaterThan(0);
    expect(['compliant', 'pending', 'overdue']).toContain(res.body.complianceStatus);
  });

  it('GET /api/tax/api-status counts days from the first stored event', async () => {
    const res = await t.anonymous().get('/api/tax/api-status').expect(200);
    expect(res.body).toMatchObject({
      freeAPIsActive: { usCensus: false },
      paidAPIsNeeded: { hmrcVAT: true, taxJar: true },
      complianceWindow: { daysSinceDeployment: 0, maxDaysAllowed: 90, riskLevel: 'low' },
    });
  });

  it('numbers are refused, never coerced (issue 22, item 21): tax amount true, null, "" or [] and a null customs value are 400s naming the field', async () => {
    const tax = { amount: 100, originCountry: 'DE', destinationCountry: 'FR', shipmentValue: 50 };
    for (const bad of ['true', 'null', '""', '[]', '"100"', '1e309', '-1']) {
      for (const field of ['amount', 'shipmentValue'] as const) {
        const body = JSON.stringify(tax).replace(`"${field}":${tax[field]}`, `"${field}":${bad}`);
        const res = await t.anonymous().post('/api/tax/calculate').set('content-type', 'application/json').send(body).expect(400);
        expect({ bad, fields: res.body.issues.map((i: { field: string }) => i.field) }).toEqual({ bad, fields: [field] });
      }
    }
    const customs = { itemDetails: { description: 'Nothing', value: 0, category: 'general', weight: 1 }, fromAddress: { country: 'US' }, toAddress: { country: 'DE' } };
    for (const bad of ['null', '""', '[]', 'true', '"abc"']) {
      const body = JSON.stringify(customs).replace('"value":0', `"value":${bad}`);
      const res = await t.anonymous().post('/api/customs/declaration').set('content-type', 'application/json').send(body).expect(400);
      expect({ bad, fields: res.body.issues.map((i: { field: string }) => i.field) }).toEqual({ bad, fields: ['itemDetails.value'] });
    }
    const declared = await t
      .anonymous()
      .post('/api/compliance/check')
      .set('content-type', 'application/json')
      .send('{"itemCategory":"Electronics","fromCountry":"US","toCountry":"DE","declaredValue":null}')
      .expect(400);
    expect(declared.body.issues.map((i: { field: string }) => i.field)).toEqual(['declaredValue']);
    // absence is allowed where the spec's form may leave the field out: no declared value is 0
    await t.anonymous().post('/api/compliance/check').send({ itemCategory: 'Electronics', fromCountry: 'US', toCountry: 'DE' }).expect(200);
  });

  it('issue 26: a parcel of items with a buyer and asOf answers per line, says the buyer rule, and reproduces a past date', async () => {
    const parcel = {
      amount: 0,
      currency: 'GBP',
      originCountry: 'US',
      destinationCountry: 'GB',
      customerType: 'B2B',
      buyer: 'business-registered',
      items: [
        { description: 'cotton t-shirt', hsCode: '6109.10', unitValue: 30, quantity: 2, originCountry: 'US', weight: 0.4 },
        { description: 'wireless headphones', itemCategory: 'Electronics', unitValue: 70 },
      ],
      asOf: '2026-11-27',
    };
    // GBP 130 <= 135 to a VAT-registered business: no duty, VAT reverse-charged by the buyer (GOV.UK), nothing to pay
    const res = await t.anonymous().post('/api/tax/calculate').send(parcel).expect(200);
    expect(res.body).toMatchObject({ customsDuty: 0, vatGst: 0, asOf: '2026-11-27', transactionDate: '2026-11-27' });
    expect(res.body.buyerRule).toMatchObject({ buyer: 'business-registered', derivedFrom: 'buyer', collector: 'buyer-reverse-charge', rule: { id: 'GB-135-RC' } });
    expect(res.body.lines.map((l: { hsCode: string; hsSource: string; value: number }) => [l.hsCode, l.hsSource, l.value])).toEqual([
      ['610910', 'shipper', 60],
      ['851830', 'classifier', 70],
    ]);
    expect(res.body.rulesApplied.every((r: { effectiveFrom: string; source: string }) => /^\d{4}-\d{2}-\d{2}$/.test(r.effectiveFrom) && r.source.length > 10)).toBe(true);
    // the same consumer parcel on 2020-12-31 (before the GBP 135 regime): the answer of that date, not of today
    const consumer = { ...parcel, customerType: 'B2C', buyer: 'consumer' };
    const then = await t
      .anonymous()
      .post('/api/tax/calculate')
      .send({ ...consumer, asOf: '2020-12-31' })
      .expect(200);
    const now = await t.anonymous().post('/api/tax/calculate').send(consumer).expect(200);
    expect(then.body.asOf).toBe('2020-12-31');
    expect(then.body.rulesApplied.map((r: { id: string }) => r.id)).not.toContain('GB-135-SALE');
    expect(now.body.buyerRule.rule.id).toBe('GB-135-SALE');
  });

  it('issue 26: a bad item, a buyer that contradicts customerType and two different dates are 400s naming the field', async () => {
    const base = { amount: 10, originCountry: 'CN', destinationCountry: 'DE', customerType: 'B2C' };
    const fields = async (body: object) => (await t.anonymous().post('/api/tax/calculate').send(body).expect(400)).body.issues.map((i: { field: string }) => i.field).sort();
    expect(await fields({ ...base, items: [{ description: 'x', unitValue: null }] })).toEqual(['items.0.unitValue']);
    expect(await fields({ ...base, items: [{ description: 'x', unitValue: 5, quantity: '2' }] })).toEqual(['items.0.quantity']);
    expect(await fields({ ...base, items: [{ description: 'x', unitValue: 5, hsCode: '61' }] })).toEqual(['items.0.hsCode']);
    expect(await fields({ ...base, buyer: 'business-registered' })).toEqual(['buyer', 'customerType']);
    expect(await fields({ amount: 10, originCountry: 'CN', destinationCountry: 'DE', buyer: 'consumer' })).toEqual(['buyer', 'customerType']);
    expect(await fields({ ...base, asOf: '2026-07-01', transactionDate: '2026-06-30' })).toEqual(['asOf']);
    expect(await fields({ ...base, items: Array.from({ length: 101 }, () => ({ description: 'x', unitValue: 1 })) })).toEqual(['items']);
    const check = await t
      .anonymous()
      .post('/api/compliance/check')
      .send({ itemCategory: 'Electronics', fromCountry: 'CN', toCountry: 'DE', shipDate: '2026-06-30', asOf: '2026-07-01' })
      .expect(400);
    expect(check.body.issues.map((i: { field: string }) => i.field)).toEqual(['asOf']);
  });
});
