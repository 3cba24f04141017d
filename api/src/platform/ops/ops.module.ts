import { Module } from '@nestjs/common';
import { OpsController } from './ops.controller';
import { MetricsController } from '../metrics/metrics.controller';

@Module({ controllers: [OpsController, MetricsController] })
export class OpsModule {}
