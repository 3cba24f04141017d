import type { eventClock, FakeRate, ShipmentInput } from './karrio.fake-data';

// ── The Karrio fake's state and the JSON it answers (Shipment, TrackingStatus of the Karrio 2026.1.32 API) ──

export type KarrioEvent = ReturnType<typeof eventClock> & { status: string; code: string; description: string; location: string };

export interface Shipment {
  id: string;
  testMode: boolean;
  status: string;
  input: ShipmentInput;
  rates: FakeRate[];
  metadata: Record<string, unknown>;
  createdAt: string;
  selectedRateId?: string;
  trackingNumber?: string;
  labelType?: 'PDF' | 'PNG' | 'ZPL';
  label?: Buffer;
}
export interface Tracker {
  id: string;
  trackingNumber: string;
  shipmentId: string;
  carrier: string;
  status: string;
  events: KarrioEvent[];
  clock: number;
}

/** A shipment as Karrio answers it (the label's bytes only in the answer to its purchase). */
export function shipmentJson(sh: Shipment, withLabel: boolean, trackers: ReadonlyMap<string, Tracker>) {
  const rate = sh.rates.find((r) => r.id === sh.selectedRateId) ?? null;
  const format = sh.labelType ?? 'PDF';
  const labelUrl = sh.label ? `/v1/shipments/${sh.id}/label.${format.toLowerCase()}` : null;
  const { parcels, customs, shipper, recipient, options, reference, carrier_ids } = sh.input;
  return {
    id: sh.id,
    object_type: 'shipment',
    status: sh.status,
    carrier_name: rate?.carrier_name ?? null,
    carrier_id: rate?.carrier_id ?? null,
    tracking_number: sh.trackingNumber ?? null,
    shipment_identifier: sh.trackingNumber ?? null,
    tracking_url: sh.trackingNumber ? `/v1/trackers/${rate!.carrier_name}/${sh.trackingNumber}` : null,
    tracker_id: sh.trackingNumber ? (trackers.get(sh.trackingNumber)?.id ?? null) : null,
    shipper: { id: `adr_${sh.id.slice(4, 16)}`, object_type: 'address', ...shipper },
    recipient: { id: `adr_${sh.id.slice(16, 28)}`, object_type: 'address', ...recipient },
    parcels: parcels.map((p, i) => ({ id: `pcl_${sh.id.slice(4 + i, 16 + i)}`, object_type: 'parcel', ...p })),
    customs: customs ?? null,
    options: options ?? {},
    reference: reference ?? null,
    carrier_ids: carrier_ids ?? [],
    rates: sh.rates,
    selected_rate: rate,
    selected_rate_id: rate?.id ?? null,
    service: rate?.service ?? null,
    label_type: format,
    label_url: labelUrl,
    invoice_url: null,
    shipping_documents: sh.label ? [{ category: 'label', format, url: labelUrl, base64: withLabel ? sh.label.toString('base64') : null }] : [],
    metadata: sh.metadata,
    meta: rate ? { rate_provider: rate.carrier_name, service_name: rate.meta.service_name } : {},
    messages: [],
    created_at: sh.createdAt,
    test_mode: sh.testMode,
  };
}

/** A tracker as Karrio answers it (TrackingStatus), and as its tracker_* webhook events carry it. */
export function trackerJson(t: Tracker, sh: Shipment) {
  return {
    id: t.id,
    object_type: 'tracker',
    carrier_name: t.carrier,
    carrier_id: `${t.carrier}_test`,
    tracking_number: t.trackingNumber,
    test_mode: sh.testMode,
    status: t.status,
    delivered: t.status === 'delivered',
    // Newest first, as Karrio stores what the carriers answer.
    events: [...t.events].reverse(),
    estimated_delivery: sh.rates.find((r) => r.id === sh.selectedRateId)?.estimated_delivery ?? null,
    info: { carrier_tracking_link: null, shipment_service: sh.rates.find((r) => r.id === sh.selectedRateId)?.service ?? null },
    messages: [],
    metadata: {},
    meta: {},
  };
}
