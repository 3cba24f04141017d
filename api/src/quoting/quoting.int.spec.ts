import { CalculateShippingRequestSchema } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { calculateShipping } from './queries/calculate-shipping.query';

// ── The four quoting endpoints over HTTP on the real AppModule, signed out (they are public) ──

describe('quoting over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // the form's defaults (weight 1, value 100, 30x20x15): the web form sends them (instant-quote-form.tsx)
  const formDefaults = { weight: 1, declaredValue: 100, dimensions: { length: 30, width: 20, height: 15 } };

  it('POST /api/quotes gives carriers for free-text places, with stated assumptions', async () => {
    const res = await t
      .anonymous()
      .post('/api/quotes')
      .send({ fromLocation: 'Berlin', toLocation: 'New York, USA', category: 'Electronics', ...formDefaults })
      .expect(200);
    expect(res.body.origin).toMatchObject({ city: 'Berlin', country: 'DE', resolvedBy: 'city' });
    expect(res.body.destination).toMatchObject({ country: 'US', resolvedBy: 'country' });
    expect(res.body.carriers.length).toBeGreaterThan(1);
    for (const c of res.body.carriers) {
      expect(c).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          service: expect.any(String),
          rating: expect.any(Number),
          estimatedDays: expect.any(Number),
          features: expect.any(Array),
          price: expect.any(Number),
        }),
      );
      expect(c.serviceLevel).toBe('standard');
    }
    const unknown = await t
      .anonymous()
      .post('/api/quotes')
      .send({ fromLocation: 'Smallville', toLocation: 'Paris', ...formDefaults })
      .expect(200);
    expect(unknown.body.assumptions.join(' ')).toMatch(/assumed United States/);
  });

  it('POST /api/quotes needs both places (400) and a served country (422)', async () => {
    const missing = await t
      .anonymous()
      .post('/api/quotes')
      .send({ fromLocation: '', toLocation: 'Paris', ...formDefaults })
      .expect(400);
    expect(missing.body.issues).toEqual([{ field: 'fromLocation', message: 'is required' }]);
    await t
      .anonymous()
      .post('/api/quotes')
      .send({ fromLocation: 'Lagos, Atlantis', toLocation: 'Paris', ...formDefaults })
      .expect(422);
    // every ISO country is quoted now (issue 24 item 6)
    await t
      .anonymous()
      .post('/api/quotes')
      .send({ fromLocation: 'Lagos, Nigeria', toLocation: 'Paris', ...formDefaults })
      .expect(200);
  });

  it('numbers are refused, never coerced: weight -1, "abc", true, 1e309, null, "" or [] is a 400 naming the field (issue 22, item 21)', async () => {
    const base = { fromLocation: 'Berlin', toLocation: 'Paris', ...formDefaults };
    for (const bad of ['-1', '"abc"', 'true', '1e309', 'null', '""', '[]', '0', '1e-320']) {
      const res = await t
        .anonymous()
        .post('/api/quotes')
        .set('content-type', 'application/json')
        .send(JSON.stringify(base).replace('"weight":1', `"weight":${bad}`))
        .expect(400);
      expect({ bad, fields: res.body.issues.map((i: { field: string }) => i.field) }).toEqual({ bad, fields: ['weight'] });
    }
    for (const field of ['weight', 'declaredValue', 'dimensions'] as const) {
      const { [field]: _dropped, ...rest } = base;
      const res = await t.anonymous().post('/api/quotes').send(rest).expect(400);
      expect(res.body.issues[0].field).toBe(field);
    }
    const calc = { origin: { country: 'DE' }, destination: { country: 'FR' }, package: { weight: 1, dimensions: { length: 10, width: 10, height: 10 }, value: 100 } };
    for (const [path, bad] of [
      ['weight', '"2"'],
      ['value', 'null'],
      ['value', '""'],
      ['weight', '1e-320'],
    ] as const) {
      const body = JSON.stringify(calc).replace(path === 'weight' ? '"weight":1' : '"value":100', `"${path}":${bad}`);
      const res = await t.anonymous().post('/api/shipping/calculate').set('content-type', 'application/json').send(body).expect(400);
      expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([`package.${path}`]);
    }
  });

  it('an unknown category or priority is a 400 naming the field, never replaced by a default', async () => {
    const quote = { fromLocation: 'Berlin', toLocation: 'Paris', ...formDefaults, category: 'Weapons' };
    const q = await t.anonymous().post('/api/quotes').send(quote).expect(400);
    expect(q.body.issues.map((i: { field: string }) => i.field)).toEqual(['category']);
    const calc = {
      origin: { country: 'DE' },
      destination: { country: 'FR' },
      package: { weight: 1, dimensions: { length: 10, width: 10, height: 10 }, value: 100, category: 'constructor' },
    };
    const c = await t.anonymous().post('/api/shipping/calculate').send(calc).expect(400);
    expect(c.body.issues.map((i: { field: string }) => i.field)).toEqual(['package.category']);
    const route = { origin: 'Berlin, DE', destination: 'Paris, FR', preferences: { priority: 'cheapest' } };
    const r = await t.anonymous().post('/api/ai/optimize-route').send(route).expect(400);
    expect(r.body.issues.map((i: { field: string }) => i.field)).toEqual(['preferences.priority']);
    for (const [itemData, field] of [
      [{ weight: { estimatedKg: '5' } }, 'itemData.weight'],
      [{ weight: -2 }, 'itemData.weight'],
      [{ dimensions: { estimatedLength: 1e309 } }, 'itemData.dimensions.estimatedLength'],
      [{ estimatedWeight: null }, 'itemData.estimatedWeight'],
    ] as const) {
      const bad = await t
        .anonymous()
        .post('/api/ai/optimize-route')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ origin: 'Berlin, DE', destination: 'Paris, FR', itemData }).replace('1e+309', '1e309'))
        .expect(400);
      expect(bad.body.issues.map((i: { field: string }) => i.field)).toEqual([field]);
    }
    // absent values still take the spec's defaults
    await t
      .anonymous()
      .post('/api/quotes')
      .send({ ...quote, category: undefined })
      .expect(200);
  });

  it('POST /api/shipping/calculate answers quotes with charge lines, savings and the three labels', async () => {
    const body = {
      origin: { country: 'DE', city: 'Berlin', postalCode: '10117' },
      destination: { country: 'US', city: 'New York', postalCode: '10001' },
      package: { weight: 2.5, dimensions: { length: 30, width: 20, height: 15 }, value: 100, category: 'electronics' },
      preferences: { serviceLevel: 'express' },
    };
    const res = await t.anonymous().post('/api/shipping/calculate').send(body).expect(200);
    expect(res.body.quotes.length).toBeGreaterThan(2);
    expect(res.body.savingsDefinition).toMatch(/retail/);
    for (const q of res.body.quotes) {
      expect(q).toMatchObject({ currency: 'USD', serviceLevel: 'express', source: 'sandbox' });
      expect(q.chargeLines.reduce((s: number, l: { amountMinor: number }) => s + l.amountMinor, 0)).toBe(q.priceMinor);
      expect(q.confidence).toBeGreaterThan(0);
      expect(q.confidence).toBeLessThanOrEqual(1);
    }
    const labels = res.body.quotes.flatMap((q: { recommendations?: string[] }) => q.recommendations ?? []).sort();
    expect(labels).toEqual(['Best Price', 'Fastest', 'Most Reliable']);
    // The HTTP answer (serialised through the route's response schema) is the query's answer, field for field.
    const direct = calculateShipping(CalculateShippingRequestSchema.parse(body), new Date(res.body.quotedAt));
    expect(res.body).toEqual(JSON.parse(JSON.stringify(direct)));
    const again = await t.anonymous().post('/api/shipping/calculate').send(body).expect(200);
    expect(again.body.quotes.map((q: { price: number }) => q.price)).toEqual(res.body.quotes.map((q: { price: number }) => q.price));
  });

  it('POST /api/shipping/calculate quotes any ISO country beyond the dropdown, and names a code that is none (issue 24 item 6)', async () => {
    const body = (origin: string, destination: string) => ({
      origin: { country: origin },
      destination: { country: destination },
      package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 15 }, value: 60 },
    });
    const res = await t.anonymous().post('/api/shipping/calculate').send(body('ke', 'PE')).expect(200);
    expect(res.body.zone).toBe('long_haul');
    expect(res.body.quotes.length).toBeGreaterThan(0);
    for (const q of res.body.quotes) expect(q.priceMinor).toBeGreaterThan(0);
    const bad = await t.anonymous().post('/api/shipping/calculate').send(body('XX', 'PE')).expect(400);
    expect(bad.body.issues).toEqual([{ field: 'origin.country', message: expect.stringContaining('ISO 3166-1 alpha-2') }]);
    // a territory no carrier serves is a valid code with no quotes
    expect((await t.anonymous().post('/api/shipping/calculate').send(body('DE', 'AQ')).expect(200)).body.quotes).toEqual([]);
  });

  it("POST /api/shipping/calculate takes the form's defaults and rejects a missing weight", async () => {
    const res = await t
      .anonymous()
      .post('/api/shipping/calculate')
      .send({ origin: { country: 'cn' }, destination: { country: 'JP' }, package: { weight: 1, dimensions: { length: 10, width: 10, height: 10 }, value: 100 } })
      .expect(200);
    expect(res.body.quotes.every((q: { serviceLevel: string }) => q.serviceLevel === 'standard')).toBe(true);
    const bad = await t
      .anonymous()
      .post('/api/shipping/calculate')
      .send({ origin: { country: 'CN' }, destination: { country: 'JP' }, package: {} })
      .expect(400);
    expect(bad.body.issues.map((i: { field: string }) => i.field)).toContain('package.weight');
  });

  it('POST /api/shipping/real-rates answers from the sandbox without credentials, and says Carrier Integration Required when nobody can', async () => {
    const body = {
      origin: { address: 'Main St 1', city: 'Chicago', country: 'United States', postalCode: '60601' },
      destination: { address: 'Rue 1', city: 'Paris', country: 'France', postalCode: '75001' },
      package: { weight: 2, dimensions: { length: 20, width: 20, height: 20 }, value: 100, category: 'general' },
      preferences: { priority: 'speed', maxDays: 5 },
    };
    const res = await t.anonymous().post('/api/shipping/real-rates').send(body).expect(200);
    expect(res.body.rates.length).toBeGreaterThan(0);
    expect(res.body.sources).toEqual({ live: [], sandbox: true });
    for (const r of res.body.rates) {
      expect(r.source).toBe('sandbox');
      expect(r.estimatedDays).toBeLessThanOrEqual(5);
    }
    const days = res.body.rates.map((r: { estimatedDays: number }) => r.estimatedDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const none = await t
      .anonymous()
      .post('/api/shipping/real-rates')
      .send({ ...body, destination: { ...body.destination, country: 'Atlantis' } })
      .expect(422);
    expect(none.body.message).toBe('Carrier Integration Required: Real shipping rates require carrier API credentials');
  });

  it('POST /api/ai/optimize-route finds ranked multi-modal routes within maxDays', async () => {
    const res = await t
      .anonymous()
      .post('/api/ai/optimize-route')
      .send({
        origin: 'Shanghai, China',
        destination: 'Hamburg, Germany',
        itemData: { category: 'Electronics', weight: { estimatedKg: 120 }, dimensions: { estimatedLength: 80, estimatedWidth: 60, estimatedHeight: 50 } },
        preferences: { priority: 'cost' },
      })
      .expect(200);
    expect(res.body.routes.length).toBeGreaterThan(0);
    const [first] = res.body.routes;
    expect(first).toMatchObject({ recommended: true, currency: 'USD' });
    expect(first.carriers.length).toBeGreaterThan(0);
    expect(first.legs[0].from).toBe('Shanghai');
    expect(first.legs.at(-1).to).toBe('Hamburg');
    const costs = res.body.routes.map((r: { totalCost: number }) => r.totalCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const fast = await t
      .anonymous()
      .post('/api/ai/optimize-route')
      .send({ origin: 'Shanghai, China', destination: 'Hamburg, Germany', preferences: { priority: 'speed', maxDays: 4 } })
      .expect(200);
    for (const r of fast.body.routes) expect(r.estimatedDays).toBeLessThanOrEqual(4);
  });
});
