import { Pool } from 'pg';
import { migrate } from '../src/platform/db/migrations';
import { PostgresEventStore, type PostgresEventStoreOptions } from '../src/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from './test-database';

// A fresh migrated database with a pool and a PostgreSQL event store on it, for tests below the app (event store,
// projections, the projections thread); close() ends both and drops the database.

export interface EventStoreDatabase {
  db: TestDatabase;
  pool: Pool;
  store: PostgresEventStore;
  close(): Promise<void>;
}

export async function openEventStoreDatabase(options: { maxConnections?: number; store?: PostgresEventStoreOptions } = {}): Promise<EventStoreDatabase> {
  const db = await createTestDatabase();
  const pool = new Pool({ connectionString: db.url, max: options.maxConnections ?? 5 });
  pool.on('error', () => undefined); // dropping the test database ends idle connections
  await migrate(pool);
  const store = new PostgresEventStore(pool, options.store);
  return {
    db,
    pool,
    store,
    async close() {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}
