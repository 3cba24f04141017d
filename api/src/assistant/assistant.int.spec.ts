import { ASSISTANT_MESSAGES, type ChatResponse } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// ── The assistant with no OPENAI_API_KEY: offline mode, same tools, same rights ──

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const shipment = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Noise-cancelling headphones', weight: 1.2, value: 150 },
  status: 'pending',
};

describe('AI assistant, offline (no key)', () => {
  let t: TestApp;
  let trackingNumber: string;
  beforeAll(async () => {
    t = await createTestApp();
    const shipper = await t.signIn('shipper');
    const created = await shipper.post('/api/shipments').send(shipment).expect(201);
    trackingNumber = created.body.trackingNumber;
    const agent = await t.signIn('agent');
    await agent.post(`/api/shipments/${created.body.id}/tracking-events`).send({ eventType: 'pickup', description: 'Picked up by courier', location: 'Berlin Hub' }).expect(201);
    await t.project();
  });
  afterAll(() => t.close());

  const ask = async (agent: ReturnType<TestApp['anonymous']>, message: string, recentMessages: { content: string; isBot: boolean }[] = []) =>
    (await agent.post('/api/ai/chat').send({ message, context: { recentMessages } }).expect(200)).body as ChatResponse;

  it("answers the owner's 'where is 2PG-…' with the real status and last event", async () => {
    const reply = await ask(await t.signIn('shipper'), `Hi, where is ${trackingNumber}?`);
    expect(reply.mode).toBe('offline');
    expect(reply.toolCalls).toEqual([{ name: 'track_shipment', arguments: { trackingNumber }, ok: true }]);
    expect(reply.response).toContain(trackingNumber);
    expect(reply.response).toContain('In Transit');
    expect(reply.response).toContain('Picked up by courier (Berlin Hub');
  });

  it("reveals nothing about another user's shipment: same answer as an unknown number", async () => {
    const other = await t.signIn('private');
    const reply = await ask(other, `where is ${trackingNumber}`);
    expect(reply.toolCalls).toEqual([{ name: 'track_shipment', arguments: { trackingNumber }, ok: false }]);
    for (const secret of ['In Transit', 'Berlin', 'New York', 'headphones', 'Picked up']) expect(reply.response).not.toContain(secret);
    const unknown = await ask(other, 'where is 2PG-1999-999999');
    expect(reply.response.replace(trackingNumber, 'N')).toBe(unknown.response.replace('2PG-1999-999999', 'N'));
  });

  it('answers in the visitor’s language: the waypost_lang cookie, else Accept-Language (issue 29)', async () => {
    const german = (
      await t
        .anonymous()
        .post('/api/ai/chat')
        .set('accept-language', 'de-DE,de;q=0.9')
        .send({ message: 'hello', context: { recentMessages: [] } })
        .expect(200)
    ).body as ChatResponse;
    expect(german.mode).toBe('offline');
    expect(german.response).toMatch(/^Hallo! Ich kann Sendungen verfolgen, sobald Sie angemeldet sind/);
    const owner = await t.signIn('shipper');
    const tracked = (
      await owner
        .post('/api/ai/chat')
        .set('cookie', 'waypost_lang=de')
        .set('accept-language', 'en')
        .send({ message: `where is ${trackingNumber}`, context: { recentMessages: [] } })
    ).body as ChatResponse;
    expect(tracked.response).toContain(`Sendung ${trackingNumber}`);
    expect(tracked.response).toContain('Letzte Aktualisierung: Picked up by courier (Berlin Hub');
    expect((await ask(t.anonymous(), 'hello')).response).toMatch(/^Hello! I can track shipments once you sign in/);
  });

  it('anonymous users get general answers and never shipment data', async () => {
    const reply = await ask(t.anonymous(), `where is ${trackingNumber}`);
    expect(reply.response).toMatch(/sign in/i);
    expect(reply.response).not.toContain('Berlin');
    expect((await ask(t.anonymous(), 'where is my package?')).toolCalls).toEqual([]);
  });

  it('staff may track any shipment; a follow-up uses the number from the recent messages', async () => {
    const agent = await t.signIn('agent');
    const reply = await ask(agent, 'what is its status now?', [
      { content: `Can you check ${trackingNumber}?`, isBot: false },
      { content: 'Sure.', isBot: true },
    ]);
    expect(reply.toolCalls[0]).toMatchObject({ name: 'track_shipment', ok: true });
    expect(reply.response).toContain('In Transit');
  });

  it('lists the signed-in user their own recent shipments', async () => {
    const reply = await ask(await t.signIn('shipper'), 'where are my shipments?');
    expect(reply.toolCalls).toEqual([{ name: 'list_my_shipments', arguments: {}, ok: true }]);
    expect(reply.response).toContain(trackingNumber);
  });

  it('quotes a parcel with the quoting engine', async () => {
    const reply = await ask(t.anonymous(), 'How much to ship 2 kg from Berlin to New York?');
    expect(reply.toolCalls).toEqual([{ name: 'quote_parcel', arguments: { from: 'Berlin', to: 'New York', weightKg: 2, urgency: 'standard' }, ok: true }]);
    expect(reply.response).toMatch(/\$\d/);
    expect(reply.response).toContain('2 kg');
    const unknown = await ask(t.anonymous(), 'How much to ship 1 kg from Atlantis to Berlin?');
    expect(unknown.toolCalls[0]).toMatchObject({ name: 'quote_parcel', ok: false });
    expect(unknown.response).toContain("I don't know where 'Atlantis' is");
  });

  it('checks customs and estimates taxes with the compliance engine', async () => {
    const reply = await ask(t.anonymous(), 'What import tax do I pay on a laptop worth $800 from China to Germany?');
    expect(reply.toolCalls[0]).toMatchObject({
      name: 'check_compliance',
      ok: true,
      arguments: { fromCountry: 'China', toCountry: 'Germany', declaredValue: 800, currency: 'USD' },
    });
    expect(reply.response).toMatch(/Electronics \(HS 847130\)/);
    expect(reply.response).toMatch(/VAT \$\d+\.\d\d \(19%\)/);
    const banned = await ask(t.anonymous(), 'Can I send fireworks from France to the United States?');
    expect(banned.response).toMatch(/prohibited/);
  });

  it('hands a signed-in user over to a human through the CRM: an inquiry with the chat and the shipment', async () => {
    const shipper = await t.signIn('shipper');
    // the transcript is the server's record of the conversation: the earlier message goes through the chat first
    const first = (
      await shipper
        .post('/api/ai/chat')
        .send({ message: `My parcel ${trackingNumber} arrived broken` })
        .expect(200)
    ).body as ChatResponse;
    const reply = (await shipper.post('/api/ai/chat').send({ conversationId: first.conversationId, message: 'I need to talk to a human about it' }).expect(200))
      .body as ChatResponse;
    expect(reply.toolCalls[0]).toMatchObject({ name: 'request_human_agent', ok: true });
    const ticket = /CS-\d{4}-\d{6}/.exec(reply.response)?.[0];
    expect(ticket).toBeDefined();
    const { rows } = await t.resources.pool.query("SELECT stream_id FROM events WHERE type = 'InquiryOpened' AND data->>'ticketNumber' = $1", [ticket]);
    expect(rows).toHaveLength(1);
    const [opened] = await t.resources.store.readStream(rows[0].stream_id); // the store opens the sealed personal fields
    expect(opened!.data).toMatchObject({
      email: 'shipper@waypost.test',
      category: 'tracking',
      subject: expect.stringContaining('AI Assistant handoff'),
      description: expect.stringContaining('arrived broken'),
      openedBy: { kind: 'customer' },
    });
    expect((opened!.data as { shipmentId: string }).shipmentId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an anonymous chat asking for a person is recorded as AssistantHandoffRequested, not as an inquiry in anyone's name", async () => {
    const reply = await ask(t.anonymous(), 'can I speak to a real person? I am jo@example.com');
    const reference = /HO-[0-9A-F]{8}/.exec(reply.response)?.[0];
    expect(reference).toBeDefined();
    expect(reply.response).toContain('jo@example.com');
    const { rows } = await t.resources.pool.query("SELECT stream_id, data FROM events WHERE type = 'AssistantHandoffRequested'");
    expect(rows).toHaveLength(1);
    expect(rows[0].stream_id).toMatch(/^assistant_handoff-/);
    // personal fields are sealed at rest and opened by the store
    expect(rows[0].data).toMatchObject({ reference, userId: null, email: '[encrypted]', transcript: '[encrypted]' });
    const [event] = await t.resources.store.readStream(rows[0].stream_id);
    expect(event!.data).toMatchObject({ email: 'jo@example.com', transcript: [{ content: expect.stringContaining('real person'), isBot: false }] });
    const inquiries = await t.resources.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'InquiryOpened'");
    expect(inquiries.rows[0].n).toBe(1); // only the signed-in user's
  });

  it('validates the request: empty message, more than 5 context messages', async () => {
    const res = await t.anonymous().post('/api/ai/chat').send({ message: '   ' }).expect(400);
    expect(res.body.issues[0].field).toBe('message');
    const six = Array.from({ length: 6 }, () => ({ content: 'x', isBot: false }));
    const res2 = await t
      .anonymous()
      .post('/api/ai/chat')
      .send({ message: 'hi', context: { recentMessages: six } })
      .expect(400);
    expect(res2.body.issues[0].field).toBe('context.recentMessages');
  });

  describe('item recognition without a model', () => {
    it("an image with no description answers 503 with the spec's message", async () => {
      const shipper = await t.signIn('shipper');
      const res = await shipper
        .post('/api/ai/recognize')
        .send({ imageData: `data:image/png;base64,${PNG_1x1}` })
        .expect(503);
      expect(res.body.message).toBe(ASSISTANT_MESSAGES.analysisRequiresKey);
      const res2 = await t.anonymous().post('/api/ai/analyze-item').send({ imageBase64: PNG_1x1, description: '' }).expect(503);
      expect(res2.body.message).toBe(ASSISTANT_MESSAGES.analysisRequiresKey);
    });

    it('a description is classified offline (recognize: spec recognition shape)', async () => {
      const shipper = await t.signIn('shipper');
      const res = await shipper
        .post('/api/ai/recognize')
        .send({ imageData: `data:image/png;base64,${PNG_1x1}`, description: 'Used Dell laptop with charger' })
        .expect(200);
      expect(res.body).toEqual({
        description: 'Used Dell laptop with charger',
        category: 'Electronics',
        estimatedWeight: 2.5,
        estimatedDimensions: { length: 42, width: 30, height: 8 },
        confidence: 0.75,
        shippingEligibility: 'allowed',
        hsCode: '847130',
        restrictions: expect.arrayContaining([expect.stringMatching(/Lithium/)]),
        mode: 'offline',
      });
    });

    it('analyze-item: description only, spec item-analysis shape', async () => {
      const res = await t.anonymous().post('/api/ai/analyze-item').send({ description: 'Bottle of Chanel perfume 100ml' }).expect(200);
      expect(res.body).toMatchObject({
        category: 'Chemicals',
        shippingClassification: expect.stringContaining('HS 3303.00'),
        weight: { estimatedKg: 0.5 },
        dimensions: { estimatedLength: 15, estimatedWidth: 10, estimatedHeight: 10 },
        confidenceScore: expect.any(Number),
        restrictions: expect.any(Array),
        mode: 'offline',
      });
      await t.anonymous().post('/api/ai/analyze-item').send({}).expect(400);
    });

    it('refuses what is not an image, and images over 5 MB, with a clear 400 (not a 413)', async () => {
      const shipper = await t.signIn('shipper');
      const fake = Buffer.from('<html>not an image</html>').toString('base64');
      const res = await shipper
        .post('/api/ai/recognize')
        .send({ imageData: `data:image/png;base64,${fake}`, description: 'laptop' })
        .expect(400);
      expect(res.body).toMatchObject({ issues: [{ field: 'imageData', message: 'is not a JPEG, PNG, WebP or GIF image' }] });
      const res2 = await t.anonymous().post('/api/ai/analyze-item').send({ imageBase64: 'data:text/plain;base64,aGVsbG8=', description: 'x' }).expect(400);
      expect(res2.body.issues[0].field).toBe('imageBase64');
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
      big.set([0xff, 0xd8, 0xff], 0);
      const res3 = await t
        .anonymous()
        .post('/api/ai/analyze-item')
        .send({ imageBase64: big.toString('base64'), description: 'laptop' })
        .expect(400);
      expect(res3.body.issues[0]).toMatchObject({ field: 'imageBase64', message: expect.stringMatching(/at most 5 MB/) });
      // A 4 MB photo fits the raised limit of the image routes ...
      const ok = Buffer.alloc(4 * 1024 * 1024, 0);
      ok.set([0xff, 0xd8, 0xff], 0);
      await t
        .anonymous()
        .post('/api/ai/analyze-item')
        .send({ imageBase64: ok.toString('base64'), description: 'laptop' })
        .expect(200);
      // ... while other routes keep the 1 MB default.
      await t
        .anonymous()
        .post('/api/ai/chat')
        .send({ message: 'x'.repeat(10), padding: 'x'.repeat(1_200_000) })
        .expect(413);
    });

    it('the wizard route needs a session', async () => {
      await t
        .anonymous()
        .post('/api/ai/recognize')
        .send({ imageData: `data:image/png;base64,${PNG_1x1}` })
        .expect(401);
    });
  });

  it('bounds handoffs per client: 5 an hour, then the assistant points to the earlier one', async () => {
    const visitor = t.anonymous();
    const results: boolean[] = [];
    for (let i = 0; i < 6; i++) results.push((await ask(visitor, 'I want to talk to a human')).toolCalls[0]!.ok);
    // this client (127.0.0.1) already asked once above
    expect(results).toEqual([true, true, true, true, false, false]);
  });
});
