import type { EarlyAccessEntry } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const entry: EarlyAccessEntry = {
  id: '0b1c2a9e-0000-5000-8000-000000000001',
  email: 'ann@example.com',
  company: 'Acme Freight',
  message: 'We ship 200 parcels a week',
  requestedAt: '2026-01-01T09:00:00.000Z',
};

describe('waypost early-access list', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('prints a table, and the raw list with --json', async () => {
    api = await startFakeApi({ 'GET /api/admin/early-access': { status: 200, body: [entry] } });
    io = signedInIo(api.url);
    await runWaypost(io, ['early-access', 'list']);
    expect(io.out.text).toContain('2026-01-01 09:00:00Z  ann@example.com  Acme Freight  We ship 200 parcels a week');
    expect(io.out.text).toContain('1 request\n');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['early-access', 'list', '--json']);
    expect(JSON.parse(io.out.text)).toEqual([entry]);
  });

  it('says so when the list is empty, and reports a 403 with a non-zero exit code', async () => {
    api = await startFakeApi({ 'GET /api/admin/early-access': { status: 200, body: [] } });
    io = signedInIo(api.url);
    await runWaypost(io, ['early-access', 'list']);
    expect(io.out.text).toBe('No early-access requests\n');
    await api.close();
    io.cleanup();
    api = await startFakeApi({ 'GET /api/admin/early-access': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'This needs one of these roles: admin' } } });
    io = signedInIo(api.url);
    await runWaypost(io, ['early-access', 'list']);
    expect(io.exitCode).not.toBe(0);
    expect(io.err.text).toContain('admin');
  });
});
