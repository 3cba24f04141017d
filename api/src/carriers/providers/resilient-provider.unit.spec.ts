import { ProviderError, type ProviderRate, type PurchaseResult, type ShippingProvider } from './provider';
import { ResilientProvider } from './resilient-provider';
import { SAMPLE_DOMESTIC } from '../../../test-support/provider-contract';

// A scripted provider: each call takes the next outcome (an error to throw, or success).
function scripted(outcomes: (ProviderError | 'ok')[], idempotentPurchase = false) {
  const calls = { rates: 0, purchase: 0 };
  const next = () => {
    const o = outcomes.shift() ?? 'ok';
    if (o !== 'ok') throw o;
  };
  const rate: ProviderRate = {
    rateRef: 'r1',
    carrier: 'USPS',
    carrierCode: 'USPS',
    service: 'Priority',
    serviceCode: 'Priority',
    total: { amountMinor: 900, currency: 'USD' },
    lines: [],
    transitDays: 2,
    deliveryDate: null,
  };
  const provider: ShippingProvider = {
    id: 'easypost',
    name: 'EasyPost',
    account: { providerId: 'easypost', accountId: 'default', mode: 'test', baseUrl: 'http://127.0.0.1:1', credentials: {} },
    capabilities: {
      rates: true,
      purchase: true,
      void: true,
      trackPull: true,
      trackPush: false,
      addressValidation: false,
      pickups: false,
      idempotentPurchase,
      labelFormats: ['PDF'],
    },
    rates: async () => {
      calls.rates++;
      next();
      return [rate];
    },
    purchase: async () => {
      calls.purchase++;
      next();
      return { trackingNumber: 'T1' } as PurchaseResult;
    },
    label: async () => ({ contentType: 'application/pdf', bytes: Buffer.from('%PDF') }),
    void: async () => ({ status: 'voided', message: '' }),
    track: async () => ({ trackingNumber: 'T1', events: [], final: false }),
  };
  return { provider, calls };
}

const down = () => new ProviderError('easypost', 'unavailable', 'HTTP 503', { status: 503 });
const purchase = (p: ShippingProvider) =>
  p.purchase({
    shipment: SAMPLE_DOMESTIC,
    rate: { rateRef: 'r1', carrierCode: 'USPS', serviceCode: 'Priority', total: { amountMinor: 900, currency: 'USD' } },
    idempotencyKey: 'k',
    labelFormat: 'PDF',
  });

describe('ResilientProvider', () => {
  it('retries an idempotent call after provider faults, with backoff', async () => {
    const { provider, calls } = scripted([down(), down()]);
    const r = new ResilientProvider(provider, { initialDelayMs: 1 });
    await expect(r.rates(SAMPLE_DOMESTIC)).resolves.toHaveLength(1);
    expect(calls.rates).toBe(3);
    expect(r.stats.retries).toBe(2);
  });

  it('never retries a refused request (auth, invalid)', async () => {
    const { provider, calls } = scripted([new ProviderError('easypost', 'invalid', 'bad address')]);
    await expect(new ResilientProvider(provider, { initialDelayMs: 1 }).rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'invalid' });
    expect(calls.rates).toBe(1);
  });

  it('waits what Retry-After asks, and gives up at once when it asks too long', async () => {
    const { provider, calls } = scripted([new ProviderError('easypost', 'rate_limited', '429', { retryAfterMs: 120 })]);
    const started = Date.now();
    await new ResilientProvider(provider, { initialDelayMs: 1 }).rates(SAMPLE_DOMESTIC);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(calls.rates).toBe(2);
    const long = scripted([new ProviderError('easypost', 'rate_limited', '429', { retryAfterMs: 60_000 })]);
    await expect(new ResilientProvider(long.provider, { initialDelayMs: 1 }).rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(long.calls.rates).toBe(1);
  });

  it('retries a purchase only when the provider honours idempotency keys', async () => {
    const plain = scripted([down()]);
    await expect(purchase(new ResilientProvider(plain.provider, { initialDelayMs: 1 }))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(plain.calls.purchase).toBe(1);
    const keyed = scripted([down()], true);
    await expect(purchase(new ResilientProvider(keyed.provider, { initialDelayMs: 1 }))).resolves.toMatchObject({ trackingNumber: 'T1' });
    expect(keyed.calls.purchase).toBe(2);
  });

  it('opens the circuit after consecutive faults and refuses at once; closes after the pause', async () => {
    const { provider, calls } = scripted([down(), down(), down()]);
    const r = new ResilientProvider(provider, { maxAttempts: 1, breakAfter: 3, halfOpenAfterMs: 50 });
    for (let i = 0; i < 3; i++) await expect(r.rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(r.state).toBe('open');
    await expect(r.rates(SAMPLE_DOMESTIC)).rejects.toMatchObject({ kind: 'circuit_open' });
    expect(calls.rates).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await expect(r.rates(SAMPLE_DOMESTIC)).resolves.toHaveLength(1);
    expect(r.state).toBe('closed');
  });

  it('a crisis trips the provider until restored', async () => {
    const { provider, calls } = scripted([]);
    const r = new ResilientProvider(provider);
    r.trip('carrier outage crisis c-1');
    expect(r.state).toBe('tripped');
    await expect(r.rates(SAMPLE_DOMESTIC)).rejects.toThrow(/taken out of service: carrier outage crisis c-1/);
    expect(calls.rates).toBe(0);
    r.restore();
    await expect(r.rates(SAMPLE_DOMESTIC)).resolves.toHaveLength(1);
    // as the crisis protocols drive it: named, then no longer named
    r.followOutage(true, 'easypost');
    await expect(r.rates(SAMPLE_DOMESTIC)).rejects.toThrow(/carrier outage crisis is active on easypost/);
    r.followOutage(false, 'easypost');
    expect(r.state).toBe('closed');
    await expect(r.rates(SAMPLE_DOMESTIC)).resolves.toHaveLength(1);
    expect(calls.rates).toBe(2); // the refused call never reached the provider
  });
});
