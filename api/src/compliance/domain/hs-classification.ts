import type { ComplianceCategory, HsClassificationView } from '@waypost/contracts';
import { HS_TABLE, type HsKeywordRow } from './hs-keyword-table';
import { HS_NOMENCLATURE, hsEntry, knownHsCode } from './hs-nomenclature';
import { nearestSubheadings } from './hs-text-index';

// ── HS code (6 digits) from the shipper's code, or ranked candidates from the description and category ──
// A code the shipper gives wins when HS 2022 has it. Otherwise every candidate subheading is scored:
//   article keyword row 3 (material row 1.5) + 1 in the shipper's category + 1.5 when the row's material is named
//   (+ 0.5 for each further material of the row named)
//   + 1 for the head noun (the article named last before 'with/for/in...') + 0.25 per extra word of the keyword
//   + 2 x the TF-IDF cosine of the description against the HS 2022 texts; the category's default heading starts at 1.
// Confidence is 0.2 + 0.4 x strength (top score / 6, at most 1) + 0.4 x margin ((top - second) / top), at most 0.95;
// without any keyword it is at most 0.5. Always a suggestion: the declarant is responsible for the classification.
export { HS_TABLE, type HsKeywordRow, type CategoryClassification } from './hs-keyword-table';

export interface HsCandidate {
  hsCode: string;
  description: string;
  score: number;
  /** why the candidate scored: 'keyword "shoe"', 'material "leather"', 'text "shoe leather"', 'category default' */
  why: string[];
}

export interface HsClassification {
  hsCode: string;
  description: string;
  matchedKeyword?: string;
  /** 0..1; 1 for a code the shipper gave */
  confidence: number;
  basis: 'shipper' | 'keyword' | 'text' | 'category-default';
  /** best first, at most 5; the first is the answer */
  candidates: HsCandidate[];
  /** the nomenclature the code was checked against */
  nomenclature: string;
}

export class UnknownHsCodeError extends Error {
  constructor(readonly hsCode: string) {
    super(`HS code ${hsCode} is not a subheading of the ${HS_NOMENCLATURE.edition} nomenclature`);
  }
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9-]+/g, ' ')} `;

/** Whole-word (plural-tolerant) keyword match in the description. */
const mentions = (haystack: string, keyword: string) => haystack.includes(` ${keyword} `) || haystack.includes(` ${keyword}s `) || haystack.includes(` ${keyword}es `);

/** Where a keyword ends in the text (word index), or -1. */
function endOf(text: string, keyword: string): number {
  for (const form of [keyword, `${keyword}s`, `${keyword}es`]) {
    const at = text.indexOf(` ${form} `);
    if (at >= 0)
      return text
        .slice(0, at + form.length + 1)
        .trim()
        .split(' ').length;
  }
  return -1;
}

const HEAD_BREAK = /\s(?:with|for|in|including|inside|plus|from|to|into|featuring|set with)\s/i;
const NOMENCLATURE = `${HS_NOMENCLATURE.edition} (${HS_NOMENCLATURE.source})`;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Hit {
  row: HsKeywordRow;
  keyword: string;
  end: number;
  inCategory: boolean;
  /** the row's materials the description names */
  materials: string[];
}

function keywordHits(category: ComplianceCategory, description: string): Hit[] {
  const text = words(description);
  const head = words(description.split(HEAD_BREAK)[0] ?? description);
  const hits: Hit[] = [];
  for (const [cat, table] of Object.entries(HS_TABLE) as [ComplianceCategory, (typeof HS_TABLE)[ComplianceCategory]][]) {
    for (const row of table.rows) {
      // of the row's keywords the description names, the one nearest the head noun, then the longest
      const named = row.keywords.filter((k) => mentions(text, k)).map((k) => ({ k, end: endOf(head, k) }));
      const best = named.sort((a, b) => b.end - a.end || b.k.length - a.k.length)[0];
      if (!best) continue;
      const materials = (row.materials ?? []).filter((m) => mentions(text, m));
      hits.push({ row, keyword: best.k, end: best.end, inCategory: cat === category, materials });
    }
  }
  return hits;
}

function score(hit: Hit, headEnd: number): { score: number; why: string[] } {
  const why = [`${hit.row.kind === 'material' ? 'material keyword' : 'keyword'} "${hit.keyword}"`];
  let s = hit.row.kind === 'material' ? 1.5 : 3;
  s += 0.25 * (hit.keyword.split(' ').length - 1);
  if (hit.inCategory) {
    s += 1;
    why.push('in the category');
  }
  // one named material settles the row; each further one (e.g. 'plated' and 'gold plated') weighs a little more
  if (hit.materials.length) {
    s += 1.5 + 0.5 * (hit.materials.length - 1);
    why.push(`material ${hit.materials.map((m) => `"${m}"`).join(', ')}`);
  }
  if (hit.row.kind !== 'material' && hit.end > 0 && hit.end === headEnd) {
    s += 1;
    why.push('head noun');
  }
  return { score: s, why };
}

function fromShipper(given: string): HsClassification {
  const entry = knownHsCode(given);
  if (!entry) throw new UnknownHsCodeError(given);
  const hsCode = given.replace(/[.\s]/g, '');
  return {
    hsCode,
    description: entry.description,
    confidence: 1,
    basis: 'shipper',
    candidates: [{ hsCode, description: entry.description, score: 1, why: ['code given by the shipper'] }],
    nomenclature: NOMENCLATURE,
  };
}

/** The HS code of the goods: the shipper's (checked against HS 2022) or the best-ranked candidate. */
export function classifyHs(category: ComplianceCategory, description: string, shipperCode?: string): HsClassification {
  if (shipperCode) return fromShipper(shipperCode);
  const table = HS_TABLE[category];
  const hits = keywordHits(category, description);
  const headEnd = Math.max(0, ...hits.filter((h) => h.row.kind !== 'material').map((h) => h.end));
  const byCode = new Map<string, HsCandidate & { keyword?: string; order: number }>();
  const add = (hsCode: string, desc: string, s: number, why: string[], keyword?: string) => {
    const current = byCode.get(hsCode);
    if (!current) byCode.set(hsCode, { hsCode, description: desc, score: s, why, keyword, order: byCode.size });
    else if (s > current.score) Object.assign(current, { description: desc, score: s, why, keyword });
  };
  for (const hit of hits) {
    const { score: s, why } = score(hit, headEnd);
    add(hit.row.hsCode, hit.row.description, s, why, hit.keyword);
  }
  add(table.defaultCode.hsCode, table.defaultCode.description, 1, ['category default']);
  for (const match of nearestSubheadings(description, 5)) {
    if (match.similarity <= 0) continue;
    const bonus = 2 * match.similarity;
    const why = `text "${match.shared.join(' ')}" (similarity ${match.similarity})`;
    const current = byCode.get(match.entry.code);
    if (current) {
      current.score += bonus;
      current.why.push(why);
    } else add(match.entry.code, match.entry.description, bonus, [why]);
  }
  const ranked = [...byCode.values()].sort((a, b) => b.score - a.score || a.order - b.order);
  const top = ranked[0]!;
  const second = ranked[1]?.score ?? 0;
  const keyworded = top.keyword !== undefined;
  const strength = Math.min(1, top.score / 6);
  const margin = top.score > 0 ? (top.score - second) / top.score : 0;
  const confidence = keyworded ? Math.min(0.95, 0.2 + 0.4 * strength + 0.4 * margin) : Math.min(0.5, 0.15 + 0.35 * margin);
  const basis = keyworded ? 'keyword' : top.hsCode === table.defaultCode.hsCode && top.why[0] === 'category default' ? 'category-default' : 'text';
  return {
    hsCode: top.hsCode,
    description: top.description,
    ...(top.keyword ? { matchedKeyword: top.keyword } : {}),
    confidence: round(confidence),
    basis,
    candidates: ranked.slice(0, 5).map((c) => ({ hsCode: c.hsCode, description: c.description, score: round(c.score, 3), why: c.why })),
    nomenclature: NOMENCLATURE,
  };
}

/** The answer's view of a classification: the code, the confidence and the ranked candidates. */
export const classificationView = (hs: HsClassification): HsClassificationView => ({
  hsCode: hs.hsCode,
  description: hs.description,
  confidence: hs.confidence,
  basis: hs.basis,
  candidates: hs.candidates.map(({ hsCode, description, score }) => ({ hsCode, description, score })),
  nomenclature: hs.nomenclature,
});

/** The HS 2022 text of a code (6 digits or longer), for answers that show it. */
export const hsText = (hsCode: string) => hsEntry(hsCode.slice(0, 6))?.description;

export const hsChapter = (hsCode: string) => hsCode.slice(0, 2);
export const formatHs = (hsCode: string) => `${hsCode.slice(0, 4)}.${hsCode.slice(4, 6)}`;
export { words as normaliseText, mentions };
