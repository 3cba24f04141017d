import type { Customs } from '@waypost/contracts';
import { FX_REFERENCE_RATES, type FxTable } from '../../catalogue/queries/catalogue';
import { fxSnapshotOn } from '../../catalogue/queries/money';
import { customsFormFor } from './documents';
import type { IsoDate } from './effective';

// ── Which customs documents a shipment's declaration needs (issue 24) ───────
// Always a commercial invoice; the postal declaration is a CN22 up to the EUR 300 equivalent and a CN23 above it.

export const SHIPMENT_DOCUMENT_KINDS = ['commercial-invoice', 'cn22', 'cn23'] as const;
export type ShipmentDocumentKind = (typeof SHIPMENT_DOCUMENT_KINDS)[number];

export const SHIPMENT_DOCUMENT_TITLES: Record<ShipmentDocumentKind, string> = {
  'commercial-invoice': 'Commercial invoice',
  cn22: 'CN22 customs declaration',
  cn23: 'CN23 customs declaration',
};

/** The EUR 300 line is converted with the ECB snapshot of `on` (the shipment's date). */
export function documentsFor(customs: Customs, on: IsoDate, fxTable: FxTable = FX_REFERENCE_RATES): ShipmentDocumentKind[] {
  const total = customs.items.reduce((m, i) => m + i.quantity * i.unitValue.amountMinor, 0);
  return ['commercial-invoice', customsFormFor(total, customs.items[0]!.unitValue.currency, fxSnapshotOn(fxTable, on)) === 'CN22' ? 'cn22' : 'cn23'];
}
