// Injection tokens of the platform resources (created before Nest boots; see platform/resources.ts).
export const DB = Symbol('DB'); // pg.Pool of the read models and the PostgreSQL event store
export const EVENT_STORE = Symbol('EVENT_STORE'); // EventStore port (contracts/event-store.ts)
export const LOGGER = Symbol('LOGGER'); // the process's root Logger (platform/logger.ts); take a .child('<scope>')
export { METRICS } from './metrics/metrics';
export { APP_CONFIG } from './config/config';
