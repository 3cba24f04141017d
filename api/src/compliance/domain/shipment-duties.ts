import type { CountryCode, Customs, DutiesEstimate } from '@waypost/contracts';
import { COUNTRY_FACTS } from './countries';
import type { IsoDate } from './effective';
import { computeImportTaxes } from './import-taxes';
import { divRound } from '../../catalogue/queries/money';

// ── The duties estimate of a shipment's customs declaration (issue 24) ──────
// De minimis thresholds apply to the consignment, tariff rates to each line: the consignment's taxes are computed at
// each line's HS code over the whole customs value, and each line carries its value's share of them. An importer with
// a tax id is a business (B2B); without one the sale is to a consumer (B2C).

export type ShipmentDutiesInput = { from: string; to: string; customs: Customs; on: IsoDate };

const isCountry = (c: string): c is CountryCode => Object.hasOwn(COUNTRY_FACTS, c);

/** The estimate, or null when the engine has no rule tables for one of the countries. */
export function estimateShipmentDuties({ from, to, customs, on }: ShipmentDutiesInput): DutiesEstimate | null {
  if (!isCountry(from) || !isCountry(to)) return null;
  const currency = customs.items[0]!.unitValue.currency;
  const lines = customs.items.map((i) => i.quantity * i.unitValue.amountMinor);
  const value = lines.reduce((a, b) => a + b, 0);
  const b2c = !(customs.importerTaxIds ?? []).some((t) => t.type !== 'IOSS');
  const itemTypes = new Set(customs.items.map((i) => i.hsCode.slice(0, 6))).size;
  let dutyMinor = 0;
  let taxMinor = 0;
  const rules = new Set<string>();
  customs.items.forEach((item, n) => {
    const taxes = computeImportTaxes({ from, to, on, value, currency, hsCode: item.hsCode, b2c, itemTypes });
    const share = lines[n]!;
    dutyMinor += value > 0 ? divRound(taxes.duty * share, value) : 0;
    taxMinor += value > 0 ? divRound(taxes.vat * share, value) : 0;
    for (const r of taxes.appliedRules) rules.add(r.id);
  });
  const rule = ['import-taxes: MFN duty by HS code and destination import VAT/GST', ...[...rules].map((id) => `de minimis ${id}`)].join('; ');
  return { currency, dutyMinor, taxMinor, totalMinor: dutyMinor + taxMinor, payer: customs.incoterm === 'DDP' ? 'shipper' : 'recipient', rule, asOf: on };
}
