import { allHsEntries, type HsEntry } from './hs-nomenclature';

// ── TF-IDF over the HS 2022 texts: which subheadings a free-text description reads like ──
// Each subheading is a document of its own text plus its heading's text (the heading names the article, the
// subheading often only the material). Built once, on first use, from the kept nomenclature.
const STOP = new Set(
  (
    'a an and or of the in on for with without by to as at its their than other others not nor whether n e c nec nes ' +
    'including excluding incl excl heading headings subheading item no chapter kind kinds used use put up such like similar thereof ' +
    'be being which made more less than but only also any all each per new set sets'
  ).split(' '),
);

/** Lower-case word stems: plural endings dropped ('shoes' -> 'shoe', 'batteries' -> 'battery', 'boxes' -> 'box'). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function textTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+$/.test(w))
    .map(stem);
}

interface Index {
  entries: HsEntry[];
  idf: Map<string, number>;
  /** token -> [document, normalised tf-idf weight] */
  postings: Map<string, [number, number][]>;
}

let built: Index | undefined;

function index(): Index {
  if (built) return built;
  const entries = allHsEntries();
  const docs = entries.map((e) => textTokens(`${e.description} ${e.headingDescription}`));
  const df = new Map<string, number>();
  for (const doc of docs) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map([...df].map(([t, n]) => [t, Math.log(1 + entries.length / n)]));
  const postings = new Map<string, [number, number][]>();
  docs.forEach((doc, i) => {
    const tf = new Map<string, number>();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    const weights = [...tf].map(([t, n]) => [t, (1 + Math.log(n)) * idf.get(t)!] as const);
    const norm = Math.hypot(...weights.map(([, w]) => w)) || 1;
    for (const [t, w] of weights) {
      const list = postings.get(t) ?? [];
      list.push([i, w / norm]);
      postings.set(t, list);
    }
  });
  built = { entries, idf, postings };
  return built;
}

export interface TextMatch {
  entry: HsEntry;
  /** cosine similarity, 0..1 */
  similarity: number;
  /** the description's words that the subheading's text shares */
  shared: string[];
}

/** The subheadings whose text is nearest to the description, best first (cosine of TF-IDF vectors). */
export function nearestSubheadings(description: string, limit = 5): TextMatch[] {
  const { entries, idf, postings } = index();
  const query = [...new Set(textTokens(description))].filter((t) => idf.has(t));
  const qNorm = Math.hypot(...query.map((t) => idf.get(t)!)) || 1;
  const scores = new Map<number, { score: number; shared: string[] }>();
  for (const t of query) {
    const qw = idf.get(t)! / qNorm;
    for (const [doc, w] of postings.get(t) ?? []) {
      const s = scores.get(doc) ?? { score: 0, shared: [] };
      s.score += qw * w;
      s.shared.push(t);
      scores.set(doc, s);
    }
  }
  return [...scores]
    .sort((a, b) => b[1].score - a[1].score || entries[a[0]]!.code.localeCompare(entries[b[0]]!.code))
    .slice(0, limit)
    .map(([doc, s]) => ({ entry: entries[doc]!, similarity: Math.round(s.score * 1000) / 1000, shared: s.shared }));
}
