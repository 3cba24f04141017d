import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles } from '../platform/auth/auth.decorators';
import { AdminMetricsQueries } from './queries/admin-metrics.queries';
import { MetricsRegistry } from './queries/metrics-registry';

@Controller()
@Roles('admin')
export class AdminController {
  constructor(
    private readonly queries: AdminMetricsQueries,
    private readonly metrics: MetricsRegistry,
  ) {}

  @Get('api/admin/metrics')
  @Header('cache-control', 'no-store')
  adminMetrics() {
    return this.queries.metricsAt(new Date());
  }

  @Get('api/admin/analytics')
  @Header('cache-control', 'no-store')
  analytics() {
    return this.queries.analyticsAt(new Date());
  }

  /** Prometheus exposition (scrape with an admin API token: Authorization: Bearer ...). */
  @Get('metrics')
  async prometheus(@Res() reply: FastifyReply) {
    const body = await this.metrics.registry.metrics();
    void reply.header('content-type', this.metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  }
}
