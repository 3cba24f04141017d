import type { VatNumberOverrideRecorded } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, evolve, fold, initialState, VatOverrideNotAllowedError, type RecordVatNumberOverride } from './vat-override';

// ── An override of an unconfirmed VAT number as specifications: given events, when a command, then events ──

const spec = DeciderSpecification.for({ decide, evolve, initialState });
const supply = { serviceType: 'logistics_orchestration', originCountry: 'DE', destinationCountry: 'FR', amount: 100, currency: 'EUR', transactionDate: '2026-11-27' };
const command = (numberStatus: RecordVatNumberOverride['data']['numberStatus'], reason = 'Certificate of registration on file'): RecordVatNumberOverride => ({
  type: 'RecordVatNumberOverride',
  data: {
    overrideId: 'o1',
    vatNumber: 'FR11123456782',
    country: 'FR',
    registryStatus: 'unknown',
    reason,
    supply,
    overriddenBy: 'u1',
    numberStatus,
    now: '2026-11-27T10:00:00.000Z',
  },
});
const recorded: VatNumberOverrideRecorded = {
  type: 'VatNumberOverrideRecorded',
  data: {
    overrideId: 'o1',
    vatNumber: 'FR11123456782',
    country: 'FR',
    registryStatus: 'unknown',
    reason: 'Certificate of registration on file',
    supply,
    overriddenBy: 'u1',
    overriddenAt: '2026-11-27T10:00:00.000Z',
  },
};

describe('VAT number override decide', () => {
  it('records an override of an unconfirmed number with its reason, who and when', () => spec.given([]).when(command('unconfirmed')).then([recorded]));
  it('records it once', () => spec.given([recorded]).when(command('unconfirmed')).thenNothingHappened());
  it('refuses an invalid number', () =>
    spec
      .given([])
      .when(command('invalid'))
      .thenThrows(VatOverrideNotAllowedError, /invalid/));
  it('refuses a confirmed number: nothing to override', () =>
    spec
      .given([])
      .when(command('confirmed'))
      .thenThrows(VatOverrideNotAllowedError, /no override is needed/));
  it('refuses a reason that says nothing', () =>
    spec
      .given([])
      .when(command('unconfirmed', 'ok'))
      .thenThrows(VatOverrideNotAllowedError, /reason/));
  it('folds to the recorded override', () => expect(fold([recorded])).toMatchObject({ status: 'recorded', version: 1, reason: 'Certificate of registration on file' }));
});
