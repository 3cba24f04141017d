import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, BACKGROUND_DB, DB, EVENT_STORE, LOGGER, METRICS } from './tokens';
import { requestLogParams } from './http/request-log';
import type { PlatformResources } from './resources';
import { PROJECTION_RUNNER } from './ops/ops.tokens';
import { HttpRateLimits, RATE_LIMITER } from './rate-limit/http-rate-limit';
import { HealthChecks } from './ops/health-checks';
import { PostgresRateLimiter } from './rate-limit/rate-limiter';
import { PageCursors } from './http/pagination';

@Global()
@Module({})
export class PlatformModule {
  static forRoot(resources: PlatformResources): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: resources.config },
      { provide: LOGGER, useValue: resources.logger },
      { provide: METRICS, useValue: resources.metrics },
      { provide: DB, useValue: resources.pool },
      { provide: BACKGROUND_DB, useValue: resources.backgroundPool },
      { provide: EVENT_STORE, useValue: resources.store },
      { provide: PROJECTION_RUNNER, useValue: resources.runner },
      { provide: RATE_LIMITER, useValue: new PostgresRateLimiter(resources.pool) },
      { provide: HttpRateLimits, useClass: HttpRateLimits },
      { provide: HealthChecks, useClass: HealthChecks },
      { provide: PageCursors, useClass: PageCursors },
    ];
    // nestjs-pino: Nest's own logs and the request log (one line per HTTP request) go to the process's root logger
    return { module: PlatformModule, imports: [LoggerModule.forRoot(requestLogParams(resources.logger))], providers, exports: providers.map((p) => p.provide) };
  }
}
