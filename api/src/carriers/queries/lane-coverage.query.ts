import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CarrierNetworkService } from '../carrier-network.service';
import { laneCoverage, laneMemoKey, type LaneCoverage, type LaneShipment } from './lane-options';
import type { ParcelsAt } from './parcel-refusals';

// ── Query: does any carrier of this network serve the shipment? (the carriers the dispatcher chooses among) ──

export class LaneCoverageQuery {
  /** `parcelsAt`: where the request put its parcels, so that a refusal names the parcel's own field. */
  constructor(
    readonly shipment: LaneShipment,
    readonly parcelsAt?: ParcelsAt,
  ) {}
}

/** Answers kept per process: shippers repeat lanes and parcels, and pricing every service costs about a millisecond. */
const MEMO_SIZE = 2_000;

@QueryHandler(LaneCoverageQuery)
export class LaneCoverageHandler implements IQueryHandler<LaneCoverageQuery, LaneCoverage> {
  private readonly memo = new Map<string, LaneCoverage>();

  constructor(private readonly carriers: CarrierNetworkService) {}

  async execute({ shipment, parcelsAt }: LaneCoverageQuery): Promise<LaneCoverage> {
    const candidates = this.carriers.candidates();
    const key = laneMemoKey(shipment, candidates, [parcelsAt ?? null]);
    let answer = this.memo.get(key);
    if (!answer) {
      answer = laneCoverage(shipment, candidates, parcelsAt);
      if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value!);
      this.memo.set(key, answer);
    }
    return answer;
  }
}

export type { LaneCoverage };
