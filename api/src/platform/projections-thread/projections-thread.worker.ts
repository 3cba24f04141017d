import { parentPort, workerData } from 'node:worker_threads';
import { Pool, type PoolClient } from 'pg';
import type { EventStore } from '@waypost/contracts';
import { ALL_PROJECTIONS, ProjectionRunner, type RebuildProgress, type ReplayProgress } from '@waypost/projections';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { FromThread, ProjectionThreadData, ReplaySnapshot, ToThread } from './protocol';

// ── The projection runner in a worker thread of the app process ─────────────
// Its own event loop: the runner's round trips to PostgreSQL are not queued behind HTTP work, and decoding and
// folding events take no time from requests. It reads the log with its own store; the app thread wakes it when
// events are appended (its own appends at once, other processes' through LISTEN).

const data = workerData as ProjectionThreadData;
const port = parentPort!;
const send = (message: FromThread) => port.postMessage(message);
const log = (message: string) => send({ type: 'log', message });

const pool = (max: number, label: string) => {
  const p = new Pool({ connectionString: data.databaseUrl, max, connectionTimeoutMillis: 5000, application_name: 'waypost-projections' });
  p.on('error', (error) => log(`${label} connection lost: ${error.message}`));
  p.on('connect', (client: PoolClient) => client.on('error', (error: Error) => log(`${label} connection lost: ${error.message}`)));
  return p;
};
const readPool = pool(4, 'projection read');
const projectionPool = pool(ALL_PROJECTIONS.length + 4, 'projection database');
const inner = new PostgresEventStore(readPool, { masterKey: data.masterKey });

const waiters = new Set<() => void>();
const wakeAll = () => {
  for (const w of [...waiters]) w();
};
/** The store as the runner sees it: reads go to PostgreSQL, wake-ups come from the app thread. */
const store: EventStore = {
  kind: 'postgres',
  append: (...args) => inner.append(...args),
  readStream: (...args) => inner.readStream(...args),
  readAll: (options) => inner.readAll(options),
  readAllOfTypes: (types, options) => inner.readAllOfTypes(types, options),
  streamAllOfTypes: (types, options) => inner.streamAllOfTypes(types, options),
  waitForEvents: (timeoutMs) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      waiters.add(done);
    }),
  close: async () => {
    wakeAll();
    await inner.close();
  },
};
const runner = new ProjectionRunner(projectionPool, store, ALL_PROJECTIONS, {
  log,
  onCheckpoints: (moved) => send({ type: 'checkpoints', moved }),
  ...(data.pollMs ? { pollMs: data.pollMs } : {}),
  ...(data.minCycleMs !== undefined ? { minCycleMs: data.minCycleMs } : {}),
});

// ── progress of replays and rebuilds, mirrored in the app thread ──
const rebuilds: Record<string, RebuildProgress> = {};
const snapshot = ({ done: _done, ...rest }: ReplayProgress): ReplaySnapshot => rest;
let lastSent = '';
const sendProgress = () => {
  const message: FromThread = { type: 'progress', replays: runner.replayHistory().map(snapshot), rebuilds };
  const text = JSON.stringify(message);
  if (text === lastSent) return;
  lastSent = text;
  send(message);
};
// (sent only when something changed: a few hundred bytes compared five times a second)
const ticker = setInterval(sendProgress, 200);

const calls = {
  start: () => runner.start(),
  status: () => runner.status(),
  catchUpOnce: (name: unknown) => runner.catchUpOnce(String(name)),
  stop: async () => {
    clearInterval(ticker);
    await runner.stop();
    await store.close().catch(() => undefined);
    await projectionPool.end().catch(() => undefined);
    await readPool.end().catch(() => undefined);
  },
};

port.on('message', (message: ToThread) => {
  switch (message.type) {
    case 'wake':
      wakeAll();
      return;
    case 'call':
      calls[message.method](...(message.args as [unknown]))
        .then((value) => send({ type: 'result', id: message.id, value }))
        .catch((error: Error) => send({ type: 'result', id: message.id, error: error.message }));
      return;
    case 'replay':
      try {
        // forget deletes keys in the app thread before it replays: nothing this thread cached may open them still
        inner.personalData.clearCache();
        const progress = runner.replay(message.names, { ...message.options, id: message.id });
        sendProgress();
        void progress.done?.then(sendProgress);
      } catch (error) {
        send({ type: 'replay-refused', id: message.id, error: (error as Error).message });
      }
      return;
    case 'rebuild':
      rebuilds[message.name] = runner.requestRebuild(message.name);
      sendProgress();
      return;
  }
});
