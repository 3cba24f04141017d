import type { ShipmentLabelData } from '@waypost/projections';
import type { LabelInput } from './label-layout';
import { labelParcels } from './label-parcels';

// ── From the read models (shipment + its carrier booking) to what the label shows ──

export function labelInput(shipment: ShipmentLabelData['shipment'], booking: NonNullable<ShipmentLabelData['booking']>): LabelInput {
  return {
    trackingNumber: shipment.trackingNumber,
    from: shipment.fromAddress,
    to: shipment.toAddress,
    carrierName: booking.carrierName,
    serviceName: booking.serviceName,
    serviceLevel: booking.serviceLevel,
    reference: booking.reference,
    sortCode: booking.label.sortCode,
    routingCode: booking.label.routingCode,
    route: booking.route,
    bookedOn: booking.bookedAt.slice(0, 10),
    sandbox: booking.sandbox,
    parcels: labelParcels(shipment),
  };
}
