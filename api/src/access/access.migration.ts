// ── Tables of accounts (issue 22; migration ids 10..19) ──────────────────────
// users.email_verified_at: when the owner proved the address (null: not proven; nothing addressed to it shows).
// user_identities: the (issuer, subject) identities an account signs in with besides its password (single sign-on);
// the OIDC sign-in links and looks them up there.
// email_verifications: mailed single-use links, stored as SHA-256 of the token; a sign-up that finds an unconfirmed
// account with its address carries the new password (and name) here, applied only once the link is used with it.
// mail_outbox: every mail the platform sends; the embedded default's delivery (the CLI and the log show it).
// login_throttle: failed sign-ins per (client address, account), shared by every API process.
// sessions.id_token (14): the provider's ID token of a single sign-on session, the id_token_hint of its sign-out.
// api_tokens (15): API keys (issue 25) are rows of the same table: kind 'key' (the CLI's tokens are 'token'), a mode,
// scopes, an expiry and the prefix shown in lists; their life is the api-key-<id> stream's, the row follows it.

export const ACCESS_MIGRATIONS = [
  {
    id: 2,
    name: 'access: users, sessions, api tokens',
    sql: `
      CREATE TABLE IF NOT EXISTS users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        profile_image_url text,
        role text NOT NULL DEFAULT 'shipper',
        user_type text,
        oidc_subject text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS sessions (
        id_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
      CREATE TABLE IF NOT EXISTS api_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      );
    `,
  },
  {
    id: 10,
    name: 'access: verified emails, linked identities',
    sql: `
      ALTER TABLE users ADD COLUMN IF NOT EXISTS email_verified_at timestamptz;
      CREATE TABLE IF NOT EXISTS user_identities (
        issuer text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text,
        email_verified boolean NOT NULL DEFAULT false,
        linked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (issuer, subject)
      );
      CREATE INDEX IF NOT EXISTS user_identities_user ON user_identities (user_id);
    `,
  },
  {
    id: 11,
    name: 'access: email verification links',
    sql: `
      CREATE TABLE IF NOT EXISTS email_verifications (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        pending_password_hash text,
        pending_first_name text,
        pending_last_name text,
        pending_user_type text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS email_verifications_user ON email_verifications (user_id, created_at DESC);
    `,
  },
  {
    id: 12,
    name: 'access: mail outbox',
    sql: `
      CREATE TABLE IF NOT EXISTS mail_outbox (
        id uuid PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text,
        kind text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        failed boolean NOT NULL DEFAULT false
      );
      CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox (recipient, created_at DESC);
      CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND NOT failed;
    `,
  },
  {
    id: 13,
    name: 'access: sign-in throttle per client and account',
    sql: `
      CREATE TABLE IF NOT EXISTS login_throttle (
        client text NOT NULL,
        account text NOT NULL,
        failures integer NOT NULL,
        next_attempt_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (client, account)
      );
      CREATE INDEX IF NOT EXISTS login_throttle_updated ON login_throttle (updated_at);
    `,
  },
  {
    id: 14,
    name: 'access: the ID token of a single sign-on session',
    sql: `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS id_token text;`,
  },
  {
    id: 15,
    name: 'access: API keys in test and live mode',
    sql: `
      ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'token';
      ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS mode text;
      ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS scopes text[];
      ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS prefix text;
      ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS expires_at timestamptz;
      CREATE INDEX IF NOT EXISTS api_tokens_user_kind ON api_tokens (user_id, kind, created_at);
    `,
  },
];
