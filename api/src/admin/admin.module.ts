import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AccessModule } from '../access/access.module';
import { AdminController } from './admin.controller';
import { AdminMetricsQueries } from './queries/admin-metrics.queries';
import { MetricsRegistry } from './queries/metrics-registry';
import { routeLabel } from '../platform/http/request-log';

@Module({
  imports: [AccessModule],
  controllers: [AdminController],
  providers: [MetricsRegistry, AdminMetricsQueries],
  exports: [MetricsRegistry],
})
export class AdminModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: MetricsRegistry,
  ) {}

  /** Every response (guards' 401/403 and errors included) is measured in one Fastify hook. */
  onModuleInit() {
    // Worker processes (api/src/worker-process.ts) are an application context without HTTP: nothing to measure.
    if (!this.adapterHost.httpAdapter) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      // Route templates label the API; the web app's files (one route per built asset) share one label.
      this.metrics.record(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime);
      done();
    });
  }
}
