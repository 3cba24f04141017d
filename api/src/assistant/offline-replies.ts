import type { ToolResult } from './tools/assistant-tools';

// ── The offline assistant's words: tool results to plain sentences ───────────

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tool results are loose JSON, read field by field into the reply

// Formatters are built once (per currency): building one costs far more than formatting with it.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const money = (amount: number, currency = 'USD') => {
  let format = moneyFormats.get(currency);
  if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
  return format.format(amount);
};
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : DAY.format(date); // as toLocaleDateString answers
};
const list = (xs: string[]) => xs.map((x) => `• ${x}`).join('\n');

export const replyFor = {
  track(number: string, r: ToolResult): string {
    if (!r.ok) {
      if (r.error === 'sign_in_required') return `Please sign in to track ${number}: I can only show shipment details to their owner.`;
      return `I couldn't find shipment ${number} among the shipments you can see. Please check the number; if it is right, I can connect you with a human agent.`;
    }
    const d = r.data as Data;
    const last = d.lastEvent ? ` Latest update: ${d.lastEvent.description} (${d.lastEvent.location}, ${day(d.lastEvent.timestamp)}).` : '';
    return `Shipment ${d.trackingNumber} (${d.item}) from ${d.from} to ${d.to} is ${d.statusLabel}.${last} Estimated delivery: ${day(d.estimatedDelivery)}.`;
  },

  signInToTrack: () => 'Please sign in so I can look up your shipments, or give me a tracking number like 2PG-2024-000001 after signing in.',

  myShipments(r: ToolResult): string {
    if (!r.ok) return r.message;
    const shipments = (r.data as Data).shipments as Data[];
    if (shipments.length === 0) return "You don't have any shipments yet. Start one with New Shipment on your dashboard.";
    return `Your most recent shipments:\n${list(shipments.map((s) => `${s.trackingNumber} to ${s.to}: ${s.statusLabel}`))}\nAsk me about any of them by number.`;
  },

  handoff(r: ToolResult, reachable: boolean): string {
    if (!r.ok && r.error === 'read_only') return r.message;
    if (!r.ok) return `I couldn't pass this to a person just now (${r.message}). Please try again in a moment.`;
    const d = r.data as Data;
    if (d.ticketNumber) return `I've opened ticket #${d.ticketNumber} for our customer-service team with this conversation. An agent will reply to ${d.contact}.`;
    const contact = reachable ? ` We noted ${d.contact} for the reply.` : ' Sign in and ask again to open a ticket an agent can answer, or add your email address in a message.';
    return `I've asked a human agent to take over (reference ${d.reference}). Signed-out chats are recorded for our customer-service team without a ticket.${contact}`;
  },

  customsNeedsCountries: () =>
    "I can check customs rules and estimate duty and VAT. Tell me the item and both countries, for example: 'Can I ship a laptop worth $800 from China to Germany?'",

  customs(r: ToolResult, valueAssumed: boolean): string {
    if (!r.ok) return r.message;
    const d = r.data as Data;
    const t = d.estimatedTaxes as Data;
    const verdict = d.status === 'prohibited' ? 'is prohibited' : d.status === 'restricted' ? 'needs special handling or a licence' : 'is allowed';
    const parts = [
      `${d.category} (HS ${d.hsCode}) from ${d.fromCountry} to ${d.toCountry} ${verdict}.`,
      `Estimated import taxes on ${money(d.declaredValue, t.currency)}${valueAssumed ? ' (an assumed value: tell me the real one)' : ''}: duty ${money(t.duty, t.currency)} (${t.dutyRate}%), VAT ${money(t.vat, t.currency)} (${t.vatRate}%), total ${money(t.total, t.currency)}.`,
    ];
    if ((d.restrictions as string[]).length) parts.push(`Restrictions:\n${list(d.restrictions)}`);
    if ((d.requiredDocuments as string[]).length) parts.push(`Documents:\n${list(d.requiredDocuments)}`);
    return parts.join('\n');
  },

  quoteNeedsPlaces: () => "I can quote a parcel. Tell me where from, where to and the weight, for example: 'How much to ship 2 kg from Berlin to New York?'",

  quote(r: ToolResult, weightAssumed: boolean): string {
    if (!r.ok) return r.message;
    const d = r.data as Data;
    if (!(d.cheapest as Data[]).length) return `I found no carrier service from ${d.from} to ${d.to} for ${d.weightKg} kg.`;
    const lines = (d.cheapest as Data[]).map((q) => `${q.carrier} ${q.service}: ${money(q.price, d.currency)}, ${q.transitTime}`);
    const fastest = d.fastest ? `\nFastest: ${d.fastest.carrier} ${d.fastest.service}, ${d.fastest.transitTime} for ${money(d.fastest.price, d.currency)}.` : '';
    const assumed = weightAssumed ? ' (I assumed 1 kg: tell me the weight for an exact price)' : '';
    return `Cheapest ${d.urgency} options for ${d.weightKg} kg${assumed} from ${d.from} to ${d.to}:\n${list(lines)}${fastest}\nThe Shipping Calculator compares all ${d.totalOptions} options.`;
  },

  thanks: () => "You're welcome! Anything else I can help with: tracking, a quote, customs or a human agent?",

  greeting: (signedIn: boolean) =>
    `Hello! I can track ${signedIn ? 'your shipments' : 'shipments once you sign in'}, quote a parcel, check customs rules and taxes, or connect you with a human agent.`,

  help: (signedIn: boolean) =>
    "I'm the Waypost assistant. I can:\n" +
    list([
      `track a shipment: 'Where is 2PG-2024-000001?'${signedIn ? '' : ' (after signing in)'}`,
      "quote a parcel: 'How much to ship 2 kg from Berlin to New York?'",
      "check customs and taxes: 'Can I send wine worth €50 from France to the United States?'",
      "connect you with a person: 'I'd like to talk to an agent'",
    ]),
};
