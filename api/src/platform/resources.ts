import { Pool, type PoolClient } from 'pg';
import type { Checkpoint, EventStore } from '@waypost/contracts';
import type { AppConfig } from './config/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrate } from './db/migrations';
import { PostgresEventStore } from './event-store/postgres-event-store';
import { EventStoreDbEventStore } from './event-store/eventstoredb-event-store';
import type { Logger } from './logger';
import { ALL_PROJECTIONS, ProjectionRunner, type ProjectionControl } from '@waypost/projections';
import { ThreadedProjections } from './projections-thread/projections-thread';
import { CheckpointWatch } from './read-your-writes/checkpoint-watch';
import { ReadModelIndex } from './read-your-writes/log-mark';
import { noteWrite } from './read-your-writes/recent-writes';
import { Metrics } from './metrics/metrics';

// ── Platform resources, created before Nest boots and closed after it stops ──

export interface PlatformResources {
  config: AppConfig;
  /** The process's root logger (JSON lines; parts of the process take a child). */
  logger: Logger;
  /** The process's Prometheus registry and the platform's measurements. */
  metrics: Metrics;
  /** Requests' pool (DATABASE_POOL_SIZE): the read models and the PostgreSQL event store. */
  pool: Pool;
  /** The background loops' pool: each leader (forwarder, dispatcher, webhook fan-out, ...) holds one connection. */
  backgroundPool: Pool;
  store: EventStore;
  /** Runs the read-model projections (started by main when RUN_PROJECTIONS is true), here or in a worker thread. */
  runner: ProjectionControl;
  /** Projection checkpoints as this process knows them, for reads that wait for their client's own writes. */
  checkpoints: CheckpointWatch;
  /** Which read models fold which event types. */
  readModels: ReadModelIndex;
  /** Where the database came from, for logs and the README's 'which one answered'. */
  database: 'embedded' | 'external';
  close(): Promise<void>;
}

/**
 * The background pool's connections: one per leader (forwarder, dispatcher, inquiry linker, mail sender, webhook
 * fan-out), the projection-schema lock at start, the webhook sender's poll and one per endpoint it drains at once.
 */
const backgroundPoolSize = (config: Pick<AppConfig, 'WEBHOOK_CONCURRENCY'>): number => 5 + 1 + 1 + config.WEBHOOK_CONCURRENCY;

/** WAYPOST_MASTER_KEY; the documented dev default only outside production. */
function masterKey(config: AppConfig): string | undefined {
  if (!config.WAYPOST_MASTER_KEY && config.isProduction) throw new Error('WAYPOST_MASTER_KEY is required in production (it protects personal data in events)');
  return config.WAYPOST_MASTER_KEY;
}

export async function createPlatformResources(config: AppConfig, logger: Logger, processName = 'api'): Promise<PlatformResources> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    logger.info(`starting embedded PostgreSQL (data in ${config.WAYPOST_DATA_DIR}/pg, port ${config.EMBEDDED_PG_PORT})`);
    embedded = await startEmbeddedPostgres({ dataDir: config.WAYPOST_DATA_DIR, port: config.EMBEDDED_PG_PORT });
    url = embedded.url;
  }
  const connectionString = url;
  const openPool = (label: string, max: number): Pool => {
    const opened = new Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (PostgreSQL restarting) must not crash the process.
    opened.on('error', (error) => logger.warn(`${label} connection lost: ${error.message}`));
    // A connection lost while checked out (PostgreSQL stopping with the terminal's Ctrl-C, or restarting) fails its
    // query; it must not also crash the process as an unhandled 'error' event.
    opened.on('connect', (client: PoolClient) => client.on('error', (error: Error) => logger.warn(`${label} connection lost: ${error.message}`)));
    return opened;
  };
  const pool = openPool('database', config.DATABASE_POOL_SIZE);
  // Background loops hold a connection for as long as they lead: their own pool (connections open only when used).
  const backgroundPool = openPool('background database', backgroundPoolSize(config));
  await migrate(pool);
  // every append is noted with its actor: a command request answers with where its own went (read-your-writes)
  const store: EventStore = config.EVENTSTORE_URL
    ? new EventStoreDbEventStore(config.EVENTSTORE_URL, noteWrite)
    : new PostgresEventStore(pool, { masterKey: masterKey(config), onAppended: noteWrite });
  const metrics = new Metrics(processName);
  metrics.timeAppends(store);
  const checkpoints = new CheckpointWatch(pool);
  const onCheckpoints = (moved: { name: string; at: Checkpoint; folded?: number }[]) => {
    checkpoints.publish(moved);
    metrics.countFolded(moved);
  };
  // Built code with the PostgreSQL store runs the projections in a worker thread: their round trips do not queue
  // behind HTTP work on this thread's event loop, and their decoding and folding take no time from requests.
  const thread = !config.EVENTSTORE_URL && (config.PROJECTIONS_THREAD ? config.PROJECTIONS_THREAD === 'true' : __filename.endsWith('.js'));
  const schema = new ProjectionRunner(pool, store, ALL_PROJECTIONS);
  const ensureSchema = () => oneProcessAtATime(backgroundPool, 'waypost:projection-schema', () => schema.ensureSchema());
  // Each live projection holds a connection for its advisory lock: give them their own pool, so that HTTP requests
  // never wait behind them for a connection.
  const projectionPool = thread ? null : openPool('projection database', ALL_PROJECTIONS.length + 4);
  const projectionLog = logger.child('projections');
  const minCycle = config.PROJECTIONS_MIN_CYCLE_MS !== undefined ? { minCycleMs: config.PROJECTIONS_MIN_CYCLE_MS } : {};
  const runner: ProjectionControl = projectionPool
    ? new ProjectionRunner(projectionPool, store, ALL_PROJECTIONS, { log: (m) => projectionLog.warn(m), onCheckpoints, ...minCycle })
    : new ThreadedProjections({
        names: ALL_PROJECTIONS.map((p) => p.name),
        thread: { databaseUrl: url, masterKey: masterKey(config), ...minCycle },
        store,
        ensureSchema,
        log: (m) => projectionLog.warn(m),
        onCheckpoints,
      });
  await ensureSchema();
  metrics.watch(pool, runner);
  logger.info(`event store: ${store.kind}; database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}; projections ${thread ? 'in a worker thread' : 'on the main thread'}`);
  return {
    config,
    logger,
    metrics,
    pool,
    backgroundPool,
    store,
    runner,
    checkpoints,
    readModels: new ReadModelIndex(ALL_PROJECTIONS),
    database: embedded ? 'embedded' : 'external',
    async close() {
      checkpoints.close();
      await runner.stop();
      await store.close().catch(() => undefined);
      await projectionPool?.end().catch(() => undefined);
      await backgroundPool.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
      if (embedded) await embedded.stop();
    },
  };
}

/**
 * Processes started together on a fresh database (api, projections, workers) would run CREATE TABLE IF NOT EXISTS
 * concurrently, which collides in the catalog ('duplicate key ... pg_type_typname_nsp_index'): take turns.
 */
async function oneProcessAtATime(pool: Pool, key: string, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
    client.release();
  }
}
