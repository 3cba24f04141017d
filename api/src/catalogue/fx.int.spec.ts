import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// Given the real AppModule on a fresh database, when `waypost fx update` stores ECB snapshots, then every answer that
// converts money uses them and says so (issue 26 item 6).

const rates = { USD: '1.1601', JPY: '179.45', GBP: '0.87935', SEK: '10.9605', CHF: '0.9318', AUD: '1.7702', CAD: '1.6231', CNY: '8.2550', KRW: '1671.20' };
const upload = {
  source: 'ECB euro foreign exchange reference rates, http://fake-ecb.test/eurofxref-hist-90d.xml',
  snapshots: [{ date: '2026-11-26', rates: { ...rates, NOK: '11.7325' } }],
};

describe('the ECB reference-rate table over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('only an admin stores snapshots; a bad one is a 400 naming the field', async () => {
    await t.anonymous().post('/api/fx/reference-rates').send(upload).expect(401);
    const shipper = await t.signIn('shipper');
    await shipper.post('/api/fx/reference-rates').send(upload).expect(403);
    const admin = await t.signIn('admin');
    const missing = await admin
      .post('/api/fx/reference-rates')
      .send({ ...upload, snapshots: [{ date: '2026-11-26', rates: { USD: '1.1601' } }] })
      .expect(400);
    expect(missing.body.issues).toEqual([{ field: 'snapshots.0.rates', message: expect.stringContaining('must include AUD') }]);
    const bad = await admin
      .post('/api/fx/reference-rates')
      .send({ ...upload, snapshots: [{ date: '2026-11-26', rates: { ...rates, USD: 1.16 } }] })
      .expect(400);
    expect(bad.body.issues[0].field).toBe('snapshots.0.rates.USD');
    await admin.post('/api/fx/reference-rates').send({ source: '', snapshots: [] }).expect(400);
  });

  it('a stored snapshot is what tax, compliance and quotes convert with from its date on', async () => {
    const admin = await t.signIn('admin');
    const stored = await admin.post('/api/fx/reference-rates').send(upload).expect(200);
    expect(stored.body).toEqual({ stored: 1, latestDate: '2026-11-26', currencies: ['AUD', 'CAD', 'CHF', 'CNY', 'GBP', 'JPY', 'KRW', 'SEK', 'USD'] });

    const table = await t.anonymous().get('/api/fx/reference-rates').expect(200);
    expect(table.body.snapshots).toContainEqual({ date: '2026-11-26', source: upload.source });

    const tax = await t
      .anonymous()
      .post('/api/tax/calculate')
      .send({ amount: 10, currency: 'USD', originCountry: 'US', destinationCountry: 'DE', customerType: 'B2C', shipmentValue: 100, transactionDate: '2026-11-27' })
      .expect(200);
    expect(tax.body.exchangeRates).toMatchObject({ date: '2026-11-26', source: upload.source, base: 'EUR', ageDays: 1, rates: { USD: 1.1601, GBP: 0.87935 } });
    expect(tax.body.exchangeRates.rates.NOK).toBeUndefined();

    // before the stored date the latest shipped snapshot, the ECB's of 2026-04-13, still answers: 2 days old on
    // 2026-04-15 (no warning), 226 days old on 2026-11-25 (17 + 31 + 30 + 31 + 31 + 30 + 31 + 25 days: a warning)
    const check = (shipDate: string) =>
      t
        .anonymous()
        .post('/api/compliance/check')
        .send({ itemCategory: 'Electronics', description: 'headphones', fromCountry: 'US', toCountry: 'DE', declaredValue: 100, currency: 'USD', shipDate })
        .expect(200);
    const older = await check('2026-04-15');
    expect(older.body.exchangeRates).toMatchObject({ date: '2026-04-13', ageDays: 2, rates: { USD: 1.1684, GBP: 0.87058 } });
    expect(older.body.exchangeRates.warning).toBeUndefined();
    const stale = await check('2026-11-25');
    expect(stale.body.exchangeRates).toMatchObject({ date: '2026-04-13', ageDays: 226 });
    expect(stale.body.exchangeRates.warning).toContain('2026-04-13, 226 days before 2026-11-25');

    const customs = await t
      .anonymous()
      .post('/api/customs/declaration')
      .send({
        itemDetails: { description: 'headphones', value: 100, currency: 'USD', category: 'Electronics' },
        fromAddress: { country: 'US' },
        toAddress: { country: 'DE' },
        shipDate: '2026-12-10',
      })
      .expect(200);
    expect(customs.body.exchangeRates).toMatchObject({ date: '2026-11-26', ageDays: 14 });
    expect(customs.body.exchangeRates.warning).toContain('14 days before 2026-12-10');
    expect(customs.body.warnings).toContain(customs.body.exchangeRates.warning);

    const quote = await t
      .anonymous()
      .post('/api/shipping/calculate')
      .send({
        origin: { country: 'DE', city: 'Berlin', postalCode: '10115' },
        destination: { country: 'FR', city: 'Paris', postalCode: '75001' },
        package: { weight: 1, dimensions: { length: 20, width: 15, height: 10 }, value: 50, category: 'general' },
        preferences: { serviceLevel: 'standard', currency: 'USD' },
      })
      .expect(200);
    expect(quote.body.exchangeRates).toMatchObject({ base: 'EUR', source: expect.any(String) });
    expect(quote.body.exchangeRates.date).toBe(quote.body.rateTables.fxReferenceDate);
  });
});
