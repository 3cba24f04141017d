import { z } from 'zod';

// ── Dangerous goods and quarantine restrictions (issue 26, item 5) ───────────
// Optional parts of the compliance check and the customs declaration: the spec's payloads stay valid without them.

const positive = (max: number) => z.number({ error: 'must be a number' }).positive('must be greater than 0').max(max, `must be at most ${max}`);

/** What the shipper states about a battery; stated facts win over what the description suggests. */
export const BatteryFactsSchema = z.object({
  chemistry: z.enum(['lithium-ion', 'lithium-metal'], { message: 'must be lithium-ion or lithium-metal' }).optional(),
  packing: z.enum(['alone', 'packed-with-equipment', 'contained-in-equipment'], { message: 'must be alone, packed-with-equipment or contained-in-equipment' }).optional(),
  /** watt-hour rating of the largest battery (lithium ion) */
  wattHours: positive(100_000).optional(),
  /** lithium content in grams of the largest battery (lithium metal) */
  lithiumGrams: positive(10_000).optional(),
});
export type BatteryFacts = z.output<typeof BatteryFactsSchema>;

export interface DangerousGoodsFlag {
  /** the item description the flag is about */
  item: string;
  ruleId: string;
  unNumber: string;
  properShippingName: string;
  hazardClass: string;
  packingGroup?: 'I' | 'II' | 'III';
  /** IATA packing instruction, with its section for lithium batteries (e.g. 'PI 967 Section II') */
  packingInstruction: string;
  /** true when the carrier needs a dangerous goods declaration / DG service (not a Section II or excepted item) */
  regulated: boolean;
  air: 'passenger and cargo aircraft' | 'cargo aircraft only' | 'not restricted' | 'forbidden';
  ground: string;
  postal: 'accepted' | 'not accepted';
  labels: string[];
  limits: string[];
  notes: string[];
  source: string;
  /** first day of the rule row used */
  ruleEffectiveFrom: string;
}

export interface ImportRestriction {
  ruleId: string;
  destination: string;
  product: string;
  effect: 'permitted' | 'conditional' | 'prohibited';
  /** an authority's permit or certificate is needed */
  permitRequired: boolean;
  reason: string;
  conditions: string[];
  documents: string[];
  source: string;
  effectiveFrom: string;
  effectiveUntil?: string;
}

// ── The same two shapes as zod schemas, for the OpenAPI document (api-reference/responses.ts) ──
const strings = z.array(z.string());
export const DangerousGoodsFlagSchema = z
  .object({
    item: z.string(),
    ruleId: z.string(),
    unNumber: z.string(),
    properShippingName: z.string(),
    hazardClass: z.string(),
    packingGroup: z.enum(['I', 'II', 'III']).optional(),
    packingInstruction: z.string(),
    regulated: z.boolean(),
    air: z.enum(['passenger and cargo aircraft', 'cargo aircraft only', 'not restricted', 'forbidden']),
    ground: z.string(),
    postal: z.enum(['accepted', 'not accepted']),
    labels: strings,
    limits: strings,
    notes: strings,
    source: z.string(),
    ruleEffectiveFrom: z.string(),
  })
  .meta({ id: 'DangerousGoodsFlag' });
export const ImportRestrictionSchema = z
  .object({
    ruleId: z.string(),
    destination: z.string(),
    product: z.string(),
    effect: z.enum(['permitted', 'conditional', 'prohibited']),
    permitRequired: z.boolean(),
    reason: z.string(),
    conditions: strings,
    documents: strings,
    source: z.string(),
    effectiveFrom: z.string(),
    effectiveUntil: z.string().optional(),
  })
  .meta({ id: 'ImportRestriction' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const DANGEROUS_GOODS_SCHEMAS_MATCH: [
  Same<z.output<typeof DangerousGoodsFlagSchema>, DangerousGoodsFlag>,
  Same<z.output<typeof ImportRestrictionSchema>, ImportRestriction>,
] = [true, true];
