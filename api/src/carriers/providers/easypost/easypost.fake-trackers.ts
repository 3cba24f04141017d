import { createHash, createHmac } from 'node:crypto';
import { type Json, newId, stamp } from './easypost.fake-objects';

// ── The EasyPost fake's Trackers: journeys, and the Events EasyPost would POST about them (issue 27) ──
// A Tracker as the API reference's Tracker object (status, status_detail, tracking_details of TrackingDetail with a
// TrackingLocation); a webhook delivery as its Event object ("tracker.updated", previous_attributes, result), signed as
// EasyPost signs: X-Hmac-Signature = "hmac-sha256-hex=" + hex HMAC-SHA256 of the raw body, keyed with the webhook secret
// NFKD-normalised (EasyPost webhooks documentation; Utils.validateWebhook of @easypost/api 8.9.0). Used by easypost.fake.ts.

/** The contract's journey steps (test-support/provider-contract.ts), and the step autoAdvance adds between them. */
export type JourneyStep = 'in_transit' | 'delivered' | 'unknown';
type Journey = JourneyStep | 'out_for_delivery';

export interface Place {
  city: string;
  state: string | null;
  zip: string;
  country: string;
}
/** What a tracker of a label sold here knows of its shipment. */
export interface Sold {
  shipmentId: string;
  weight: number;
  origin: Place;
  destination: Place;
}

const NEXT: Readonly<Record<string, Journey | undefined>> = { pre_transit: 'in_transit', in_transit: 'out_for_delivery', out_for_delivery: 'delivered' };
const STEP_WORDS: Record<Journey, { message: string; detail: string; at: 'origin' | 'destination' | null }> = {
  in_transit: { message: 'Arrived at Regional Origin Facility', detail: 'arrived_at_facility', at: 'origin' },
  out_for_delivery: { message: 'Out for Delivery', detail: 'out_for_delivery', at: 'destination' },
  delivered: { message: 'Delivered, In/At Mailbox', detail: 'arrived_at_destination', at: 'destination' },
  // A status EasyPost documents (Tracker.status) that our table leaves unmapped on purpose.
  unknown: { message: 'The carrier has not said where the parcel is', detail: 'unknown', at: null },
};

/** EasyPost renders weights as floats ("weight": 88.0): the signed body keeps that rendering. */
const easypostJson = (value: unknown): string => JSON.stringify(value).replace(/("weight":)(\d+)(?=[,}])/g, '$1$2.0');

const nowhere = { object: 'TrackingLocation', city: null, state: null, country: null, zip: null };

export class FakeTrackers {
  private readonly trackers = new Map<string, Json>();
  private readonly idByCode = new Map<string, string>();
  private readonly sold = new Map<string, Sold>();

  constructor(
    private readonly mode: string,
    private readonly autoAdvance: boolean,
  ) {}

  /** A tracker starts where EasyPost's do after a purchase: two pre_transit details (carrier told, label created). */
  create(code: string, carrier: string, sold: Sold | null): Json {
    const at = Date.now() - 3_600_000;
    const detail = (message: string, statusDetail: string, when: number): Json => ({
      object: 'TrackingDetail',
      message,
      description: '',
      status: 'pre_transit',
      status_detail: statusDetail,
      datetime: stamp(when),
      source: carrier,
      carrier_code: '',
      tracking_location: nowhere,
    });
    const tracker: Json = {
      id: newId('trk'),
      object: 'Tracker',
      mode: this.mode,
      tracking_code: code,
      status: 'pre_transit',
      status_detail: 'label_created',
      created_at: stamp(),
      updated_at: stamp(),
      signed_by: null,
      weight: sold?.weight ?? null,
      est_delivery_date: null,
      shipment_id: sold?.shipmentId ?? null,
      carrier,
      tracking_details: [detail('Pre-Shipment Info Sent to Carrier', 'status_update', at), detail('Shipping Label Created', 'label_created', at + 60_000)],
      fees: [],
      carrier_detail: null,
      public_url: `https://track.easypost.com/fake/${code}`,
    };
    this.trackers.set(tracker.id as string, tracker);
    this.idByCode.set(code, tracker.id as string);
    if (sold) this.sold.set(tracker.id as string, sold);
    return tracker;
  }

  idOf(code: string): string | undefined {
    return this.idByCode.get(code);
  }

  /** GET /trackers/:id: with autoAdvance, each request moves the parcel one step on. */
  retrieve(id: string): Json | undefined {
    const tracker = this.trackers.get(id);
    const next = tracker && this.autoAdvance ? NEXT[tracker.status as string] : undefined;
    if (tracker && next) this.step(tracker, next);
    return tracker;
  }

  advance(code: string, step: JourneyStep): void {
    this.step(this.byCode(code), step);
  }

  /** The Event EasyPost would POST about the tracker as it is now (a redelivery of the same state has the same id). */
  delivery(code: string, webhookSecret: string): { headers: Record<string, string>; body: Buffer } {
    const tracker = this.byCode(code);
    const details = tracker.tracking_details as Json[];
    const at = (details.at(-1)?.datetime as string | undefined) ?? stamp();
    const id = `evt_${createHash('sha256')
      .update(`${tracker.id as string}:${details.length}:${tracker.status as string}`)
      .digest('hex')
      .slice(0, 32)}`;
    const event = {
      id,
      object: 'Event',
      created_at: at,
      updated_at: at,
      description: 'tracker.updated',
      mode: this.mode,
      previous_attributes: { status: (details.at(-2)?.status as string | undefined) ?? 'unknown' },
      pending_urls: ['https://waypost.example/webhooks/easypost'],
      completed_urls: [],
      status: 'pending',
      user_id: 'user_0fake0000000000000000000000000',
      result: tracker,
    };
    const body = Buffer.from(easypostJson(event), 'utf8');
    const signature = createHmac('sha256', Buffer.from(webhookSecret.normalize('NFKD'), 'utf8'))
      .update(body)
      .digest('hex');
    return { headers: { 'content-type': 'application/json', 'x-hmac-signature': `hmac-sha256-hex=${signature}` }, body };
  }

  private byCode(code: string): Json {
    const tracker = this.trackers.get(this.idByCode.get(code) ?? '');
    if (!tracker) throw new Error(`EasyPost fake: no tracker for ${code}`);
    return tracker;
  }

  private step(tracker: Json, step: Journey): void {
    const words = STEP_WORDS[step];
    const sold = this.sold.get(tracker.id as string);
    const where = words.at && sold ? sold[words.at] : null;
    const details = tracker.tracking_details as Json[];
    const last = Date.parse((details.at(-1)?.datetime as string | undefined) ?? stamp());
    details.push({
      object: 'TrackingDetail',
      message: words.message,
      description: '',
      status: step,
      status_detail: words.detail,
      // A second after the previous detail at the least: the journey stays in order however fast a test advances it.
      datetime: stamp(Math.max(Date.now(), last + 1000)),
      source: tracker.carrier,
      carrier_code: '',
      tracking_location: where ? { object: 'TrackingLocation', ...where } : nowhere,
    });
    tracker.status = step;
    tracker.status_detail = words.detail;
    tracker.updated_at = stamp();
  }
}
