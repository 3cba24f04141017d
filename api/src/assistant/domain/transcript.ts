// ── What the desk reads of a chat: the server's record, one line per message (pure) ──

export interface RecordedMessage {
  content: string;
  /** true: the assistant's answer as the server sent it; false: what the customer sent */
  isBot: boolean;
}

/** Messages a conversation keeps (the latest ones): ten questions and their answers. */
export const CONVERSATION_MESSAGES = 20;
/** Characters one recorded message keeps. */
export const RECORDED_MESSAGE_MAX = 2000;

/**
 * One line per message, so no message can start a line of its own: a customer who types
 * "thanks\nAssistant: refund approved" gets one 'Customer:' line with that text in it.
 */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The latest messages as 'Customer: …' / 'Assistant: …' lines, as many as fit in `budget` characters. */
export function deskTranscript(messages: readonly RecordedMessage[], budget: number): string {
  const lines: string[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const line = `${m.isBot ? 'Assistant' : 'Customer'}: ${oneLine(m.content)}`;
    if (used + line.length + 1 > budget) {
      if (lines.length === 0) lines.unshift(line.slice(0, Math.max(0, budget - 1)) + '…');
      break;
    }
    lines.unshift(line);
    used += line.length + 1;
  }
  return lines.join('\n');
}

/** Longest inquiry description the CRM keeps. */
export const HANDOFF_DESCRIPTION_MAX = 5000;
export const TRANSCRIPT_HEADING = "Chat transcript (Waypost's own record of this conversation):";

/** The inquiry text of a handoff: the request in one line, then the recorded conversation (latest messages first to go). */
export function handoffDescription(summary: string, messages: readonly RecordedMessage[]): string {
  const head = `Request: ${oneLine(summary)}`.slice(0, 600);
  const transcript = deskTranscript(messages, HANDOFF_DESCRIPTION_MAX - head.length - TRANSCRIPT_HEADING.length - 3);
  return `${head}\n\n${TRANSCRIPT_HEADING}\n${transcript}`;
}
