import type { CountryCode, Customs, DangerousGoodsFlag, DutiesEstimate } from '@waypost/contracts';
import { COUNTRY_FACTS } from './countries';
import type { IsoDate } from './effective';
import { detectDangerousGoods } from './dangerous-goods';
import { computeImportTaxes } from './import-taxes';

// ── The duties estimate of a shipment's customs declaration (issue 24) ──────
// De minimis thresholds apply to the consignment, tariff rates to each line (computeImportTaxes takes the lines). An
// importer with a tax id is a VAT-registered business; without one the sale is to a consumer.

export type ShipmentDutiesInput = { from: string; to: string; customs: Customs; on: IsoDate };

const isCountry = (c: string): c is CountryCode => Object.hasOwn(COUNTRY_FACTS, c);

/** The estimate, or null when the engine has no rule tables for one of the countries. */
export function estimateShipmentDuties({ from, to, customs, on }: ShipmentDutiesInput): DutiesEstimate | null {
  if (!isCountry(from) || !isCountry(to)) return null;
  const currency = customs.items[0]!.unitValue.currency;
  // each line's duty follows its goods' country of origin (a DE -> US parcel of CN-made goods pays the China rows)
  const lines = customs.items.map((i) => ({ hsCode: i.hsCode, value: i.quantity * i.unitValue.amountMinor, origin: i.originCountry }));
  const value = lines.reduce((a, l) => a + l.value, 0);
  const buyer = (customs.importerTaxIds ?? []).some((t) => t.type !== 'IOSS') ? 'business-registered' : 'consumer';
  const taxes = computeImportTaxes({ from, to, on, value, currency, hsCode: lines[0]!.hsCode, buyer, lines });
  const dutyMinor = taxes.duty;
  const taxMinor = taxes.vat;
  const rules = new Set(taxes.appliedRules.map((r) => r.id));
  const rule = ['import-taxes: MFN duty by HS code and destination import VAT/GST', ...[...rules].map((id) => `de minimis ${id}`)].join('; ');
  return { currency, dutyMinor, taxMinor, totalMinor: dutyMinor + taxMinor, payer: customs.incoterm === 'DDP' ? 'shipper' : 'recipient', rule, asOf: on };
}

/** One declared item's dangerous-goods flags: its stated battery facts first, then its HS code and description. */
export const dangerousGoodsOfItem = (item: Customs['items'][number], on: IsoDate): DangerousGoodsFlag[] =>
  detectDangerousGoods({ description: item.description, hsCode: item.hsCode.slice(0, 6), ...(item.battery ? { battery: item.battery } : {}) }, on);

/** Every declared item's dangerous-goods flags, in item order. */
export const dangerousGoodsOfCustoms = (customs: Customs, on: IsoDate): DangerousGoodsFlag[] => customs.items.flatMap((i) => dangerousGoodsOfItem(i, on));
