import { ProviderError, type ProviderOptions, type ShipmentSpec, type ShippingProvider } from '../src/carriers/providers/provider';
import type { FakeServer } from '../src/carriers/providers/testing/fake-server';

// ── The contract every provider adapter meets against its provider's local fake (issue 27) ──
// One suite, run by each provider's *.contract.spec.ts: rate, buy (once per idempotency key), label download, void,
// track (pull), a signed webhook, and the provider's failures (401, 422, 429 with Retry-After, 5xx, a timeout) as
// ProviderErrors of the right kind.

export type JourneyStep = 'in_transit' | 'delivered' | 'unknown';

export interface ContractFixture {
  fake: FakeServer;
  /** The adapter with good credentials, pointed at the fake. */
  provider(options?: ProviderOptions): ShippingProvider;
  /** The adapter with credentials the fake refuses. */
  providerWithBadCredentials(): ShippingProvider;
  /** Labels the fake has sold since it started (a repeated purchase must not add one). */
  labelsBought(): number;
  /** The fake's parcel moves on: its next tracking answer (and webhook) reports this step in the provider's words. */
  advance(trackingNumber: string, step: JourneyStep): void;
  /** What the provider would POST to our webhook endpoint about the parcel's latest event, signed as it signs. */
  webhookDelivery?(trackingNumber: string): { headers: Record<string, string>; body: Buffer };
  /**
   * How a delivery proves where it comes from: a signature over the body (default: a changed body is refused), or a
   * shared secret in a header (UPS Track Alert, Karrio: the body is not covered, only the secret is checked).
   * `headers`: the header names that carry the proof (default: any named like signature, hmac, auth or credential).
   */
  webhookProof?: { scheme: 'signature' | 'shared-secret'; headers?: string[] };
  /** "METHOD path" patterns of the fake's rate and purchase routes (where faults are injected). */
  routes: { rates: RegExp; purchase: RegExp };
  /** The provider's documented error body for refused input (sent with 422, or the status it documents). */
  invalidAddressError: { status: number; body: unknown; field: string };
  /** Shipments this provider serves (default: the two below). */
  shipments?: { domestic?: ShipmentSpec; international: ShipmentSpec };
  stop(): Promise<void>;
}

export const SAMPLE_DOMESTIC: ShipmentSpec = {
  reference: '0f8b7c1e-6a4d-4e2b-9c3a-1d2e3f4a5b6c',
  from: {
    name: 'Ada Shipper',
    company: 'Waypost Test Co',
    street1: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    postalCode: '10118',
    country: 'US',
    phone: '+12125550100',
    email: 'ada@example.com',
  },
  to: {
    name: 'Grace Receiver',
    street1: '1600 Amphitheatre Pkwy',
    city: 'Mountain View',
    state: 'CA',
    postalCode: '94043',
    country: 'US',
    phone: '+16505550100',
    email: 'grace@example.com',
    residential: true,
  },
  parcels: [{ weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10 }],
  shipDate: '2026-12-01',
};

export const SAMPLE_INTERNATIONAL: ShipmentSpec = {
  reference: '7a1c9e2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d',
  from: SAMPLE_DOMESTIC.from,
  to: { name: 'Max Empfänger', street1: 'Unter den Linden 77', city: 'Berlin', postalCode: '10117', country: 'DE', phone: '+49305550100', email: 'max@example.com' },
  parcels: [{ weightKg: 2.5, lengthCm: 40, widthCm: 30, heightCm: 15 }],
  customs: {
    contents: 'merchandise',
    incoterm: 'DAP',
    signer: 'Ada Shipper',
    items: [{ description: 'Cotton T-shirts', quantity: 3, valueMinor: 6000, currency: 'USD', weightKg: 0.9, hsCode: '610910', originCountry: 'US' }],
  },
  shipDate: '2026-12-01',
};

const key = (n: number) => `wp-contract-${n.toString().padStart(4, '0')}-5b6c7d8e9f0a`;

async function kindOf(call: Promise<unknown>): Promise<ProviderError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw new Error(`expected a ProviderError, got ${(error as Error)?.name}: ${(error as Error)?.message}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}

/** Defines the contract's tests for one provider (call inside a describe or at the top of a spec file). */
export function providerContract(name: string, setup: () => Promise<ContractFixture>): void {
  describe(`${name}: the provider adapter contract`, () => {
    let f: ContractFixture;
    let provider: ShippingProvider;
    beforeAll(async () => {
      f = await setup();
      provider = f.provider();
    });
    afterAll(async () => f?.stop());
    afterEach(() => f?.fake.clearFaults());

    const shipments = (): ShipmentSpec[] =>
      f.shipments ? [f.shipments.domestic, f.shipments.international].filter((s) => s !== undefined) : [SAMPLE_DOMESTIC, SAMPLE_INTERNATIONAL];

    it('declares its capabilities', () => {
      expect(provider.capabilities.rates).toBe(true);
      expect(provider.capabilities.purchase).toBe(true);
      expect(provider.capabilities.labelFormats.length).toBeGreaterThan(0);
      expect(Boolean(provider.parseWebhook)).toBe(provider.capabilities.trackPush);
      expect(Boolean(provider.validateAddress)).toBe(provider.capabilities.addressValidation);
      expect(Boolean(provider.schedulePickup)).toBe(provider.capabilities.pickups);
    });

    it('rates: every rate names its carrier and service, and its charge lines add up to its total', async () => {
      for (const shipment of shipments()) {
        const rates = await provider.rates(shipment);
        expect(rates.length).toBeGreaterThan(0);
        for (const r of rates) {
          expect(r.rateRef).toMatch(/\S/);
          expect(r.carrier).toMatch(/\S/);
          expect(r.service).toMatch(/\S/);
          expect(r.total.currency).toMatch(/^[A-Z]{3}$/);
          expect(Number.isSafeInteger(r.total.amountMinor) && r.total.amountMinor > 0).toBe(true);
          expect(r.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(r.total.amountMinor);
          if (r.transitDays !== null) expect(Number.isInteger(r.transitDays) && r.transitDays >= 0).toBe(true);
        }
      }
    });

    let bought: Awaited<ReturnType<ShippingProvider['purchase']>>;
    const spec = () => f.shipments?.international ?? SAMPLE_INTERNATIONAL;

    it('buys a rate: a tracking number, a label, one label sold', async () => {
      const [rate] = await provider.rates(spec());
      const before = f.labelsBought();
      bought = await provider.purchase({ shipment: spec(), rate: rate!, idempotencyKey: key(1), labelFormat: 'PDF' });
      expect(bought.trackingNumber).toMatch(/\S/);
      expect(bought.providerShipmentId).toMatch(/\S/);
      expect(bought.label.url ?? bought.label.base64).toBeTruthy();
      expect(bought.charge.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(bought.charge.amountMinor);
      expect(f.labelsBought()).toBe(before + 1);
    });

    it('a purchase repeated with its idempotency key buys nothing more (or is found, where the provider keeps no key)', async () => {
      const [rate] = await provider.rates(spec());
      const request = { shipment: spec(), rate: rate!, idempotencyKey: key(2), labelFormat: 'PDF' as const };
      const first = await provider.purchase(request);
      const sold = f.labelsBought();
      if (provider.capabilities.idempotentPurchase) {
        const again = await provider.purchase(request);
        expect(again.trackingNumber).toBe(first.trackingNumber);
        expect(f.labelsBought()).toBe(sold);
      }
      if (provider.findPurchase) {
        const found = await provider.findPurchase(request);
        expect(found?.trackingNumber).toBe(first.trackingNumber);
        expect(f.labelsBought()).toBe(sold);
      }
      expect(provider.capabilities.idempotentPurchase || Boolean(provider.findPurchase) || name).toBeTruthy();
    });

    it('downloads the label', async () => {
      const doc = await provider.label(bought.label);
      expect(doc.bytes.length).toBeGreaterThan(0);
      if (bought.label.format === 'PDF') {
        expect(doc.contentType).toContain('pdf');
        expect(doc.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      }
    });

    it('tracks by asking: known statuses mapped, an unknown one is an exception with the provider text, ids stable', async () => {
      f.advance(bought.trackingNumber, 'in_transit');
      const request = { trackingNumber: bought.trackingNumber, carrierCode: bought.carrierCode, providerShipmentId: bought.providerShipmentId };
      const first = await provider.track(request);
      expect(first.events.length).toBeGreaterThan(0);
      expect(first.final).toBe(false);
      expect(first.events.some((e) => e.eventType === 'transit' || e.eventType === 'pickup')).toBe(true);
      const again = await provider.track(request);
      expect(again.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
      for (const e of first.events) expect(Number.isFinite(Date.parse(e.occurredAt))).toBe(true);
      f.advance(bought.trackingNumber, 'unknown');
      const odd = await provider.track(request);
      const last = odd.events.at(-1)!;
      expect(last.eventType).toBe('exception');
      expect(last.description).toContain(last.providerStatus);
      f.advance(bought.trackingNumber, 'delivered');
      const done = await provider.track(request);
      expect(done.events.at(-1)!.eventType).toBe('delivered');
      expect(done.final).toBe(true);
    });

    it('a signed webhook is read; a tampered (signature schemes) or unsigned one is refused; a redelivery has the same id', async () => {
      if (!provider.parseWebhook || !f.webhookDelivery) return expect(provider.capabilities.trackPush).toBe(false);
      const delivery = f.webhookDelivery(bought.trackingNumber);
      const now = Date.now();
      const parsed = provider.parseWebhook({ headers: delivery.headers, rawBody: delivery.body, now });
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.updates.map((u) => u.trackingNumber)).toContain(bought.trackingNumber);
      const again = provider.parseWebhook({ headers: delivery.headers, rawBody: Buffer.from(delivery.body), now });
      expect(again.ok && again.providerEventId).toBe(parsed.providerEventId);
      if ((f.webhookProof?.scheme ?? 'signature') === 'signature') {
        const tampered = Buffer.from(delivery.body.toString('utf8').replace(bought.trackingNumber, `${bought.trackingNumber}X`));
        expect(provider.parseWebhook({ headers: delivery.headers, rawBody: tampered, now }).ok).toBe(false);
      }
      const proof = f.webhookProof?.headers?.map((h) => h.toLowerCase());
      const unsigned = Object.fromEntries(
        Object.entries(delivery.headers).filter(([k]) => (proof ? !proof.includes(k.toLowerCase()) : !/signature|hmac|auth|credential/i.test(k))),
      );
      expect(Object.keys(unsigned).length).toBeLessThan(Object.keys(delivery.headers).length);
      expect(provider.parseWebhook({ headers: unsigned, rawBody: delivery.body, now }).ok).toBe(false);
    });

    it('voids a label not yet handed to the carrier', async () => {
      // a fresh one: the label above was tracked to delivery, and carriers refuse to void what they have carried
      const [rate] = await provider.rates(spec());
      const fresh = await provider.purchase({ shipment: spec(), rate: rate!, idempotencyKey: key(4), labelFormat: 'PDF' });
      const result = await provider.void({ providerShipmentId: fresh.providerShipmentId, trackingNumber: fresh.trackingNumber, carrierCode: fresh.carrierCode });
      expect(['voided', 'pending']).toContain(result.status);
    });

    it('wrong credentials: auth', async () => {
      const e = await kindOf(f.providerWithBadCredentials().rates(spec()));
      expect(e.kind).toBe('auth');
      expect(e.details.status === 401 || e.details.status === 403).toBe(true);
    });

    it('refused input: invalid, with the field the provider named', async () => {
      f.fake.fault({ match: f.routes.rates, status: f.invalidAddressError.status, body: f.invalidAddressError.body });
      const e = await kindOf(provider.rates(spec()));
      expect(e.kind).toBe('invalid');
      expect(e.retryable).toBe(false);
      expect(JSON.stringify(e.details.fields ?? []) + e.message).toContain(f.invalidAddressError.field);
    });

    it('429 with Retry-After: rate_limited, with the wait', async () => {
      f.fake.fault({ match: f.routes.rates, status: 429, retryAfterSeconds: 2 });
      const e = await kindOf(provider.rates(spec()));
      expect(e.kind).toBe('rate_limited');
      expect(e.details.retryAfterMs).toBe(2000);
      expect(e.retryable).toBe(true);
    });

    it('5xx: unavailable', async () => {
      f.fake.fault({ match: f.routes.purchase, status: 503 });
      const [rate] = await provider.rates(spec());
      const e = await kindOf(provider.purchase({ shipment: spec(), rate: rate!, idempotencyKey: key(3), labelFormat: 'PDF' }));
      expect(e.kind).toBe('unavailable');
    });

    it('no answer in time: timeout', async () => {
      const quick = f.provider({ timeoutMs: 300 });
      f.fake.fault({ match: f.routes.rates, delayMs: 1500 });
      const e = await kindOf(quick.rates(spec()));
      expect(e.kind).toBe('timeout');
    });
  });
}
