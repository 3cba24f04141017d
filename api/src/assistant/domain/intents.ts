// ── Offline intent recognition: what the user asks for, and the facts in the text ──
// Pure parsing; the tools decide what the user may see.

export type Intent =
  | { type: 'track'; trackingNumber: string }
  | { type: 'my_shipments' }
  | { type: 'handoff' }
  | { type: 'customs'; from?: string; to?: string; declaredValue?: number; currency?: string }
  | { type: 'quote'; from?: string; to?: string; weightKg?: number }
  | { type: 'greeting' }
  | { type: 'thanks' }
  | { type: 'help' };

export const TRACKING_NUMBER_IN_TEXT = /\b2PG-\d{4}-\d{6,}\b/i;

const HANDOFF = /\b(human|real person|a person|an agent|live agent|agent|representative|operator|customer service|support team|call me|speak to|talk to|complain|complaint)\b/i;
const CUSTOMS =
  /\b(can i (?:send|ship|mail|post|import|export)|am i allowed|customs|duty|duties|tax|taxes|vat|gst|tariff|import|imports|importing|allowed|prohibited|restricted|restrictions|banned|legal|permit|documents|paperwork|hs code)\b/i;
const QUOTE = /\b(quote|quotes|cost|costs|price|prices|pricing|how much|rate|rates|cheapest|fastest|estimate|send|ship|shipping|deliver)\b/i;
const MY_SHIPMENTS = /\b(my (shipments?|parcels?|packages?|orders?|deliver(y|ies))|where is my|where's my|track(ing)? my|status of my)\b/i;
const GREETING = /^\s*(hi|hello|hey|hallo|good (morning|afternoon|evening))\b[\s!.,]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|cheers|great|perfect|ok(ay)?)\b[\s\w!.,]{0,20}$/i;

// A comma ends a place unless a capitalised word follows ('Lyon, France').
const STOP =
  '(?:[.?!;]|,(?!\\s*[A-Z])|\\s+(?:weighing|weighs|that|which|for|at|worth|valued|value|by|under|with|and|please|in|of|costs?|via|express|overnight|standard|economy|next[- ]day|urgently|asap|\\d)|$)';
const FROM_TO = new RegExp(`\\bfrom\\s+(.+?)\\s+(?:to|into)\\s+(.+?)${STOP}`, 'i');
const TO_FROM = new RegExp(`\\b(?:to|into)\\s+(.+?)\\s+from\\s+(.+?)${STOP}`, 'i');
const TO_ONLY = new RegExp(`\\b(?:to|into)\\s+(?:the\\s+)?([A-Z][\\w .'-]*?)${STOP}`);

export function parsePlaces(text: string): { from?: string; to?: string } {
  const clean = (s: string | undefined) => s?.replace(/^the\s+/i, '').trim() || undefined;
  const ft = FROM_TO.exec(text);
  if (ft) return { from: clean(ft[1]), to: clean(ft[2]) };
  const tf = TO_FROM.exec(text);
  if (tf) return { from: clean(tf[2]), to: clean(tf[1]) };
  const to = TO_ONLY.exec(text);
  return to ? { to: clean(to[1]) } : {};
}

const UNIT_TO_KG = new Map(
  Object.entries({
    kg: 1,
    kgs: 1,
    kilo: 1,
    kilos: 1,
    kilogram: 1,
    kilograms: 1,
    g: 0.001,
    gram: 0.001,
    grams: 0.001,
    lb: 0.45359237,
    lbs: 0.45359237,
    pound: 0.45359237,
    pounds: 0.45359237,
  }),
);

export function parseWeightKg(text: string): number | undefined {
  const m = /(\d+(?:[.,]\d+)?)\s*(kgs?|kilos?|kilograms?|g|grams?|lbs?|pounds?)\b/i.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]!.replace(',', '.')) * (UNIT_TO_KG.get(m[2]!.toLowerCase()) ?? 1);
  return value > 0 ? Math.round(value * 1000) / 1000 : undefined;
}

const CURRENCY_WORDS = new Map(
  Object.entries({
    $: 'USD',
    usd: 'USD',
    dollar: 'USD',
    dollars: 'USD',
    '€': 'EUR',
    eur: 'EUR',
    euro: 'EUR',
    euros: 'EUR',
    '£': 'GBP',
    gbp: 'GBP',
    '¥': 'CNY',
    cny: 'CNY',
    yuan: 'CNY',
    rmb: 'CNY',
  }),
);

export function parseMoney(text: string): { amount: number; currency: string } | undefined {
  const before = /(\$|€|£|¥|\b(?:usd|eur|gbp|cny)\s?)\s*(\d[\d,]*(?:\.\d+)?)/i.exec(text);
  const after = /(\d[\d,]*(?:\.\d+)?)\s*(usd|dollars?|eur|euros?|gbp|cny|yuan|rmb)\b/i.exec(text);
  const [symbol, digits] = before ? [before[1]!.trim(), before[2]!] : after ? [after[2]!, after[1]!] : [undefined, undefined];
  if (!symbol || !digits) return undefined;
  const amount = Number(digits.replace(/,/g, ''));
  return Number.isFinite(amount) ? { amount, currency: CURRENCY_WORDS.get(symbol.toLowerCase()) ?? 'USD' } : undefined;
}

export function recognizeIntent(message: string): Intent {
  const tracking = TRACKING_NUMBER_IN_TEXT.exec(message);
  if (tracking) return { type: 'track', trackingNumber: tracking[0].toUpperCase() };
  if (HANDOFF.test(message)) return { type: 'handoff' };
  const places = parsePlaces(message);
  if (CUSTOMS.test(message)) {
    const money = parseMoney(message);
    return { type: 'customs', ...places, ...(money ? { declaredValue: money.amount, currency: money.currency } : {}) };
  }
  if (MY_SHIPMENTS.test(message)) return { type: 'my_shipments' };
  const weightKg = parseWeightKg(message);
  if (QUOTE.test(message) || (places.from && places.to)) return { type: 'quote', ...places, ...(weightKg ? { weightKg } : {}) };
  if (GREETING.test(message)) return { type: 'greeting' };
  if (THANKS.test(message)) return { type: 'thanks' };
  return { type: 'help' };
}
