import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ShipmentPreference } from '@waypost/contracts';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { SetShippingPreferenceCommand } from './set-shipping-preference.command';
import { personContext } from './admin-context';

// ── A shipper's carrier preference (ShippingPreferenceSet); setting the same value again appends nothing ──

@Injectable()
export class ShippingPreferenceCommands {
  constructor(private readonly commands: CommandBus) {}

  async setPreference(priority: ShipmentPreference, user: RequestUser): Promise<{ priority: ShipmentPreference }> {
    const now = new Date().toISOString();
    await this.commands.execute(new SetShippingPreferenceCommand(user.id, priority, personContext(user, now, 'user')));
    return { priority };
  }
}
