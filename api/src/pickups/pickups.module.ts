import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { PickupStreamHandler } from './commands/pickup.handler';
import { SchedulePickupHandler } from './commands/schedule-pickup.handler';
import { PickupsController } from './pickups.controller';
import { PickupConfirmer } from './process/pickup-confirmer';
import { PickupsQueries } from './queries/pickups.queries';

// ── Pickups: a shipper asks a carrier to collect booked shipments; the carrier's answer comes from the log (issue 28 item 3) ──

@Module({
  imports: [AccessModule],
  controllers: [PickupsController],
  providers: [SchedulePickupHandler, PickupStreamHandler, PickupsQueries, PickupConfirmer],
})
export class PickupsModule {}
