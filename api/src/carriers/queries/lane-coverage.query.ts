import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CarrierNetworkService } from '../carrier-network.service';
import { laneCoverage, type LaneCoverage, type LaneShipment } from './lane-options';

// ── Query: does any carrier of this network serve the shipment? (the carriers the dispatcher chooses among) ──

export class LaneCoverageQuery {
  constructor(readonly shipment: LaneShipment) {}
}

@QueryHandler(LaneCoverageQuery)
export class LaneCoverageHandler implements IQueryHandler<LaneCoverageQuery, LaneCoverage> {
  constructor(private readonly carriers: CarrierNetworkService) {}

  async execute({ shipment }: LaneCoverageQuery): Promise<LaneCoverage> {
    return laneCoverage(shipment, this.carriers.candidates());
  }
}

export type { LaneCoverage };
