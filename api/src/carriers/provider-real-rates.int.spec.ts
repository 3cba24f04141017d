import request from 'supertest';
import type { CarrierStatus, RealRatesResponse } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { answerChecker } from '../../test-support/openapi-answers';
import { startFakeFleet, type FakeFleet } from './providers/testing/fake-fleet';
import { UpsFake } from './providers/ups/ups.fake';
import type { ProviderId } from './providers/provider';
import { eventually } from '../../test-support/eventually';

// ── POST /api/shipping/real-rates answered by the real providers through their local fakes (issue 27) ──
// The quoting route asks the carriers context's ProviderRatesQuery: every provider account configured at the time of
// the request answers (from the environment, or connected by an admin while the app runs), each rate naming the
// account; a provider that fails leaves the sandbox to answer for its carrier, and a test key asks no provider.

jest.setTimeout(120_000);

const US_DE = {
  origin: { address: '350 5th Ave', city: 'New York', country: 'United States', postalCode: '10118' },
  destination: { address: 'Unter den Linden 77', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 10 }, value: 60, category: 'Clothing' },
  preferences: { priority: 'cost' },
};
/** Configured from the environment; UPS comes later (an admin connects it while the app runs). */
const FROM_ENV: readonly ProviderId[] = ['karrio', 'easypost', 'shippo', 'dhl-direct', 'fedex-direct'];

describe('real rates from the real providers', () => {
  let fleet: FakeFleet;
  let t: TestApp;

  beforeAll(async () => {
    fleet = await startFakeFleet();
    const env = Object.fromEntries(Object.entries(fleet.env).filter(([k]) => !k.startsWith('UPS_')));
    t = await createTestApp({ env: { ...env, PROVIDER_ACCOUNTS_RELOAD_MS: '200' } });
  });
  afterAll(async () => {
    await t?.close();
    await fleet?.close();
  });

  const realRates = async () => (await t.anonymous().post('/api/shipping/real-rates').send(US_DE).expect(200)).body as RealRatesResponse;
  const requestsTo = () => Object.values(fleet.fakes).reduce((n, f) => n + f.server.requests.length, 0);

  it('every configured account answers, each rate naming its provider and account, beside the sandbox', async () => {
    const res = await t.anonymous().post('/api/shipping/real-rates').send(US_DE).expect(200);
    answerChecker((await t.anonymous().get('/api/openapi.json').expect(200)).body)('post', '/api/shipping/real-rates', res);
    const answer = res.body as RealRatesResponse;
    expect(answer.sources).toEqual({ live: [...FROM_ENV].sort(), sandbox: true });
    const live = answer.rates.filter((r) => r.source === 'live');
    expect(live.length).toBeGreaterThan(0);
    for (const r of live) {
      expect(FROM_ENV).toContain(r.provider!.id);
      expect(r.provider).toEqual({ id: r.provider!.id, name: expect.any(String), account: 'default', mode: 'test' });
      expect(r.price).toBeGreaterThan(0);
    }
    expect(answer.rates.filter((r) => r.source === 'sandbox').every((r) => r.provider === undefined)).toBe(true);
    // DHL Express answered for itself: its sandbox rates are gone, the carriers no provider quoted stay sandbox
    expect(answer.rates.filter((r) => r.carrierName === 'DHL Express').every((r) => r.source === 'live')).toBe(true);
    expect(answer.rates.some((r) => r.source === 'sandbox')).toBe(true);
    const prices = answer.rates.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  /** The answer of a test key: the sandbox alone (no provider is asked). */
  const sandboxOnly = async (): Promise<RealRatesResponse> => {
    const shipper = await t.signIn('shipper');
    const key = (
      await shipper
        .post('/api/auth/keys')
        .send({ name: 'rates', mode: 'test', scopes: ['read', 'write'] })
        .expect(201)
    ).body.key as string;
    return (await request(t.app.getHttpServer()).post('/api/shipping/real-rates').set('authorization', `Bearer ${key}`).send(US_DE).expect(200)).body as RealRatesResponse;
  };

  it('a test key asks no provider: the sandbox answers alone, as before', async () => {
    const before = requestsTo();
    const answer = await sandboxOnly();
    expect(requestsTo()).toBe(before);
    expect(answer.sources).toEqual({ live: [], sandbox: true });
    expect(answer.rates.length).toBeGreaterThan(0);
    expect(answer.rates.every((r) => r.source === 'sandbox')).toBe(true);
  });

  it('an account an admin connects while the app runs answers the next request, and the status says its carrier is configured', async () => {
    const status = async () => ((await t.anonymous().get('/api/carriers/status').expect(200)).body as CarrierStatus).carriers;
    expect(await status()).toEqual({ dhl: true, ups: false, fedex: true });
    const admin = await t.signIn('admin');
    const c = UpsFake.credentials as Record<string, string>;
    await admin
      .post('/api/admin/provider-accounts')
      .send({
        provider: 'ups-direct',
        account: 'acme',
        baseUrl: fleet.urls['ups-direct'],
        credentials: { clientId: c.clientId, clientSecret: c.clientSecret, accountNumber: c.accountNumber },
      })
      .expect(201);
    const ups = fleet.fakes['ups-direct'].server;
    const answer = await eventually(async () => {
      const a = await realRates();
      return a.sources.live.includes('ups-direct.acme') && a;
    }, 'the connected UPS account to answer real rates');
    expect(ups.requests.some((r) => r.path.startsWith('/api/rating/'))).toBe(true);
    // the twelve best rates may leave its own out; any that are in name the account
    for (const r of answer.rates.filter((r) => r.provider?.id === 'ups-direct')) expect(r.provider).toMatchObject({ account: 'acme', mode: 'test' });
    expect(await status()).toEqual({ dhl: true, ups: true, fedex: true });
  });

  it('a provider that fails leaves the others to answer; when all fail, the answer is the sandbox alone, as before', async () => {
    const fail = (id: ProviderId) => fleet.fakes[id].server.fault({ status: 500, body: { title: 'Internal Server Error', status: 500, detail: 'fake outage' }, times: 1000 });
    try {
      fail('dhl-direct');
      const withoutDhl = await realRates();
      expect(withoutDhl.sources.live).not.toContain('dhl-direct');
      expect(withoutDhl.sources.live).toEqual(expect.arrayContaining(['easypost', 'shippo']));
      expect(withoutDhl.rates.some((r) => r.provider?.id === 'dhl-direct')).toBe(false);

      for (const id of ['karrio', 'easypost', 'shippo', 'fedex-direct', 'ups-direct'] as const) fail(id);
      const none = await realRates();
      const { quotedAt: _q, ...sandbox } = await sandboxOnly();
      const { quotedAt: _n, ...answered } = none;
      expect(answered).toEqual(sandbox);
    } finally {
      for (const f of Object.values(fleet.fakes)) f.server.clearFaults();
    }
  });
});
