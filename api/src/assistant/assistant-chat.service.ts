import { Inject, Injectable, Optional } from '@nestjs/common';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatInput, ChatResponse } from '@waypost/contracts';
import type { RequestUser } from '../platform/auth/auth.decorators';
import { isReadOnly } from '../platform/auth/permissions';
import { AssistantConversations, conversationOwner } from './conversations/assistant-conversations';
import { offlineAnswer } from './offline-assistant';
import { OpenAiChat } from './openai/openai-chat';
import { AssistantTools, type ToolCaller } from './tools/assistant-tools';
import { ASSISTANT_CLOCK, MODEL_BUDGET, OPENAI_CHAT, type Clock } from './assistant.tokens';
import { ModelBudget } from './domain/model-budget';

// ── POST /api/ai/chat: the configured model with our tools, else (or when it fails) the offline assistant ──

/** New conversations one client may start per hour: each one is a row (a flood of chats is answered, not recorded). */
export const NEW_CONVERSATIONS_PER_HOUR = 60;

@Injectable()
export class AssistantChatService {
  private readonly newConversations = new ModelBudget({ limit: NEW_CONVERSATIONS_PER_HOUR, windowMs: 60 * 60_000 });

  constructor(
    private readonly tools: AssistantTools,
    private readonly conversations: AssistantConversations,
    @Inject(ASSISTANT_CLOCK) private readonly clock: Clock,
    @Inject(MODEL_BUDGET) private readonly budget: ModelBudget,
    @Optional() @Inject(OPENAI_CHAT) private readonly openai: OpenAiChat | null,
  ) {}

  /**
   * client: who is spending model calls (the user id, else the IP); requestId: the HTTP request's (its commands carry it). The exchange is added to the server's record of
   * the conversation (input.conversationId, else a new one), which is what a handoff shows the desk; read-only
   * accounts change nothing, so nothing is kept for them. onCaller: sees the tools' caller record once answered.
   * language: the request's (requestLanguage), in which the offline assistant words its replies.
   */
  async answer(
    input: ChatInput,
    user: RequestUser | undefined,
    client: string,
    requestId: string,
    onCaller?: (caller: ToolCaller) => void,
    language = 'en',
  ): Promise<ChatResponse> {
    const now = this.clock();
    const owner = conversationOwner(user);
    const keep = !isReadOnly(user);
    const opened = keep ? await this.conversations.open(input.conversationId, owner, now) : null;
    const conversation = opened && (!opened.isNew || this.newConversations.take(client, now.getTime())) ? opened : null;
    const question = { content: input.message, isBot: false };
    const caller: ToolCaller = { ...(user ? { user } : {}), client, now, transcript: [...(conversation?.messages ?? []), question], requestId };
    let reply: ChatResponse;
    try {
      reply = await this.reply(input, caller, client, language);
    } finally {
      onCaller?.(caller);
    }
    if (!conversation) return reply;
    await this.conversations.record(conversation.id, owner, [question, { content: reply.response, isBot: true }], now);
    return { ...reply, conversationId: conversation.id };
  }

  private async reply(input: ChatInput, caller: ToolCaller, client: string, language: string): Promise<ChatResponse> {
    const runTool = (name: string, args: Record<string, unknown>) => this.tools.run(name, args, caller);
    let fallbackReason: string | undefined;
    if (this.openai && !this.budget.take(client, caller.now.getTime())) {
      fallbackReason = 'AI request limit reached for now; the offline assistant answered.';
    } else if (this.openai) {
      try {
        const reply = await this.openai.answer(input, caller, runTool);
        return { response: reply.response, mode: 'openai', model: this.openai.model, toolCalls: reply.toolCalls };
      } catch (e) {
        fallbackReason = describeFailure(e);
      }
    }
    const reply = await offlineAnswer(input, caller, runTool, language);
    return { response: reply.response, mode: 'offline', toolCalls: reply.toolCalls, ...(fallbackReason ? { fallbackReason } : {}) };
  }
}

/** A short reason the model could not answer (status and message of the provider, or a timeout). */
export function describeFailure(e: unknown): string {
  if (e instanceof APIConnectionTimeoutError) return 'The AI provider did not answer in time.';
  if (e instanceof APIConnectionError) return 'The AI provider could not be reached or did not answer in time.';
  if (e instanceof APIError) return `The AI provider answered ${e.status ?? 'an error'}: ${e.message.slice(0, 200)}`;
  return `The AI provider's answer could not be used: ${((e as Error)?.message ?? String(e)).slice(0, 200)}`;
}
