import { Pool } from 'pg';
import { migrate } from '../db/migrations';
import { createTestDatabase } from '../../../test-support/test-database';
import { PostgresEventStore } from './postgres-event-store';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { eventStoreContract } from './event-store.contract.spec';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase();
  const pool = new Pool({ connectionString: db.url, max: 5 });
  pool.on('error', () => undefined); // dropping the test database ends idle connections
  await migrate(pool);
  const store = new PostgresEventStore(pool);
  return {
    store,
    async teardown() {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
});

// EventStoreDB cannot run on this machine: its run happens when EVENTSTORE_URL is set and is reported skipped otherwise.
const esdbUrl = process.env.EVENTSTORE_URL;
if (esdbUrl) {
  eventStoreContract('eventstoredb', async () => {
    const store = new EventStoreDbEventStore(esdbUrl);
    return { store, teardown: () => store.close() };
  });
} else {
  describe('event store contract: eventstoredb', () => {
    it.skip('runs only when EVENTSTORE_URL is set (EventStoreDB is not available here)', () => undefined);
  });
}
