import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { CarrierNetworkService } from './carrier-network.service';
import { CarriersController } from './carriers.controller';
import { LaneCoverageHandler } from './queries/lane-coverage.query';
import { ShipmentRatesHandler } from './queries/shipment-rates.query';
import { CarrierNetworkQueries } from './queries/carrier-network.queries';
import { CARRIER_MIGRATIONS } from './carriers.migration';

// ── Carriers: status, labels, bookings; the forwarder and carrier workers run from CarrierNetworkService ──

@Module({
  imports: [AccessModule],
  controllers: [CarriersController],
  providers: [CarrierNetworkService, LaneCoverageHandler, ShipmentRatesHandler, CarrierNetworkQueries],
  exports: [CarrierNetworkQueries],
})
export class CarriersModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = CARRIER_MIGRATIONS;
}
