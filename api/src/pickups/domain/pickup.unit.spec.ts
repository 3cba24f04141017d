import { PICKUP_NOTICES, type PickupEvent, type ResolvedAddress } from '@waypost/contracts';
import { decidePickup, foldPickup, initialPickupState, PickupInvalidError, type PickupCommand, type PickupState } from './pickup';
import { lastPickupDay, windowIssues } from './pickup-window';
import { sandboxPickupAnswer } from '../process/sandbox-pickup-desk';

// ── Pickup decide: given events, when a command, then events or a refusal ──

const NOW = '2026-11-25T10:00:00.000Z'; // a Wednesday
const home: ResolvedAddress = { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', countryCode: 'DE', postalCode: '10117' };
const shop: ResolvedAddress = { ...home, address: '2 Friedrichstraße' };
const schedule = (window = { date: '2026-11-26', earliest: '13:00', latest: '17:00' }): PickupCommand => ({
  type: 'SchedulePickup',
  data: {
    pickupId: 'p-1',
    ownerId: 'u-1',
    carrierId: 'ups',
    carrierName: 'UPS',
    shipments: [{ shipmentId: 's-1', trackingNumber: 'T1', parcelCount: 2 }],
    ...window,
    location: home,
    parcelCount: 2,
    instructions: '',
    now: NOW,
  },
});
const given = (...events: PickupEvent[]): PickupState => foldPickup(events);
const requested = () => decidePickup(schedule(), initialPickupState());
const thrown = (f: () => unknown): Error => {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
};

describe('pickup window rules', () => {
  it('counts business days to the last pickup day (weekends skipped)', () => {
    expect(lastPickupDay(NOW)).toBe('2026-12-09');
    expect(lastPickupDay('2026-11-27T09:00:00Z', 1)).toBe('2026-11-30');
  });

  it('names each broken rule', () => {
    expect(windowIssues({ date: '2026-11-26', earliest: '13:00', latest: '15:00' }, NOW)).toEqual([]);
    expect(windowIssues({ date: '2026-11-26', earliest: '13:00', latest: '14:59' }, NOW)).toEqual([{ field: 'latest', message: PICKUP_NOTICES.windowTooNarrow }]);
    expect(windowIssues({ date: '2026-11-25', earliest: '09:00', latest: '17:00' }, NOW)).toEqual([{ field: 'earliest', message: PICKUP_NOTICES.windowPast }]);
    expect(windowIssues({ date: '2026-12-10', earliest: '09:00', latest: '17:00' }, NOW)).toEqual([{ field: 'date', message: PICKUP_NOTICES.windowTooFar }]);
    expect(windowIssues({ date: '2026-11-26', earliest: '17:00', latest: '13:00' }, NOW).map((i) => i.field)).toEqual(['latest']);
  });
});

describe('decidePickup', () => {
  it('records a request as revision 1', () => {
    const { now: _now, ...asked } = schedule().data as Extract<PickupCommand, { type: 'SchedulePickup' }>['data'];
    expect(requested()).toEqual([{ type: 'PickupRequested', data: { ...asked, revision: 1, requestedAt: NOW } }]);
  });

  it('refuses a window that breaks a rule, naming the field', () => {
    const error = thrown(() => decidePickup(schedule({ date: '2026-11-26', earliest: '13:00', latest: '14:00' }), initialPickupState()));
    expect(error).toBeInstanceOf(PickupInvalidError);
    expect((error as PickupInvalidError).issues).toEqual([{ field: 'latest', message: PICKUP_NOTICES.windowTooNarrow }]);
  });

  it('takes the carrier’s answer to the current revision only', () => {
    const events = requested();
    const answer = (revision: number, refusal?: string): PickupCommand => ({
      type: 'AnswerPickup',
      data: { pickupId: 'p-1', revision, answer: refusal ? { refusal } : { confirmationNumber: 'SBX-UPS-1', sandbox: true }, now: NOW },
    });
    expect(decidePickup(answer(1), given(...events))).toEqual([
      { type: 'PickupConfirmed', data: { pickupId: 'p-1', ownerId: 'u-1', revision: 1, confirmationNumber: 'SBX-UPS-1', sandbox: true, confirmedAt: NOW } },
    ]);
    expect(decidePickup(answer(2), given(...events))).toEqual([]);
    const confirmed = decidePickup(answer(1), given(...events));
    expect(decidePickup(answer(1), given(...events, ...confirmed))).toEqual([]);
    expect(decidePickup(answer(1, 'closed'), given(...events))[0]).toMatchObject({ type: 'PickupRefused', data: { reason: 'closed', revision: 1 } });
  });

  it('changes the window and location as a new revision, requested again', () => {
    const events = requested();
    const confirmed: PickupEvent = {
      type: 'PickupConfirmed',
      data: { pickupId: 'p-1', ownerId: 'u-1', revision: 1, confirmationNumber: 'SBX-UPS-1', sandbox: true, confirmedAt: NOW },
    };
    const change: PickupCommand = { type: 'ChangePickup', data: { pickupId: 'p-1', ownerId: 'u-1', earliest: '09:00', latest: '12:00', location: shop, now: NOW } };
    const changed = decidePickup(change, given(...events, confirmed));
    expect(changed).toEqual([
      {
        type: 'PickupChanged',
        data: {
          pickupId: 'p-1',
          ownerId: 'u-1',
          date: '2026-11-26',
          earliest: '09:00',
          latest: '12:00',
          location: shop,
          parcelCount: 2,
          instructions: '',
          revision: 2,
          changedAt: NOW,
        },
      },
    ]);
    expect(given(...events, confirmed, ...changed)).toMatchObject({ status: 'requested', revision: 2, confirmationNumber: null, location: shop });
  });

  it('cancels before the window starts, and refuses afterwards or twice', () => {
    const events = requested();
    const cancel = (now: string): PickupCommand => ({ type: 'CancelPickup', data: { pickupId: 'p-1', ownerId: 'u-1', now } });
    const cancelled = decidePickup(cancel(NOW), given(...events));
    expect(cancelled).toEqual([{ type: 'PickupCancelled', data: { pickupId: 'p-1', ownerId: 'u-1', cancelledAt: NOW } }]);
    expect(thrown(() => decidePickup(cancel(NOW), given(...events, ...cancelled))).message).toBe(PICKUP_NOTICES.cancelled('p-1'));
    const started = thrown(() => decidePickup(cancel('2026-11-26T13:00:00.000Z'), given(...events)));
    expect(started).toMatchObject({ name: 'ConflictError', message: PICKUP_NOTICES.started('p-1') });
  });

  it('answers another shipper’s pickup as not found', () => {
    const error = thrown(() => decidePickup({ type: 'CancelPickup', data: { pickupId: 'p-1', ownerId: 'u-2', now: NOW } }, given(...requested())));
    expect(error).toMatchObject({ name: 'NotFoundError' });
  });
});

describe('the sandbox pickup desk', () => {
  const pickup = { pickupId: 'p-1', revision: 1, carrierId: 'dhl-express', carrierName: 'DHL Express' };
  it('confirms deterministically, per revision', () => {
    const a = sandboxPickupAnswer(pickup, { date: '2026-11-26', earliest: '13:00', latest: '17:00' });
    expect(a).toEqual(sandboxPickupAnswer(pickup, { date: '2026-11-26', earliest: '13:00', latest: '17:00' }));
    expect(a).toMatchObject({ confirmationNumber: expect.stringMatching(/^SBX-DHL-[0-9A-F]{8}$/), sandbox: true });
    expect(sandboxPickupAnswer({ ...pickup, revision: 2 }, { date: '2026-11-26', earliest: '13:00', latest: '17:00' })).not.toEqual(a);
  });
  it('refuses a Sunday', () => {
    expect(sandboxPickupAnswer(pickup, { date: '2026-11-29', earliest: '13:00', latest: '17:00' })).toEqual({ refusal: PICKUP_NOTICES.sundayRefused('DHL Express') });
  });
});
