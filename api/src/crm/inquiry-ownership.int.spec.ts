import { CommandBus } from '@nestjs/cqrs';
import { ACCESS_MESSAGES, type StoredEvent } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { commandContext } from '../platform/event-store/command-context';
import { UpdateInquiryCommand } from './commands/update-inquiry.command';
import { InquiryCustomerLinker } from './process/inquiry-customer-linker';

// ── Issue 22 item 1: an inquiry the desk opens for an address belongs to the account that PROVED that address ──
// The attack: an agent opens an inquiry for customer@x; anyone signs up as CUSTOMER@x and reads it (phone number,
// the agent's replies) and answers it. Now sign-up proves the address, and inquiries go by verified account id.

describe('desk inquiries belong to verified accounts, never to an email string', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const link = () => t.app.get(InquiryCustomerLinker).runOnce();
  const deskOpens = async (email: string, phone = '+49 30 1234567') => {
    const agent = await t.signIn('agent');
    const { body } = await agent
      .post('/api/crm/inquiries')
      .send({ email, firstName: 'Cora', lastName: 'Customer', phone, subject: 'Your refund', description: 'We refunded 120 EUR to your card ending 4242' })
      .expect(201);
    await agent.post(`/api/crm/inquiries/${body.id}/responses`).send({ message: 'Refund approved: reference R-889' }).expect(201);
    return body.id as string;
  };
  const events = async (id: string) => (await t.resources.store.readStream(`inquiry-${id}`)).map((e: StoredEvent) => e.type);

  it('someone who signs up with the address (any case) sees nothing of it and cannot answer, rate or close it', async () => {
    const id = await deskOpens('customer@example.com');
    const attacker = t.anonymous();
    await attacker
      .post('/api/signup')
      .set('accept', 'application/json')
      .send({ email: 'CUSTOMER@Example.com', password: 'attacker-pass-1', firstName: 'Eve', userType: 'private' })
      .expect(202);
    await attacker.post('/api/login').set('accept', 'application/json').send({ email: 'Customer@example.com', password: 'attacker-pass-1' }).expect(200);
    await link();
    await t.project();
    const list = await attacker.get('/api/inquiries').expect(200);
    expect(list.body).toEqual([]);
    const read = await attacker.get(`/api/inquiries/${id}`);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain('1234567');
    expect(read.text).not.toContain('R-889');
    await attacker.post(`/api/inquiries/${id}/replies`).send({ message: 'Please send the refund to IBAN DE00 instead' }).expect(404);
    await attacker.post(`/api/inquiries/${id}/rating`).send({ rating: 1 }).expect(404);
    await attacker.post(`/api/inquiries/${id}/close`).send({}).expect(404);
    // nor can it open inquiries the desk would read as coming from that address
    const own = await attacker.post('/api/inquiries').send({ subject: 'Change my address', description: 'Deliver to 1 Evil St' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(ACCESS_MESSAGES.verifyFirst);
    expect(await events(id)).toEqual(['InquiryOpened', 'AgentResponded', 'InquiryStatusChanged']);
    // asking the assistant for a human does not open one in the address's name either
    const chat = await attacker.post('/api/ai/chat').send({ message: 'I want to speak to a human agent' }).expect(200);
    expect(JSON.stringify(chat.body)).not.toMatch(/CS-\d{4}-\d{6}/);
    const opened = await t.resources.pool.query(
      "SELECT count(*)::int AS n FROM events WHERE type = 'InquiryOpened' AND metadata->'actor'->>'id' = (SELECT id::text FROM users WHERE email = 'customer@example.com')",
    );
    expect(opened.rows[0].n).toBe(0);
  });

  it('the owner of the mailbox confirms the address and then reads and answers the inquiry', async () => {
    const id = await deskOpens('owner@example.com');
    const owner = await t.signUp({ email: 'Owner@Example.com', password: 'owner-has-a-good-one-7' });
    await link();
    await t.project();
    expect(await events(id)).toContain('InquiryCustomerLinked');
    const { body: list } = await owner.get('/api/inquiries').expect(200);
    expect(list.map((i: { id: string }) => i.id)).toEqual([id]);
    const { body: inquiry } = await owner.get(`/api/inquiries/${id}`).expect(200);
    expect(inquiry.messages.map((m: { message: string }) => m.message)).toEqual(['Refund approved: reference R-889']);
    await owner.post(`/api/inquiries/${id}/replies`).send({ message: 'Thank you' }).expect(201);
    // running the linker again (a crash replay) appends nothing new
    await t.resources.pool.query("DELETE FROM projection_checkpoints WHERE name = 'crm-inquiry-linker'");
    await link();
    expect((await events(id)).filter((e) => e === 'InquiryCustomerLinked')).toHaveLength(1);
  });

  it('an inquiry the desk opens for an address an account has verified belongs to it at once', async () => {
    const owner = await t.signUp({ email: 'early.bird@example.com', password: 'early-bird-catches-9' });
    const id = await deskOpens('EARLY.BIRD@example.com');
    await t.project();
    expect((await owner.get('/api/inquiries').expect(200)).body.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(await events(id)).not.toContain('InquiryCustomerLinked');
  });

  it('follows log order: an inquiry opened while its address was being verified still finds its owner', async () => {
    const owner = t.anonymous();
    await owner.post('/api/signup').set('accept', 'application/json').send({ email: 'racer@example.com', password: 'racing-the-desk-42', firstName: 'Rae' }).expect(202);
    const token = await t.verificationToken('racer@example.com');
    await link(); // the linker is up to date before both
    const [id] = await Promise.all([
      deskOpens('racer@example.com'),
      owner.post('/api/verify-email').set('accept', 'application/json').send({ token, password: 'racing-the-desk-42' }).expect(200),
    ]);
    await link();
    await t.project();
    expect((await owner.get('/api/inquiries').expect(200)).body.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it('an owned inquiry never changes hands: a later account with the address does not get it', async () => {
    const id = await deskOpens('shipper@waypost.test');
    const shipper = await t.signIn('shipper');
    await t.project();
    expect((await shipper.get(`/api/inquiries/${id}`).expect(200)).body.id).toBe(id);
    const { rows } = await t.resources.pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'private@waypost.test'");
    const ctx = commandContext({ actor: { kind: 'system', id: 'test' } });
    await t.app
      .get(CommandBus)
      .execute(new UpdateInquiryCommand({ type: 'LinkInquiryToCustomer', data: { inquiryId: id, customerId: rows[0]!.id, now: ctx.now } }, undefined, ctx));
    await t.project();
    await (await t.signIn('private')).get(`/api/inquiries/${id}`).expect(404);
    expect(await events(id)).not.toContain('InquiryCustomerLinked');
  });

  it("inquiry events stored before owners existed still replay: a shipper keeps their own, the desk's wait for a verified owner", async () => {
    const { rows } = await t.resources.pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'shipper@waypost.test'");
    const shipperId = rows[0]!.id;
    const old = (inquiryId: string, ticket: string, openedBy: { kind: 'customer' | 'agent'; id: string }, email: string) => ({
      eventId: inquiryId,
      type: 'InquiryOpened',
      data: {
        inquiryId,
        ticketNumber: ticket,
        email,
        firstName: 'Old',
        lastName: 'Event',
        phone: '',
        subject: 'Before owners',
        description: 'v1 event',
        category: 'general',
        priority: 'medium',
        shipmentId: null,
        openedBy,
        openedAt: '2026-01-01T10:00:00.000Z',
      },
      metadata: {
        commandId: inquiryId,
        correlationId: inquiryId,
        causationId: inquiryId,
        actor: { kind: 'user' as const, id: openedBy.id },
        occurredAt: '2026-01-01T10:00:00.000Z',
      },
    });
    const mine = '11111111-1111-4111-8111-111111111111';
    const desks = '22222222-2222-4222-8222-222222222222';
    await t.resources.store.append(`inquiry-${mine}`, 'inquiry', 'no_stream', [old(mine, 'CS-2026-900001', { kind: 'customer', id: shipperId }, 'shipper@waypost.test')]);
    await t.resources.store.append(`inquiry-${desks}`, 'inquiry', 'no_stream', [old(desks, 'CS-2026-900002', { kind: 'agent', id: shipperId }, 'late.owner@example.com')]);
    await link();
    await t.project();
    const shipper = await t.signIn('shipper');
    await shipper.get(`/api/inquiries/${mine}`).expect(200);
    await shipper.get(`/api/inquiries/${desks}`).expect(404);
    const owner = await t.signUp({ email: 'late.owner@example.com', password: 'late-but-verified-3' });
    await link();
    await t.project();
    await owner.get(`/api/inquiries/${desks}`).expect(200);
    const replay = t.resources.runner.replay(['inquiries'], { verify: true });
    await replay.done;
    expect(replay.verified).toBe(true);
  });
});
