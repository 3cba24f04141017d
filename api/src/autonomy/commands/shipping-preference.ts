import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ShippingPreferenceInput } from '@waypost/contracts';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { SetShippingPreferenceCommand } from './set-shipping-preference.command';
import { personContext } from './admin-context';

// ── A shipper's carrier priority and label default (ShippingPreferenceSet, LabelPreferenceSet); the same values again append nothing ──

@Injectable()
export class ShippingPreferenceCommands {
  constructor(private readonly commands: CommandBus) {}

  /** Answers with the parts given (the spec's `{ priority }` for a priority alone). */
  async setPreference(preference: ShippingPreferenceInput, user: RequestUser, requestId: string): Promise<ShippingPreferenceInput> {
    const now = new Date().toISOString();
    await this.commands.execute(new SetShippingPreferenceCommand(user.id, preference, personContext(user, now, requestId, 'user')));
    return preference;
  }
}
