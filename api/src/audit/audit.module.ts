import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AuditController } from './audit.controller';
import { AuditHistoryQueries } from './queries/audit-history.queries';
import { ForgetService } from './forget.service';
import { AuditorReadOnlyGuard } from './auditor-read-only.guard';
import { ShippingModule } from '../shipping/shipping.module';

@Module({
  imports: [ShippingModule],
  controllers: [AuditController],
  providers: [AuditHistoryQueries, ForgetService, { provide: APP_GUARD, useClass: AuditorReadOnlyGuard }],
})
export class AuditModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Imports arrive as a raw NDJSON stream (no body limit, never buffered whole). */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify && !fastify.hasContentTypeParser('application/x-ndjson')) {
      fastify.addContentTypeParser('application/x-ndjson', { bodyLimit: Number.MAX_SAFE_INTEGER }, (_request, payload, done) => done(null, payload));
    }
  }
}
