import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { createShipment } from './create';
import { listShipments } from './list';
import { showShipment } from './show';
import { shipmentLabel } from './label';
import { shipmentRates } from './rates';
import { buyRate } from './buy';
import { voidLabel } from './void';
import { shipmentDocuments } from './documents';
import { createReturn } from './return';
import { returnLink } from './return-link';

export function shipments(io: Io): Command {
  return new Command('shipments')
    .description('create and list your shipments')
    .addCommand(createShipment(io))
    .addCommand(listShipments(io))
    .addCommand(showShipment(io))
    .addCommand(shipmentLabel(io))
    .addCommand(shipmentRates(io))
    .addCommand(buyRate(io))
    .addCommand(voidLabel(io))
    .addCommand(shipmentDocuments(io))
    .addCommand(createReturn(io))
    .addCommand(returnLink(io));
}
