import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Customs, DangerousGoodsFlag, DutiesEstimate } from '@waypost/contracts';
import { renderShipmentDocument, type ShipmentForDocuments } from '../documents/shipment-documents.pdf';
import { dangerousGoodsOfCustoms, estimateShipmentDuties, type ShipmentDutiesInput } from '../domain/shipment-duties';
import type { IsoDate } from '../domain/effective';
import { SHIPMENT_DOCUMENT_TITLES, documentsFor, type ShipmentDocumentKind } from '../domain/shipment-documents';

// ── The compliance engine's surface for shipments: the duties estimate and the customs documents ──

export type { ShipmentForDocuments, ShipmentDutiesInput, ShipmentDocumentKind };

/** The duties and import taxes of a declaration on a lane (null when the engine has no tables for a country). */
export class EstimateShipmentDutiesQuery {
  constructor(readonly input: ShipmentDutiesInput) {}
}

@QueryHandler(EstimateShipmentDutiesQuery)
export class EstimateShipmentDutiesHandler implements IQueryHandler<EstimateShipmentDutiesQuery, DutiesEstimate | null> {
  execute({ input }: EstimateShipmentDutiesQuery): Promise<DutiesEstimate | null> {
    return Promise.resolve(estimateShipmentDuties(input));
  }
}

/** The declared items that are dangerous goods, as of a date: what the carrier needs (UN number, packing, air, post). */
export class ShipmentDangerousGoodsQuery {
  constructor(readonly input: { customs: Customs; on: IsoDate }) {}
}

@QueryHandler(ShipmentDangerousGoodsQuery)
export class ShipmentDangerousGoodsHandler implements IQueryHandler<ShipmentDangerousGoodsQuery, DangerousGoodsFlag[]> {
  execute({ input }: ShipmentDangerousGoodsQuery): Promise<DangerousGoodsFlag[]> {
    return Promise.resolve(dangerousGoodsOfCustoms(input.customs, input.on));
  }
}

/** The customs documents a shipment's declaration needs. */
export class ShipmentDocumentsQuery {
  constructor(readonly shipment: ShipmentForDocuments) {}
}

@QueryHandler(ShipmentDocumentsQuery)
export class ShipmentDocumentsHandler implements IQueryHandler<ShipmentDocumentsQuery, { kind: ShipmentDocumentKind; title: string }[]> {
  execute({ shipment }: ShipmentDocumentsQuery) {
    return Promise.resolve(documentsFor(shipment.customs, shipment.createdAt.slice(0, 10)).map((kind) => ({ kind, title: SHIPMENT_DOCUMENT_TITLES[kind] })));
  }
}

/** One of those documents as a PDF; null when the declaration does not need that kind. */
export class ShipmentDocumentQuery {
  constructor(
    readonly shipment: ShipmentForDocuments,
    readonly kind: string,
    /** The shipper's language (the request's): its texts plus English, or English alone (documents/document-texts.ts). */
    readonly language: string = 'en',
  ) {}
}

@QueryHandler(ShipmentDocumentQuery)
export class ShipmentDocumentHandler implements IQueryHandler<ShipmentDocumentQuery, Buffer | null> {
  async execute({ shipment, kind, language }: ShipmentDocumentQuery): Promise<Buffer | null> {
    const kinds = documentsFor(shipment.customs, shipment.createdAt.slice(0, 10));
    const wanted = kinds.find((k) => k === kind);
    return wanted ? renderShipmentDocument(wanted, shipment, language) : null;
  }
}
