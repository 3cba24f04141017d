import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { VIES_CLIENT, ViesClient } from './adapters/vies.client';
import { ComplianceController } from './compliance.controller';
import { ComplianceStatusQueries } from './queries/compliance-status.queries';
import { EstimateShipmentDutiesHandler, ShipmentDocumentHandler, ShipmentDocumentsHandler } from './queries/shipment-customs.queries';

/** Customs, tax and compliance engine: pure rule tables in domain/, the VIES adapter and two read queries. */
@Module({
  imports: [CatalogueModule],
  controllers: [ComplianceController],
  providers: [
    ComplianceStatusQueries,
    EstimateShipmentDutiesHandler,
    ShipmentDocumentsHandler,
    ShipmentDocumentHandler,
    { provide: VIES_CLIENT, useFactory: () => new ViesClient() },
  ],
})
export class ComplianceModule {}
