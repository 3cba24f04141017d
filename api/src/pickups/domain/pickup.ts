import {
  PICKUP_NOTICES,
  type PickupEvent,
  type PickupRequested,
  type PickupShipment,
  type PickupStatus,
  type PickupView,
  type PickupWindow,
  type ResolvedAddress,
} from '@waypost/contracts';
import { windowIssues, windowStarted } from './pickup-window';

// ── Pickup: state, evolve and decide (pure; time and ids come in the command) ──
// requested → confirmed | refused (the carrier's answer to the current revision); a change makes a new revision,
// requested again; cancelled ends it. Changes and cancels are refused once the window has started.

type Details = PickupWindow & { location: ResolvedAddress; parcelCount: number; instructions: string };
export type PickupState =
  | { status: 'none'; version: 0 }
  | (Details & {
      status: PickupStatus;
      version: number;
      ownerId: string;
      pickupId: string;
      carrierId: string;
      carrierName: string;
      shipments: PickupShipment[];
      revision: number;
      confirmationNumber: string | null;
      refusal: string | null;
      sandbox: boolean;
      createdAt: string;
      updatedAt: string;
    });

export const initialPickupState = (): PickupState => ({ status: 'none', version: 0 });

export function evolvePickup(state: PickupState, event: PickupEvent): PickupState {
  const version = state.version + 1;
  if (event.type === 'PickupRequested') {
    const d = event.data;
    const details = { date: d.date, earliest: d.earliest, latest: d.latest, location: d.location, parcelCount: d.parcelCount, instructions: d.instructions };
    return {
      status: 'requested',
      version,
      pickupId: d.pickupId,
      ownerId: d.ownerId,
      carrierId: d.carrierId,
      carrierName: d.carrierName,
      shipments: d.shipments,
      revision: d.revision,
      confirmationNumber: null,
      refusal: null,
      sandbox: false,
      createdAt: d.requestedAt,
      updatedAt: d.requestedAt,
      ...details,
    };
  }
  // only a request starts a pickup: anything else on an empty stream was never written by the API
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PickupChanged': {
      const d = event.data;
      const details = { date: d.date, earliest: d.earliest, latest: d.latest, location: d.location, parcelCount: d.parcelCount, instructions: d.instructions };
      return { ...state, ...details, version, status: 'requested', revision: d.revision, confirmationNumber: null, refusal: null, updatedAt: d.changedAt };
    }
    case 'PickupConfirmed':
      return { ...state, version, status: 'confirmed', confirmationNumber: event.data.confirmationNumber, sandbox: event.data.sandbox, updatedAt: event.data.confirmedAt };
    case 'PickupRefused':
      return { ...state, version, status: 'refused', confirmationNumber: null, refusal: event.data.reason, updatedAt: event.data.refusedAt };
    case 'PickupCancelled':
      return { ...state, version, status: 'cancelled', updatedAt: event.data.cancelledAt };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

/** The pickup as the API shows it. */
export function pickupView(state: Exclude<PickupState, { status: 'none' }>): PickupView {
  const {
    pickupId,
    carrierId,
    carrierName,
    status,
    shipments,
    date,
    earliest,
    latest,
    location,
    parcelCount,
    instructions,
    revision,
    confirmationNumber,
    refusal,
    sandbox,
    createdAt,
    updatedAt,
  } = state;
  return {
    id: pickupId,
    carrierId,
    carrierName,
    status,
    shipments,
    date,
    earliest,
    latest,
    location,
    parcelCount,
    instructions,
    revision,
    confirmationNumber,
    refusal,
    sandbox,
    createdAt,
    updatedAt,
  };
}

export const foldPickup = (events: { type: string; data: unknown }[]): PickupState => events.reduce((s, e) => evolvePickup(s, e as PickupEvent), initialPickupState());

export type PickupCommand =
  | { type: 'SchedulePickup'; data: Omit<PickupRequested['data'], 'revision' | 'requestedAt'> & { now: string } }
  | { type: 'ChangePickup'; data: Partial<Details> & { pickupId: string; ownerId: string; now: string } }
  | { type: 'CancelPickup'; data: { pickupId: string; ownerId: string; now: string } }
  | { type: 'AnswerPickup'; data: { pickupId: string; revision: number; answer: { confirmationNumber: string; sandbox: boolean } | { refusal: string }; now: string } };

/** The request cannot be made as asked (HTTP 422): issues name each field and why. */
export class PickupInvalidError extends Error {
  constructor(readonly issues: { field: string; message: string }[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
    this.name = 'PickupInvalidError';
  }
}
class PickupConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}
class PickupNotFoundError extends Error {
  constructor(pickupId: string) {
    super(`Pickup ${pickupId} not found`);
    this.name = 'NotFoundError';
  }
}

function checkWindow(window: PickupWindow, now: string): void {
  const issues = windowIssues(window, now);
  if (issues.length) throw new PickupInvalidError(issues);
}

/** The caller's pickup, still open to change: else 404 (none, or another's) or 409 (cancelled, window started). */
function open(state: PickupState, pickupId: string, ownerId: string, now: string): Exclude<PickupState, { status: 'none' }> {
  if (state.status === 'none' || state.ownerId !== ownerId) throw new PickupNotFoundError(pickupId);
  if (state.status === 'cancelled') throw new PickupConflictError(PICKUP_NOTICES.cancelled(pickupId));
  if (windowStarted(state, now)) throw new PickupConflictError(PICKUP_NOTICES.started(pickupId));
  return state;
}

export function decidePickup(command: PickupCommand, state: PickupState): PickupEvent[] {
  switch (command.type) {
    case 'SchedulePickup': {
      const { now, ...d } = command.data;
      if (state.status !== 'none') throw new PickupConflictError(`Pickup ${d.pickupId} exists already`);
      checkWindow(d, now);
      return [{ type: 'PickupRequested', data: { ...d, revision: 1, requestedAt: now } }];
    }
    case 'ChangePickup': {
      const { pickupId, ownerId, now, ...change } = command.data;
      const current = open(state, pickupId, ownerId, now);
      const next = {
        date: change.date ?? current.date,
        earliest: change.earliest ?? current.earliest,
        latest: change.latest ?? current.latest,
        location: change.location ?? current.location,
        parcelCount: change.parcelCount ?? current.parcelCount,
        instructions: change.instructions ?? current.instructions,
      };
      checkWindow(next, now);
      return [{ type: 'PickupChanged', data: { pickupId, ownerId, ...next, revision: current.revision + 1, changedAt: now } }];
    }
    case 'CancelPickup': {
      const { pickupId, ownerId, now } = command.data;
      open(state, pickupId, ownerId, now);
      return [{ type: 'PickupCancelled', data: { pickupId, ownerId, cancelledAt: now } }];
    }
    case 'AnswerPickup': {
      const { pickupId, revision, answer, now } = command.data;
      // an answer to a revision since changed, or to a cancelled pickup, or given already: nothing to record
      if (state.status !== 'requested' || state.revision !== revision) return [];
      if ('refusal' in answer) return [{ type: 'PickupRefused', data: { pickupId, ownerId: state.ownerId, revision, reason: answer.refusal, refusedAt: now } }];
      return [
        { type: 'PickupConfirmed', data: { pickupId, ownerId: state.ownerId, revision, confirmationNumber: answer.confirmationNumber, sandbox: answer.sandbox, confirmedAt: now } },
      ];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
