import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import type { EventStore } from '@waypost/contracts';
import type { ProjectionRunner } from '@waypost/projections';
import { Public, Roles } from '../auth/auth.decorators';
import { APP_CONFIG, EVENT_STORE } from '../tokens';
import type { AppConfig } from '../config/config';
import { PROJECTION_RUNNER } from './ops.tokens';
import { HealthChecks } from './health-checks';

/** Platform endpoints: configuration, health, raw event history, projections. */
@Controller('api')
export class OpsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly checks: HealthChecks,
  ) {}

  @Public()
  @Get('platform/config')
  platformConfig() {
    return { isProductionMode: this.config.PRODUCTION_MODE };
  }

  @Public()
  @Get('health')
  async health() {
    // what contexts registered (the identity provider, when single sign-on is set up): "degraded" when one fails
    const { ok, reports } = await this.checks.run();
    return { status: ok ? 'ok' : 'degraded', eventStore: this.store.kind, database: this.config.DATABASE_URL ? 'external' : 'embedded', ...reports };
  }

  @Get('events/:streamId')
  @Roles('admin', 'auditor')
  async events(@Param('streamId') streamId: string) {
    const events = await this.store.readStream(streamId);
    if (events.length === 0) throw new NotFoundException(`Stream ${streamId} has no events`);
    return events;
  }

  @Get('projections')
  @Roles('admin')
  projections() {
    return this.runner.status();
  }

  @Post('projections/:name/rebuild')
  @Roles('admin')
  @HttpCode(202)
  rebuild(@Param('name') name: string) {
    if (!this.runner.names.includes(name)) throw new NotFoundException(`Unknown projection ${name}; known: ${this.runner.names.join(', ')}`);
    return { name, ...this.runner.requestRebuild(name) };
  }
}
