// ── Tables of the assistant (issue 22: migration ids 400..419) ─────────────────
// assistant_conversations: the server's own record of each chat (what the customer sent, what the assistant
// answered), keyed by a server-issued id. A handoff to the desk quotes this record, never the client's copy.
// Not history: idle conversations are deleted after a day, and forgetting a user deletes theirs.

export const ASSISTANT_MIGRATIONS = [
  {
    id: 400,
    name: 'assistant: server-side chat conversations',
    sql: `
      CREATE TABLE IF NOT EXISTS assistant_conversations (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        messages jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS assistant_conversations_updated ON assistant_conversations (updated_at);
      CREATE INDEX IF NOT EXISTS assistant_conversations_owner ON assistant_conversations (owner);
    `,
  },
];
