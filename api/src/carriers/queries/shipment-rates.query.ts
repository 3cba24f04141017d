import { Inject, Optional } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CarrierNetworkService } from '../carrier-network.service';
import { rateShipment, type ChargedOption } from '../../quoting/queries/quote-shipment.query';
import { QUOTE_RESTRICTIONS, type QuoteRestrictionsSource } from '../../quoting/queries/quote-restrictions';
import { laneMemoKey, type LaneShipment } from './lane-options';

// ── Query: the rates a shipper can buy for a shipment (issue 24) ─────────────
// Every service of the network's carriers (the dispatcher's candidates) on the shipment's lane and parcel, with its
// charge lines, cheapest first; less what an active crisis takes out (a carrier under an outage, levels a surge
// does not sell), so a shipper is never sold a service the dispatcher would move away from.

export class ShipmentRatesQuery {
  constructor(readonly shipment: LaneShipment) {}
}

const MEMO_SIZE = 2_000;

@QueryHandler(ShipmentRatesQuery)
export class ShipmentRatesHandler implements IQueryHandler<ShipmentRatesQuery, ChargedOption[]> {
  private readonly memo = new Map<string, ChargedOption[]>();

  constructor(
    private readonly carriers: CarrierNetworkService,
    @Optional() @Inject(QUOTE_RESTRICTIONS) private readonly restrictions?: QuoteRestrictionsSource,
  ) {}

  async execute({ shipment }: ShipmentRatesQuery): Promise<ChargedOption[]> {
    const candidates = this.carriers.candidates();
    const r = this.restrictions?.current();
    // what the lane's quotes depend on (the parcels included), and the crises that take services out
    const key = laneMemoKey(shipment, candidates, [r ? [...r.suspendedCarriers].sort() : [], r ? [...r.suspendedLevels].sort() : []]);
    let answer = this.memo.get(key);
    if (!answer) {
      const rated = rateShipment(shipment, candidates, r ? { excluded: r.suspendedCarriers, levels: r.suspendedLevels } : {});
      answer = 'error' in rated ? [] : rated.quotes;
      if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value!);
      this.memo.set(key, answer);
    }
    return answer;
  }
}
