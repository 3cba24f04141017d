import { z } from 'zod';
import { ChangePickupSchema, PICKUP_RULES, PickupCandidatesQuerySchema, PickupCandidatesSchema, PickupListSchema, PickupViewSchema, SchedulePickupSchema } from '../pickups';
import type { ApiRoute } from './route';

// ── Carrier pickups, issue 28 item 3 ─────────────────────────────────────────

const pickupParam = z.object({ id: z.string().meta({ description: 'The pickup id (another shipper’s answers 404).' }) });
const WINDOW =
  `Times are UTC. The window is one day’s earliest–latest, at least ${PICKUP_RULES.minWindowMinutes / 60} hours wide, starting in the future, on a day no later than the ${PICKUP_RULES.maxBusinessDaysAhead}th business day (Mon–Fri) from today (422 naming the field otherwise). ` +
  'The carrier answers each request and each change: the pickup is `requested` until it confirms (`confirmed`, with its confirmation number) or refuses (`refused`, with its reason; the sandbox network does not collect on Sundays). ' +
  'Only shipments booked in the sandbox network can be picked up today: no real provider adapter offers pickups yet.';

export const PICKUP_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/pickups',
    operationId: 'listPickups',
    tag: 'Pickups',
    auth: ['shipper'],
    summary: 'The caller’s carrier pickups',
    responses: { 200: { description: 'Newest first.', schema: PickupListSchema } },
  },
  {
    method: 'get',
    path: '/api/pickups/candidates',
    operationId: 'listPickupCandidates',
    tag: 'Pickups',
    auth: ['shipper'],
    summary: 'The caller’s shipments a pickup of this carrier can collect now',
    description: 'Booked with the carrier in the sandbox network, label standing, not yet picked up, on no requested or confirmed pickup.',
    query: PickupCandidatesQuerySchema,
    responses: { 200: { description: 'Oldest booking first.', schema: PickupCandidatesSchema } },
  },
  {
    method: 'post',
    path: '/api/pickups',
    operationId: 'schedulePickup',
    tag: 'Pickups',
    auth: ['shipper'],
    idempotent: true,
    summary: 'Ask a carrier to collect some of the caller’s shipments',
    description: `The location defaults to the first shipment’s sender address, the parcel count to the shipments’ parcels. ${WINDOW}`,
    body: SchedulePickupSchema,
    responses: {
      201: { description: 'Requested (the carrier’s answer follows).', schema: PickupViewSchema },
      422: { description: 'A shipment cannot be picked up, or the window breaks a rule (issues name each field and why).' },
    },
  },
  {
    method: 'get',
    path: '/api/pickups/{id}',
    operationId: 'getPickup',
    tag: 'Pickups',
    auth: ['shipper'],
    summary: 'One of the caller’s pickups',
    params: pickupParam,
    responses: { 200: { description: 'The pickup and the carrier’s answer to its current revision.', schema: PickupViewSchema } },
  },
  {
    method: 'put',
    path: '/api/pickups/{id}',
    operationId: 'changePickup',
    tag: 'Pickups',
    auth: ['shipper'],
    summary: 'Change a pickup’s window, location, parcel count or instructions',
    description: `A new revision, requested again until the carrier answers it (a body naming nothing to change: 400). Refused (409) once the window has started or the pickup is cancelled. ${WINDOW}`,
    params: pickupParam,
    body: ChangePickupSchema,
    responses: {
      200: { description: 'Changed (the carrier’s answer follows).', schema: PickupViewSchema },
      409: { description: 'The pickup is cancelled, or its window has started.' },
      422: { description: 'The new window breaks a rule.' },
    },
  },
  {
    method: 'post',
    path: '/api/pickups/{id}/cancel',
    operationId: 'cancelPickup',
    tag: 'Pickups',
    auth: ['shipper'],
    summary: 'Cancel a pickup before its window starts',
    params: pickupParam,
    responses: {
      200: { description: 'Cancelled: its shipments can go on another pickup.', schema: PickupViewSchema },
      409: { description: 'The pickup is cancelled already, or its window has started.' },
    },
  },
];
