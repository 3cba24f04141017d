import type { Checkpoint } from '@waypost/contracts';

// ── Log marks: how far each read model must be for a client to see its own writes ──
// A command answers with the log position of what it appended, per read model that folds those events (the others
// do not change, so nothing needs to wait for them). A client's mark is the highest position per read model over its
// recent commands. On the wire (response and request header, cookie) it is groups of `txid.position:name+name`,
// separated by commas; a group without names stands for every read model.
//   Waypost-Log-Position: 5813.104377:shipments+tracking+admin-shipments,5790.104001:inquiries

/** Read model (projection name) → the log position its checkpoint must reach. */
export type LogMark = ReadonlyMap<string, Checkpoint>;

export const LOG_POSITION_HEADER = 'Waypost-Log-Position';
export const READ_STALE_HEADER = 'Waypost-Read-Stale';
export const LOG_POSITION_COOKIE = 'waypost_log_position';

/** Longest mark accepted on the wire (nine read models with positions of 20 digits fit in a third of it). */
export const MAX_MARK_LENGTH = 1000;
const NUMBER = /^\d{1,20}$/;
const MAX_U64 = 18_446_744_073_709_551_615n;

export const MARK_FORMAT_MESSAGE = 'must be log positions as this API sends them (txid.position, optionally :read+models), comma-separated';

/**
 * compareCheckpoints without parsing BigInts (this runs for every command and every waiting read): log positions here
 * are canonical decimal text (from PostgreSQL, EventStoreDB or parseMark), so a longer number is a larger one.
 */
export function comparePositions(a: Checkpoint, b: Checkpoint): number {
  return compareDigits(a.txid, b.txid) || compareDigits(a.position, b.position);
}

const compareDigits = (a: string, b: string) => (a.length !== b.length ? (a.length < b.length ? -1 : 1) : a < b ? -1 : a > b ? 1 : 0);

/** The higher position per read model of two marks. */
export function mergeMarks(a: LogMark | undefined, b: LogMark | undefined): LogMark | undefined {
  if (!a || a.size === 0) return b && b.size > 0 ? b : undefined;
  if (!b || b.size === 0) return a;
  const merged = new Map(a);
  for (const [name, at] of b) {
    const known = merged.get(name);
    if (!known || comparePositions(at, known) > 0) merged.set(name, at);
  }
  return merged;
}

/** The read models of the mark whose checkpoints are not yet at its positions (unknown checkpoints are behind). */
export function behind(mark: LogMark, checkpoints: ReadonlyMap<string, Checkpoint>): string[] {
  const out: string[] = [];
  for (const [name, at] of mark) {
    const checkpoint = checkpoints.get(name);
    if (!checkpoint || comparePositions(checkpoint, at) < 0) out.push(name);
  }
  return out;
}

/** The mark without the read models that are already past it. */
export function pending(mark: LogMark, checkpoints: ReadonlyMap<string, Checkpoint>): LogMark | undefined {
  const names = behind(mark, checkpoints);
  if (names.length === mark.size) return mark.size > 0 ? mark : undefined;
  return names.length === 0 ? undefined : new Map(names.map((name) => [name, mark.get(name)!]));
}

export function formatMark(mark: LogMark): string {
  const groups = new Map<string, string[]>();
  for (const [name, at] of mark) {
    const key = `${at.txid}.${at.position}`;
    const names = groups.get(key);
    if (names) names.push(name);
    else groups.set(key, [name]);
  }
  return [...groups].map(([at, names]) => `${at}:${names.join('+')}`).join(',');
}

/** A mark as a client sent it back; `readModels` names every read model (a group without names means all of them). */
export function parseMark(text: string, readModels: readonly string[]): { mark: LogMark } | { error: string } {
  if (text.length > MAX_MARK_LENGTH) return { error: `must be at most ${MAX_MARK_LENGTH} characters` };
  const mark = new Map<string, Checkpoint>();
  for (const group of text.split(',')) {
    const [at = '', names, ...extra] = group.trim().split(':');
    const [txid = '', position = '', ...more] = at.split('.');
    if (extra.length > 0 || more.length > 0 || !NUMBER.test(txid) || !NUMBER.test(position) || BigInt(txid) > MAX_U64 || BigInt(position) > MAX_U64) {
      return { error: MARK_FORMAT_MESSAGE };
    }
    const checkpoint = { txid: BigInt(txid).toString(), position: BigInt(position).toString() };
    for (const name of names === undefined ? readModels : names.split('+')) {
      if (!readModels.includes(name)) return { error: `names an unknown read model (${name.slice(0, 40)}); known: ${readModels.join(', ')}` };
      const known = mark.get(name);
      if (!known || comparePositions(checkpoint, known) > 0) mark.set(name, checkpoint);
    }
  }
  return { mark };
}

/** Which read models fold which event types: the read models an append moves, and the position they must reach. */
export class ReadModelIndex {
  readonly names: readonly string[];
  private readonly byType = new Map<string, string[]>();

  constructor(projections: readonly { name: string; eventTypes: readonly string[] }[]) {
    this.names = projections.map((p) => p.name);
    for (const { name, eventTypes } of projections) {
      for (const type of eventTypes) this.byType.set(type, [...(this.byType.get(type) ?? []), name]);
    }
  }

  /** The mark of appends: per event type the position of its last append. */
  markOf(positions: ReadonlyMap<string, Checkpoint>): LogMark | undefined {
    let mark: Map<string, Checkpoint> | undefined;
    for (const [type, at] of positions) {
      for (const name of this.byType.get(type) ?? []) {
        mark ??= new Map();
        const known = mark.get(name);
        if (!known || comparePositions(at, known) > 0) mark.set(name, at);
      }
    }
    return mark;
  }
}
