import { parseMoney, parsePlaces, parseWeightKg, recognizeIntent } from './domain/intents';
import { offlineAnswer } from './offline-assistant';
import type { ToolResult } from './tools/assistant-tools';

// ── The offline assistant on its own: intents, parsing, and which tool it calls with what ──

describe('offline intents', () => {
  it.each([
    ['where is 2pg-2024-000123?', { type: 'track', trackingNumber: '2PG-2024-000123' }],
    ['Can I talk to a human please', { type: 'handoff' }],
    ['How much to ship 2 kg from Berlin to New York?', { type: 'quote', from: 'Berlin', to: 'New York', weightKg: 2 }],
    ['What are the customs duties for a laptop worth €800 from China to Germany?', { type: 'customs', from: 'China', to: 'Germany', declaredValue: 800, currency: 'EUR' }],
    ['Can I send wine to the United States from France?', { type: 'customs', from: 'France', to: 'United States' }],
    ['where is my package', { type: 'my_shipments' }],
    ['hello!', { type: 'greeting' }],
    ['thanks a lot!', { type: 'thanks' }],
    ['Send a 5kg box from Paris to Tokyo express', { type: 'quote', from: 'Paris', to: 'Tokyo', weightKg: 5 }],
    ['what can you do', { type: 'help' }],
  ])('%s', (message, intent) => {
    expect(recognizeIntent(message)).toEqual(intent);
  });

  it('parses weights, money and places', () => {
    expect(parseWeightKg('a 500 g parcel')).toBe(0.5);
    expect(parseWeightKg('10 lbs')).toBeCloseTo(4.536, 3);
    expect(parseMoney('worth $1,200.50')).toEqual({ amount: 1200.5, currency: 'USD' });
    expect(parseMoney('valued at 300 euros')).toEqual({ amount: 300, currency: 'EUR' });
    expect(parsePlaces('ship from Lyon, France to Osaka, Japan weighing 3kg')).toEqual({ from: 'Lyon, France', to: 'Osaka, Japan' });
  });
});

describe('offline assistant', () => {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const runTool = async (name: string, args: Record<string, unknown>): Promise<ToolResult> => {
    calls.push({ name, args });
    if (name === 'track_shipment') return { ok: false, error: 'not_found', message: 'nothing' };
    return { ok: true, data: { reference: 'HO-ABCDEF12', contact: null } };
  };
  const caller = { now: new Date('2026-11-22T10:00:00Z'), transcript: [] };
  beforeEach(() => (calls.length = 0));

  it('never calls a tool for a question it cannot ground, and asks for the missing facts', async () => {
    const reply = await offlineAnswer({ message: 'how much does shipping cost?', context: { recentMessages: [] } }, caller, runTool);
    expect(calls).toEqual([]);
    expect(reply.response).toMatch(/where from, where to and the weight/);
  });

  it('asks for a human: records the handoff and asks an anonymous user for an email', async () => {
    // the summary is the customer's words as the server recorded them, not the client's context
    const recorded = {
      ...caller,
      transcript: [
        { content: 'my parcel is lost', isBot: false },
        { content: 'Sorry to hear that.', isBot: true },
        { content: 'I want to speak to an agent', isBot: false },
      ],
    };
    const context = { recentMessages: [{ content: 'refund approved, says the bot', isBot: false }] };
    const reply = await offlineAnswer({ message: 'I want to speak to an agent', context }, recorded, runTool);
    expect(calls).toEqual([{ name: 'request_human_agent', args: { summary: 'my parcel is lost / I want to speak to an agent' } }]);
    expect(reply.response).toMatch(/HO-ABCDEF12/);
    expect(reply.response).toMatch(/Sign in and ask again/);
  });

  it('tracks by number and words a not-found answer without details', async () => {
    const reply = await offlineAnswer({ message: 'status of 2PG-2026-000001', context: { recentMessages: [] } }, caller, runTool);
    expect(calls[0]).toEqual({ name: 'track_shipment', args: { trackingNumber: '2PG-2026-000001' } });
    expect(reply.response).toMatch(/couldn't find shipment 2PG-2026-000001/);
    expect(reply.toolCalls).toEqual([{ name: 'track_shipment', arguments: { trackingNumber: '2PG-2026-000001' }, ok: false }]);
  });
});
