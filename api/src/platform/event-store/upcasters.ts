import { parcelFromItem, type StoredEvent } from '@waypost/contracts';

// ── Event versioning: upcasters turn stored old shapes into the current one on read ──
// Every event row carries schema_version. New events are written at the current version of their type; reading an
// older one runs the chain vN → vN+1 → … → current, so evolve functions and projections only know the current shape.

export interface Upcaster {
  type: string;
  /** The version this upcaster reads; it produces fromVersion + 1. */
  fromVersion: number;
  upcast(data: Record<string, unknown>, event: StoredEvent): Record<string, unknown>;
}

export class UpcasterRegistry {
  private readonly chains = new Map<string, Map<number, Upcaster>>();

  register(upcaster: Upcaster): this {
    const chain = this.chains.get(upcaster.type) ?? new Map<number, Upcaster>();
    chain.set(upcaster.fromVersion, upcaster);
    this.chains.set(upcaster.type, chain);
    return this;
  }

  /** The version new events of this type are written at. */
  currentVersion(type: string): number {
    const chain = this.chains.get(type);
    return chain ? Math.max(...chain.keys()) + 1 : 1;
  }

  upcast(event: StoredEvent): StoredEvent {
    const chain = this.chains.get(event.type);
    if (!chain) return event;
    let out = event;
    for (let step = chain.get(out.schemaVersion); step; step = chain.get(out.schemaVersion)) {
      out = { ...out, data: step.upcast(out.data as Record<string, unknown>, out), schemaVersion: out.schemaVersion + 1 };
    }
    return out;
  }
}

// ── The history of our event shapes ─────────────────────────────────────────

const STATUS_AFTER: Record<string, string> = { pickup: 'in_transit', transit: 'in_transit', customs: 'customs', delivered: 'delivered' };

/**
 * TrackingEventRecorded v1 had no `status` (the shipment status after the event); v2 carries it. It follows from
 * the tracking event type, so old events are completed on read.
 */
export const trackingEventRecordedV1: Upcaster = {
  type: 'TrackingEventRecorded',
  fromVersion: 1,
  upcast: (data) => ('status' in data ? data : { ...data, status: STATUS_AFTER[String(data.eventType)] ?? 'in_transit' }),
};

type ItemShape = { weight: number; dimensions?: { length: number; width: number; height: number } };

/**
 * ShipmentCreated v1 had one item and no parcels; v2 (issue 24) carries `parcels` (and, new shipments only, `customs`
 * and `dutiesEstimate`). A v1 shipment was one parcel of its item's weight (kg) and dimensions (cm): that parcel is
 * derived on read, with the same conversion a new request's parcel gets.
 */
export const shipmentCreatedV1: Upcaster = {
  type: 'ShipmentCreated',
  fromVersion: 1,
  upcast: (data) => (Array.isArray(data.parcels) ? data : { ...data, parcels: [parcelFromItem(data.itemDetails as ItemShape)] }),
};

export const UPCASTERS = new UpcasterRegistry().register(trackingEventRecordedV1).register(shipmentCreatedV1);
