import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import type { ChatInput, ChatToolCall } from '@waypost/contracts';
import type { AssistantReply, RunTool } from '../offline-assistant';
import { TOOL_DEFINITIONS, type ToolCaller } from '../tools/assistant-tools';

// ── Chat through any OpenAI-compatible server, with our tools as function calls ──

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Tool rounds per question: enough for look-up + follow-up, bounded so a looping model cannot run forever. */
export const MAX_TOOL_ROUNDS = 4;

export const openAiClient = (o: OpenAiOptions) => new OpenAI({ apiKey: o.apiKey, ...(o.baseURL ? { baseURL: o.baseURL } : {}), timeout: o.timeoutMs, maxRetries: o.maxRetries });

export function systemPrompt(caller: ToolCaller): string {
  const who = caller.user
    ? `The user is signed in as ${caller.user.firstName || caller.user.email} (role ${caller.user.role}). Tools only return shipments this user may see.`
    : 'The user is not signed in: you cannot see any shipment; ask them to sign in to track one.';
  return [
    'You are the Waypost shipping assistant: tracking, quotes, customs and tax questions, and handing over to human agents.',
    who,
    `Today is ${caller.now.toISOString().slice(0, 10)}. Tracking numbers look like 2PG-2024-000001.`,
    'Answer from tool results only; never invent shipment data, prices or tax figures. If a tool says a shipment was not found, say so without guessing.',
    'Be brief: a few sentences or a short list.',
  ].join('\n');
}

function history(input: ChatInput): ChatCompletionMessageParam[] {
  return input.context.recentMessages.map((m) => (m.isBot ? { role: 'assistant' as const, content: m.content } : { role: 'user' as const, content: m.content }));
}

function parseArguments(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export class OpenAiChat {
  private readonly client: OpenAI;

  constructor(
    private readonly options: OpenAiOptions,
    client?: OpenAI,
  ) {
    this.client = client ?? openAiClient(options);
  }

  get model(): string {
    return this.options.model;
  }

  async answer(input: ChatInput, caller: ToolCaller, runTool: RunTool, signal?: AbortSignal): Promise<AssistantReply> {
    const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: systemPrompt(caller) }, ...history(input), { role: 'user', content: input.message }];
    const toolCalls: ChatToolCall[] = [];
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages,
          // After the last allowed round the model must answer in words.
          ...(round < MAX_TOOL_ROUNDS ? { tools: TOOL_DEFINITIONS, tool_choice: 'auto' as const } : {}),
          temperature: 0.2,
        },
        // Read per request, so the limits follow the options object.
        { timeout: this.options.timeoutMs, maxRetries: this.options.maxRetries, ...(signal ? { signal } : {}) },
      );
      const message = completion.choices[0]?.message;
      if (!message) throw new Error('The model returned no choices');
      const calls = (message.tool_calls ?? []).filter((c): c is Extract<ChatCompletionMessageToolCall, { type: 'function' }> => c.type === 'function');
      if (calls.length === 0) {
        const text = message.content?.trim();
        if (!text) throw new Error('The model returned an empty answer');
        return { response: text, toolCalls };
      }
      messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
      for (const call of calls) {
        const args = parseArguments(call.function.arguments);
        const result = args ? await runTool(call.function.name, args) : { ok: false as const, error: 'bad_arguments', message: 'The arguments were not a JSON object.' };
        toolCalls.push({ name: call.function.name, arguments: args ?? {}, ok: result.ok });
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new Error(`The model kept calling tools after ${MAX_TOOL_ROUNDS} rounds`);
  }
}
