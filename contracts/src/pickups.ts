import { z } from 'zod';
import { AddressSchema, type ResolvedAddress } from './addresses';
import { isShipDate } from './manifests';

// ── Carrier pickups, issue 28 item 3 ─────────────────────────────────────────
// A shipper asks one carrier to collect some of their booked shipments (label standing, not yet picked up) at an
// address on a day, inside a time window. Stream `pickup-<id>`. Each request and each change is a revision the carrier
// answers (PickupConfirmed with its confirmation number, or PickupRefused with its reason): a worker over the event log
// puts it to the carrier. Until then the pickup is `requested`. Times are UTC; a window is one day's HH:MM–HH:MM.

export const PICKUP_STREAM_TYPE = 'pickup';
export const pickupStreamId = (pickupId: string): string => `pickup-${pickupId}`;

/** Window rules: at least this many minutes wide, on a day no later than this many business days (Mon–Fri) ahead. */
export const PICKUP_RULES = { minWindowMinutes: 120, maxBusinessDaysAhead: 10, maxShipments: 200, maxParcels: 999, instructionsMax: 200 } as const;

export const PICKUP_STATUSES = ['requested', 'confirmed', 'refused', 'cancelled'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const PickupShipmentSchema = z.object({ shipmentId: z.string(), trackingNumber: z.string(), parcelCount: z.number().int() });
export type PickupShipment = z.infer<typeof PickupShipmentSchema>;

/** The window: a UTC day and its earliest and latest collection times. */
export interface PickupWindow {
  date: string;
  earliest: string;
  latest: string;
}

// ── Events ───────────────────────────────────────────────────────────────────
export type PickupRequested = {
  type: 'PickupRequested';
  data: PickupWindow & {
    pickupId: string;
    ownerId: string;
    carrierId: string;
    carrierName: string;
    shipments: PickupShipment[];
    location: ResolvedAddress;
    parcelCount: number;
    instructions: string;
    /** 1: the first request; each change adds one. The carrier answers a revision. */
    revision: number;
    requestedAt: string;
  };
};
export type PickupChanged = {
  type: 'PickupChanged';
  data: PickupWindow & { pickupId: string; ownerId: string; location: ResolvedAddress; parcelCount: number; instructions: string; revision: number; changedAt: string };
};
export type PickupConfirmed = {
  type: 'PickupConfirmed';
  data: { pickupId: string; ownerId: string; revision: number; confirmationNumber: string; sandbox: boolean; confirmedAt: string };
};
export type PickupRefused = { type: 'PickupRefused'; data: { pickupId: string; ownerId: string; revision: number; reason: string; refusedAt: string } };
export type PickupCancelled = { type: 'PickupCancelled'; data: { pickupId: string; ownerId: string; cancelledAt: string } };

export type PickupEvent = PickupRequested | PickupChanged | PickupConfirmed | PickupRefused | PickupCancelled;
export const PICKUP_EVENT_TYPES: PickupEvent['type'][] = ['PickupRequested', 'PickupChanged', 'PickupConfirmed', 'PickupRefused', 'PickupCancelled'];

// ── HTTP payloads ────────────────────────────────────────────────────────────
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (what: string) =>
  z
    .string({ error: 'is required (HH:MM, UTC)' })
    .regex(TIME, { message: 'must be a time written HH:MM (00:00–23:59)' })
    .meta({ description: `The ${what} collection time, HH:MM (UTC).`, example: what === 'earliest' ? '13:00' : '17:00' });
const date = z
  .string({ error: 'is required (YYYY-MM-DD)' })
  .refine(isShipDate, { message: 'must be a calendar date written YYYY-MM-DD' })
  .meta({ description: 'The pickup day (UTC), YYYY-MM-DD.', example: '2026-12-01' });
const parcelCount = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(PICKUP_RULES.maxParcels, { error: `must be at most ${PICKUP_RULES.maxParcels}` })
  .meta({ description: 'Parcels the driver collects (default: the shipments’ parcels).' });
const instructions = z
  .string({ error: 'must be text' })
  .trim()
  .max(PICKUP_RULES.instructionsMax, { error: `must be at most ${PICKUP_RULES.instructionsMax} characters` })
  .meta({ description: 'For the driver (where to ring, which door).' });

export const SchedulePickupSchema = z
  .strictObject({
    carrierId: z
      .string({ error: 'is required' })
      .trim()
      .min(1, { error: 'is required' })
      .max(64, { error: 'must be at most 64 characters' })
      .meta({ description: 'The carrier: its id (dhl-express, ups) or name.', example: 'ups' }),
    shipmentIds: z
      .array(z.string({ error: 'must be a shipment id' }), { error: 'must be a list of shipment ids' })
      .min(1, { error: 'must name at least one shipment' })
      .max(PICKUP_RULES.maxShipments, { error: `must name at most ${PICKUP_RULES.maxShipments} shipments` }),
    date,
    earliest: time('earliest'),
    latest: time('latest'),
    location: AddressSchema.optional().meta({ description: 'Where to collect (default: the first shipment’s sender address).' }),
    parcelCount: parcelCount.optional(),
    instructions: instructions.optional(),
  })
  .meta({ id: 'SchedulePickup' });
export type SchedulePickupInput = z.infer<typeof SchedulePickupSchema>;

export const ChangePickupSchema = z
  .strictObject({
    date: date.optional(),
    earliest: time('earliest').optional(),
    latest: time('latest').optional(),
    location: AddressSchema.optional(),
    parcelCount: parcelCount.optional(),
    instructions: instructions.optional(),
  })
  .meta({ id: 'ChangePickup' });
export type ChangePickupInput = z.infer<typeof ChangePickupSchema>;

export const PickupCandidatesQuerySchema = z.strictObject({
  carrierId: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(64, { error: 'must be at most 64 characters' })
    .meta({ description: 'The carrier: id or name.' }),
});

export const PickupViewSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  status: z.enum(PICKUP_STATUSES),
  shipments: z.array(PickupShipmentSchema),
  date: z.string(),
  earliest: z.string(),
  latest: z.string(),
  location: z.record(z.string(), z.unknown()),
  parcelCount: z.number().int(),
  instructions: z.string(),
  revision: z.number().int(),
  /** The carrier's confirmation of the current revision (null until it confirms). */
  confirmationNumber: z.string().nullable(),
  /** The carrier's reason, when it refused the current revision. */
  refusal: z.string().nullable(),
  sandbox: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PickupView = z.infer<typeof PickupViewSchema>;
export const PickupListSchema = z.object({ pickups: z.array(PickupViewSchema) });
export type PickupList = z.infer<typeof PickupListSchema>;

/** A shipment a pickup of this carrier can collect now. */
export const PickupCandidateSchema = PickupShipmentSchema.extend({ toCity: z.string(), toCountry: z.string(), fromCity: z.string() });
export type PickupCandidate = z.infer<typeof PickupCandidateSchema>;
export const PickupCandidatesSchema = z.object({ carrierId: z.string(), carrierName: z.string(), shipments: z.array(PickupCandidateSchema) });
export type PickupCandidates = z.infer<typeof PickupCandidatesSchema>;

/** Messages the API answers with (constants: the web and CLI tests check them). */
export const PICKUP_NOTICES = {
  windowPast: 'The pickup window must start in the future',
  windowTooNarrow: `The pickup window must be at least ${PICKUP_RULES.minWindowMinutes / 60} hours wide (latest after earliest, the same day)`,
  windowTooFar: `The pickup day must be within the next ${PICKUP_RULES.maxBusinessDaysAhead} business days`,
  notEligible: (trackingNumber: string, reason: string) => `Shipment ${trackingNumber} cannot be picked up: ${reason}`,
  notFound: (id: string) => `Shipment ${id} not found`,
  cancelled: (id: string) => `Pickup ${id} is cancelled`,
  started: (id: string) => `Pickup ${id} window has started: it can no longer be changed or cancelled`,
  sundayRefused: (carrierName: string) => `${carrierName} does not collect on Sundays: choose another day`,
} as const;
