import type { CommandContext } from '../../platform/event-store/command-context';

// ── Rate shopping and purchase (issue 24): rate a shipment, buy one of its rates, void its label ──

/** Answers the shipment's rates; records fresh ones when it waits for a purchase and its rates expired. */
export class RateShipmentCommand {
  constructor(
    readonly shipmentId: string,
    readonly staff: boolean,
    readonly ctx: CommandContext,
  ) {}
}

export class PurchaseRateCommand {
  constructor(
    readonly shipmentId: string,
    readonly rateId: string,
    readonly staff: boolean,
    readonly ctx: CommandContext,
  ) {}
}

export class VoidLabelCommand {
  constructor(
    readonly shipmentId: string,
    readonly reason: string,
    readonly staff: boolean,
    readonly ctx: CommandContext,
  ) {}
}
