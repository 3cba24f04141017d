import { missingServerKeys } from '../platform/i18n/server-i18n';
import { offlineAnswer } from './offline-assistant';
import { repliesIn } from './offline-replies';
import type { ToolResult } from './tools/assistant-tools';

// ── The offline assistant's replies in the chat request's language (assistant.json), English as it always was ──

const track = {
  trackingNumber: '2PG-2026-000001',
  item: 'Headphones',
  from: 'Berlin',
  to: 'New York',
  statusLabel: 'In Transit',
  lastEvent: { description: 'Picked up by courier', location: 'Berlin Hub', timestamp: '2026-11-20T10:00:00Z' },
  estimatedDelivery: '2026-11-25T00:00:00Z',
};
const customs = {
  category: 'Electronics',
  hsCode: '8471.30',
  fromCountry: 'China',
  toCountry: 'Germany',
  status: 'allowed',
  declaredValue: 800,
  estimatedTaxes: { currency: 'EUR', duty: 0, dutyRate: 0, vat: 152, vatRate: 19, total: 152 },
  restrictions: [],
  requiredDocuments: ['Commercial invoice'],
};
const quote = {
  from: 'Berlin',
  to: 'New York',
  weightKg: 2,
  currency: 'USD',
  urgency: 'express',
  totalOptions: 9,
  cheapest: [{ carrier: 'DHL', service: 'Express Worldwide', price: 42.5, transitTime: '1-2 days' }],
  fastest: null,
};
const ok = (data: Record<string, unknown>): ToolResult => ({ ok: true, data });

describe('offline replies in English', () => {
  const en = repliesIn('en');

  it('word for word as before', () => {
    expect(en.track('2PG-2026-000001', ok(track))).toBe(
      'Shipment 2PG-2026-000001 (Headphones) from Berlin to New York is In Transit. Latest update: Picked up by courier (Berlin Hub, Nov 20, 2026). Estimated delivery: Nov 25, 2026.',
    );
    expect(en.track('X', ok({ ...track, lastEvent: null, estimatedDelivery: 'soon' }))).toBe(
      'Shipment 2PG-2026-000001 (Headphones) from Berlin to New York is In Transit. Estimated delivery: Invalid Date.',
    );
    expect(en.customs(ok(customs), true)).toBe(
      'Electronics (HS 8471.30) from China to Germany is allowed.\n' +
        'Estimated import taxes on €800.00 (an assumed value: tell me the real one): duty €0.00 (0%), VAT €152.00 (19%), total €152.00.\n' +
        'Documents:\n• Commercial invoice',
    );
    expect(en.quote(ok(quote), true)).toBe(
      'Cheapest express options for 2 kg (I assumed 1 kg: tell me the weight for an exact price) from Berlin to New York:\n' +
        '• DHL Express Worldwide: $42.50, 1-2 days\nThe Shipping Calculator compares all 9 options.',
    );
    expect(en.help(false)).toBe(
      "I'm the Waypost assistant. I can:\n• track a shipment: 'Where is 2PG-2024-000001?' (after signing in)\n" +
        "• quote a parcel: 'How much to ship 2 kg from Berlin to New York?'\n" +
        "• check customs and taxes: 'Can I send wine worth €50 from France to the United States?'\n" +
        "• connect you with a person: 'I'd like to talk to an agent'",
    );
    expect(en.handoff({ ok: true, data: { reference: 'HO-1', contact: null } }, false)).toMatch(/Sign in and ask again/);
  });
});

describe('offline replies in German', () => {
  const de = repliesIn('de');

  it('the words, the money and the dates in German (Intl puts a no-break space before the currency sign)', () => {
    expect(de.track('2PG-2026-000001', ok(track))).toBe(
      'Sendung 2PG-2026-000001 (Headphones) von Berlin nach New York: In Transit. Letzte Aktualisierung: Picked up by courier (Berlin Hub, 20. Nov. 2026). Voraussichtliche Zustellung: 25. Nov. 2026.',
    );
    expect(de.customs(ok(customs), false)).toBe(
      'Electronics (HS 8471.30) von China nach Germany ist erlaubt.\n' +
        'Geschätzte Einfuhrabgaben auf 800,00\u00a0€: Zoll 0,00\u00a0€ (0 %), Umsatzsteuer 152,00\u00a0€ (19 %), insgesamt 152,00\u00a0€.\n' +
        'Dokumente:\n• Commercial invoice',
    );
    expect(de.quote(ok(quote), false)).toBe(
      'Die günstigsten Expressoptionen für 2 kg von Berlin nach New York:\n• DHL Express Worldwide: 42,50\u00a0$, 1-2 days\nDer Versandrechner vergleicht alle 9 Optionen.',
    );
    expect(de.track('2PG-X', { ok: false, error: 'sign_in_required', message: 'x' })).toBe(
      'Bitte melden Sie sich an, um 2PG-X zu verfolgen: Ich zeige Sendungsdetails nur ihren Eigentümern.',
    );
  });

  it('through the offline assistant: the chat request’s language', async () => {
    const runTool = async (): Promise<ToolResult> => ({ ok: false, error: 'not_found', message: 'nothing' });
    const caller = { now: new Date('2026-11-22T10:00:00Z'), transcript: [] };
    const greeting = await offlineAnswer({ message: 'hello', context: { recentMessages: [] } }, caller, runTool, 'de');
    expect(greeting.response).toBe(
      'Hallo! Ich kann Sendungen verfolgen, sobald Sie angemeldet sind, ein Angebot für ein Paket erstellen, Zollvorschriften und Steuern prüfen oder Sie mit einem Servicemitarbeiter verbinden.',
    );
    const notFound = await offlineAnswer({ message: 'where is 2PG-2026-000009', context: { recentMessages: [] } }, caller, runTool, 'de');
    expect(notFound.response).toMatch(/^Ich konnte die Sendung 2PG-2026-000009 unter den Sendungen, die Sie sehen dürfen, nicht finden/);
    const english = await offlineAnswer({ message: 'hello', context: { recentMessages: [] } }, caller, runTool);
    expect(english.response).toMatch(/^Hello! I can track shipments once you sign in/);
    expect(missingServerKeys()).toEqual([]);
  });
});
