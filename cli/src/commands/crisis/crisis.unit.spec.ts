import { FALLBACK_INTELLIGENCE, type CrisisView } from '@waypost/contracts';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const crisis: CrisisView = {
  id: '6f0e1f5a-1111-5000-8000-000000000001',
  crisisType: 'carrier_outage',
  severity: 'high',
  carrierId: 'dhl-express',
  status: 'active',
  trigger: 'cli',
  reason: 'hub fire',
  activatedAt: '2026-01-01T09:00:00.000Z',
  activatedBy: 'admin@waypost.test',
  resolvedAt: null,
  resolvedBy: null,
  affectedShipments: 2,
  activations: 1,
};

describe('waypost crisis, override, monitor', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('activates a carrier outage with the spec payload and lists crises', async () => {
    api = await startFakeApi({
      'POST /api/autonomous/crisis': { status: 201, body: { crisis, alreadyActive: false } },
      'GET /api/autonomous/crisis': { status: 200, body: [crisis] },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['crisis', 'activate', 'carrier_outage', '--carrier', 'dhl', '--reason', 'hub fire']);
    expect(api.requests[0]!.body).toEqual({ crisisType: 'carrier_outage', severity: 'high', context: { trigger: 'cli' }, carrier: 'dhl', reason: 'hub fire' });
    expect(io.out.text).toContain('Crisis Response Activated');
    await runWaypost(io, ['crisis', 'list']);
    expect(io.out.text).toMatch(/carrier_outage\s+dhl-express\s+high\s+active/);
  });

  it('refuses an unknown crisis type with a non-zero exit code', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['crisis', 'activate', 'meteor']);
    expect(io.exitCode).not.toBe(0);
    expect(api.requests).toHaveLength(0);
  });

  it('sends an override and prints what changed; monitor --once prints one frame', async () => {
    api = await startFakeApi({
      'POST /api/autonomous/override': { status: 200, body: { overrideId: 'x', action: 'pause_automation', changed: 'Automation paused' } },
      'GET /api/autonomous/intelligence': { status: 200, body: { ...FALLBACK_INTELLIGENCE, activeCrises: [crisis] } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['override', 'pause_automation', '--reason', 'maintenance']);
    expect(api.requests[0]!.body).toEqual({ action: 'pause_automation', reason: 'maintenance' });
    expect(io.out.text).toContain('Override Successful: Automation paused');
    await runWaypost(io, ['monitor', '--once']);
    expect(io.out.text).toContain('overall: critical');
    expect(io.out.text).toContain('carrier_outage dhl-express (high)');
  });
});
