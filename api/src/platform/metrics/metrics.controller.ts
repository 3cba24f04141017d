import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AcceptsMetricsToken, Roles } from '../auth/auth.decorators';
import { METRICS, Metrics } from './metrics';

/** Prometheus exposition of this process: scraped with the metrics token (METRICS_TOKEN) or an admin's credential. */
@Controller()
export class MetricsController {
  constructor(@Inject(METRICS) private readonly metrics: Metrics) {}

  @Get('metrics')
  @Roles('admin')
  @AcceptsMetricsToken()
  async prometheus(@Res() reply: FastifyReply) {
    const body = await this.metrics.registry.metrics();
    void reply.header('content-type', this.metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  }
}
