import type { CommandContext } from '../../platform/event-store/command-context';
import type { VoidAnswerCommand } from '../domain/provider-void';

/**
 * A real provider answered a label's void (sent by its provider worker, actor kind 'carrier'): refunded or refused.
 * The command id derives from the provider's answer (account, label, refund, outcome), so an answer delivered twice
 * is recorded once.
 */
export class SettleLabelVoidCommand {
  constructor(
    readonly answer: Omit<VoidAnswerCommand['data'], 'now'>,
    readonly ctx: CommandContext,
  ) {}
}

/** What the answer did: a refund, or a refusal that put the label back (`restored`) or not. */
export interface LabelVoidSettlement {
  outcome: 'refunded' | 'refused';
  restored: boolean;
  duplicate: boolean;
}
