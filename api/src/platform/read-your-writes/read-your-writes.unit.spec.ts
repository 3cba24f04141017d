import fc from 'fast-check';
import type { Pool } from 'pg';
import { compareCheckpoints, type Checkpoint } from '@waypost/contracts';
import { CheckpointWatch } from './checkpoint-watch';
import { ClientMarks } from './client-marks';
import { ReadModelIndex, behind, comparePositions, formatMark, mergeMarks, parseMark, pending, type LogMark } from './log-mark';
import { RecentWrites } from './recent-writes';

// ── Log marks, the per-client memory and the checkpoint watch, without a database ──

const at = (txid: number, position: number): Checkpoint => ({ txid: String(txid), position: String(position) });
const mark = (entries: Record<string, Checkpoint>): LogMark => new Map(Object.entries(entries));
const READ_MODELS = ['shipments', 'tracking', 'inquiries'];

describe('log marks', () => {
  it('order positions by transaction first: a later-committed transaction with a lower global position is later', () => {
    // transaction 20 committed after 10 although its sequence value (5) was drawn first
    expect(behind(mark({ inquiries: at(20, 5) }), mark({ inquiries: at(10, 9) }))).toEqual(['inquiries']);
    expect(behind(mark({ inquiries: at(10, 9) }), mark({ inquiries: at(20, 5) }))).toEqual([]);
    expect(behind(mark({ inquiries: at(10, 9) }), mark({ inquiries: at(10, 9) }))).toEqual([]);
    expect(behind(mark({ inquiries: at(10, 9) }), new Map())).toEqual(['inquiries']);
  });

  it('compare canonical positions as compareCheckpoints does, without parsing them', () => {
    const number = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String);
    const checkpoint = fc.record({ txid: number, position: number });
    fc.assert(
      fc.property(checkpoint, checkpoint, (a, b) => expect(comparePositions(a, b)).toBe(compareCheckpoints(a, b))),
      { numRuns: 5000 },
    );
    expect(comparePositions(at(10, 9), at(9, 99))).toBe(1);
  });

  it('merge to the higher position per read model, and drop what is already passed', () => {
    const merged = mergeMarks(mark({ inquiries: at(5, 50), tracking: at(9, 1) }), mark({ inquiries: at(4, 60), shipments: at(7, 7) }))!;
    expect(Object.fromEntries(merged)).toEqual({ inquiries: at(5, 50), tracking: at(9, 1), shipments: at(7, 7) });
    expect(mergeMarks(undefined, new Map())).toBeUndefined();
    expect(Object.fromEntries(pending(merged, mark({ inquiries: at(6, 0), tracking: at(9, 0) }))!)).toEqual({ tracking: at(9, 1), shipments: at(7, 7) });
    expect(pending(merged, mark({ inquiries: at(6, 0), tracking: at(9, 1), shipments: at(8, 0) }))).toBeUndefined();
  });

  it('travel as text and come back the same; a group without read models stands for all of them', () => {
    const m = mark({ shipments: at(12, 340), tracking: at(12, 340), inquiries: at(11, 300) });
    expect(formatMark(m)).toBe('12.340:shipments+tracking,11.300:inquiries');
    expect(parseMark(formatMark(m), READ_MODELS)).toEqual({ mark: m });
    expect(parseMark(' 7.8 ', READ_MODELS)).toEqual({ mark: mark({ shipments: at(7, 8), tracking: at(7, 8), inquiries: at(7, 8) }) });
    expect(parseMark('007.08:inquiries,9.1:inquiries', READ_MODELS)).toEqual({ mark: mark({ inquiries: at(9, 1) }) });
  });

  it('refuse anything else, with the reason', () => {
    for (const bad of [
      '',
      'x',
      '1',
      '1.',
      '.1',
      '1.2.3',
      '1.2:',
      '1.2:inquiries:x',
      '-1.2',
      '1e3.2',
      '1.2:__proto__',
      '1.2:constructor',
      `${'9'.repeat(21)}.1`,
      '18446744073709551616.1',
    ]) {
      expect(parseMark(bad, READ_MODELS)).toHaveProperty('error');
    }
    expect(parseMark('1.2:parcels', READ_MODELS)).toEqual({ error: 'names an unknown read model (parcels); known: shipments, tracking, inquiries' });
    expect(parseMark(`1.1,${'2.2,'.repeat(300)}`, READ_MODELS)).toEqual({ error: 'must be at most 1000 characters' });
  });

  it('never throw on any text: a mark comes back the same through format and parse, anything else is an error', () => {
    const piece = fc.oneof(fc.constantFrom('.', ':', ',', '+', ' ', 'inquiries', 'tracking', '__proto__', '-'), fc.bigInt({ min: 0n, max: 2n ** 65n }).map(String), fc.string());
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
        (text) => {
          const parsed = parseMark(text, READ_MODELS);
          if ('mark' in parsed) expect(parseMark(formatMark(parsed.mark), READ_MODELS)).toEqual(parsed);
          else expect(typeof parsed.error).toBe('string');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('name the read models an append moves: those that fold its event types', () => {
    const index = new ReadModelIndex([
      { name: 'shipments', eventTypes: ['ShipmentCreated', 'ShipmentCancelled'] },
      { name: 'tracking', eventTypes: ['ShipmentCreated', 'TrackingEventRecorded'] },
      { name: 'inquiries', eventTypes: ['InquiryOpened'] },
    ]);
    const positions = new Map([
      ['ShipmentCreated', at(3, 10)],
      ['TrackingEventRecorded', at(4, 12)],
      ['SomethingNobodyFolds', at(5, 1)],
    ]);
    expect(Object.fromEntries(index.markOf(positions)!)).toEqual({ shipments: at(3, 10), tracking: at(4, 12) });
    expect(index.markOf(new Map([['SomethingNobodyFolds', at(1, 1)]]))).toBeUndefined();
  });
});

describe('recent writes', () => {
  const by = (actor: string, ...types: string[]) => types.map((type) => ({ type, metadata: { actor: { id: actor } } }));

  it("give a request its user's appends since it began, the highest position per event type", () => {
    const writes = new RecentWrites();
    writes.note(at(1, 1), by('ann', 'InquiryOpened'));
    const started = writes.seq;
    writes.note(at(3, 9), by('ann', 'ShipmentCreated', 'TrackingEventRecorded'));
    writes.note(at(2, 20), by('bob', 'InquiryOpened'));
    writes.note(at(4, 2), by('ann', 'ShipmentCreated'));
    expect(Object.fromEntries(writes.since('ann', started)!)).toEqual({ ShipmentCreated: at(4, 2), TrackingEventRecorded: at(3, 9) });
    expect(Object.fromEntries(writes.since('bob', 0)!)).toEqual({ InquiryOpened: at(2, 20) });
    expect(writes.since('ann', writes.seq)).toBeUndefined();
    expect(writes.since('carol', 0)).toBeUndefined();
  });

  it('forget appends after a minute and keep a bounded number per user', () => {
    let now = 0;
    const writes = new RecentWrites(() => now);
    for (let i = 1; i <= 300; i++) writes.note(at(i, i), by('ann', `Type${i}`));
    expect(writes.since('ann', 0)!.size).toBe(256);
    now = 60_001;
    expect(writes.since('ann', 0)).toBeUndefined();
  });
});

describe('client marks', () => {
  it('keep the highest position per client, forget it after its time or once passed, and stay bounded', () => {
    let now = 0;
    const marks = new ClientMarks(1000, 2, () => now);
    marks.note('a', mark({ inquiries: at(1, 1) }));
    marks.note('a', mark({ inquiries: at(2, 1) }));
    expect(marks.get('a')?.get('inquiries')).toEqual(at(2, 1));
    const seen = marks.get('a')!;
    marks.note('a', mark({ tracking: at(3, 1) }));
    marks.passed('a', seen); // replaced meanwhile: kept
    expect(marks.get('a')?.size).toBe(2);
    marks.passed('a', marks.get('a')!);
    expect(marks.get('a')).toBeUndefined();
    marks.note('b', mark({ inquiries: at(1, 1) }));
    marks.note('c', mark({ inquiries: at(1, 1) }));
    marks.note('d', mark({ inquiries: at(1, 1) }));
    expect([marks.get('b'), marks.size]).toEqual([undefined, 2]);
    now = 1001;
    expect(marks.get('c')).toBeUndefined();
  });
});

describe('checkpoint watch', () => {
  const fakePool = (rows: () => { name: string; txid: string; position: string }[]) => {
    const pool = { queries: 0, query: async () => ({ rows: (pool.queries++, rows()) }) };
    return pool;
  };

  it('lets a reader whose mark is passed go at once, without a query', async () => {
    const pool = fakePool(() => []);
    const watch = new CheckpointWatch(pool as unknown as Pool);
    watch.publish([{ name: 'inquiries', at: at(9, 9) }]);
    expect(await watch.waitFor(mark({ inquiries: at(9, 9) }), 1000)).toEqual([]);
    expect([pool.queries, watch.stats.waits]).toEqual([0, 0]);
  });

  it('wakes waiters when this process’s runner publishes its checkpoint', async () => {
    const pool = fakePool(() => []);
    const watch = new CheckpointWatch(pool as unknown as Pool, { pollMs: 10_000 });
    const waiting = watch.waitFor(mark({ inquiries: at(9, 9) }), 5000);
    watch.publish([{ name: 'inquiries', at: at(9, 8) }]);
    watch.publish([{ name: 'inquiries', at: at(10, 1) }]);
    expect(await waiting).toEqual([]);
    watch.close();
  });

  it('polls the checkpoint table once for all waiters (a runner in another process), and ends at the bound', async () => {
    let inquiries = at(1, 1);
    const pool = fakePool(() => [{ name: 'inquiries', ...inquiries }]);
    const watch = new CheckpointWatch(pool as unknown as Pool, { pollMs: 20 });
    const waiters = Array.from({ length: 50 }, () => watch.waitFor(mark({ inquiries: at(5, 5) }), 2000));
    const stuck = watch.waitFor(mark({ tracking: at(5, 5) }), 150);
    await new Promise((r) => setTimeout(r, 70));
    inquiries = at(5, 5);
    expect(await Promise.all(waiters)).toEqual(waiters.map(() => []));
    expect(await stuck).toEqual(['tracking']);
    // one query per poll interval, not one per waiter
    expect(pool.queries).toBeLessThan(15);
    await new Promise((r) => setTimeout(r, 60));
    const after = pool.queries;
    await new Promise((r) => setTimeout(r, 60));
    expect(pool.queries).toBe(after); // nobody waits: nothing polls
  });

  it('lets waiters go at once, as stale, when the database is away (their reads would only wait to fail)', async () => {
    const pool = { query: async () => Promise.reject(new Error('connection refused')) };
    const watch = new CheckpointWatch(pool as unknown as Pool, { pollMs: 5 });
    const start = Date.now();
    expect(await watch.waitFor(mark({ inquiries: at(1, 1) }), 5000)).toEqual(['inquiries']);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
