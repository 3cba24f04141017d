import { RETURN_NOTICES, SHIPMENT_STATUS_LABELS, type CreateShipmentInput, type Customs, type ReturnChannel, type ReturnReason, type ShipmentEvent } from '@waypost/contracts';
import { ShipmentConflictError, ShipmentNotFoundError } from './errors';
import type { ShipmentState } from './shipment';

// ── Returns (issue 28 item 2): the original's stream records each return created for it ──
// Decided on the original's stream, so two returns requested at once are ordered by its version: the second sees the
// first (an open return) and is refused. The return's own stream then starts with ShipmentCreated (returnOf).

export type RequestReturnCommand = {
  type: 'RequestReturn';
  data: {
    shipmentId: string;
    /** The shipper asking (its own shipments only); null on the portal, where the signed link stands for the owner. */
    requestedBy: string | null;
    returnShipmentId: string;
    returnTrackingNumber: string;
    reason: ReturnReason;
    note?: string;
    channel: ReturnChannel;
    now: string;
    /** The return created last for this shipment is still open (not cancelled): read from its own stream. */
    openReturn: boolean;
  };
};

type Existing = Exclude<ShipmentState, { status: 'none' }>;
const RETURNABLE: ReadonlySet<string> = new Set(['in_transit', 'customs', 'delivered']);

/** Why this shipment cannot be returned now (null: it can), leaving out the open-return rule (it needs the return's stream). */
export function returnRefusal(state: Existing): string | null {
  if (state.returnOf) return RETURN_NOTICES.isReturn(state.trackingNumber);
  if (!RETURNABLE.has(state.status)) return RETURN_NOTICES.notReturnable(state.trackingNumber, SHIPMENT_STATUS_LABELS[state.status]);
  if (!state.carrier) return RETURN_NOTICES.neverBooked(state.trackingNumber);
  return null;
}

/** The shipment's last return, if any (the one the open-return rule looks at). */
export const lastReturn = (state: ShipmentState): { shipmentId: string; trackingNumber: string } | null =>
  state.status === 'none' ? null : (state.returns?.[state.returns.length - 1] ?? null);

export function requestReturn(c: RequestReturnCommand['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status === 'none' || (c.requestedBy !== null && state.ownerId !== c.requestedBy)) throw new ShipmentNotFoundError(c.shipmentId);
  // The same return again (a retried request): nothing more to record.
  if (state.returns?.some((r) => r.shipmentId === c.returnShipmentId)) return [];
  const refusal = returnRefusal(state);
  if (refusal) throw new ShipmentConflictError(refusal);
  const last = lastReturn(state);
  if (last && c.openReturn) throw new ShipmentConflictError(RETURN_NOTICES.openReturn(state.trackingNumber, last.trackingNumber));
  const { shipmentId, returnShipmentId, returnTrackingNumber, reason, note, channel, now } = c;
  return [
    {
      type: 'ReturnRequested',
      data: {
        shipmentId,
        trackingNumber: state.trackingNumber,
        ownerId: state.ownerId,
        returnShipmentId,
        returnTrackingNumber,
        reason,
        ...(note ? { note } : {}),
        channel,
        requestedAt: now,
      },
    },
  ];
}

/**
 * What the return ships: the original's addresses swapped, its parcels and item, rated for its shipper to buy. Its
 * customs declaration (international lanes) is kept item for item with content type `return`, and the tax ids of the
 * two parties swapped with them (the customer exports now, the merchant imports).
 */
export function returnInput(state: Existing): CreateShipmentInput {
  const { fromAddress, toAddress, itemDetails, parcels, customs } = state;
  return {
    fromAddress: toAddress,
    toAddress: fromAddress,
    itemDetails,
    parcels: parcels.map(({ weight, dimensions, packaging }) => ({ weight, ...(dimensions ? { dimensions } : {}), packaging })),
    ...(customs ? { customs: returnCustoms(customs) } : {}),
    rateSelection: 'manual',
  } as CreateShipmentInput;
}

export function returnCustoms(customs: Customs): Customs {
  const { exporterTaxIds, importerTaxIds, ...rest } = customs;
  return { ...rest, contentType: 'return', ...(importerTaxIds ? { exporterTaxIds: importerTaxIds } : {}), ...(exporterTaxIds ? { importerTaxIds: exporterTaxIds } : {}) };
}
