import { Controller, Get, Header, HttpCode, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PageQuerySchema, type EventStore, type StoredEvent } from '@waypost/contracts';
import type { ProjectionRunner } from '@waypost/projections';
import { CurrentUser, Public, Roles, type RequestUser } from '../auth/auth.decorators';
import { PageCursors, keysetPageOf } from '../http/pagination';
import { parseOrThrow } from '../http/validation';
import { APP_CONFIG, EVENT_STORE } from '../tokens';
import type { AppConfig } from '../config/config';
import { PROJECTION_RUNNER } from './ops.tokens';
import { HealthChecks } from './health-checks';
import { hideSecrets } from '../event-store/personal-data';

/** Platform endpoints: configuration, health, raw event history, projections. */
@Controller('api')
export class OpsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly checks: HealthChecks,
    private readonly cursors: PageCursors,
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
    const { ok, reports } = await this.checks.reports();
    return { status: ok ? 'ok' : 'degraded', eventStore: this.store.kind, database: this.config.DATABASE_URL ? 'external' : 'embedded', ...reports };
  }

  /** Liveness: the process answers HTTP. Checks nothing else, so a database outage never gets it restarted. */
  @Public()
  @Get('health/live')
  @Header('cache-control', 'no-store')
  live() {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL, the event store, the bus and the read models' lag; 503 naming what is not ready. */
  @Public()
  @Get('health/ready')
  @Header('cache-control', 'no-store')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const { ready, checks } = await this.checks.ready();
    if (ready) return { status: 'ready', checks };
    const failing = checks.filter((c) => !c.ok);
    void reply.code(503).header('retry-after', '5');
    const message = `Not ready: ${failing.map((c) => `${c.name} (${c.detail})`).join('; ')}`;
    return { statusCode: 503, error: 'Service Unavailable', message, status: 'not_ready', checks };
  }

  @Get('events/:streamId')
  @Roles('admin', 'auditor')
  async events(@Param('streamId') streamId: string, @Query() query: unknown, @CurrentUser() user: RequestUser) {
    const request = this.cursors.read<StoredEvent>({ list: 'stream-events', caller: user.id, filters: { streamId } }, parseOrThrow(PageQuerySchema, query ?? {}));
    const events = (await this.store.readStream(streamId)).map((e) => hideSecrets(e));
    if (events.length === 0) throw new NotFoundException(`Stream ${streamId} has no events`);
    // Oldest first, as the plain array; the version (zero-padded so that it sorts as text) is the key.
    return request.paged ? request.answer(keysetPageOf(events, (e) => [String(e.version).padStart(12, '0')], request.page, 'asc')) : events;
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
