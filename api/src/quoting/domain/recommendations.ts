import type { RecommendationLabel } from '@waypost/contracts';
import { compareIds, quoteId, type ServiceQuote } from './rate-engine';

// ── Recommendation labels: each goes to exactly one quote, ties broken deterministically ──

type Comparator = (a: ServiceQuote, b: ServiceQuote) => number;

const cheaper: Comparator = (a, b) => a.totalMinor - b.totalMinor;
const faster: Comparator = (a, b) => a.transit.max - b.transit.max || a.transit.min - b.transit.min;
const moreReliable: Comparator = (a, b) => b.reliability - a.reliability;

/** Best Price: lowest price, then more reliable, faster, id. */
export const BEST_PRICE: Comparator = (a, b) => cheaper(a, b) || moreReliable(a, b) || faster(a, b) || compareIds(a, b);
/** Fastest: fewest maximum days, then fewest minimum days, cheaper, more reliable, id. */
export const FASTEST: Comparator = (a, b) => faster(a, b) || cheaper(a, b) || moreReliable(a, b) || compareIds(a, b);
/** Most Reliable: highest on-time rate, then cheaper, faster, id. */
export const MOST_RELIABLE: Comparator = (a, b) => moreReliable(a, b) || cheaper(a, b) || faster(a, b) || compareIds(a, b);

export const LABEL_ORDER: readonly [RecommendationLabel, Comparator][] = [
  ['Best Price', BEST_PRICE],
  ['Fastest', FASTEST],
  ['Most Reliable', MOST_RELIABLE],
];

const best = (quotes: readonly ServiceQuote[], cmp: Comparator): ServiceQuote | undefined =>
  quotes.reduce<ServiceQuote | undefined>((winner, q) => (winner === undefined || cmp(q, winner) < 0 ? q : winner), undefined);

/** Quote id per label (none when there are no quotes). A quote may win more than one label. */
export function recommend(quotes: readonly ServiceQuote[]): Partial<Record<RecommendationLabel, string>> {
  const result: Partial<Record<RecommendationLabel, string>> = {};
  for (const [label, cmp] of LABEL_ORDER) {
    const winner = best(quotes, cmp);
    if (winner) result[label] = quoteId(winner);
  }
  return result;
}
