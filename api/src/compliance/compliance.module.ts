import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { RecordVatOverrideHandler } from './commands/record-vat-override.handler';
import { VIES_CLIENT, ViesClient } from './adapters/vies.client';
import { ComplianceController } from './compliance.controller';
import { ComplianceStatusQueries } from './queries/compliance-status.queries';
import { EstimateShipmentDutiesHandler, ShipmentDangerousGoodsHandler, ShipmentDocumentHandler, ShipmentDocumentsHandler } from './queries/shipment-customs.queries';

/** Customs, tax and compliance engine: pure rule tables in domain/, the VIES adapter, two read queries and the VAT-number override command. */
@Module({
  imports: [CatalogueModule],
  controllers: [ComplianceController],
  providers: [
    RecordVatOverrideHandler,
    ComplianceStatusQueries,
    EstimateShipmentDutiesHandler,
    ShipmentDangerousGoodsHandler,
    ShipmentDocumentsHandler,
    ShipmentDocumentHandler,
    { provide: VIES_CLIENT, useFactory: () => new ViesClient() },
  ],
})
export class ComplianceModule {}
