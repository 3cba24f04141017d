// Injection tokens of the platform resources (created before Nest boots; see platform/resources.ts).
export const DB = Symbol('DB'); // pg.Pool of the read models and the PostgreSQL event store
// pg.Pool of the background loops that hold a connection while they lead (advisory lock): kept apart, so that a
// small request pool (DATABASE_POOL_SIZE) is never taken up by them
export const BACKGROUND_DB = Symbol('BACKGROUND_DB');
export const EVENT_STORE = Symbol('EVENT_STORE'); // EventStore port (contracts/event-store.ts)
export const LOGGER = Symbol('LOGGER'); // the process's root Logger (platform/logger.ts); take a .child('<scope>')
export { METRICS } from './metrics/metrics';
export { APP_CONFIG } from './config/config';
