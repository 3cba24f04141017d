import type { Pool } from 'pg';
import { shipmentStreamId, type CarrierBooked, type CarrierOption, type EventStore, type LabelVoided, type ShipmentCreated, type StoredEvent } from '@waypost/contracts';
import { DISPATCH_TOPIC, eventOf, HEADER_EVENT_TYPE, SHIPMENTS_TOPIC, type Delivery, type EventBus, type Subscription } from '../../bus/bus';
import { derivedId } from '../../platform/event-store/ids';
import { requestIdOfCause } from '../../platform/event-store/command-context';
import { ProviderError, type PurchaseRequest, type PurchaseResult, type VoidResult } from '../providers/provider';
import type { ResilientProvider } from '../providers/resilient-provider';
import type { ProviderRegistry } from '../providers/provider-registry';
import { shipmentSpec } from '../providers/shipment-spec';
import { isSettled, type CarrierCommandPort } from './carrier-command-port';
import type { Limiter } from './limiter';
import { ProviderParcels } from './provider-parcels';
import { recordVoidAnswer } from './provider-void-answers';
import { PROVIDER_WEBHOOK_PATH } from '../provider-webhooks';

// ── A provider account's worker (issue 27): buys the rates shippers bought from it, voids, cancels ──
// One consumer group per provider account on the dispatch and shipments topics, de-duplicated by event id like the
// sandbox carriers' workers. A purchase is journalled in provider_purchases before the provider is called, under an
// idempotency key derived from the decision event: a redelivered decision finds the purchase done and books from the
// journal; a purchase whose answer was lost (a crash, a timeout) is asked again with the same key where the provider
// honours keys, found at the provider where it can be found, and otherwise bought once more only after saying so in
// the log. The label's bytes are kept in provider_labels; the parcel is then tracked (provider-tracker.ts).

const ACTED_ON = new Set(['CarrierSelected', 'ShipmentRebooked', 'LabelVoided', 'ShipmentCancelled']);

export interface ProviderWorkerOptions {
  limiter: Limiter;
  log?: (message: string) => void;
  /** When to first ask the provider for tracking news after a purchase (s). */
  pollSeconds: number;
  /** Carrier ids under an active carrier outage (the crisis protocols): this account holds its purchases while named. */
  suspended?: () => ReadonlySet<string>;
  /** Our public origin (PUBLIC_URL): where a provider that needs a subscription is asked to push tracking. */
  publicUrl?: string;
}

export class ProviderWorker {
  private subscription: Subscription | null = null;
  readonly stats = { bought: 0, failed: 0, skipped: 0, errors: 0 };
  private readonly parcels: ProviderParcels;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly bus: EventBus,
    readonly key: string,
    private readonly registry: ProviderRegistry,
    private readonly commands: CarrierCommandPort,
    private readonly options: ProviderWorkerOptions,
  ) {
    this.parcels = new ProviderParcels(pool);
  }

  /** The account's adapter now: admins replace credentials and settings while the worker runs (a fresh one each time). */
  private get provider(): ResilientProvider {
    const provider = this.registry.get(this.key);
    if (!provider) throw new AccountUnavailableError(this.registry.unavailable(this.key) ?? 'no such provider account');
    return provider;
  }

  get groupId(): string {
    return `waypost.provider.${this.key}`;
  }

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = await this.bus.subscribe({
      groupId: this.groupId,
      topics: [SHIPMENTS_TOPIC, DISPATCH_TOPIC],
      handler: (batch) =>
        this.handle(batch).catch((error: unknown) => {
          this.stats.errors++;
          this.options.log?.(`provider ${this.key}: ${(error as Error).message} (the batch is delivered again)`);
          throw error;
        }),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private async handle(batch: Delivery[]): Promise<void> {
    for (const d of batch) {
      if (!ACTED_ON.has(d.headers[HEADER_EVENT_TYPE] ?? '')) continue;
      const event = eventOf(d);
      if (!this.concerns(event)) continue;
      const { rows } = await this.pool.query('SELECT 1 FROM carrier_processed_events WHERE consumer = $1 AND event_id = $2', [this.groupId, event.eventId]);
      if (rows.length) {
        this.stats.skipped++;
        continue;
      }
      const acted = await this.options.limiter.run(() => this.effect(event));
      if (acted)
        await this.pool.query(`INSERT INTO carrier_processed_events (consumer, event_id, stream_id, event_type) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
          this.groupId,
          event.eventId,
          event.streamId,
          event.type,
        ]);
    }
  }

  private concerns(event: StoredEvent): boolean {
    switch (event.type) {
      case 'CarrierSelected':
      case 'ShipmentRebooked':
        return (event.data as { choice: CarrierOption }).choice.carrierId === this.key;
      case 'LabelVoided':
        return (event.data as LabelVoided['data']).carrierId === this.key;
      case 'ShipmentCancelled':
        return true;
      default:
        return false;
    }
  }

  private ctx(event: StoredEvent, purpose: string) {
    return {
      commandId: derivedId(event.eventId, `${purpose}/${this.key}`),
      correlationId: event.metadata.correlationId,
      actor: { kind: 'carrier' as const, id: this.key },
      now: new Date().toISOString(),
      ...requestIdOfCause(event),
    };
  }

  private async effect(event: StoredEvent): Promise<boolean> {
    switch (event.type) {
      case 'CarrierSelected':
      case 'ShipmentRebooked':
        await this.buy(event);
        return true;
      case 'LabelVoided':
        await this.voidParcel((event.data as LabelVoided['data']).shipmentId, event);
        return true;
      case 'ShipmentCancelled': {
        const shipmentId = (event.data as { shipmentId: string }).shipmentId;
        return this.voidParcel(shipmentId);
      }
      default:
        return false;
    }
  }

  /** Voids the parcel at the provider (false: none); a shipper's void gets the answer back (provider-void-answers.ts). */
  private async voidParcel(shipmentId: string, voided?: StoredEvent): Promise<boolean> {
    const v = voided?.data as LabelVoided['data'] | undefined; // by its number below: never a label bought since
    const parcel = v ? await this.parcels.live(this.key, v.reference) : await this.parcels.liveOf(this.key, shipmentId);
    if (!parcel) return false;
    // A removed account's credentials are gone: nothing can be voided through it, so no refund; the label stands.
    const provider = this.registry.get(this.key);
    const result: VoidResult = provider
      ? await provider.void({ providerShipmentId: parcel.providerShipmentId, trackingNumber: parcel.trackingNumber, carrierCode: parcel.carrierCode })
      : { status: 'refused', message: `${this.registry.unavailable(this.key)}: void the label at the provider` };
    if (voided && v?.refund)
      return recordVoidAnswer({ ...this.options, parcels: this.parcels, commands: this.commands }, parcel, v.refund.refundId, result, voided).then(() => true);
    await this.parcels.finish(this.key, parcel.trackingNumber, `void: ${result.status}`);
    if (result.status === 'refused') this.options.log?.(`provider ${this.key}: void of ${parcel.trackingNumber} refused: ${result.message}`);
    return true;
  }

  private async buy(event: StoredEvent): Promise<void> {
    const decision = event.data as { shipmentId: string; choice: CarrierOption };
    const c = this.ctx(event, 'book');
    const created = (await this.store.readStream(shipmentStreamId(decision.shipmentId))).find((e) => e.type === 'ShipmentCreated') as unknown as ShipmentCreated | undefined;
    if (!created) return;
    const shipment = created.data;
    // A paused or removed account buys nothing: the shipper is told at once and buys another rate.
    // A purchase already made while it was paused is still booked; a removed account's credentials are gone.
    const unavailable = this.registry.unavailable(this.key);
    const bought = unavailable ? await this.boughtBefore(c.commandId) : null;
    if (unavailable && (!bought || !this.registry.get(this.key))) {
      this.stats.failed++;
      const reason = bought
        ? `${this.key}: ${unavailable} after the label was bought (${bought}); void it at the provider and buy another rate`
        : `${this.key}: ${unavailable}; buy another rate`;
      await this.fail(shipment.shipmentId, reason, c).catch((error: unknown) => {
        if (!isSettled(error)) throw error;
      });
      return;
    }
    const suspended = this.options.suspended?.();
    if (suspended) this.provider.followOutage(suspended.has(this.key), this.key);
    const refs = decision.choice.provider?.refs;
    try {
      if (!refs) {
        await this.fail(shipment.shipmentId, `${this.provider.name}: the decision names no rate of this provider`, c);
        return;
      }
      const request: PurchaseRequest = {
        shipment: shipmentSpec({ ...shipment, shipAt: c.now }),
        rate: { ...refs, total: { amountMinor: decision.choice.price.amountMinor, currency: decision.choice.price.currency } },
        idempotencyKey: c.commandId,
        labelFormat: this.provider.capabilities.labelFormats.includes('PDF') ? 'PDF' : this.provider.capabilities.labelFormats[0]!,
      };
      let bought: PurchaseResult;
      try {
        bought = await this.purchaseOnce(request, shipment.shipmentId);
      } catch (error) {
        if (error instanceof ProviderError && (error.kind === 'invalid' || error.kind === 'auth')) {
          this.stats.failed++;
          await this.fail(shipment.shipmentId, `${this.provider.name} refused the purchase: ${error.message}`, c);
          return;
        }
        throw error; // the provider is down or slow: the batch comes again (the breaker paces it)
      }
      const label = await this.provider.label(bought.label);
      await this.parcels.keep(this.key, shipment.shipmentId, bought, label, this.options.pollSeconds);
      await this.subscribe(bought.trackingNumber);
      const booking: Omit<CarrierBooked['data'], 'trackingNumber'> = {
        shipmentId: shipment.shipmentId,
        carrierId: this.key,
        carrierName: bought.carrier,
        serviceId: decision.choice.serviceId,
        serviceName: bought.service,
        serviceLevel: decision.choice.serviceLevel,
        reference: bought.trackingNumber,
        sandbox: false,
        price: { amountMinor: bought.charge.amountMinor, currency: bought.charge.currency },
        route: [],
        label: { sortCode: '', routingCode: '' },
        estimatedDelivery: new Date(Date.parse(c.now) + decision.choice.transitDays * 86_400_000).toISOString(),
        bookedAt: c.now,
        provider: {
          id: this.provider.id,
          name: this.provider.name,
          account: this.provider.account.accountId,
          mode: this.provider.account.mode,
          shipmentRef: bought.providerShipmentId,
          labelFormat: bought.label.format,
        },
      };
      await this.commands.book(booking, c);
      this.stats.bought++;
    } catch (error) {
      if (!isSettled(error)) throw error;
    }
  }

  /** The tracking number of a purchase already made under this key (null: none), booked from the journal. */
  private async boughtBefore(idempotencyKey: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ tracking: string | null }>(
      `SELECT result->>'trackingNumber' AS tracking FROM provider_purchases WHERE idempotency_key = $1 AND state = 'bought'`,
      [idempotencyKey],
    );
    return rows[0] ? (rows[0].tracking ?? 'no tracking number') : null;
  }

  /** One label per idempotency key, whatever happens between the provider's answer and our journal (see the header). */
  private async purchaseOnce(request: PurchaseRequest, shipmentId: string): Promise<PurchaseResult> {
    const { rows } = await this.pool.query<{ state: string; result: PurchaseResult | null; attempts: number }>(
      `INSERT INTO provider_purchases (idempotency_key, provider_key, shipment_id, state) VALUES ($1, $2, $3, 'started')
       ON CONFLICT (idempotency_key) DO UPDATE SET attempts = provider_purchases.attempts + 1 RETURNING state, result, attempts`,
      [request.idempotencyKey, this.key, shipmentId],
    );
    const row = rows[0]!;
    if (row.state === 'bought' && row.result) return row.result;
    let bought: PurchaseResult | null = null;
    if (row.attempts > 1 && this.provider.findPurchase) bought = await this.provider.findPurchase(request);
    if (!bought && row.attempts > 1 && !this.provider.capabilities.idempotentPurchase && !this.provider.findPurchase)
      this.options.log?.(
        `provider ${this.key}: buying again for ${shipmentId} after an unanswered attempt (${this.provider.name} keeps no idempotency key; void any duplicate label)`,
      );
    bought ??= await this.provider.purchase(request);
    await this.pool.query(`UPDATE provider_purchases SET state = 'bought', result = $2, finished_at = now() WHERE idempotency_key = $1`, [
      request.idempotencyKey,
      JSON.stringify(bought),
    ]);
    return bought;
  }

  /** Where pushes need a subscription (UPS Track Alert), asks for them; a refusal leaves the parcel to the poller. */
  private async subscribe(trackingNumber: string): Promise<void> {
    if (!this.provider.subscribeTracking || !this.options.publicUrl || !this.provider.capabilities.trackPush) return;
    const callback = `${this.options.publicUrl.replace(/\/+$/, '')}${PROVIDER_WEBHOOK_PATH.replace(':provider', encodeURIComponent(this.key))}`;
    try {
      const { invalidTrackingNumbers } = await this.provider.subscribeTracking([trackingNumber], callback);
      if (invalidTrackingNumbers.length) this.options.log?.(`provider ${this.key}: no tracking push for ${invalidTrackingNumbers.join(', ')} (polled instead)`);
    } catch (error) {
      this.options.log?.(`provider ${this.key}: tracking push subscription failed (${(error as Error).message}); polled instead`);
    }
  }

  private async fail(shipmentId: string, reason: string, c: ReturnType<ProviderWorker['ctx']>): Promise<void> {
    // carrierId null: a bought rate is not moved to another carrier behind the shipper's back; they buy again
    await this.commands.fail({ shipmentId, carrierId: null, reason, sandbox: false, failedAt: c.now }, c);
  }
}

/** The account is paused or removed (see ProviderRegistry.unavailable). */
class AccountUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'AccountUnavailableError';
  }
}
