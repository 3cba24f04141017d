import { CHAT_CONTEXT_MESSAGES, type ChatResponse } from '@waypost/contracts';

// ── Chat messages (spec section 3: id, content, isBot, timestamp) and the context sent with each question ──

export interface ChatMessage {
  id: string;
  content: string;
  isBot: boolean;
  timestamp: Date;
  mode?: ChatResponse['mode'];
  model?: string;
}

let nextId = 0;
export const chatMessage = (content: string, isBot: boolean, mode?: ChatResponse['mode'], model?: string): ChatMessage => ({
  id: `m${++nextId}`,
  content,
  isBot,
  timestamp: new Date(),
  ...(mode ? { mode } : {}),
  ...(model ? { model } : {}),
});

/** Which assistant answered, as shown under a bot message. */
export const answeredBy = (m: ChatMessage): string => (m.mode === 'offline' ? 'offline assistant' : m.mode === 'openai' ? `AI · ${m.model ?? 'model'}` : '');

/** What goes along as context: the last 5 messages of the conversation before the new one. */
export const chatContext = (messages: ChatMessage[]) => messages.slice(-CHAT_CONTEXT_MESSAGES).map(({ content, isBot }) => ({ content, isBot }));
