import { compareCheckpoints, START, type Checkpoint, type EventStore, type ReadAllOptions, type StoredEvent } from '@waypost/contracts';
import { LogTail } from './log-tail';

// An in-memory log with the store's reading contract: events in checkpoint order, only the wanted types loaded,
// `scannedTo` = the last event looked at (of any type).
class MemoryLog implements Pick<EventStore, 'readAll' | 'readAllOfTypes'> {
  readonly events: StoredEvent[] = [];
  reads = 0;
  /** Reads wait for this before answering (to overlap readers). */
  gate: Promise<void> = Promise.resolve();
  add(type: string, n = 1): void {
    for (let i = 0; i < n; i++) {
      const k = this.events.length + 1;
      // several events per transaction, like multi-event appends
      const position: Checkpoint = { txid: String(100 + Math.floor(k / 3)), position: String(k) };
      this.events.push({
        streamId: `s-${k}`,
        version: 1,
        eventId: `e-${k}`,
        type,
        schemaVersion: 1,
        data: { k },
        metadata: {} as StoredEvent['metadata'],
        createdAt: '',
        position,
      });
    }
  }
  async readAll({ after, limit }: ReadAllOptions): Promise<StoredEvent[]> {
    this.reads++;
    await this.gate;
    return this.events.filter((e) => compareCheckpoints(e.position, after) > 0).slice(0, limit);
  }
  async readAllOfTypes(types: readonly string[], options: ReadAllOptions) {
    const scanned = await this.readAll(options);
    return { events: scanned.filter((e) => types.includes(e.type)), scannedTo: scanned.length ? scanned[scanned.length - 1]!.position : null };
  }
}

const tailOf = (log: MemoryLog, types = ['A', 'B'], maxEvents = 1000) => new LogTail(log as unknown as EventStore, types, { maxEvents });
const ids = (events: StoredEvent[]) => events.map((e) => e.eventId);

describe('LogTail: one read of the log for every live projection', () => {
  it('readers at the same checkpoint share one store read', async () => {
    const log = new MemoryLog();
    log.add('A', 5);
    const tail = tailOf(log);
    const reads = await Promise.all([tail.read(START, 100), tail.read(START, 100), tail.read(START, 100)]);
    expect(log.reads).toBe(1);
    for (const r of reads) expect(ids(r.events)).toEqual(['e-1', 'e-2', 'e-3', 'e-4', 'e-5']);
  });

  it('serves a reader inside the cached stretch from memory, respecting its limit, and scans past types it does not load', async () => {
    const log = new MemoryLog();
    log.add('A', 3);
    log.add('C', 2); // nobody reads C
    const tail = tailOf(log);
    expect((await tail.read(START, 100)).scannedTo).toEqual(log.events[4]!.position);
    const reads = log.reads;
    const partial = await tail.read(log.events[0]!.position, 1);
    expect(ids(partial.events)).toEqual(['e-2']);
    expect(partial.scannedTo).toEqual(log.events[1]!.position);
    const rest = await tail.read(log.events[1]!.position, 100);
    expect(ids(rest.events)).toEqual(['e-3']);
    expect(rest.scannedTo).toEqual(log.events[4]!.position); // past the C events: the checkpoint may move there
    expect(log.reads).toBe(reads);
  });

  it('extends the stretch from its end, and reads for a reader behind it without evicting it', async () => {
    const log = new MemoryLog();
    log.add('A', 4);
    const tail = tailOf(log);
    await tail.read(log.events[1]!.position, 100); // stretch (e-2, e-4]
    log.add('B', 2);
    const next = await tail.read(log.events[3]!.position, 100);
    expect(ids(next.events)).toEqual(['e-5', 'e-6']);
    const behind = await tail.read(START, 100);
    expect(ids(behind.events)).toEqual(['e-1', 'e-2', 'e-3', 'e-4', 'e-5', 'e-6']);
    const reads = log.reads;
    expect(ids((await tail.read(log.events[2]!.position, 100)).events)).toEqual(['e-4', 'e-5', 'e-6']);
    expect(log.reads).toBe(reads);
  });

  it('keeps at most maxEvents, dropping the oldest', async () => {
    const log = new MemoryLog();
    log.add('A', 10);
    const tail = tailOf(log, ['A'], 4);
    await tail.read(START, 100);
    const reads = log.reads;
    expect(ids((await tail.read(log.events[6]!.position, 100)).events)).toEqual(['e-8', 'e-9', 'e-10']);
    expect(log.reads).toBe(reads);
    await tail.read(log.events[2]!.position, 100); // dropped: read again
    expect(log.reads).toBe(reads + 1);
  });

  it('clear() forgets the stretch, and a read started before it does not fill the cache', async () => {
    const log = new MemoryLog();
    log.add('A', 3);
    const tail = tailOf(log);
    let open!: () => void;
    log.gate = new Promise((r) => (open = r));
    const slow = tail.read(START, 100);
    tail.clear();
    open();
    await slow;
    await tail.read(START, 100);
    expect(log.reads).toBe(2);
  });

  it('answers any sequence of readers exactly as the store would', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const log = new MemoryLog();
    const tail = tailOf(log, ['A', 'B'], 50);
    const direct = log as MemoryLog;
    const readers: Checkpoint[] = [START, START, START, START];
    for (let step = 0; step < 400; step++) {
      if (random(3) === 0) log.add(['A', 'B', 'C'][random(3)]!, 1 + random(5));
      const i = random(readers.length);
      const limit = 1 + random(12);
      if (random(40) === 0) readers[i] = START; // a rebuilt projection starts over
      const got = await tail.read(readers[i]!, limit);
      const scanned = direct.events.filter((e) => compareCheckpoints(e.position, readers[i]!) > 0);
      // every event of a wanted type up to scannedTo, nothing else, at most `limit` of them
      const expected = got.scannedTo ? scanned.filter((e) => compareCheckpoints(e.position, got.scannedTo!) <= 0 && e.type !== 'C') : [];
      expect(ids(got.events)).toEqual(ids(expected));
      expect(got.events.length).toBeLessThanOrEqual(limit);
      if (got.scannedTo) readers[i] = got.scannedTo;
      else expect(scanned).toEqual([]);
    }
    const reads = log.reads;
    expect(reads).toBeLessThan(400);
  });
});
