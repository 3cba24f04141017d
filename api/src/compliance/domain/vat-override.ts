import type { VatNumberOverrideRecorded, VatOverrideEvent } from '@waypost/contracts';

// ── Override of an unconfirmed customer VAT number: state, evolve, decide (pure) ──
// Reverse charge needs a number the registry confirmed. When the registry cannot say (VIES down, no public
// register), a signed-in user may take the decision with a reason; the decision is an event, one stream each.

export type VatOverrideState =
  { status: 'none'; version: 0 } | { status: 'recorded'; version: number; overrideId: string; vatNumber: string; reason: string; overriddenBy: string };

export const initialState = (): VatOverrideState => ({ status: 'none', version: 0 });

export function evolve(state: VatOverrideState, event: VatOverrideEvent): VatOverrideState {
  switch (event.type) {
    case 'VatNumberOverrideRecorded': {
      const { overrideId, vatNumber, reason, overriddenBy } = event.data;
      return { status: 'recorded', version: state.version + 1, overrideId, vatNumber, reason, overriddenBy };
    }
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
}

export const fold = (events: readonly { type: string; data: unknown }[]): VatOverrideState => events.reduce((state, e) => evolve(state, e as VatOverrideEvent), initialState());

/** Only a number whose shape and check digits are right and that the registry could not confirm may be overridden. */
export class VatOverrideNotAllowedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VatOverrideNotAllowedError';
  }
}

export interface RecordVatNumberOverride {
  type: 'RecordVatNumberOverride';
  data: Omit<VatNumberOverrideRecorded['data'], 'overriddenAt'> & { numberStatus: 'confirmed' | 'unconfirmed' | 'invalid'; now: string };
}

export function decide(command: RecordVatNumberOverride, state: VatOverrideState): VatNumberOverrideRecorded[] {
  if (state.status === 'recorded') return [];
  const { numberStatus, now, ...data } = command.data;
  if (numberStatus === 'invalid') throw new VatOverrideNotAllowedError(`VAT number ${data.vatNumber} is invalid (format or check digits): it cannot be overridden`);
  if (numberStatus === 'confirmed') throw new VatOverrideNotAllowedError(`VAT number ${data.vatNumber} is confirmed by the registry: no override is needed`);
  if (data.reason.trim().length < 10) throw new VatOverrideNotAllowedError('An override needs a reason of at least 10 characters');
  return [{ type: 'VatNumberOverrideRecorded', data: { ...data, overriddenAt: now } }];
}
