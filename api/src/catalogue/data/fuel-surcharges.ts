import type { DatedPercent, FuelSurchargeTable } from './types';

// ── Fuel surcharges: percentage of the base charge, effective from a date (basis points) ──
// Sandbox table in the shape carriers publish monthly (indexed to jet fuel / diesel prices). Not fetched live;
// carriers not listed (most posts, e-commerce lines) include fuel in their tariff.

const monthly = (entries: [string, number][]): DatedPercent[] => entries.map(([effectiveFrom, bp]) => ({ effectiveFrom, bp }));

const AIR_EXPRESS_2026: [string, number][] = [
  ['2026-01-01', 2650], ['2026-04-01', 2725], ['2026-07-01', 2800], ['2026-08-01', 2775], ['2026-09-01', 2850],
  ['2026-10-01', 2900], ['2026-11-01', 2875], ['2026-12-01', 2925],
];
const scaled = (rows: [string, number][], factor: number): [string, number][] => rows.map(([d, bp]) => [d, Math.round(bp * factor)]);

export const FUEL_SURCHARGES: FuelSurchargeTable = {
  source: 'Waypost sandbox fuel table, modelled on the carriers\' published monthly fuel-surcharge indices (not live)',
  byCarrier: {
    'dhl-express': monthly(AIR_EXPRESS_2026),
    ups: monthly(scaled(AIR_EXPRESS_2026, 0.9)),
    fedex: monthly(scaled(AIR_EXPRESS_2026, 0.92)),
    tnt: monthly(scaled(AIR_EXPRESS_2026, 0.92)),
    aramex: monthly(scaled(AIR_EXPRESS_2026, 0.8)),
    chronopost: monthly(scaled(AIR_EXPRESS_2026, 0.6)),
    'sf-express': monthly(scaled(AIR_EXPRESS_2026, 0.4)),
    purolator: monthly(scaled(AIR_EXPRESS_2026, 0.75)),
    dpd: monthly([['2026-01-01', 900], ['2026-07-01', 950], ['2026-10-01', 1000]]),
    gls: monthly([['2026-01-01', 850], ['2026-07-01', 900], ['2026-10-01', 950]]),
    evri: monthly([['2026-01-01', 500]]),
    yodel: monthly([['2026-01-01', 550]]),
    ontrac: monthly([['2026-01-01', 1800], ['2026-07-01', 1850], ['2026-10-01', 1900]]),
    'amazon-shipping': monthly([['2026-01-01', 1200]]),
    'db-schenker': monthly([['2026-01-01', 1800], ['2026-07-01', 1900], ['2026-10-01', 1950]]),
    'kuehne-nagel': monthly([['2026-01-01', 1750], ['2026-07-01', 1850], ['2026-10-01', 1900]]),
    maersk: monthly([['2026-01-01', 1400], ['2026-07-01', 1500], ['2026-10-01', 1450]]),
    dsv: monthly([['2026-01-01', 1800], ['2026-07-01', 1850], ['2026-10-01', 1900]]),
    'nippon-express': monthly([['2026-01-01', 1600], ['2026-07-01', 1700]]),
    startrack: monthly([['2026-01-01', 1500], ['2026-07-01', 1550]]),
    brt: monthly([['2026-01-01', 700]]),
    seur: monthly([['2026-01-01', 800]]),
  },
};
