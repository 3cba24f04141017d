import type { OutboxMail } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const mail: OutboxMail = {
  id: '0b1c2a9e-0000-5000-8000-000000000002',
  to: 'nia@example.com',
  subject: 'Confirm your email address for Waypost',
  text: 'Hello Nia,\n\nhttp://127.0.0.1:3000/api/verify-email?token=abc\n',
  kind: 'verify-email',
  createdAt: '2026-01-01T09:00:00.000Z',
  sentAt: null,
  status: 'outbox',
  lastError: null,
};

describe('waypost mail outbox', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('lists the mail with its text (the link to open), filtered by address; --json prints the list', async () => {
    api = await startFakeApi({ 'GET /api/admin/mail/outbox?limit=20&to=nia%40example.com': { status: 200, body: [mail] } });
    io = signedInIo(api.url);
    await runWaypost(io, ['mail', 'outbox', '--to', 'nia@example.com']);
    expect(io.out.text).toContain('2026-01-01 09:00:00Z  nia@example.com  outbox  Confirm your email address for Waypost');
    expect(io.out.text).toContain('http://127.0.0.1:3000/api/verify-email?token=abc');
    expect(io.out.text).toContain('1 mail\n');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['mail', 'outbox', '--to', 'nia@example.com', '--json']);
    expect(JSON.parse(io.out.text)).toEqual([mail]);
  });

  it('refuses a bad --limit without calling the API, and says so when the outbox is empty', async () => {
    api = await startFakeApi({ 'GET /api/admin/mail/outbox?limit=20': { status: 200, body: [] } });
    io = signedInIo(api.url);
    await runWaypost(io, ['mail', 'outbox', '--limit', '0']);
    expect(io.exitCode).toBe(2);
    expect(io.err.text).toContain('--limit');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['mail', 'outbox']);
    expect(io.out.text).toBe('No mail in the outbox\n');
  });
});
