// Over 300 lines: the personal-data rules of every event type, the vault, and the sealing helpers belong together.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomFillSync } from 'node:crypto';
import type { Pool } from 'pg';
import { MAX_TAX_IDS, PROVIDER_CREDENTIAL_NAMES, TAX_ID_PARTIES, type NewEvent, type StoredEvent } from '@waypost/contracts';

// ── Personal data in events: encrypted per person, forgettable ──────────────
// The store seals the personal fields of an event (by event type → paths) with the key of the person they belong
// to (the subject, taken from the event data) at append time and opens them on read. `forget` deletes the key: the
// history stays complete and replayable, and that person's fields read as '[redacted]' from then on.
//
// Stored shape: each personal path holds '[encrypted]' in `data`; `metadata.personalData` holds one AES-256-GCM blob
// with the real values of every path ({subject, paths, iv, tag, ct}; the event id is the additional data).
// Person keys live in `personal_data_keys`, wrapped (AES-256-GCM) with the master key (WAYPOST_MASTER_KEY).

/** The metadata field that holds an event's sealed personal data. */
export const PERSONAL_DATA_FIELD = 'personalData';
export const REDACTED = '[redacted]';
export const ENCRYPTED = '[encrypted]';

export interface PersonalDataRule {
  /** The person the fields belong to (null: nothing personal in this event). */
  subject(data: Record<string, unknown>): string | null;
  /** Dotted paths into the event data. */
  paths: readonly string[];
  /**
   * Those of `paths` that only their owner and the code that uses them may read (signing secrets, customs tax ids):
   * audit reads (the export, the stream views, as-of states) show them as '[encrypted]' (see `hideSecrets`).
   */
  secretPaths?: readonly string[];
}

/** Event type → personal fields. Contexts (or this file) register their rules; the store applies them. */
export class PersonalDataRegistry {
  private readonly rules = new Map<string, PersonalDataRule>();
  register(eventType: string, rule: PersonalDataRule): this {
    this.rules.set(eventType, rule);
    return this;
  }
  rule(eventType: string): PersonalDataRule | undefined {
    return this.rules.get(eventType);
  }
  get eventTypes(): string[] {
    return [...this.rules.keys()];
  }
  /** The credential paths of an event type (none for most). */
  secretPaths(eventType: string): readonly string[] {
    return this.rules.get(eventType)?.secretPaths ?? [];
  }
}

/**
 * An event as audit reads show it: its credential paths hold '[encrypted]' (or '[redacted]' once forgotten), never the
 * value, though the store opened them. Every audit read of events (export, stream view, as-of state, the events of a
 * stream) goes through this; the code that signs reads the store directly.
 */
export function hideSecrets<E extends { type: string; data: unknown }>(event: E, registry: PersonalDataRegistry = PERSONAL_DATA): E {
  if (event.data === null || typeof event.data !== 'object') return event;
  // most events hold none of their type's secret paths (a shipment without customs): no copy for them
  const paths = registry.secretPaths(event.type).filter((p) => getPath(event.data as Record<string, unknown>, p) !== undefined);
  if (paths.length === 0) return event;
  const data = structuredClone(event.data) as Record<string, unknown>;
  for (const p of paths) setPath(data, p, getPath(data, p) === REDACTED ? REDACTED : ENCRYPTED);
  return { ...event, data };
}

// An address's lines, postal code and contact details (issue 24); paths absent from older events are skipped.
const addressPaths = (prefix: string) => ['name', 'address', 'address2', 'postalCode', 'phone', 'email'].map((part) => `${prefix}.${part}`);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
// The customs declaration's tax ids (EORI, VAT, EIN, IOSS: a private person's are personal data): each value, so the
// declaration keeps its shape (a list of {type, value}) once forgotten; absent entries are skipped.
const taxIdPaths = TAX_ID_PARTIES.flatMap((party) => Array.from({ length: MAX_TAX_IDS }, (_, i) => `customs.${party}.${i}.value`));

const credentialPaths = PROVIDER_CREDENTIAL_NAMES.map((name) => `credentials.${name}`);
/** The subject whose key seals a provider account connection's credentials. */
export const providerConnectionSubject = (connectionId: string): string => `provider-account:${connectionId}`;
const PROVIDER_CREDENTIALS_RULE: PersonalDataRule = {
  subject: (d) => (str(d.connectionId) ? providerConnectionSubject(d.connectionId as string) : null),
  paths: credentialPaths,
  secretPaths: credentialPaths,
};

// A saved address (issue 28, item 5): its nickname ('Mum', 'Jane at home') and the address's personal parts, under its
// account's key.
const SAVED_ADDRESS_RULE: PersonalDataRule = {
  subject: (d) => str(d.ownerId),
  paths: ['nickname', 'address.company', ...addressPaths('address')],
};

const PICKUP_LOCATION_RULE: PersonalDataRule = { subject: (d) => str(d.ownerId), paths: ['location.company', ...addressPaths('location')] };

/** The personal fields of the events we have today. */
export const PERSONAL_DATA = new PersonalDataRegistry()
  .register('ShipmentCreated', {
    subject: (d) => str(d.ownerId),
    paths: [...addressPaths('fromAddress'), ...addressPaths('toAddress'), ...taxIdPaths, 'returnOf.note'],
    // shown to the shipment's owner only: staff reads hide them (shipments.queries), audit reads too
    secretPaths: taxIdPaths,
  })
  .register('InquiryOpened', {
    // Opened by the shipper: their user id; opened by the desk for someone: that person's email.
    subject: (d) => {
      const by = d.openedBy as { kind?: string; id?: string } | undefined;
      if (by?.kind === 'customer' && str(by.id)) return by.id!;
      return str(d.email) ? emailSubject(d.email as string) : null;
    },
    paths: ['email', 'firstName', 'lastName', 'phone'],
  })
  // The admin who applied a manual override: their email (the id stays, so the audit trail still says who).
  .register('HumanOverrideApplied', { subject: (d) => str((d.by as { id?: string } | undefined)?.id), paths: ['by.email'] })
  .register('EarlyAccessRequested', { subject: (d) => (str(d.email) ? emailSubject(d.email as string) : null), paths: ['email', 'message'] })
  // The address an account proved: that account's.
  .register('EmailVerified', { subject: (d) => str(d.userId), paths: ['email'] })
  // Webhook signing secrets: sealed at rest with their account's key (forgetting the account forgets them), and
  // credentials: only the webhook sender sees them opened, never an audit read.
  .register('WebhookEndpointRegistered', { subject: (d) => str(d.ownerId), paths: ['secret'], secretPaths: ['secret'] })
  .register('WebhookSecretRotated', { subject: (d) => str(d.ownerId), paths: ['secret'], secretPaths: ['secret'] })
  .register('SavedAddressAdded', SAVED_ADDRESS_RULE)
  .register('SavedAddressChanged', SAVED_ADDRESS_RULE)
  // A pickup's location (issue 28, item 3): the address the driver calls at, under its shipper's key.
  .register('PickupRequested', PICKUP_LOCATION_RULE)
  .register('PickupChanged', PICKUP_LOCATION_RULE)
  // A return's reason in the customer's own words (issue 28, item 2), under its shipper's key.
  .register('ReturnRequested', { subject: (d) => str(d.ownerId), paths: ['note'] })
  // Real provider accounts' credentials (issue 27, item 6): sealed under their connection's key, which the account's
  // removal deletes; no audit read shows them.
  .register('ProviderAccountConnected', PROVIDER_CREDENTIALS_RULE)
  .register('ProviderAccountCredentialsReplaced', PROVIDER_CREDENTIALS_RULE);

/** Subject id of personal data known only by an email address (a hash: subject ids must not be personal data). */
export const emailSubject = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/** Master key: 32 bytes from WAYPOST_MASTER_KEY (base64 of 32 bytes, 64 hex chars, or any passphrase: sha256). */
export function masterKeyFrom(secret: string | undefined): Buffer {
  if (!secret) return createHash('sha256').update(DEV_MASTER_KEY_PASSPHRASE).digest();
  if (/^[0-9a-f]{64}$/i.test(secret)) return Buffer.from(secret, 'hex');
  const b64 = Buffer.from(secret, 'base64');
  if (b64.length === 32 && /^[A-Za-z0-9+/]+=*$/.test(secret)) return b64;
  return createHash('sha256').update(secret).digest();
}
/** Dev default for the embedded mode (documented in api/src/audit/README.md); production must set its own. */
export const DEV_MASTER_KEY_PASSPHRASE = 'waypost-dev-master-key: not for production';

interface SealedBlob {
  subject: string;
  paths: string[];
  iv: string;
  tag: string;
  ct: string;
}

const KEY_TTL_MS = 30_000;

export class PersonalDataVault {
  /** subject → key (null: forgotten) with the time it was read. */
  private readonly keys = new Map<string, { key: Buffer | null; at: number }>();

  constructor(
    private readonly pool: Pool,
    private readonly masterKey: Buffer = masterKeyFrom(undefined),
    readonly registry: PersonalDataRegistry = PERSONAL_DATA,
  ) {}

  /** Seals the personal fields of new events (creating the person's key on first use). */
  async seal(events: NewEvent[]): Promise<NewEvent[]> {
    const subjects = events.map((event) => {
      const rule = this.registry.rule(event.type);
      const data = event.data as Record<string, unknown> | null;
      return rule && data && typeof data === 'object' ? rule.subject(data) : null;
    });
    if (subjects.every((s) => s === null)) return events;
    await this.ensureKeys([...new Set(subjects.filter((s): s is string => s !== null))]);
    return events.map((event, i) => {
      const subject = subjects[i];
      if (!subject) return event;
      return sealEvent(event, this.registry.rule(event.type)!, subject, this.keys.get(subject)?.key ?? null);
    });
  }

  /** Opens the sealed fields of stored events: real values, or '[redacted]' when the person was forgotten. */
  async open(events: StoredEvent[]): Promise<StoredEvent[]> {
    let missing: string[] | null = null;
    const now = Date.now();
    for (const e of events) {
      const blob = (e.metadata as { personalData?: SealedBlob } | null)?.personalData;
      if (!blob) continue;
      const cached = this.keys.get(blob.subject);
      if (!cached || now - cached.at > KEY_TTL_MS) (missing ??= []).push(blob.subject);
    }
    if (missing) await this.loadKeys([...new Set(missing)]);
    return events.map((e) => {
      const blob = (e.metadata as { personalData?: SealedBlob } | null)?.personalData;
      if (!blob) return e;
      return openEvent(e, blob, this.keys.get(blob.subject)?.key ?? null);
    });
  }

  /** Deletes the keys of these subjects (a tombstone stays so that no new key is made for them). */
  async forget(subjects: string[]): Promise<number> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key, forgotten_at)
         SELECT s, NULL, now() FROM unnest($1::text[]) AS s
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, forgotten_at = COALESCE(personal_data_keys.forgotten_at, now())`,
      [subjects],
    );
    for (const s of subjects) this.keys.set(s, { key: null, at: Date.now() });
    return rowCount ?? 0;
  }

  /** Forgets cached keys (another process may have forgotten someone). */
  clearCache(): void {
    this.keys.clear();
  }

  /** Every subject has a cached key (or a cached "forgotten") afterwards: loaded in one query, missing ones created. */
  private async ensureKeys(subjects: string[]): Promise<void> {
    const now = Date.now();
    const stale = subjects.filter((s) => {
      const cached = this.keys.get(s);
      return !cached || now - cached.at > KEY_TTL_MS;
    });
    if (stale.length === 0) return;
    await this.loadKeys(stale);
    const missing = stale.filter((s) => !this.keys.has(s));
    if (missing.length === 0) return;
    await this.pool.query(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key) SELECT * FROM unnest($1::text[], $2::bytea[])
       ON CONFLICT (subject_id) DO NOTHING`,
      [missing, missing.map(() => wrap(this.masterKey, randomBytes(32)))],
    );
    // Another writer may have won a race: read back whatever is stored.
    await this.loadKeys(missing);
  }

  private async loadKeys(subjects: string[]): Promise<void> {
    const { rows } = await this.pool.query<{ subject_id: string; wrapped_key: Buffer | null }>(
      'SELECT subject_id, wrapped_key FROM personal_data_keys WHERE subject_id = ANY($1::text[])',
      [subjects],
    );
    const at = Date.now();
    const found = new Set<string>();
    for (const r of rows) {
      found.add(r.subject_id);
      this.keys.set(r.subject_id, { key: r.wrapped_key ? unwrap(this.masterKey, r.wrapped_key) : null, at });
    }
    // Unknown subjects: no key yet (nothing sealed for them can be opened); not cached, so a later key is seen.
    for (const s of subjects) if (!found.has(s)) this.keys.delete(s);
  }
}

// ── pure helpers ──────────────────────────────────────────────────────────────

export function sealEvent(event: NewEvent, rule: PersonalDataRule, subject: string, key: Buffer | null): NewEvent {
  const source = event.data as Record<string, unknown>;
  const paths = rule.paths.filter((p) => getPath(source, p) !== undefined);
  if (paths.length === 0) return event;
  const values = paths.map((p) => getPath(source, p));
  // The event's own data is left as it is: only the objects on the sealed paths are copied (a whole-event
  // structuredClone was most of the sealing time of a shipment with parcels and customs).
  const data = { ...source };
  const copied = new Set<object>([data]);
  for (const p of paths) setPath(data, p, key ? ENCRYPTED : REDACTED, copied);
  if (!key) return { ...event, data }; // a forgotten person: nothing of theirs is stored again
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(event.eventId));
  const ct = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  const personalData: SealedBlob = { subject, paths, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ct: ct.toString('base64') };
  return { ...event, data, metadata: { ...event.metadata, personalData } };
}

export function openEvent(event: StoredEvent, blob: SealedBlob, key: Buffer | null): StoredEvent {
  // Rows are parsed fresh for every read, so their data and metadata can be changed in place.
  const metadata = event.metadata as StoredEvent['metadata'] & { personalData?: SealedBlob };
  delete metadata.personalData;
  const data = event.data as Record<string, unknown>;
  let values: unknown[] | null = null;
  if (key) {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(blob.iv, 'base64'));
    decipher.setAAD(Buffer.from(event.eventId));
    decipher.setAuthTag(Buffer.from(blob.tag, 'base64'));
    values = JSON.parse(Buffer.concat([decipher.update(Buffer.from(blob.ct, 'base64')), decipher.final()]).toString('utf8')) as unknown[];
  }
  blob.paths.forEach((p, i) => setPath(data, p, values ? values[i] : REDACTED));
  return event;
}

function wrap(master: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  const ct = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]);
}

function unwrap(master: Buffer, wrapped: Buffer): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, 12));
    decipher.setAuthTag(wrapped.subarray(12, 28));
    return Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
  } catch {
    throw new Error('A personal data key cannot be unwrapped: is WAYPOST_MASTER_KEY the one the data was written with?');
  }
}

const SPLIT_PATHS = new Map<string, string[]>();
const partsOf = (path: string): string[] => {
  let parts = SPLIT_PATHS.get(path);
  if (!parts) SPLIT_PATHS.set(path, (parts = path.split('.')));
  return parts;
};

function getPath(obj: Record<string, unknown>, path: string): unknown {
  let cur: unknown = obj;
  for (const part of partsOf(path)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

// AES-GCM nonces: 96 random bits each, taken from a pool filled 4 KiB at a time (one random fill per 341 events).
const IV_BYTES = 12;
const IV_POOL = Buffer.alloc(IV_BYTES * 341);
let ivOffset = IV_POOL.length;
function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > IV_POOL.length) {
    randomFillSync(IV_POOL);
    ivOffset = 0;
  }
  const iv = Buffer.from(IV_POOL.subarray(ivOffset, ivOffset + IV_BYTES));
  ivOffset += IV_BYTES;
  return iv;
}

/**
 * Sets a path in `obj`. With `copied`, each object or array on the way that is not in it yet is copied first (and
 * recorded), so that objects shared with another event are never written to.
 */
function setPath(obj: Record<string, unknown>, path: string, value: unknown, copied?: Set<object>): void {
  const parts = partsOf(path);
  let cur: Record<string, unknown> = obj;
  for (const part of parts.slice(0, -1)) {
    const next = cur[part];
    if (next === null || typeof next !== 'object') return;
    let own = next as Record<string, unknown>;
    if (copied && !copied.has(own)) {
      own = (Array.isArray(next) ? [...(next as unknown[])] : { ...own }) as Record<string, unknown>;
      copied.add(own);
      cur[part] = own;
    }
    cur = own;
  }
  cur[parts[parts.length - 1]!] = value;
}
