import { createHash } from 'node:crypto';
import { PICKUP_NOTICES, type PickupWindow } from '@waypost/contracts';

// ── The sandbox network's pickup desk: its answer to one revision of a pickup ──
// Deterministic, as the sandbox's journeys are: the same pickup and revision always get the same confirmation number
// (so a worker that handles an event twice after a crash answers the same). It collects Monday to Saturday; a window
// on a Sunday is refused. Real providers: none of the adapters offers pickups yet (capabilities.pickups is false for
// each), so only sandbox shipments can be picked up; see api/src/pickups/README.md for the provider calls to add.

export type PickupAnswer = { confirmationNumber: string; sandbox: true } | { refusal: string };

export function sandboxPickupAnswer(pickup: { pickupId: string; revision: number; carrierId: string; carrierName: string }, window: PickupWindow): PickupAnswer {
  if (new Date(`${window.date}T00:00:00Z`).getUTCDay() === 0) return { refusal: PICKUP_NOTICES.sundayRefused(pickup.carrierName) };
  const digest = createHash('sha256').update(`${pickup.pickupId}/${pickup.revision}`).digest('hex').slice(0, 8).toUpperCase();
  const prefix = pickup.carrierId
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 3)
    .toUpperCase();
  return { confirmationNumber: `SBX-${prefix}-${digest}`, sandbox: true };
}
