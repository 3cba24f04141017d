import type { ProviderId } from '../provider';
import type { FakeServer } from './fake-server';
import { DhlFake } from '../dhl/dhl.fake';
import { EasyPostFake } from '../easypost/easypost.fake';
import { FedexFake } from '../fedex/fedex.fake';
import { KarrioFake } from '../karrio/karrio.fake';
import { ShippoFake } from '../shippo/shippo.fake';
import { UpsFake } from '../ups/ups.fake';

// ── Every provider's local fake at once, and the configuration that points the app at them (issue 27) ──
// For the integration suite, the end-to-end run and the kill -9 test: the app runs with these variables exactly as it
// would with real keys, and the fakes answer as the providers' published contracts say (each fake's header names
// the document it follows).

export interface Fake {
  readonly server: FakeServer;
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
  labelsBought(): number;
  advance(trackingNumber: string, step: 'in_transit' | 'delivered' | 'unknown'): void;
  webhookDelivery?(trackingNumber: string): { headers: Record<string, string>; body: Buffer };
  /** Where the provider settles refunds later (EasyPost, Shippo): the carrier settles the label's pending refund. */
  settleRefund?(trackingNumber: string, outcome: 'refunded' | 'rejected'): void;
}

export interface FakeFleet {
  fakes: Record<ProviderId, Fake>;
  urls: Record<ProviderId, string>;
  /** The app's configuration for all six, as a deployment would set it (test mode). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const FLEET_PROVIDERS: readonly ProviderId[] = ['karrio', 'easypost', 'shippo', 'dhl-direct', 'ups-direct', 'fedex-direct'];

/**
 * Starts the six fakes on 127.0.0.1 (`basePort` + 0..5, or free ports); `autoAdvance`: each tracking request moves a
 * bought parcel one step on (end-to-end runs).
 */
export async function startFakeFleet(options: { basePort?: number; autoAdvance?: boolean; only?: readonly ProviderId[] } = {}): Promise<FakeFleet> {
  const o = { autoAdvance: options.autoAdvance ?? false };
  const make: Record<ProviderId, () => Fake> = {
    karrio: () => new KarrioFake(o),
    easypost: () => new EasyPostFake(o),
    shippo: () => new ShippoFake(o),
    'dhl-direct': () => new DhlFake(o),
    'ups-direct': () => new UpsFake(o),
    'fedex-direct': () => new FedexFake(o),
  };
  const fakes = {} as Record<ProviderId, Fake>;
  const urls = {} as Record<ProviderId, string>;
  const wanted = options.only ?? FLEET_PROVIDERS;
  for (const [i, id] of FLEET_PROVIDERS.entries()) {
    if (!wanted.includes(id)) continue;
    fakes[id] = make[id]();
    urls[id] = await fakes[id].listen(options.basePort ? options.basePort + i : 0);
  }
  const env: Record<string, string> = {};
  const set = (entries: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(entries)) if (v !== undefined) env[k] = v;
  };
  if (urls.karrio)
    set({ KARRIO_URL: urls.karrio, KARRIO_API_KEY: KarrioFake.credentials.apiKey, KARRIO_WEBHOOK_SECRET: KarrioFake.credentials.webhookSecret, KARRIO_MODE: 'test' });
  if (urls.easypost)
    set({ EASYPOST_URL: urls.easypost, EASYPOST_API_KEY: EasyPostFake.credentials.apiKey, EASYPOST_WEBHOOK_SECRET: EasyPostFake.credentials.webhookSecret, EASYPOST_MODE: 'test' });
  if (urls.shippo)
    set({ SHIPPO_URL: urls.shippo, SHIPPO_API_KEY: ShippoFake.credentials.apiKey, SHIPPO_WEBHOOK_SECRET: ShippoFake.credentials.webhookSecret, SHIPPO_MODE: 'test' });
  if (urls['dhl-direct'])
    set({
      DHL_URL: urls['dhl-direct'],
      DHL_API_KEY: DhlFake.credentials.username,
      DHL_API_SECRET: DhlFake.credentials.password,
      DHL_ACCOUNT_NUMBER: DhlFake.credentials.accountNumber,
      DHL_MODE: 'test',
    });
  if (urls['ups-direct']) {
    const c = UpsFake.credentials as Record<string, string>;
    set({
      UPS_URL: urls['ups-direct'],
      UPS_CLIENT_ID: c.clientId,
      UPS_CLIENT_SECRET: c.clientSecret,
      UPS_ACCOUNT_NUMBER: c.accountNumber,
      UPS_WEBHOOK_CREDENTIAL: c.webhookCredential,
      UPS_MODE: 'test',
    });
  }
  if (urls['fedex-direct']) {
    const c = FedexFake.credentials as Record<string, string>;
    set({
      FEDEX_URL: urls['fedex-direct'],
      FEDEX_API_KEY: c.clientId,
      FEDEX_SECRET_KEY: c.clientSecret,
      FEDEX_ACCOUNT_NUMBER: c.accountNumber,
      FEDEX_WEBHOOK_SECRET: c.webhookSecret,
      FEDEX_MODE: 'test',
    });
  }
  return {
    fakes,
    urls,
    env,
    close: async () => {
      await Promise.all(Object.values(fakes).map((f) => f.close()));
    },
  };
}
