import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { BookCarrierHandler, RecordCarrierBookingFailureHandler } from './commands/book-carrier.handler';
import { CancelShipmentHandler } from './commands/cancel-shipment.handler';
import { CreateShipmentHandler } from './commands/create-shipment.handler';
import { RecordTrackingEventHandler } from './commands/record-tracking-event.handler';
import { PurchaseRateHandler } from './commands/purchase-rate.handler';
import { RateShipmentHandler } from './commands/rate-shipment.handler';
import { VoidLabelHandler } from './commands/void-label.handler';
import { SettleLabelVoidHandler } from './commands/settle-label-void.handler';
import { ManifestShipmentHandler } from './commands/manifest-shipment.handler';
import { ShipmentsQueries } from './queries/shipments.queries';
import { TrackingNumberAllocator } from './queries/tracking-number.allocator';
import { ShippingController } from './shipping.controller';
import { ReturnsController } from './returns.controller';
import { CreateReturnHandler } from './commands/create-return.handler';
import { ReturnPortalLinks } from './queries/return-portal-links';

@Module({
  imports: [AccessModule],
  controllers: [ShippingController, ReturnsController],
  providers: [
    CreateShipmentHandler,
    RecordTrackingEventHandler,
    CancelShipmentHandler,
    BookCarrierHandler,
    RecordCarrierBookingFailureHandler,
    RateShipmentHandler,
    PurchaseRateHandler,
    VoidLabelHandler,
    SettleLabelVoidHandler,
    ManifestShipmentHandler,
    CreateReturnHandler,
    ReturnPortalLinks,
    ShipmentsQueries,
    TrackingNumberAllocator,
  ],
  exports: [TrackingNumberAllocator],
})
export class ShippingModule {}
