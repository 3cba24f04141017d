import type { ItemCategory, ItemRecognitionResult, ItemAnalysisResult, ShippingEligibility } from '@waypost/contracts';
import { classifyHs, transportRules } from '../../compliance/queries/compliance-rules.queries';
import { GENERAL_GOODS, GENERIC_HEADS, ITEM_KINDS, type ItemKind } from '../domain/item-kinds';
import { estimatePacked, type PackedEstimate } from '../domain/item-estimate';

// ── Offline item classifier: description -> category, HS code, packed size, restrictions ──
// The head noun decides: 'ceramic coffee mug' is a mug, 'brake pads for a Golf' are brake pads. We read the
// phrase before 'with/for/in/including', and of the item words found there the one ending last wins (the
// longer one on a tie: 'blood pressure monitor' beats 'monitor'), unless it is a class word right after another
// item word ('laptop computer', 'tablet PC': the laptop, the tablet).

export interface ItemClassification {
  kind: ItemKind;
  /** The packed weight and box of what the description names (size, quantity, stated weight read). */
  estimate: PackedEstimate;
  category: ItemCategory;
  matched: string | null;
  confidence: number;
  hsCode: string;
  hsDescription: string;
  restrictions: string[];
  shippingEligibility: ShippingEligibility;
}

const tokens = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

const sameWord = (word: string, keyword: string) =>
  word === keyword || word === `${keyword}s` || word === `${keyword}es` || (keyword.endsWith('y') && word === `${keyword.slice(0, -1)}ies`);

const HEAD_BREAK = /\s(?:with|for|in|including|inside|plus|from|to|into)\s/i;

interface Hit {
  kind: ItemKind;
  keyword: string;
  end: number;
  length: number;
}

function findHits(words: string[]): Hit[] {
  const hits: Hit[] = [];
  for (const kind of ITEM_KINDS) {
    for (const keyword of kind.keywords) {
      const parts = tokens(keyword);
      for (let i = 0; i + parts.length <= words.length; i++) {
        if (parts.every((p, j) => sameWord(words[i + j]!, p))) hits.push({ kind, keyword, end: i + parts.length, length: parts.length });
      }
    }
  }
  return hits;
}

function best(hits: Hit[]): Hit | null {
  const last = hits.reduce<Hit | null>((a, h) => (!a || h.end > a.end || (h.end === a.end && h.length > a.length) ? h : a), null);
  if (!last || !GENERIC_HEADS.has(last.keyword)) return last;
  const modifier = best(hits.filter((h) => h.end === last.end - last.length));
  return modifier ?? last;
}

/** The item a description names, or general goods. */
export function identifyItem(description: string): { kind: ItemKind; matched: string | null; confidence: number } {
  const head = description.split(HEAD_BREAK)[0] ?? description;
  const inHead = best(findHits(tokens(head)));
  if (inHead) return { kind: inHead.kind, matched: inHead.keyword, confidence: inHead.length > 1 ? 0.85 : 0.75 };
  const anywhere = best(findHits(tokens(description)));
  if (anywhere) return { kind: anywhere.kind, matched: anywhere.keyword, confidence: 0.6 };
  return { kind: GENERAL_GOODS, matched: null, confidence: 0.3 };
}

/** Rules that apply to carrying the goods at all, on any lane (the item analysis knows no route, so no customs notes). */
export function transportRestrictions(category: ItemCategory, description: string, on: string) {
  const result = transportRules(category, description, on);
  const eligibility: ShippingEligibility = result.status === 'prohibited' ? 'prohibited' : result.status === 'restricted' ? 'restricted' : 'allowed';
  return { eligibility, restrictions: [...result.restrictions, ...result.warnings] };
}

export function classifyItem(description: string, on: string): ItemClassification {
  const { kind, matched, confidence } = identifyItem(description);
  const estimate = estimatePacked(kind, description, matched);
  const hs = classifyHs(kind.category, `${description} ${kind.name}`);
  const { eligibility, restrictions } = transportRestrictions(kind.category, description, on);
  return {
    kind,
    estimate,
    category: kind.category,
    matched,
    confidence,
    hsCode: hs.hsCode,
    hsDescription: hs.description,
    restrictions,
    shippingEligibility: eligibility,
  };
}

const STRICTNESS: Record<ShippingEligibility, number> = { allowed: 0, restricted: 1, prohibited: 2 };
export const stricter = (a: ShippingEligibility, b: ShippingEligibility): ShippingEligibility => (STRICTNESS[a] >= STRICTNESS[b] ? a : b);

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function toRecognition(c: ItemClassification, description: string): ItemRecognitionResult {
  const [length, width, height] = c.estimate.box;
  return {
    description: description.trim() || sentence(c.kind.name),
    category: c.category,
    estimatedWeight: c.estimate.weightKg,
    estimatedDimensions: { length, width, height },
    confidence: c.confidence,
    shippingEligibility: c.shippingEligibility,
    hsCode: c.hsCode,
    restrictions: c.restrictions,
    mode: 'offline',
  };
}

/** 'Standard parcel', 'Restricted: special handling', 'Prohibited' and the HS heading. */
export function shippingClassification(eligibility: ShippingEligibility, hsCode: string, hsDescription: string, weightKg: number): string {
  const base = eligibility === 'prohibited' ? 'Prohibited' : eligibility === 'restricted' ? 'Restricted: special handling' : weightKg > 30 ? 'Freight' : 'Standard parcel';
  return `${base} · HS ${hsCode.slice(0, 4)}.${hsCode.slice(4)} ${hsDescription}`;
}

export function toAnalysis(r: ItemRecognitionResult, hsDescription: string): ItemAnalysisResult {
  return {
    category: r.category,
    shippingClassification: shippingClassification(r.shippingEligibility, r.hsCode, hsDescription, r.estimatedWeight),
    weight: { estimatedKg: r.estimatedWeight },
    dimensions: {
      estimatedLength: r.estimatedDimensions.length,
      estimatedWidth: r.estimatedDimensions.width,
      estimatedHeight: r.estimatedDimensions.height,
    },
    confidenceScore: r.confidence,
    restrictions: r.restrictions,
    hsCode: r.hsCode,
    shippingEligibility: r.shippingEligibility,
    description: r.description,
    mode: r.mode,
    ...(r.model ? { model: r.model } : {}),
  };
}
