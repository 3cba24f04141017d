import type { AppConfig } from '../platform/config/config';
import type { EventBus } from './bus';
import { InProcessBus } from './in-process-bus';
import { KafkaBus, type KafkaBusOptions } from './kafka-bus';

/** Kafka when KAFKA_BROKERS is set, else the in-process bus. */
export function createBus(config: Pick<AppConfig, 'KAFKA_BROKERS'>, options: Partial<KafkaBusOptions> = {}): EventBus {
  const brokers =
    config.KAFKA_BROKERS?.split(',')
      .map((b) => b.trim())
      .filter(Boolean) ?? [];
  return brokers.length > 0 ? new KafkaBus({ ...options, brokers }) : new InProcessBus(8, 500, options.log ? { log: options.log } : {});
}
