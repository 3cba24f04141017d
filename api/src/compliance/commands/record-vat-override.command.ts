import type { VatNumberOverrideRecorded } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** Record that a signed-in user treats an unconfirmed customer VAT number as a business customer's, and why. */
export class RecordVatOverrideCommand {
  constructor(
    readonly input: Omit<VatNumberOverrideRecorded['data'], 'overrideId' | 'overriddenBy' | 'overriddenAt'> & { numberStatus: 'confirmed' | 'unconfirmed' | 'invalid' },
    readonly overriddenBy: string,
    readonly ctx: CommandContext,
  ) {}
}
