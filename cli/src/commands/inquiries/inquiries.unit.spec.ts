import type { Inquiry } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const inquiry: Inquiry = {
  id: '0b1c2a9e-0000-4000-8000-000000000001',
  ticketNumber: 'CS-2026-000007',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '',
  subject: 'Parcel late',
  category: 'tracking',
  priority: 'urgent',
  status: 'waiting_customer',
  shipmentId: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:30:00.000Z',
  firstResponseMinutes: 30,
  resolutionMinutes: null,
  rating: null,
  version: 3,
  description: 'Where is it?',
  resolutionNotes: null,
  resolvedAt: null,
  closedAt: null,
  messages: [{ id: 'm1', authorType: 'agent', authorId: 'a1', authorName: 'Alex Agent', message: 'Checking', createdAt: '2026-01-01T09:30:00.000Z' }],
};

describe('waypost inquiries / admin', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('lists with filters as a table, and raw with --json', async () => {
    api = await startFakeApi({
      'GET /api/crm/inquiries?status=open&priority=urgent': { status: 200, body: [inquiry] },
      'GET /api/crm/inquiries': { status: 200, body: [inquiry] },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['inquiries', 'list', '--status', 'open', '--priority', 'urgent']);
    expect(io.out.text).toContain('CS-2026-000007  Waiting on Customer  urgent');
    expect(io.out.text).toContain('30 min');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['inquiries', 'list', '--json']);
    expect(JSON.parse(io.out.text)).toEqual([inquiry]);
  });

  it('shows the conversation', async () => {
    api = await startFakeApi({ [`GET /api/crm/inquiries/${inquiry.id}`]: { status: 200, body: inquiry } });
    io = signedInIo(api.url);
    await runWaypost(io, ['inquiries', 'show', inquiry.id]);
    expect(io.out.text).toContain('Ticket:         CS-2026-000007');
    expect(io.out.text).toContain('Alex Agent:\nChecking');
  });

  it('responds and resolves (no agentId sent: the server records the signed-in agent)', async () => {
    api = await startFakeApi({
      [`POST /api/crm/inquiries/${inquiry.id}/responses`]: { status: 201, body: { version: 4, status: 'waiting_customer' } },
      [`PUT /api/crm/inquiries/${inquiry.id}/resolve`]: { status: 200, body: { version: 5, status: 'resolved' } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['inquiries', 'respond', inquiry.id, '-m', 'Found it']);
    await runWaypost(io, ['inquiries', 'resolve', inquiry.id, '--notes', 'Delivered']);
    expect(api.requests.map((r) => r.body)).toEqual([{ message: 'Found it', type: 'agent' }, { resolutionNotes: 'Delivered' }]);
    expect(io.out.text).toBe('Response Added: the inquiry is now Waiting on Customer\nInquiry Resolved\n');
  });

  it('reports a 403 clearly with a non-zero exit code', async () => {
    api = await startFakeApi({ 'GET /api/admin/metrics': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'This needs one of these roles: admin' } } });
    io = signedInIo(api.url);
    await runWaypost(io, ['admin', 'metrics']);
    expect(io.exitCode).not.toBe(0);
    expect(io.err.text).toContain('admin');
  });
});
