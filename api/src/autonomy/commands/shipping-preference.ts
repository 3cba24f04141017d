import { Inject, Injectable } from '@nestjs/common';
import { preferenceStreamId, type EventStore, type ShipmentPreference } from '@waypost/contracts';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { EVENT_STORE } from '../../platform/tokens';
import { appendDecided } from '../append-decided';
import { personContext } from './admin-context';

// ── A shipper's carrier preference (ShippingPreferenceSet); setting the same value again appends nothing ──

@Injectable()
export class ShippingPreferenceCommands {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async setPreference(priority: ShipmentPreference, user: RequestUser): Promise<{ priority: ShipmentPreference }> {
    const now = new Date().toISOString();
    await appendDecided({
      store: this.store,
      streamId: preferenceStreamId(user.id),
      streamType: 'preference',
      ctx: personContext(user, now, 'user'),
      fold: (events) => ({ version: events.length, priority: (events[events.length - 1]?.data as { priority?: string } | undefined)?.priority ?? 'cost' }),
      decide: (s) => (s.version > 0 && s.priority === priority ? [] : [{ type: 'ShippingPreferenceSet', data: { userId: user.id, priority, setAt: now } }]),
    });
    return { priority };
  }
}
