import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../../api/test-support/create-test-app';
import { runWaypost, testIo } from '../../test-support/test-io';

// The CLI against the real API: export streams to stdout, import uploads a file into an empty store, replay verifies.

jest.setTimeout(120_000);

const payload = {
  fromAddress: { name: 'Cli Sender', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Cli Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Headphones', weight: 1.2, value: 150 },
};

async function serve(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function tokenFor(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/cli-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'waypost-demo', name: 'audit-cli-test' }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('waypost audit export | import, replay --verify (real API)', () => {
  let source: TestApp;
  let target: TestApp;
  let dir: string;
  beforeAll(async () => {
    source = await createTestApp();
    target = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'waypost-audit-'));
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exports from one store and imports into an empty one; the copy replays and verifies', async () => {
    const shipper = await source.signIn('shipper');
    for (let i = 0; i < 3; i++) await shipper.post('/api/shipments').send(payload).expect(201);
    const sourceUrl = await serve(source);
    const targetUrl = await serve(target);

    const exporter = testIo({ env: { WAYPOST_URL: sourceUrl, WAYPOST_TOKEN: await tokenFor(sourceUrl, 'auditor@waypost.test') } });
    await runWaypost(exporter, ['audit', 'export', '--prefix', 'shipment-']);
    expect(exporter.exitCode).toBe(0);
    const lines = exporter.out.text.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[3]!).checksum.events).toBe(3);
    expect(exporter.err.text).toBe('Exported 3 events (last line: checksum).\n');
    const file = join(dir, 'history.ndjson');
    writeFileSync(file, exporter.out.text);

    const importer = testIo({ env: { WAYPOST_URL: targetUrl, WAYPOST_TOKEN: await tokenFor(targetUrl, 'admin@waypost.test') } });
    await runWaypost(importer, ['audit', 'import', file]);
    expect(importer.err.text).toBe('');
    expect(importer.out.text).toMatch(/^Imported 3 events in 3 streams \(sha256 [0-9a-f]{64}\)\.\n$/);
    await runWaypost(importer, ['audit', 'import', file]);
    expect(importer.err.text).toContain('Import needs an empty event store');
    expect(importer.exitCode).toBe(5);

    const replayer = testIo({ env: { WAYPOST_URL: targetUrl, WAYPOST_TOKEN: await tokenFor(targetUrl, 'auditor@waypost.test') } });
    await target.project();
    await runWaypost(replayer, ['replay', 'all', '--verify']);
    expect(replayer.err.text).toMatch(/Replaying all: done 3\/3/);
    expect(replayer.out.text).toMatch(/Replayed .*: 3 events in/);
    expect(replayer.out.text).toMatch(/shipments\s+3\s+3\s+\w+\s+\w+\s+yes/);
    expect(replayer.exitCode).toBe(0);
  });
});
