import type { BatteryFacts, DangerousGoodsFlag } from '@waypost/contracts';
import { inEffect, type Dated, type IsoDate } from './effective';
import { mentions, normaliseText } from './hs-classification';

// ── Dangerous goods: what a carrier needs to know about an item (issue 26, item 5) ──
// Each row is one UN entry as the IATA Dangerous Goods Regulations (DGR) / ICAO Technical Instructions (TI) list it,
// dated from the edition that brought the provision in. Detection (detectDangerousGoods) reads the item's stated
// battery facts first, then its HS code and description; it never guesses a Wh rating it was not given.

export type DgRuleId =
  | 'UN3480'
  | 'UN3481-966'
  | 'UN3481-967'
  | 'UN3090'
  | 'UN3091-969'
  | 'UN3091-970'
  | 'UN3171'
  | 'UN3556'
  | 'UN1266'
  | 'UN1263'
  | 'UN1950'
  | 'UN3065'
  | 'A9-alcohol'
  | 'UN1845'
  | 'UN2807';

export interface DangerousGoodsRule extends Dated {
  id: DgRuleId;
  unNumber: string;
  properShippingName: string;
  hazardClass: string;
  packingGroup?: 'I' | 'II' | 'III';
  packingInstruction: string;
  air: DangerousGoodsFlag['air'];
  postal: DangerousGoodsFlag['postal'];
  ground: string;
  labels: readonly string[];
  limits: readonly string[];
}

const DGR = 'IATA Dangerous Goods Regulations 67th ed. (2026) / ICAO Technical Instructions 2025-2026';
const MAIL = 'ICAO TI Part 1;2.3.2 and UPU Convention art. 19 (dangerous goods in international mail)';
const LI_MARK = 'Lithium battery mark (IATA DGR Figure 7.1.C)';
const LI_LABEL = 'Class 9 lithium battery hazard label (IATA DGR Figure 7.3.X)';
const CAO = 'Cargo Aircraft Only label';
const ADR_LI = 'ADR 2025 special provision 188: small lithium cells/batteries by road with the lithium battery mark; larger ones as full class 9';

// prettier-ignore
export const DANGEROUS_GOODS_RULES: readonly DangerousGoodsRule[] = [
  { id: 'UN3480', unNumber: 'UN3480', properShippingName: 'Lithium ion batteries', hazardClass: '9', packingInstruction: 'PI 965', air: 'cargo aircraft only', postal: 'not accepted',
    ground: ADR_LI, labels: [LI_LABEL, CAO], limits: ['State of charge at most 30% of rated capacity', 'Section IB: cell at most 20 Wh, battery at most 100 Wh, at most 10 kg gross per package', 'Section IA: above those ratings, full class 9 with UN specification packaging'],
    effectiveFrom: '2022-04-01', source: `${DGR}, PI 965 (Section II removed from 1 April 2022; passenger aircraft forbidden since 1 April 2016)` },
  { id: 'UN3481-966', unNumber: 'UN3481', properShippingName: 'Lithium ion batteries packed with equipment', hazardClass: '9', packingInstruction: 'PI 966', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: ADR_LI, labels: [LI_MARK], limits: ['Section II: cell at most 20 Wh, battery at most 100 Wh, at most 5 kg of batteries per package', 'At most the number of batteries to operate the equipment plus two spares'],
    effectiveFrom: '2016-04-01', effectiveUntil: '2026-01-01', source: `IATA Dangerous Goods Regulations 66th ed. (2025), PI 966` },
  { id: 'UN3481-966', unNumber: 'UN3481', properShippingName: 'Lithium ion batteries packed with equipment', hazardClass: '9', packingInstruction: 'PI 966', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: ADR_LI, labels: [LI_MARK], limits: ['Section II: cell at most 20 Wh, battery at most 100 Wh, at most 5 kg of batteries per package', 'At most the number of batteries to operate the equipment plus two spares', 'State of charge at most 30% for cells above 2.7 Wh (mandatory from 1 January 2026)'],
    effectiveFrom: '2026-01-01', source: `${DGR}, PI 966 (state-of-charge limit mandatory from 1 January 2026)` },
  { id: 'UN3481-967', unNumber: 'UN3481', properShippingName: 'Lithium ion batteries contained in equipment', hazardClass: '9', packingInstruction: 'PI 967', air: 'passenger and cargo aircraft', postal: 'accepted',
    ground: ADR_LI, labels: [`${LI_MARK}, not needed for a package of at most 4 cells or 2 batteries installed in equipment`], limits: ['Section II: cell at most 20 Wh, battery at most 100 Wh, at most 5 kg of batteries per package', 'Post: at most 4 cells or 2 batteries installed in the equipment'],
    effectiveFrom: '2016-04-01', source: `${DGR}, PI 967; ${MAIL}` },
  { id: 'UN3090', unNumber: 'UN3090', properShippingName: 'Lithium metal batteries', hazardClass: '9', packingInstruction: 'PI 968', air: 'cargo aircraft only', postal: 'not accepted',
    ground: ADR_LI, labels: [LI_LABEL, CAO], limits: ['Section IB: at most 1 g lithium per cell, 2 g per battery, at most 2.5 kg per package', 'Section IA: above those contents, full class 9'],
    effectiveFrom: '2022-04-01', source: `${DGR}, PI 968 (Section II removed from 1 April 2022; cargo aircraft only since 1 January 2015)` },
  { id: 'UN3091-969', unNumber: 'UN3091', properShippingName: 'Lithium metal batteries packed with equipment', hazardClass: '9', packingInstruction: 'PI 969', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: ADR_LI, labels: [LI_MARK], limits: ['Section II: at most 1 g lithium per cell, 2 g per battery, at most 5 kg of batteries per package', 'At most the number of batteries to operate the equipment plus two spares'],
    effectiveFrom: '2016-04-01', source: `${DGR}, PI 969` },
  { id: 'UN3091-970', unNumber: 'UN3091', properShippingName: 'Lithium metal batteries contained in equipment', hazardClass: '9', packingInstruction: 'PI 970', air: 'passenger and cargo aircraft', postal: 'accepted',
    ground: ADR_LI, labels: [`${LI_MARK}, not needed for a package of at most 4 cells or 2 batteries installed in equipment`], limits: ['Section II: at most 1 g lithium per cell, 2 g per battery', 'Post: at most 4 cells or 2 batteries installed in the equipment'],
    effectiveFrom: '2016-04-01', source: `${DGR}, PI 970; ${MAIL}` },
  { id: 'UN3171', unNumber: 'UN3171', properShippingName: 'Battery-powered vehicle', hazardClass: '9', packingInstruction: 'PI 952', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'ADR special provision 240/666: vehicles by road are not subject to ADR beyond the battery provisions', labels: ['Class 9 hazard label'], limits: ['Battery protected from short circuit and damage'],
    effectiveFrom: '2016-04-01', effectiveUntil: '2025-01-01', source: 'IATA Dangerous Goods Regulations 65th ed. (2024), UN3171, PI 952' },
  { id: 'UN3556', unNumber: 'UN3556', properShippingName: 'Vehicle, lithium ion battery powered', hazardClass: '9', packingInstruction: 'PI 952', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'ADR 2025: UN3556 by road (special provision 388/666)', labels: ['Class 9 lithium battery hazard label'], limits: ['Battery above 100 Wh: state of charge at most 30% (mandatory from 1 January 2026)'],
    effectiveFrom: '2025-01-01', source: `${DGR}, UN3556, PI 952 (entry in force from 1 January 2025)` },
  { id: 'UN1266', unNumber: 'UN1266', properShippingName: 'Perfumery products', hazardClass: '3', packingGroup: 'II', packingInstruction: 'PI 353 (passenger), PI 364 (cargo aircraft only), limited quantity Y341', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'ADR: UN1266 PG II, limited quantity up to 1 L per inner packaging (LQ mark)', labels: ['Class 3 flammable liquid label, or the limited quantity mark (Y) under Y341'], limits: ['Limited quantity Y341: at most 1 L net per package', 'Passenger aircraft: at most 5 L per package (PI 353)'],
    effectiveFrom: '2009-01-01', source: `${DGR}, list of dangerous goods UN1266; ${MAIL}` },
  { id: 'UN1263', unNumber: 'UN1263', properShippingName: 'Paint (nail polish, lacquer)', hazardClass: '3', packingGroup: 'II', packingInstruction: 'PI 353 (passenger), PI 364 (cargo aircraft only), limited quantity Y341', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'ADR: UN1263 PG II, limited quantity up to 5 L per inner packaging', labels: ['Class 3 flammable liquid label, or the limited quantity mark (Y) under Y341'], limits: ['Limited quantity Y341: at most 1 L net per package', 'The packing group follows the flash point on the safety data sheet'],
    effectiveFrom: '2009-01-01', source: `${DGR}, list of dangerous goods UN1263; ${MAIL}` },
  { id: 'UN1950', unNumber: 'UN1950', properShippingName: 'Aerosols, flammable', hazardClass: '2.1', packingInstruction: 'PI 203, limited quantity Y203', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'ADR: UN1950, limited quantity up to 1 L per aerosol', labels: ['Class 2.1 flammable gas label, or the limited quantity mark (Y) under Y203'], limits: ['Limited quantity Y203: at most 30 kg gross per package', 'Non-flammable aerosols are class 2.2 (same UN number)'],
    effectiveFrom: '2009-01-01', source: `${DGR}, list of dangerous goods UN1950; ${MAIL}` },
  { id: 'UN3065', unNumber: 'UN3065', properShippingName: 'Alcoholic beverages', hazardClass: '3', packingGroup: 'II', packingInstruction: 'PI 353 (passenger), PI 364 (cargo aircraft only), limited quantity Y341', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'ADR: UN3065 above 70% ABV is PG II', labels: ['Class 3 flammable liquid label'], limits: ['Above 70% alcohol by volume: full dangerous goods whatever the receptacle size'],
    effectiveFrom: '2009-01-01', source: `${DGR}, UN3065 and special provision A9; ${MAIL}` },
  { id: 'A9-alcohol', unNumber: 'UN3065', properShippingName: 'Alcoholic beverages (not subject to the DGR under special provision A9)', hazardClass: '3', packingInstruction: 'none (special provision A9)', air: 'not restricted', postal: 'not accepted',
    ground: 'ADR special provision 145: PG III alcoholic beverages in receptacles of 250 L or less are not subject to ADR', labels: [], limits: ['More than 24% and at most 70% ABV: not subject in receptacles of 5 L or less', 'At most 24% ABV: not subject at all'],
    effectiveFrom: '2009-01-01', source: `${DGR}, UN3065 special provision A9; ${MAIL}` },
  { id: 'UN1845', unNumber: 'UN1845', properShippingName: 'Carbon dioxide, solid (Dry ice)', hazardClass: '9', packingInstruction: 'PI 954', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'ADR: dry ice as a coolant is not subject to ADR beyond 5.5.3 (asphyxiation warning)', labels: ['Class 9 hazard label', 'Mark: UN1845, Carbon dioxide, solid (or Dry ice), net quantity in kg'], limits: ['At most 200 kg per package', 'Packaging must let the carbon dioxide gas escape'],
    effectiveFrom: '2009-01-01', source: `${DGR}, UN1845, PI 954; ${MAIL}` },
  { id: 'UN2807', unNumber: 'UN2807', properShippingName: 'Magnetized material', hazardClass: '9', packingInstruction: 'PI 953', air: 'passenger and cargo aircraft', postal: 'not accepted',
    ground: 'Not regulated by road (air transport only)', labels: ['Magnetized material handling label'], limits: ['Regulated only when the field strength is 0.159 A/m or more at 2.1 m from the package', 'Above 0.418 A/m at 4.6 m: forbidden without approval'],
    effectiveFrom: '2009-01-01', source: `${DGR}, UN2807, section 3.9.2.2, PI 953` },
];

// ── Detection ──
export interface DgItem {
  description: string;
  /** the 6-digit HS code (given or classified) */
  hsCode?: string;
  battery?: BatteryFacts;
}

const LOOSE_LI = [
  'power bank',
  'powerbank',
  'spare battery',
  'spare batteries',
  'battery pack',
  'lithium ion battery',
  'li-ion battery',
  'lipo battery',
  'lipo',
  '18650',
  'replacement battery',
];
const LI_METAL = ['lithium metal', 'cr2032', 'cr2025', 'cr123a', 'coin cell', 'button cell', 'lithium aa', 'lithium aaa', 'lithium primary'];
// devices that run on a lithium battery; ambiguous words ('notebook', 'tablet', 'torch') count only through their HS code
const DEVICES = [
  'laptop',
  'phone',
  'smartphone',
  'camera',
  'smartwatch',
  'earbuds',
  'drone',
  'cordless',
  'e-reader',
  'kindle',
  'ipad',
  'iphone',
  'macbook',
  'flashlight',
  'electric shaver',
  'electric toothbrush',
];
const VEHICLES = ['e-bike', 'ebike', 'electric bike', 'electric bicycle', 'e-scooter', 'electric scooter', 'hoverboard', 'electric skateboard'];
const PERFUME = ['perfume', 'eau de parfum', 'eau de toilette', 'cologne', 'fragrance', 'parfum'];
const NAIL = ['nail polish', 'nail varnish', 'nail lacquer'];
const AEROSOL = ['aerosol', 'spray can', 'hairspray', 'hair spray', 'deodorant spray', 'spray paint', 'spray deodorant'];
const SPIRITS = ['whisky', 'whiskey', 'vodka', 'gin', 'rum', 'spirits', 'liquor', 'brandy', 'tequila', 'absinthe', 'schnapps', 'cognac', 'liqueur'];
const WINE_BEER = ['wine', 'beer', 'champagne', 'cider'];
const DRY_ICE = ['dry ice'];
const MAGNETS = ['magnet', 'neodymium'];

/** Wh from the facts, or from "65 Wh" / "20000 mAh" (at a 3.7 V nominal Li-ion cell voltage, said in the note). */
function wattHours(item: DgItem, raw: string): { wh?: number; assumed?: string } {
  if (item.battery?.wattHours !== undefined) return { wh: item.battery.wattHours };
  const wh = /(\d+(?:\.\d+)?)\s*wh\b/i.exec(raw);
  if (wh) return { wh: Number(wh[1]) };
  const mah = /(\d+(?:\.\d+)?)\s*mah\b/i.exec(raw);
  if (mah) return { wh: Math.round(Number(mah[1]) * 3.7) / 1000, assumed: `Wh estimated from ${mah[1]} mAh at a 3.7 V nominal voltage; state the rated Wh to be exact.` };
  return {};
}

const alcoholPercent = (raw: string): number | undefined => {
  const m = /(\d+(?:\.\d+)?)\s*%\s*(?:abv|vol|alc|alcohol)?/i.exec(raw);
  return m ? Number(m[1]) : undefined;
};

type Packing = NonNullable<BatteryFacts['packing']>;
type Chemistry = NonNullable<BatteryFacts['chemistry']>;

function lithiumKind(item: DgItem, text: string): { chemistry: Chemistry; packing: Packing } | undefined {
  const has = (ks: readonly string[]) => ks.some((k) => mentions(text, k));
  const chemistry: Chemistry | undefined = item.battery?.chemistry ?? (has(LI_METAL) ? 'lithium-metal' : undefined);
  const device = has(DEVICES) || (item.hsCode !== undefined && /^(8517|847130|8525|9504|8513)/.test(item.hsCode));
  const loose = has(LOOSE_LI) || has(LI_METAL) || item.hsCode?.startsWith('850760') === true;
  const packing: Packing | undefined = item.battery?.packing ?? (loose && device ? 'packed-with-equipment' : loose ? 'alone' : device ? 'contained-in-equipment' : undefined);
  if (!packing) return undefined;
  return { chemistry: chemistry ?? 'lithium-ion', packing };
}

const rule = (id: DgRuleId, on: IsoDate) => DANGEROUS_GOODS_RULES.find((r) => r.id === id && inEffect(r, on));

function flag(r: DangerousGoodsRule, item: string, section: string | undefined, regulated: boolean, notes: string[]): DangerousGoodsFlag {
  return {
    item,
    ruleId: r.id,
    unNumber: r.unNumber,
    properShippingName: r.properShippingName,
    hazardClass: r.hazardClass,
    ...(r.packingGroup ? { packingGroup: r.packingGroup } : {}),
    packingInstruction: section ? `${r.packingInstruction} Section ${section}` : r.packingInstruction,
    regulated,
    air: r.air,
    ground: r.ground,
    postal: r.postal,
    labels: [...r.labels],
    limits: [...r.limits],
    notes,
    source: r.source,
    ruleEffectiveFrom: r.effectiveFrom,
  };
}

function lithiumFlag(item: DgItem, text: string, raw: string, on: IsoDate): DangerousGoodsFlag | undefined {
  const kind = lithiumKind(item, text);
  if (!kind) return undefined;
  const notes: string[] = [];
  if (kind.chemistry === 'lithium-ion') {
    const { wh, assumed } = wattHours(item, raw);
    if (assumed) notes.push(assumed);
    const id: DgRuleId = kind.packing === 'alone' ? 'UN3480' : kind.packing === 'packed-with-equipment' ? 'UN3481-966' : 'UN3481-967';
    const r = rule(id, on);
    if (!r) return undefined;
    if (wh === undefined)
      notes.push(`Watt-hour rating not given: at most 100 Wh per battery and 20 Wh per cell assumed (Section ${id === 'UN3480' ? 'IB' : 'II'}); state it to confirm.`);
    if (id === 'UN3480') return flag(r, item.description, wh !== undefined && wh > 100 ? 'IA' : 'IB', true, notes);
    const big = wh !== undefined && wh > 100;
    return flag(big ? { ...r, postal: 'not accepted' } : r, item.description, big ? 'I' : 'II', big, notes);
  }
  const grams = item.battery?.lithiumGrams;
  if (grams === undefined) notes.push('Lithium content not given: at most 1 g per cell and 2 g per battery assumed; state it to confirm.');
  const id: DgRuleId = kind.packing === 'alone' ? 'UN3090' : kind.packing === 'packed-with-equipment' ? 'UN3091-969' : 'UN3091-970';
  const r = rule(id, on);
  if (!r) return undefined;
  const big = grams !== undefined && grams > 2;
  if (id === 'UN3090') return flag(r, item.description, big ? 'IA' : 'IB', true, notes);
  // the post admits only batteries within the Section II limits installed in equipment
  return flag(big ? { ...r, postal: 'not accepted' } : r, item.description, big ? 'I' : 'II', big, notes);
}

/** The dangerous goods an item is (zero, one or more flags), as of a date. */
export function detectDangerousGoods(item: DgItem, on: IsoDate): DangerousGoodsFlag[] {
  const raw = item.description;
  const text = normaliseText(raw);
  const has = (ks: readonly string[]) => ks.some((k) => mentions(text, k));
  const flags: DangerousGoodsFlag[] = [];
  const push = (id: DgRuleId, regulated: boolean, notes: string[] = []) => {
    const r = rule(id, on);
    if (r) flags.push(flag(r, raw, undefined, regulated, notes));
  };
  if (has(VEHICLES) || item.hsCode?.startsWith('871160')) push(on < '2025-01-01' ? 'UN3171' : 'UN3556', true);
  else {
    const li = lithiumFlag(item, text, raw, on);
    if (li) flags.push(li);
  }
  if (has(NAIL)) push('UN1263', true);
  else if (has(PERFUME) || item.hsCode?.startsWith('3303')) push('UN1266', true);
  if (has(AEROSOL)) push('UN1950', true);
  // a solid food of HS chapters 02-20 that names a spirit (rum raisin cookies) is not a beverage (21 is the catch-all)
  const solidFood = item.hsCode !== undefined && /^(0[2-9]|1\d|20)/.test(item.hsCode);
  const spirits = (has(SPIRITS) && !solidFood) || item.hsCode?.startsWith('2208') === true;
  if (spirits || (has(WINE_BEER) && !solidFood)) {
    const abv = alcoholPercent(raw);
    if (abv === undefined && spirits)
      push('A9-alcohol', false, ['Alcohol by volume not given: at most 70% in receptacles of 5 L or less assumed (special provision A9); above 70% ABV it is UN3065 class 3.']);
    else if (abv !== undefined && abv > 70) push('UN3065', true, [`${abv}% ABV is above 70%: dangerous goods in any receptacle.`]);
    else if (abv !== undefined && abv > 24) push('A9-alcohol', false, [`${abv}% ABV: not subject to the DGR in receptacles of 5 L or less (special provision A9).`]);
  }
  if (has(DRY_ICE)) push('UN1845', true);
  if (has(MAGNETS)) push('UN2807', false, ['Regulated for air only when the measured field strength is 0.159 A/m or more at 2.1 m; most retail magnets are below it.']);
  return flags;
}

/** One line for restrictions / the commercial invoice: what the carrier must be told. */
export const dangerousGoodsLine = (f: DangerousGoodsFlag): string =>
  `Dangerous goods: ${f.unNumber} ${f.properShippingName}, class ${f.hazardClass}${f.packingGroup ? `, PG ${f.packingGroup}` : ''}, ${f.packingInstruction}; air: ${f.air}; post: ${f.postal}.`;
