import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_STREAM_TYPE, accountStreamId, type EventStore, type RoleChanged } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide, fold } from '../domain/account';
import { SessionsService } from '../sessions.service';
import { UsersRepository } from '../users.repository';
import { ChangeRoleCommand, type ChangeRoleResult } from './change-role.command';

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand, ChangeRoleResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ userId, role, source, ctx }: ChangeRoleCommand): Promise<ChangeRoleResult> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('No such user');
    const result = await handleStreamCommand({
      store: this.store,
      streamId: accountStreamId(userId),
      streamType: ACCOUNT_STREAM_TYPE,
      ctx,
      fold,
      decide: (state) => decide({ type: 'ChangeRole', data: { userId, role, current: user.role, source, now: ctx.now } }, state),
    });
    const event = result.events.find((e): e is RoleChanged => e.type === 'RoleChanged');
    // the table follows the stream (also when users.role drifted from it: the decision above is the record)
    if (user.role !== role) {
      await this.users.setRole(userId, role);
      this.sessions.forgetCached();
    }
    return { changed: Boolean(event), previousRole: event?.data.previousRole ?? user.role, role };
  }
}
