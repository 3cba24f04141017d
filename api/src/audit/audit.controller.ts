import { Readable } from 'node:stream';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  NotImplementedException,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { ExportQuerySchema, PageQuerySchema, ReplayRequestSchema, StreamAtQuerySchema, StreamListQuerySchema, type EventStore } from '@waypost/contracts';
import { ReplayInProgressError, type ProjectionRunner, type ReplayProgress } from '@waypost/projections';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { DB, EVENT_STORE } from '../platform/tokens';
import { PROJECTION_RUNNER } from '../platform/ops/ops.tokens';
import { parseOrThrow } from '../platform/http/validation';
import { PageCursors, keysetPageOf } from '../platform/http/pagination';
import { PostgresEventStore } from '../platform/event-store/postgres-event-store';
import { AuditHistoryQueries } from './queries/audit-history.queries';
import { exportHistory } from './history/history-export';
import { importHistory, ImportRefusedError } from './history/history-import';
import { ForgetService } from './forget.service';
import { TrackingNumberAllocator } from '../shipping/queries/tracking-number.allocator';
import { AuditorMayUse } from './auditor-read-only.guard';

/** Replay progress as JSON (without its promise). */
const view = ({ done: _done, ...progress }: ReplayProgress) => progress;

@Controller('api/audit')
@Roles('auditor', 'admin')
export class AuditController {
  constructor(
    private readonly history: AuditHistoryQueries,
    private readonly forgetting: ForgetService,
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly trackingNumbers: TrackingNumberAllocator,
    private readonly cursors: PageCursors,
  ) {}

  @Get('streams')
  streams(@Query() query: unknown) {
    return this.history.listStreams(parseOrThrow(StreamListQuerySchema, query ?? {}));
  }

  @Get('streams/:streamId')
  stream(@Param('streamId') streamId: string, @Query() query: unknown) {
    return this.history.streamAt(streamId, parseOrThrow(StreamAtQuerySchema, query ?? {}));
  }

  @Get('export')
  async export(@Query() query: unknown, @Res() reply: FastifyReply) {
    const filters = parseOrThrow(ExportQuerySchema, query ?? {});
    const store = this.postgres();
    const stream = Readable.from(exportHistory(this.pool, store, filters), { objectMode: false });
    return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('content-disposition', 'attachment; filename="waypost-history.ndjson"').send(stream);
  }

  @Post('import')
  @Roles('admin')
  async import(@Req() request: FastifyRequest) {
    const body = request.body as unknown;
    if (!(body instanceof Readable)) throw new BadRequestException('Send the export as the request body with content-type application/x-ndjson');
    try {
      if (!this.store.importHistory) throw new NotImplementedException('This event store cannot import a history');
      return await importHistory(this.store, body, (upTo) => this.trackingNumbers.reserveThrough(upTo));
    } catch (error) {
      if (error instanceof ImportRefusedError) {
        if (error.status === 409) throw new ConflictException(error.message);
        throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: error.message, ...(error.issues ? { issues: error.issues } : {}) });
      }
      throw error;
    }
  }

  @Post('replays')
  @AuditorMayUse()
  @HttpCode(202)
  replay(@Body() body: unknown) {
    const input = parseOrThrow(ReplayRequestSchema, body ?? {});
    const names = input.projection === 'all' ? 'all' : [input.projection];
    if (names !== 'all' && !this.runner.names.includes(input.projection)) {
      throw new NotFoundException(`Unknown projection ${input.projection}; known: all, ${this.runner.names.join(', ')}`);
    }
    try {
      return view(this.runner.replay(names, { verify: input.verify }));
    } catch (error) {
      if (error instanceof ReplayInProgressError) throw new ConflictException(error.message);
      throw error;
    }
  }

  @Get('replays')
  replays(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    // This process's replays: the plain array in the order they ran; pages go newest first.
    const request = this.cursors.read<ReturnType<typeof view>>({ list: 'replays', caller: user.id }, parseOrThrow(PageQuerySchema, query ?? {}));
    const all = this.runner.replayHistory().map(view);
    return request.paged ? request.answer(keysetPageOf(all, (r) => [r.startedAt, r.id], request.page)) : all;
  }

  @Get('replays/:id')
  replayById(@Param('id') id: string) {
    const found = this.runner.replayHistory().find((r) => r.id === id);
    if (!found) throw new NotFoundException(`Replay ${id} not found`);
    return view(found);
  }

  @Post('forget/:userId')
  @Roles('admin')
  @HttpCode(202)
  forget(@Param('userId') userId: string) {
    if (!/^[\w.:@-]{1,200}$/.test(userId)) throw new BadRequestException('userId is not a valid id');
    return this.forgetting.forget(userId);
  }

  private postgres(): PostgresEventStore {
    if (!(this.store instanceof PostgresEventStore)) throw new NotImplementedException('Export and import need the PostgreSQL event store');
    return this.store;
  }
}
