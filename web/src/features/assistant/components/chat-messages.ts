import { CHAT_CONTEXT_MESSAGES, type ChatResponse } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// ── Chat messages (spec section 3: id, content, isBot, timestamp) and the context sent with each question ──

/** The assistant's own messages (not from the server): shown in the language in use, even after a switch. */
export const CANNED_MESSAGES = {
  welcome: 'messages.welcome',
  failure: 'messages.failure',
} as const;
export type CannedMessage = keyof typeof CANNED_MESSAGES;

export interface ChatMessage {
  id: string;
  content: string;
  isBot: boolean;
  timestamp: Date;
  mode?: ChatResponse['mode'];
  model?: string;
  /** set on the assistant's own messages: their text is translated where shown */
  canned?: CannedMessage;
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

/** One of the assistant's own messages; its content (sent as context) is in the language of the moment. */
export const cannedMessage = (canned: CannedMessage): ChatMessage => ({ ...chatMessage(i18n.t(`assistant:${CANNED_MESSAGES[canned]}`), true), canned });

/** Which assistant answered, as shown under a bot message. */
export const answeredBy = (m: ChatMessage): string =>
  m.mode === 'offline'
    ? i18n.t('assistant:messages.answeredByOffline')
    : m.mode === 'openai'
      ? m.model
        ? i18n.t('assistant:messages.answeredByModel', { model: m.model })
        : i18n.t('assistant:messages.answeredByUnknownModel')
      : '';

/** What goes along as context: the last 5 messages of the conversation before the new one. */
export const chatContext = (messages: ChatMessage[]) => messages.slice(-CHAT_CONTEXT_MESSAGES).map(({ content, isBot }) => ({ content, isBot }));
