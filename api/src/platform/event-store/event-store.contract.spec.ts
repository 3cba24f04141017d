import { randomUUID } from 'node:crypto';
import { START, StoreNotEmptyError, WrongExpectedVersionError, compareCheckpoints, type EventStore, type NewEvent } from '@waypost/contracts';
import { eventIdFor } from './ids';

// ── One contract suite, run against every event store adapter that is available ──

const meta = (commandId: string) => ({
  commandId,
  correlationId: commandId,
  causationId: commandId,
  actor: { kind: 'system' as const, id: 'test' },
  occurredAt: new Date().toISOString(),
});

export const newEvents = (n: number, commandId = randomUUID()): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({ eventId: eventIdFor(commandId, i), type: 'Thing', data: { i }, metadata: meta(commandId) }));

export function eventStoreContract(name: string, setup: () => Promise<{ store: EventStore; teardown(): Promise<void> }>) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let teardown: () => Promise<void>;
    beforeAll(async () => {
      ({ store, teardown } = await setup());
    });
    afterAll(() => teardown());

    const stream = () => `contract-${randomUUID()}`;

    it('appends to a new stream and reads it back in order', async () => {
      const id = stream();
      const result = await store.append(id, 'thing', 'no_stream', newEvents(3));
      expect(result).toMatchObject({ nextVersion: 3, duplicate: false });
      const events = await store.readStream(id);
      expect(result.position).toEqual(events[2]!.position);
      expect(events.map((e) => [e.version, e.data])).toEqual([
        [1, { i: 0 }],
        [2, { i: 1 }],
        [3, { i: 2 }],
      ]);
      expect(events[0]!.metadata.actor).toEqual({ kind: 'system', id: 'test' });
    });

    it('checks the expected version', async () => {
      const id = stream();
      await store.append(id, 'thing', 'no_stream', newEvents(1));
      await expect(store.append(id, 'thing', 'no_stream', newEvents(1))).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(store.append(id, 'thing', 5, newEvents(1))).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.append(id, 'thing', 1, newEvents(2))).toMatchObject({ nextVersion: 3, duplicate: false });
      expect((await store.append(id, 'thing', 'any', newEvents(1))).nextVersion).toBe(4);
      await expect(store.append(stream(), 'thing', 2, newEvents(1))).rejects.toBeInstanceOf(WrongExpectedVersionError);
    });

    it('appends nothing new when a command is retried with the same event ids', async () => {
      const id = stream();
      const events = newEvents(2);
      await store.append(id, 'thing', 'no_stream', events);
      const retry = await store.append(id, 'thing', 'no_stream', events);
      expect(retry.duplicate).toBe(true);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('answers each of many concurrent appends on its own: new streams, advances, conflicts and retries', async () => {
      const fresh = Array.from({ length: 40 }, () => stream());
      const existing = Array.from({ length: 20 }, () => stream());
      const retried = existing.map(() => newEvents(1));
      await Promise.all(existing.map((id, i) => store.append(id, 'thing', 'no_stream', retried[i]!)));
      const results = await Promise.allSettled([
        ...fresh.map((id) => store.append(id, 'thing', 'no_stream', newEvents(2))),
        ...existing.map((id) => store.append(id, 'thing', 1, newEvents(1))), // advance: ok
        ...existing.map((id) => store.append(id, 'thing', 'no_stream', newEvents(1))), // conflict
        ...existing.map((id, i) => store.append(id, 'thing', 'no_stream', retried[i]!)), // retry: duplicate
      ]);
      const [created, advanced, conflicts, retries] = [results.slice(0, 40), results.slice(40, 60), results.slice(60, 80), results.slice(80)];
      expect(created.map((r) => r.status === 'fulfilled' && r.value)).toEqual(fresh.map(() => expect.objectContaining({ nextVersion: 2, duplicate: false })));
      for (const r of conflicts) expect(r.status === 'rejected' && r.reason).toBeInstanceOf(WrongExpectedVersionError);
      for (const r of retries) expect(r.status === 'fulfilled' && r.value.duplicate).toBe(true);
      for (const r of advanced) expect(r.status === 'fulfilled' && r.value).toMatchObject({ nextVersion: 2, duplicate: false });
      // each answer's log position is at or past its own events (several may share one transaction)
      for (const [i, id] of [...fresh, ...existing].entries()) {
        const r = [...created, ...advanced][i]!;
        const last = (await store.readStream(id)).at(-1)!;
        expect(r.status === 'fulfilled' && compareCheckpoints(r.value.position, last.position)).toBeGreaterThanOrEqual(0);
      }
      for (const id of existing) expect((await store.readStream(id)).map((e) => e.version)).toEqual([1, 2]);
      for (const id of fresh) expect((await store.readStream(id)).map((e) => e.data)).toEqual([{ i: 0 }, { i: 1 }]);
    });

    it('answers an append with its log position: a reader at that checkpoint has read it, a retry gets it again', async () => {
      const id = stream();
      const events = newEvents(2);
      const first = await store.append(id, 'thing', 'no_stream', events);
      const later = await store.append(stream(), 'thing', 'no_stream', newEvents(1));
      expect(compareCheckpoints(later.position, first.position)).toBe(1);
      expect((await store.append(id, 'thing', 'no_stream', events)).position).toEqual(first.position);
      // read the log up to that checkpoint, as a projection does: both events are in what was read
      const seen: string[] = [];
      let after = START;
      while (compareCheckpoints(after, first.position) < 0) {
        const batch = await store.readAll({ after, limit: 50 });
        if (batch.length === 0) break;
        seen.push(...batch.filter((e) => compareCheckpoints(e.position, first.position) <= 0).map((e) => e.eventId));
        after = batch[batch.length - 1]!.position;
      }
      expect(seen).toEqual(expect.arrayContaining(events.map((e) => e.eventId)));
    });

    it('reads a stream up to a version, and nothing for an unknown stream', async () => {
      const id = stream();
      await store.append(id, 'thing', 'no_stream', newEvents(4));
      expect((await store.readStream(id, { toVersion: 2 })).map((e) => e.version)).toEqual([1, 2]);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('reads the global log in order from a checkpoint', async () => {
      const a = stream();
      const b = stream();
      await store.append(a, 'thing', 'no_stream', newEvents(12)); // more than 9: positions must order as numbers
      await store.append(b, 'thing', 'no_stream', newEvents(1));
      const all = [];
      let after = START;
      for (;;) {
        const batch = await store.readAll({ after, limit: 5 });
        if (batch.length === 0) break;
        all.push(...batch);
        after = batch[batch.length - 1]!.position;
      }
      const mine = all.filter((e) => e.streamId === a || e.streamId === b).map((e) => `${e.streamId === a ? 'a' : 'b'}${e.version}`);
      expect(mine).toEqual([...Array.from({ length: 12 }, (_, i) => `a${i + 1}`), 'b1']);
    });

    it('imports a history only into an empty store: with events already there it refuses and keeps nothing', async () => {
      const id = `import-${randomUUID()}`;
      const [e] = newEvents(1);
      const history = async function* () {
        yield [
          {
            streamId: id,
            streamType: 'thing',
            version: 1,
            eventId: e!.eventId,
            type: e!.type,
            schemaVersion: 1,
            data: e!.data,
            metadata: e!.metadata,
            createdAt: new Date().toISOString(),
          },
        ];
      };
      await expect(store.importHistory!(history())).rejects.toBeInstanceOf(StoreNotEmptyError);
      expect(await store.readStream(id)).toEqual([]);
    });
  });
}
