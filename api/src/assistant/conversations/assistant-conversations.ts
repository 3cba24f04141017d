import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { DB } from '../../platform/tokens';
import { CONVERSATION_MESSAGES, RECORDED_MESSAGE_MAX, type RecordedMessage } from '../domain/transcript';

// ── The server's record of each chat (table assistant_conversations, migration 400) ──
// Keyed by an id the server issues; an id belongs to the account that started the conversation (or to signed-out
// chats), so presenting someone else's id starts a new conversation instead of reading or extending theirs.

/** Idle conversations are forgotten after this long. */
export const CONVERSATION_IDLE_MS = 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60_000;

export const conversationOwner = (user: RequestUser | undefined): string => (user ? `user:${user.id}` : 'anonymous');

export interface Conversation {
  id: string;
  /** The recorded messages, oldest first (empty for a new conversation). */
  messages: RecordedMessage[];
  /** Not stored yet: recording it creates a row. */
  isNew: boolean;
}

@Injectable()
export class AssistantConversations {
  private lastPurge = 0;

  constructor(@Inject(DB) private readonly pool: Pool) {}

  /** The conversation `id` names if this owner holds it and it is not idle; otherwise a new one (not stored yet). */
  async open(id: string | undefined, owner: string, now: Date): Promise<Conversation> {
    if (id) {
      const { rows } = await this.pool.query<{ messages: RecordedMessage[] }>('SELECT messages FROM assistant_conversations WHERE id = $1 AND owner = $2 AND updated_at > $3', [
        id,
        owner,
        new Date(now.getTime() - CONVERSATION_IDLE_MS),
      ]);
      if (rows[0]) return { id, messages: rows[0].messages, isNew: false };
    }
    return { id: randomUUID(), messages: [], isNew: true };
  }

  /** Appends messages (a question and its answer); keeps the latest CONVERSATION_MESSAGES. */
  async record(id: string, owner: string, messages: RecordedMessage[], now: Date): Promise<void> {
    const kept = messages.map((m) => ({ content: m.content.slice(0, RECORDED_MESSAGE_MAX), isBot: m.isBot }));
    await this.pool.query(
      `INSERT INTO assistant_conversations AS c (id, owner, messages, created_at, updated_at) VALUES ($1, $2, $3::jsonb, $4, $4)
       ON CONFLICT (id) DO UPDATE SET updated_at = EXCLUDED.updated_at,
         messages = (SELECT coalesce(jsonb_agg(m ORDER BY i), '[]'::jsonb)
                       FROM (SELECT m, i FROM jsonb_array_elements(c.messages || EXCLUDED.messages) WITH ORDINALITY AS x(m, i)
                              ORDER BY i DESC LIMIT $5) latest)
       WHERE c.owner = EXCLUDED.owner`,
      [id, owner, JSON.stringify(kept), now, CONVERSATION_MESSAGES],
    );
    if (now.getTime() - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now.getTime();
      await this.pool.query('DELETE FROM assistant_conversations WHERE updated_at <= $1', [new Date(now.getTime() - CONVERSATION_IDLE_MS)]);
    }
  }
}
