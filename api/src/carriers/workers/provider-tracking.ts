import type { Pool } from 'pg';
import { uuidV5 } from '../../platform/event-store/ids';
import { BackgroundLoop } from '../../platform/background/leader-loop';
import type { ProviderTrackingEvent } from '../providers/provider';
import { FINAL_EVENT_TYPES } from '../providers/provider-mapping';
import type { ProviderRegistry } from '../providers/provider-registry';
import { isSettled, type CarrierCommandPort } from './carrier-command-port';
import type { Limiter } from './limiter';
import { ProviderParcels, type ProviderParcel } from './provider-parcels';
import { checkDueRefunds } from './provider-void-answers';

// ── Tracking from real providers (issue 27, item 4): pushed (webhooks) or asked for (this poller) ──
// Both end here: each provider event becomes one RecordTrackingEvent command whose id derives from the provider
// account, the carrier's tracking number and the provider's event id, so an event both pushed and polled, or pushed
// twice, or re-sent after a crash, is recorded once. What is due lives in provider_parcels (claimed with a lease, so
// several pollers share the work and a crashed one's parcels come due again); nothing is held in memory.

export class ProviderTrackingRecorder {
  constructor(private readonly commands: CarrierCommandPort) {}

  /** Records the events of a parcel in time order; answers how many were new to the shipment and whether it is final. */
  async record(key: string, parcel: ProviderParcel, events: readonly ProviderTrackingEvent[]): Promise<{ recorded: number; final: boolean }> {
    let recorded = 0;
    let final = false;
    const ordered = [...events].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
    for (const event of ordered) {
      const commandId = uuidV5(`provider/${key}/${parcel.trackingNumber}/${event.eventId}`);
      try {
        await this.commands.track(
          parcel.shipmentId,
          {
            eventType: event.eventType,
            description: event.description.slice(0, 300) || event.providerStatus,
            location: event.location.slice(0, 200) || 'Unknown',
            timestamp: event.occurredAt,
          },
          { commandId, correlationId: uuidV5(`provider/${key}/${parcel.trackingNumber}`), actor: { kind: 'carrier', id: key }, now: event.occurredAt },
        );
        recorded++;
      } catch (error) {
        // a shipment that has moved past this event (delivered, cancelled) keeps its state; nothing to record
        if (!isSettled(error)) throw error;
      }
      if (FINAL_EVENT_TYPES.has(event.eventType)) final = true;
    }
    return { recorded, final };
  }
}

export interface PollerOptions {
  limiter: Limiter;
  pollSeconds: number;
  tickMs?: number;
  batch?: number;
  log?: (message: string) => void;
}

export class ProviderPoller extends BackgroundLoop {
  /** Tracking events recorded and provider calls that failed, since start. */
  readonly stats = { recorded: 0, failures: 0 };
  private readonly parcels: ProviderParcels;
  private readonly recorder: ProviderTrackingRecorder;

  constructor(
    pool: Pool,
    private readonly registry: ProviderRegistry,
    private readonly commands: CarrierCommandPort,
    private readonly options: PollerOptions,
  ) {
    super();
    this.parcels = new ProviderParcels(pool);
    this.recorder = new ProviderTrackingRecorder(commands);
  }

  /** Checks what is due now, once; returns how many parcels it asked about (tracking and pending refunds). */
  async tick(): Promise<number> {
    // refunds of voided labels that the provider settles later, on the same schedule (provider-void-answers.ts)
    const refunds = await checkDueRefunds({ ...this.options, registry: this.registry, parcels: this.parcels, commands: this.commands });
    const keys = this.registry.keys().filter((k) => this.registry.get(k)!.capabilities.trackPull);
    if (keys.length === 0) return refunds;
    // leased for twice the poll interval at least a minute: a crashed poller's parcels come due again after it
    const due = await this.parcels.claimDue(keys, this.options.batch ?? 50, Math.max(60, this.options.pollSeconds * 2));
    await Promise.all(due.map((p) => this.options.limiter.run(() => this.check(p))));
    return refunds + due.length;
  }

  private async check(parcel: ProviderParcel): Promise<void> {
    const provider = this.registry.get(parcel.providerKey);
    if (!provider) {
      // removed between the claim and now: asked again if the account is connected again
      await this.parcels.reschedule(parcel.providerKey, parcel.trackingNumber, this.options.pollSeconds);
      return;
    }
    try {
      const result = await provider.track({ trackingNumber: parcel.trackingNumber, carrierCode: parcel.carrierCode, providerShipmentId: parcel.providerShipmentId });
      const { recorded, final } = await this.recorder.record(parcel.providerKey, parcel, result.events);
      this.stats.recorded += recorded;
      if (final || result.final) await this.parcels.finish(parcel.providerKey, parcel.trackingNumber, 'journey complete');
      else await this.parcels.reschedule(parcel.providerKey, parcel.trackingNumber, this.options.pollSeconds);
    } catch (error) {
      this.stats.failures++;
      this.options.log?.(`provider ${parcel.providerKey}: tracking ${parcel.trackingNumber} failed: ${(error as Error).message}`);
      await this.parcels.reschedule(parcel.providerKey, parcel.trackingNumber, this.options.pollSeconds);
    }
  }

  protected async run(): Promise<void> {
    while (!this.stopping) {
      let n = 0;
      try {
        n = await this.tick();
      } catch (error) {
        this.options.log?.(`provider poller: ${(error as Error).message}`);
      }
      if (n === 0) await this.pause(this.options.tickMs ?? 1000);
    }
  }
}
