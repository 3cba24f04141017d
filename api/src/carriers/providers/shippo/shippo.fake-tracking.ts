import { objectId, type AddressBody } from './shippo.fake-model';

// ── The Shippo fake's parcels (issue 27): tracking journeys in Shippo's statuses and substatus codes, Track objects ──
// Shapes of GET /tracks/{carrier}/{tracking_number} and of track_updated webhook data (Shippo API 2018-02-08).

type Json = Record<string, unknown>;

export interface FakeParcel {
  carrier: string;
  trackingNumber: string;
  transaction: string;
  servicelevel: { token: string; name: string };
  from: AddressBody;
  to: AddressBody;
  /** Shippo tracking statuses, oldest first (tracking_history). */
  history: Json[];
}

/** Shippo's substatus texts for the statuses the fake plays (its tracking "event definitions"). */
const SUBSTATUS_TEXT: Record<string, string> = {
  information_received: 'Information about the package received.',
  package_accepted: 'Package has been accepted into the carrier network for delivery.',
  package_departed: 'Package has departed from an intermediate location in the carrier network.',
  out_for_delivery: 'Package is out for delivery.',
  delivered: 'Package has been delivered.',
  other: 'Unrecognized carrier status.',
};

/** One move of a journey: Shippo status, substatus code, the carrier's words, and at which end it happens. */
type Move = [status: string, substatus: string, details: string, where: 'from' | 'to'];

export const LABEL_CREATED: Move = ['PRE_TRANSIT', 'information_received', 'Shipping label created, carrier awaiting item', 'from'];

/** The move a test asks for (advance), in Shippo's words. `unknown` is UNKNOWN/other: documented by Shippo, not in our table. */
export function askedMove(step: 'in_transit' | 'delivered' | 'unknown', history: Json[]): Move {
  if (step === 'delivered') return ['DELIVERED', 'delivered', 'Delivered, In/At Mailbox', 'to'];
  if (step === 'unknown') return ['UNKNOWN', 'other', 'The carrier reported a status Shippo does not recognise', 'from'];
  return history.at(-1)?.['status'] === 'PRE_TRANSIT'
    ? ['TRANSIT', 'package_accepted', 'Accepted at carrier origin facility', 'from']
    : ['TRANSIT', 'package_departed', 'Departed carrier facility', 'from'];
}

/** The next move of an end-to-end run (autoAdvance): accepted, out for delivery, delivered, then nothing more. */
export function autoMove(history: Json[]): Move | null {
  const last = history.at(-1);
  const code = (last?.['substatus'] as Json | undefined)?.['code'];
  if (last?.['status'] === 'PRE_TRANSIT') return ['TRANSIT', 'package_accepted', 'Accepted at carrier origin facility', 'from'];
  if (last?.['status'] === 'TRANSIT')
    return code === 'out_for_delivery' ? ['DELIVERED', 'delivered', 'Delivered, front door', 'to'] : ['TRANSIT', 'out_for_delivery', 'Out for delivery', 'to'];
  return null;
}

const place = (a: AddressBody) => ({ city: a.city ?? '', state: a.state ?? '', zip: a.zip ?? '', country: a.country });

export function pushMove(parcel: FakeParcel, [status, substatus, details, where]: Move, now: string): void {
  parcel.history.push({
    object_id: objectId(),
    object_created: now,
    object_updated: now,
    status,
    substatus: { code: substatus, text: SUBSTATUS_TEXT[substatus] ?? substatus, action_required: false },
    status_details: details,
    status_date: now,
    location: place(parcel[where]),
  });
}

export function trackJson(p: FakeParcel): Json {
  return {
    carrier: p.carrier,
    tracking_number: p.trackingNumber,
    transaction: p.transaction,
    servicelevel: p.servicelevel,
    address_from: place(p.from),
    address_to: place(p.to),
    metadata: null,
    tracking_status: p.history.at(-1) ?? null,
    tracking_history: p.history,
    messages: [],
    test: true,
  };
}

/** What Shippo answers for a number the carrier has no record of. */
export function unknownTrackJson(carrier: string, trackingNumber: string, now: string): Json {
  const status = {
    object_id: objectId(),
    object_created: now,
    object_updated: now,
    status: 'UNKNOWN',
    status_details: 'The carrier has no record of this tracking number.',
    status_date: now,
  };
  return { carrier, tracking_number: trackingNumber, tracking_status: status, tracking_history: [], messages: [] };
}
