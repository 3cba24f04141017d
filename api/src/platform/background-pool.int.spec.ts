import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// Background loops hold a connection while they lead (advisory lock): they take it from a pool of their own, so a
// request pool of two connections (the smallest allowed) still answers while every loop of the process runs.
describe('background loops and the request pool', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_POOL_SIZE: '2', RUN_FORWARDER: 'true', RUN_CARRIERS: 'true', RUN_WEBHOOKS: 'true' } });
  }, 60_000);
  afterAll(() => t?.close());

  it('leaders hold connections of the background pool, and requests are answered from a pool of two', async () => {
    const deadline = Date.now() + 15_000;
    // the forwarder, the dispatcher and the webhook fan-out each lead with a held connection
    while (t.resources.backgroundPool.totalCount - t.resources.backgroundPool.idleCount < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(t.resources.backgroundPool.totalCount - t.resources.backgroundPool.idleCount).toBeGreaterThanOrEqual(3);
    const agent = await t.signIn('shipper');
    for (let i = 0; i < 3; i++) {
      const res = await agent.get('/api/shipments').set('accept', 'application/json');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
  }, 60_000);
});
