import type { ItemKind } from './item-kinds';

// ── How much the described item weighs and how big it ships (pure) ────────────
// Starts from the item's row (item-kinds.ts) and reads three things a shipper writes: a screen size ('15-inch',
// '65"'), a quantity ('set of four', 'two bottles', '3 x'), and a stated weight ('20 kg'). Each only when it is
// plausible for that item; otherwise the row's typical figures stand.

export interface PackedEstimate {
  weightKg: number;
  box: [number, number, number];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
};
/** Words after a number that make it a size or a model, not a count. */
const UNITS = '(?:inch|inches|in|cm|mm|m|kg|kgs|g|lb|lbs|ml|l|oz|gb|tb|mah|w|v|hz|mp|k|ct|series|gen|pro|max)';
const COUNT_WORDS = `(?:${Object.keys(NUMBER_WORDS).join('|')})`;
/** More than this many of one item is freight to quote by hand, not an estimate. */
const MAX_QUANTITY = 24;

const round1 = (x: number) => Math.round(x * 10) / 10;
const roundCm = (x: number) => Math.max(1, Math.round(x));

/** A screen diagonal in inches: '15-inch', '15.6 in', '65"', '27 inch'. */
export function screenInches(text: string): number | undefined {
  const m = /(\d{1,3}(?:[.,]\d)?)\s*(?:-\s*)?(?:inch(?:es)?\b|in\b|["″”])/i.exec(text);
  const inches = m ? Number(m[1]!.replace(',', '.')) : NaN;
  return inches >= 5 && inches <= 120 ? inches : undefined;
}

const numberOf = (word: string): number | undefined => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]);

/**
 * How many of the item the description names: 'set of four tyres', 'pack of 3', 'two bottles of wine', '3 x mugs',
 * '2 laptops'. A number followed by a unit ('15-inch', '100ml', '1kg', 'S24') is not a quantity.
 */
export function quantityOf(text: string, matched: string | null): number {
  const t = text.toLowerCase();
  const candidates: (number | undefined)[] = [];
  const group = /\b(?:set|pack|box|case|crate|bundle|lot|carton)\s+of\s+(\d{1,3}|[a-z]+)\b/.exec(t);
  if (group) candidates.push(numberOf(group[1]!));
  const times = /\b(\d{1,3})\s*x\s+[a-z]/.exec(t) ?? /\bx\s*(\d{1,3})\b/.exec(t);
  if (times) candidates.push(numberOf(times[1]!));
  if (matched) {
    // a count right before the item word, maybe with a container ('bottles of') and up to two other words between;
    // a number followed by a unit ('15 inch', '100 ml') is a size, and words between may not be units either
    const item = matched
      .toLowerCase()
      .split(' ')[0]!
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const filler = `(?:(?!${UNITS}\\b)[a-z-]+\\s+)`;
    const before = new RegExp(`\\b(\\d{1,3}|${COUNT_WORDS})\\s+(?:(?:bottles?|pieces?|pcs|units?|bags?|boxes|cans?|jars?|packs?|pairs?)\\s+of\\s+)?${filler}{0,2}?${item}`).exec(t);
    if (before) candidates.push(numberOf(before[1]!));
  }
  const n = candidates.find((c) => c !== undefined && Number.isInteger(c) && c >= 1);
  return n ? Math.min(n, MAX_QUANTITY) : 1;
}

/** A net weight the shipper states ('20 kg', '500 g', '2 lb'); grams under 50 are model names ('5G'), not weights. */
export function statedWeightKg(text: string): number | undefined {
  const m = /(\d+(?:[.,]\d+)?)\s*(kgs?|kilos?|kilograms?|g|grams?|lbs?|pounds?)\b/i.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]!.replace(',', '.'));
  const unit = m[2]!.toLowerCase();
  const kg = unit.startsWith('k') ? value : unit.startsWith('l') || unit.startsWith('p') ? value * 0.45359237 : value >= 50 ? value / 1000 : NaN;
  return kg > 0 && kg <= 1000 ? kg : undefined;
}

/**
 * The packed weight and box of `quantity` items of a row: stacked along their thinnest side (tyres, books, bottles
 * side by side) while the stack stays within twice the longest side, else a box of the same volume per item.
 */
function packed(weightKg: number, box: readonly [number, number, number], quantity: number): PackedEstimate {
  const [a, b, c] = [...box].sort((x, y) => y - x) as [number, number, number];
  if (quantity === 1) return { weightKg: round1(weightKg), box: [roundCm(a), roundCm(b), roundCm(c)] };
  const stacked = c * quantity;
  const dims = stacked <= 2 * a ? [a, b, stacked] : [a, b, c].map((d) => d * Math.cbrt(quantity));
  const sorted = dims.sort((x, y) => y - x);
  return { weightKg: round1(weightKg * quantity), box: [roundCm(sorted[0]!), roundCm(sorted[1]!), roundCm(sorted[2]!)] };
}

export function estimatePacked(kind: ItemKind, description: string, matched: string | null): PackedEstimate {
  let weight = kind.weightKg;
  let box: [number, number, number] = [...kind.box];
  const inches = kind.screen ? screenInches(description) : undefined;
  if (kind.screen && inches) {
    // the carton grows with the diagonal (its depth does not); the weight with it (laptops) or with the area (TVs)
    const ratio = Math.min(3, Math.max(0.4, inches / kind.screen.inches));
    box = [box[0] * ratio, box[1] * ratio, box[2]];
    weight = weight * ratio ** kind.screen.weightExponent;
  }
  const quantity = quantityOf(description, matched);
  const stated = statedWeightKg(description);
  // a stated weight counts when it is plausible for that many of these (a tenth to ten times the typical), or when
  // nothing was recognised to compare it with
  if (stated !== undefined && (matched === null || (stated >= (weight * quantity) / 10 && stated <= weight * quantity * 10))) {
    const estimate = packed(weight, box, quantity);
    return { ...estimate, weightKg: round1(Math.max(stated * 1.1, stated + 0.1)) };
  }
  return packed(weight, box, quantity);
}

/**
 * A vision model's estimate, kept when it is plausible for the item we recognise (weight within a third to three
 * times ours, longest side within half to twice ours), else replaced by ours: a model that calls a laptop 10 kg
 * and 50 x 30 x 50 cm is wrong, however sure it sounds.
 */
export function plausibleEstimate(model: PackedEstimate, ours: PackedEstimate): PackedEstimate & { replaced: boolean } {
  const longest = (b: readonly number[]) => Math.max(...b);
  const weightOk = model.weightKg >= ours.weightKg / 3 && model.weightKg <= ours.weightKg * 3;
  const sizeOk = longest(model.box) >= longest(ours.box) / 2 && longest(model.box) <= longest(ours.box) * 2;
  return weightOk && sizeOk ? { ...model, replaced: false } : { ...ours, replaced: true };
}
