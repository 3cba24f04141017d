import type { RequestUser } from '../../platform/auth/auth.decorators';
import type { CommandContext } from '../../platform/event-store/command-context';
import { derivedId, newCommandId } from '../../platform/event-store/ids';

/** A command sent by a signed-in person (admin actor unless said otherwise) in the HTTP request `requestId`. */
export function personContext(user: RequestUser, now: string, requestId: string, kind: 'admin' | 'user' = 'admin'): CommandContext {
  const commandId = newCommandId();
  return { commandId, correlationId: commandId, actor: { kind, id: user.id }, now, requestId };
}

export const derivedContext = (ctx: CommandContext, purpose: string): CommandContext => ({ ...ctx, commandId: derivedId(ctx.commandId, purpose) });
