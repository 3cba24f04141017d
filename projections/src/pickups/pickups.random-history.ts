import type { StoredEvent } from '@waypost/contracts';

// ── Carrier pickups in the random history (issue 28, item 3), for tests of the projections ──
// A generator of its own (its own seeded xorshift), called once per step of randomHistory: the other streams' events
// stay exactly what the shared generator makes of them. Pickups requested, changed, answered (to the current revision
// or a stale one) and cancelled; now and then a pickup that never existed, or an id that is not a uuid.

interface PickupHistoryContext {
  users: readonly string[];
  cities: readonly string[];
  shipments: readonly { id: string }[];
  /** Each stream's last version (shared with the rest of the history). */
  versions: Map<string, number>;
  /** The history's current time. */
  at(): string;
  /** Appends an event to the log (the caller gives it its position). */
  push(event: Omit<StoredEvent, 'position'>): void;
}

export function pickupGenerator(seed: number, ctx: PickupHistoryContext): { maybe(): void; events(): number } {
  let state = (seed ^ 0x27d4eb2f) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const uuid = () => {
    const h = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');
    return `${h(8)}-${h(4)}-4${h(3)}-a${h(3)}-${h(12)}`;
  };
  const pickups: { id: string; owner: string; revision: number }[] = [];
  let count = 0;

  const change = () => {
    const known = pickups.length > 0 && random() < 0.8;
    const p = known ? pick(pickups) : { id: random() < 0.05 ? 'not-a-uuid' : uuid(), owner: pick(ctx.users), revision: 1 };
    const streamId = `pickup-${p.id}`;
    const version = (ctx.versions.get(streamId) ?? 0) + 1;
    ctx.versions.set(streamId, version);
    const at = ctx.at();
    const window = { date: at.slice(0, 10), earliest: pick(['08:00', '13:30']), latest: pick(['12:00', '18:00']) };
    const location = { name: 'Ada Sender', address: `${int(900)} Dock Road`, city: pick(ctx.cities), country: 'Germany', countryCode: 'DE', postalCode: '10117' };
    const kind = known ? int(4) : -1;
    let type: string;
    let data: Record<string, unknown>;
    if (kind === -1) {
      if (random() < 0.95) pickups.push(p);
      const taken = ctx.shipments.length ? [{ shipmentId: pick(ctx.shipments).id, trackingNumber: 'T1', parcelCount: 1 + int(3) }] : [];
      type = 'PickupRequested';
      data = {
        pickupId: p.id,
        ownerId: p.owner,
        carrierId: 'ups',
        carrierName: 'UPS',
        shipments: taken,
        ...window,
        location,
        parcelCount: 1 + int(9),
        instructions: pick(['', 'Ring\ttwice']),
        revision: 1,
        requestedAt: at,
      };
    } else if (kind === 0) {
      p.revision++;
      [type, data] = [
        'PickupChanged',
        { pickupId: p.id, ownerId: p.owner, ...window, location, parcelCount: 1 + int(9), instructions: 'Back door', revision: p.revision, changedAt: at },
      ];
    } else if (kind === 1) {
      const revision = random() < 0.8 ? p.revision : p.revision - 1;
      [type, data] = ['PickupConfirmed', { pickupId: p.id, ownerId: p.owner, revision, confirmationNumber: `SBX-UPS-${int(1e8)}`, sandbox: true, confirmedAt: at }];
    } else if (kind === 2) [type, data] = ['PickupRefused', { pickupId: p.id, ownerId: p.owner, revision: p.revision, reason: 'UPS does not collect on Sundays', refusedAt: at }];
    else [type, data] = ['PickupCancelled', { pickupId: p.id, ownerId: p.owner, cancelledAt: at }];
    const eventId = uuid();
    const actor = type === 'PickupConfirmed' || type === 'PickupRefused' ? { kind: 'system' as const, id: 'pickup-confirmer' } : { kind: 'user' as const, id: p.owner };
    ctx.push({
      streamId,
      version,
      eventId,
      type,
      schemaVersion: 1,
      data,
      metadata: { commandId: eventId, correlationId: eventId, causationId: eventId, actor, occurredAt: at },
      createdAt: at,
    });
    count++;
  };

  return {
    maybe: () => {
      if (random() < 0.04) change();
    },
    events: () => count,
  };
}
