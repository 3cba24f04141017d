import type { ChatResponse } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { APIConnectionError } from 'openai';
import { describeFailure } from './assistant-chat.service';
import { OPENAI_OPTIONS } from './assistant.tokens';
import { OpenAiChat, type OpenAiOptions } from './openai/openai-chat';
import { startFakeChatServer, type FakeChatServer, type RecordedRequest, type Script } from './test-support/fake-chat-completions';

// ── The real `openai` SDK over HTTP against a local chat-completions server ──

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const shipment = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: 'Rue 1', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Vintage camera', weight: 1, value: 300 },
  status: 'pending',
};

/** The last tool message the server received (what our tool answered the model). */
const lastToolResult = (r: RecordedRequest) => {
  const tool = [...r.body.messages].reverse().find((m) => m.role === 'tool');
  return tool ? (JSON.parse(String(tool.content)) as { ok: boolean; data?: Record<string, any>; error?: string }) : null;
};

describe('AI assistant with an OpenAI-compatible server', () => {
  let fake: FakeChatServer;
  let t: TestApp;
  let trackingNumber: string;
  const script = (s: Script) => {
    fake.requests.length = 0;
    fake.script = s;
  };

  beforeAll(async () => {
    fake = await startFakeChatServer(() => ({ kind: 'text', content: 'unused' }));
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test-local', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'local-model' } });
    const shipper = await t.signIn('shipper');
    const created = await shipper.post('/api/shipments').send(shipment).expect(201);
    trackingNumber = created.body.trackingNumber;
    const agent = await t.signIn('agent');
    await agent.post(`/api/shipments/${created.body.id}/tracking-events`).send({ eventType: 'pickup', description: 'Picked up', location: 'Berlin' }).expect(201);
    await agent
      .post(`/api/shipments/${created.body.id}/tracking-events`)
      .send({ eventType: 'customs', description: 'Held for customs inspection', location: 'Frankfurt Airport' })
      .expect(201);
    await t.project();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  // The "model" asks for the tool, then writes its answer from the tool result it was given.
  const trackingModel: Script = (req, i) =>
    i === 0
      ? { kind: 'tool_calls', calls: [{ name: 'track_shipment', arguments: JSON.stringify({ trackingNumber }) }] }
      : (() => {
          const result = lastToolResult(req);
          return result?.ok
            ? { kind: 'text', content: `It is ${result.data!.statusLabel}: ${result.data!.lastEvent.description} at ${result.data!.lastEvent.location}.` }
            : { kind: 'text', content: `I could not find that shipment (${result?.error}).` };
        })();

  it("the model's tool call reaches our tracking query and its result comes back in the reply", async () => {
    script(trackingModel);
    const shipper = await t.signIn('shipper');
    const res = await shipper
      .post('/api/ai/chat')
      .send({
        message: `Where is ${trackingNumber}?`,
        context: {
          recentMessages: [
            { content: 'Hello', isBot: false },
            { content: 'Hi! How can I help?', isBot: true },
          ],
        },
      })
      .expect(200);
    const reply = res.body as ChatResponse;
    expect(reply).toEqual({
      response: 'It is Customs: Held for customs inspection at Frankfurt Airport.',
      mode: 'openai',
      model: 'local-model',
      toolCalls: [{ name: 'track_shipment', arguments: { trackingNumber }, ok: true }],
      conversationId: expect.any(String),
    });

    const [first, second] = fake.requests;
    expect(first!.authorization).toBe('Bearer sk-test-local');
    expect(first!.body.model).toBe('local-model');
    expect(first!.body.tools!.map((x) => x.function.name)).toEqual(['track_shipment', 'list_my_shipments', 'quote_parcel', 'check_compliance', 'request_human_agent']);
    expect(first!.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(second!.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'tool']);
  });

  it("another user's number: the tool returns nothing about it, so neither can the model", async () => {
    script(trackingModel);
    const other = await t.signIn('private');
    const reply = (
      await other
        .post('/api/ai/chat')
        .send({ message: `Where is ${trackingNumber}?` })
        .expect(200)
    ).body as ChatResponse;
    expect(reply.toolCalls).toEqual([{ name: 'track_shipment', arguments: { trackingNumber }, ok: false }]);
    const toolMessage = JSON.stringify(lastToolResult(fake.requests[1]!));
    for (const secret of ['Frankfurt', 'Berlin', 'Paris', 'camera', 'customs inspection']) expect(toolMessage).not.toContain(secret);
    expect(reply.response).toBe('I could not find that shipment (not_found).');
  });

  it('bad tool arguments and unknown tools come back to the model as errors, not crashes', async () => {
    script((req, i) =>
      i === 0
        ? {
            kind: 'tool_calls',
            calls: [
              { name: 'track_shipment', arguments: '{not json' },
              { name: 'delete_everything', arguments: '{}' },
            ],
          }
        : {
            kind: 'text',
            content: `errors: ${req.body.messages
              .filter((m) => m.role === 'tool')
              .map((m) => JSON.parse(String(m.content)).error)
              .join(',')}`,
          },
    );
    const reply = (await t.anonymous().post('/api/ai/chat').send({ message: 'hi' }).expect(200)).body as ChatResponse;
    expect(reply.response).toBe('errors: bad_arguments,unknown_tool');
    expect(reply.toolCalls.map((c) => c.ok)).toEqual([false, false]);
  });

  it('a model asking twice for a human in one answer opens one inquiry', async () => {
    const handoff = { name: 'request_human_agent', arguments: JSON.stringify({ summary: 'Customer wants a person' }) };
    script((req, i) => (i === 0 ? { kind: 'tool_calls', calls: [handoff, handoff] } : { kind: 'text', content: `Ticket ${lastToolResult(req)!.data!.ticketNumber}` }));
    const before = await t.resources.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'InquiryOpened'");
    const reply = (await (await t.signIn('private')).post('/api/ai/chat').send({ message: 'a human please' }).expect(200)).body as ChatResponse;
    expect(reply.response).toMatch(/^Ticket CS-\d{4}-\d{6}$/);
    const after = await t.resources.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'InquiryOpened'");
    expect(after.rows[0].n - before.rows[0].n).toBe(1);
  });

  it('a model calling request_human_agent for the read-only auditor is refused: no inquiry, no handoff, and the model is told why', async () => {
    const handoff = { name: 'request_human_agent', arguments: JSON.stringify({ summary: 'Auditor wants a refund approved' }) };
    script((req, i) => (i === 0 ? { kind: 'tool_calls', calls: [handoff] } : { kind: 'text', content: `Sorry: ${lastToolResult(req)!.error}` }));
    const count = async () =>
      (await t.resources.pool.query("SELECT count(*)::int AS n FROM events WHERE type IN ('InquiryOpened', 'AssistantHandoffRequested')")).rows[0].n as number;
    const before = await count();
    const reply = (await (await t.signIn('auditor')).post('/api/ai/chat').send({ message: 'get me a human' }).expect(200)).body as ChatResponse;
    expect(reply.toolCalls).toEqual([{ name: 'request_human_agent', arguments: { summary: 'Auditor wants a refund approved' }, ok: false }]);
    expect(reply.response).toBe('Sorry: read_only');
    expect(lastToolResult(fake.requests[1]!)!).toMatchObject({ ok: false, error: 'read_only', message: expect.stringMatching(/read-only access/) });
    expect(await count()).toBe(before);
  });

  it('a provider error falls back to the offline assistant and says so', async () => {
    script(() => ({ kind: 'error', status: 500, message: 'model overloaded' }));
    const shipper = await t.signIn('shipper');
    const reply = (
      await shipper
        .post('/api/ai/chat')
        .send({ message: `Where is ${trackingNumber}?` })
        .expect(200)
    ).body as ChatResponse;
    expect(reply.mode).toBe('offline');
    expect(reply.fallbackReason).toMatch(/answered 500/);
    expect(reply.response).toContain('Held for customs inspection');
    expect(fake.requests).toHaveLength(2); // one retry (maxRetries 1), then offline
  });

  it('a provider that hangs: the request times out and the offline assistant answers', async () => {
    script(() => ({ kind: 'hang' }));
    const options = t.app.get<OpenAiOptions>(OPENAI_OPTIONS);
    const saved = { ...options };
    Object.assign(options, { timeoutMs: 300, maxRetries: 0 });
    try {
      const started = Date.now();
      const reply = (await t.anonymous().post('/api/ai/chat').send({ message: 'How much to ship 1 kg from Paris to Berlin?' }).expect(200)).body as ChatResponse;
      expect(Date.now() - started).toBeLessThan(3000);
      expect(reply).toMatchObject({ mode: 'offline', fallbackReason: expect.stringMatching(/did not answer in time/) });
      expect(reply.toolCalls[0]).toMatchObject({ name: 'quote_parcel', ok: true });
    } finally {
      Object.assign(options, saved);
    }
  });

  it('a model that never stops calling tools is cut off after the round limit', async () => {
    script((_req, i) => (i < 4 ? { kind: 'tool_calls', calls: [{ name: 'list_my_shipments', arguments: '{}' }] } : { kind: 'text', content: 'done' }));
    const reply = (await (await t.signIn('shipper')).post('/api/ai/chat').send({ message: 'my shipments' }).expect(200)).body as ChatResponse;
    expect(reply).toMatchObject({ mode: 'openai', response: 'done' });
    expect(fake.requests[4]!.body.tools).toBeUndefined(); // the last round offers no tools
  });

  describe('vision', () => {
    const visionAnswer = {
      description: 'Compact digital camera',
      category: 'Electronics',
      hsCode: '852589',
      estimatedWeightKg: 0.9,
      dimensionsCm: { length: 20, width: 15, height: 12 },
      confidence: 0.91,
      restrictions: [],
      shippingEligibility: 'allowed',
    };

    it('recognize: sends the image to the model and validates its structured answer', async () => {
      script(() => ({ kind: 'json', content: visionAnswer }));
      const shipper = await t.signIn('shipper');
      const res = await shipper
        .post('/api/ai/recognize')
        .send({ imageData: `data:image/png;base64,${PNG_1x1}` })
        .expect(200);
      expect(res.body).toMatchObject({
        description: 'Compact digital camera',
        category: 'Electronics',
        estimatedWeight: 0.9,
        estimatedDimensions: { length: 20, width: 15, height: 12 },
        confidence: 0.91,
        hsCode: '852589',
        mode: 'vision',
        model: 'local-model',
      });
      // our own transport rules are added to the model's (lithium batteries in electronics)
      expect(res.body.restrictions.join(' ')).toMatch(/Lithium/);
      const content = fake.requests[0]!.body.messages[1]!.content as { type: string; image_url?: { url: string } }[];
      expect(content.find((p) => p.type === 'image_url')!.image_url!.url).toBe(`data:image/png;base64,${PNG_1x1}`);
      expect(fake.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
    });

    it("a model's size that cannot be true for the item it names is replaced by the item's typical packed size (issue 22 item 29)", async () => {
      const laptop = { ...visionAnswer, description: '15-inch laptop computer', hsCode: '847130', estimatedWeightKg: 10, dimensionsCm: { length: 50, width: 30, height: 50 } };
      script(() => ({ kind: 'json', content: laptop }));
      const res = await t.anonymous().post('/api/ai/analyze-item').send({ imageBase64: PNG_1x1 }).expect(200);
      expect(res.body).toMatchObject({ category: 'Electronics', mode: 'vision' });
      expect(res.body.weight.estimatedKg).toBeGreaterThanOrEqual(1.5);
      expect(res.body.weight.estimatedKg).toBeLessThanOrEqual(4);
      expect(Math.min(res.body.dimensions.estimatedLength, res.body.dimensions.estimatedWidth, res.body.dimensions.estimatedHeight)).toBeLessThanOrEqual(12);
      // a plausible answer stays the model's
      script(() => ({ kind: 'json', content: { ...laptop, estimatedWeightKg: 2.2, dimensionsCm: { length: 44, width: 31, height: 7 } } }));
      const kept = await t.anonymous().post('/api/ai/analyze-item').send({ imageBase64: PNG_1x1 }).expect(200);
      expect(kept.body).toMatchObject({ weight: { estimatedKg: 2.2 }, dimensions: { estimatedLength: 44, estimatedWidth: 31, estimatedHeight: 7 } });
    });

    it('analyze-item: a malformed model answer falls back to the description, or fails clearly without one', async () => {
      script(() => ({ kind: 'json', content: { ...visionAnswer, category: 'Spaceships', confidence: 7 } }));
      const res = await t.anonymous().post('/api/ai/analyze-item').send({ imageBase64: PNG_1x1, description: 'Wooden dining chair' }).expect(200);
      expect(res.body).toMatchObject({ category: 'Furniture', mode: 'offline' });
      const res2 = await t.anonymous().post('/api/ai/analyze-item').send({ imageBase64: PNG_1x1 }).expect(502);
      expect(res2.body.message).toMatch(/AI image analysis failed at the OpenAI-compatible provider: .*schema/);
    });
  });

  // Last: it uses up the anonymous visitor's model budget.
  it('spends at most 30 model calls per client in 10 minutes; then the offline assistant answers and image-only analysis gets 429', async () => {
    script(() => ({ kind: 'text', content: 'model answer' }));
    const visitor = t.anonymous();
    const modes: string[] = [];
    for (let i = 0; i < 31; i++) modes.push(((await visitor.post('/api/ai/chat').send({ message: 'hello' }).expect(200)).body as ChatResponse).mode);
    expect(modes.at(-1)).toBe('offline');
    expect(modes.filter((m) => m === 'openai').length).toBeLessThanOrEqual(30);
    const limited = (await visitor.post('/api/ai/chat').send({ message: 'hello' }).expect(200)).body as ChatResponse;
    expect(limited.fallbackReason).toMatch(/limit reached/);
    await visitor.post('/api/ai/analyze-item').send({ imageBase64: PNG_1x1 }).expect(429);
    await visitor.post('/api/ai/analyze-item').send({ imageBase64: PNG_1x1, description: 'wooden chair' }).expect(200);
    // a signed-in user has a budget of their own
    const shipper = await t.signIn('shipper');
    expect(((await shipper.post('/api/ai/chat').send({ message: 'hello' }).expect(200)).body as ChatResponse).mode).toBe('openai');
  });
});

describe('OpenAiChat timeouts (the SDK against a server that never answers)', () => {
  it('gives up after the timeout with the SDK timeout error', async () => {
    const fake = await startFakeChatServer(() => ({ kind: 'hang' }));
    try {
      const chat = new OpenAiChat({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 300, maxRetries: 0 });
      const started = Date.now();
      const error = await chat
        .answer({ message: 'hi', context: { recentMessages: [] } }, { now: new Date(), transcript: [] }, async () => ({ ok: true, data: {} }))
        .catch((e: Error) => e);
      // APIConnectionTimeoutError under plain Node; under jest the abort crosses realms and the SDK reports its parent class.
      expect(error).toBeInstanceOf(APIConnectionError);
      expect(describeFailure(error)).toMatch(/did not answer in time/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await fake.close();
    }
  });
});
