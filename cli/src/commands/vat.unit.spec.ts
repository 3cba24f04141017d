import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { runWaypost, testIo, type TestIo } from '../test-support/test-io';

const valid = {
  isValid: true,
  vatNumber: 'DE136695976',
  country: 'DE',
  checks: { format: 'valid', checksum: 'valid', registry: 'unknown' },
  note: 'Format and check digits are correct; registry check unavailable (EU VIES unreachable), so the registration itself is unconfirmed.',
};

describe('waypost vat check', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'POST /api/vat/validate': (req) =>
        (req.body as { vatNumber: string }).vatNumber === 'DE136695976'
          ? { status: 200, body: valid }
          : {
              status: 200,
              body: { ...valid, isValid: false, vatNumber: 'DE136695978', checks: { format: 'valid', checksum: 'invalid', registry: 'unknown' }, note: 'Invalid VAT number' },
            },
    });
    io = testIo();
    io.env.WAYPOST_URL = api.url;
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('prints the checks of a valid number', async () => {
    await runWaypost(io, ['vat', 'check', 'DE136695976']);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/vat/validate', body: { vatNumber: 'DE136695976' } });
    expect(io.out.text).toContain('Valid:           yes\n');
    expect(io.out.text).toContain('Registry (VIES): unknown\n');
    expect(io.exitCode).toBe(0);
  });

  it('prints JSON and exits 1 for an invalid number', async () => {
    await runWaypost(io, ['vat', 'check', 'DE136695978', '--json']);
    expect(JSON.parse(io.out.text)).toMatchObject({ isValid: false, checks: { checksum: 'invalid' } });
    expect(io.exitCode).toBe(1);
  });
});
