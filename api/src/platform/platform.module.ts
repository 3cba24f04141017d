import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, DB, EVENT_STORE } from './tokens';
import type { PlatformResources } from './resources';
import { PROJECTION_RUNNER } from './ops/ops.tokens';

@Global()
@Module({})
export class PlatformModule {
  static forRoot(resources: PlatformResources): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: resources.config },
      { provide: DB, useValue: resources.pool },
      { provide: EVENT_STORE, useValue: resources.store },
      { provide: PROJECTION_RUNNER, useValue: resources.runner },
    ];
    return { module: PlatformModule, providers, exports: providers.map((p) => p.provide) };
  }
}
