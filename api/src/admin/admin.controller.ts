import { Controller, Get, Header } from '@nestjs/common';
import { Roles } from '../platform/auth/auth.decorators';
import { AdminMetricsQueries } from './queries/admin-metrics.queries';

@Controller()
@Roles('admin')
export class AdminController {
  constructor(private readonly queries: AdminMetricsQueries) {}

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
}
