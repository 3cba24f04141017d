import { Inject, Injectable, Optional } from '@nestjs/common';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatInput, ChatResponse } from '@waypost/contracts';
import type { RequestUser } from '../access/auth.decorators';
import { offlineAnswer } from './offline-assistant';
import { OpenAiChat } from './openai/openai-chat';
import { AssistantTools, type ToolCaller } from './tools/assistant-tools';
import { ASSISTANT_CLOCK, MODEL_BUDGET, OPENAI_CHAT, type Clock } from './assistant.tokens';
import { ModelBudget } from './domain/model-budget';

// ── POST /api/ai/chat: the configured model with our tools, else (or when it fails) the offline assistant ──

@Injectable()
export class AssistantChatService {
  constructor(
    private readonly tools: AssistantTools,
    @Inject(ASSISTANT_CLOCK) private readonly clock: Clock,
    @Inject(MODEL_BUDGET) private readonly budget: ModelBudget,
    @Optional() @Inject(OPENAI_CHAT) private readonly openai: OpenAiChat | null,
  ) {}

  /** client: who is spending model calls (the user id, else the IP). onCaller: sees the tools' caller record once answered. */
  async answer(input: ChatInput, user: RequestUser | undefined, client: string, onCaller?: (caller: ToolCaller) => void): Promise<ChatResponse> {
    const caller: ToolCaller = { ...(user ? { user } : {}), client, now: this.clock(), transcript: [...input.context.recentMessages, { content: input.message, isBot: false }] };
    try {
      return await this.reply(input, caller, client);
    } finally {
      onCaller?.(caller);
    }
  }

  private async reply(input: ChatInput, caller: ToolCaller, client: string): Promise<ChatResponse> {
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
    const reply = await offlineAnswer(input, caller, runTool);
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
