import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

// ── `waypost fx update`: reads the ECB's XML from a local server in the ECB's format, sends it to the API ──

// The shape of eurofxref-hist-90d.xml (double quotes, one dated Cube per business day, newest first).
const HIST_90D = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time="2026-11-26">
      <Cube currency="USD" rate="1.1601"/><Cube currency="JPY" rate="179.45"/><Cube currency="GBP" rate="0.87935"/>
      <Cube currency="SEK" rate="10.9605"/><Cube currency="CHF" rate="0.9318"/><Cube currency="AUD" rate="1.7702"/>
      <Cube currency="CAD" rate="1.6231"/><Cube currency="CNY" rate="8.2550"/><Cube currency="KRW" rate="1671.20"/>
      <Cube currency="NOK" rate="11.7325"/>
    </Cube>
    <Cube time="2026-11-25">
      <Cube currency="USD" rate="1.1588"/><Cube currency="JPY" rate="179.02"/><Cube currency="GBP" rate="0.87902"/>
      <Cube currency="SEK" rate="10.9550"/><Cube currency="CHF" rate="0.9309"/><Cube currency="AUD" rate="1.7695"/>
      <Cube currency="CAD" rate="1.6220"/><Cube currency="CNY" rate="8.2471"/><Cube currency="KRW" rate="1668.35"/>
      <Cube currency="NOK" rate="11.7290"/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

// The shape of eurofxref-daily.xml (single quotes, tabs, one day).
const DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<Cube>
\t\t<Cube time='2026-11-27'>
\t\t\t<Cube currency='USD' rate='1.1610'/>
\t\t\t<Cube currency='GBP' rate='0.87990'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

interface FakeEcb {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

async function startFakeEcb(status: number, body: string, contentType = 'text/xml'): Promise<FakeEcb> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '/');
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const stored = { stored: 2, latestDate: '2026-11-26', currencies: ['AUD', 'CAD', 'CHF', 'CNY', 'GBP', 'JPY', 'KRW', 'SEK', 'USD'] };

describe('waypost fx update', () => {
  let api: FakeApi;
  let ecb: FakeEcb;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    await ecb.close();
    io.cleanup();
  });

  it('reads the 90-day XML and sends every dated snapshot, oldest first, rates as published text', async () => {
    ecb = await startFakeEcb(200, HIST_90D);
    api = await startFakeApi({ 'POST /api/fx/reference-rates': { status: 200, body: stored } });
    io = signedInIo(api.url);
    await runWaypost(io, ['fx', 'update', '--feed', `${ecb.url}/stats/eurofxref/eurofxref-hist-90d.xml`]);
    expect(io.exitCode).toBe(0);
    expect(ecb.hits).toEqual(['/stats/eurofxref/eurofxref-hist-90d.xml']);
    expect(api.requests).toHaveLength(1);
    const body = api.requests[0]!.body as { source: string; snapshots: { date: string; rates: Record<string, string> }[] };
    expect(api.requests[0]!.headers.authorization).toMatch(/^Bearer /);
    expect(body.source).toBe(`ECB euro foreign exchange reference rates, ${ecb.url}/stats/eurofxref/eurofxref-hist-90d.xml`);
    expect(body.snapshots.map((s) => s.date)).toEqual(['2026-11-25', '2026-11-26']);
    expect(body.snapshots[1]!.rates).toMatchObject({ USD: '1.1601', GBP: '0.87935', KRW: '1671.20', NOK: '11.7325' });
    expect(Object.keys(body.snapshots[0]!.rates)).toHaveLength(10);
    expect(io.out.text).toContain('Stored 2 ECB snapshots (2026-11-25 to 2026-11-26)');
    expect(io.out.text).toContain('rates of 2026-11-26');
  });

  it('reads the daily XML (single quotes) and prints the API answer with --json', async () => {
    ecb = await startFakeEcb(200, DAILY);
    api = await startFakeApi({ 'POST /api/fx/reference-rates': { status: 200, body: { ...stored, stored: 1, latestDate: '2026-11-27' } } });
    io = signedInIo(api.url);
    await runWaypost(io, ['fx', 'update', '--feed', `${ecb.url}/eurofxref-daily.xml`, '--json']);
    expect(io.exitCode).toBe(0);
    const body = api.requests[0]!.body as { snapshots: unknown[] };
    expect(body.snapshots).toEqual([{ date: '2026-11-27', rates: { USD: '1.1610', GBP: '0.87990' } }]);
    expect(JSON.parse(io.out.text)).toMatchObject({ stored: 1, latestDate: '2026-11-27' });
  });

  it('an ECB answer that is not a rate file, or an error status, sends nothing and fails', async () => {
    for (const [status, body] of [
      [200, '<html><body>Maintenance</body></html>'],
      [200, 'not xml <<'],
      [503, 'Service Unavailable'],
    ] as const) {
      ecb = await startFakeEcb(status, body, 'text/html');
      api = await startFakeApi({ 'POST /api/fx/reference-rates': { status: 200, body: stored } });
      io = signedInIo(api.url);
      await runWaypost(io, ['fx', 'update', '--feed', `${ecb.url}/eurofxref-daily.xml`]);
      expect(io.exitCode).not.toBe(0);
      expect(api.requests).toHaveLength(0);
      expect(io.err.text).toMatch(status === 503 ? /answered 503/ : /not (XML|a reference-rate file)/);
      await api.close();
      await ecb.close();
      io.cleanup();
    }
    ecb = await startFakeEcb(200, DAILY);
    api = await startFakeApi({});
    io = signedInIo(api.url);
  });

  it('a refusal of the API is reported with its field, and a bad --feed is refused before any call', async () => {
    ecb = await startFakeEcb(200, DAILY);
    api = await startFakeApi({
      'POST /api/fx/reference-rates': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'snapshots.0.rates: must include AUD', issues: [{ field: 'snapshots.0.rates', message: 'must include AUD' }] },
      },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['fx', 'update', '--feed', `${ecb.url}/eurofxref-daily.xml`]);
    expect(io.exitCode).not.toBe(0);
    expect(io.err.text).toContain('must include AUD');
    await runWaypost(io, ['fx', 'update', '--feed', 'ftp://example.test/x.xml']);
    expect(io.err.text).toContain('--feed');
    expect(ecb.hits).toHaveLength(1);
  });

  it('show prints the snapshot of today, its age, its warning and the snapshots held', async () => {
    ecb = await startFakeEcb(200, DAILY);
    // the shipped table's latest snapshot (ECB, 13 April 2026: 1 EUR = USD 1.1684 = GBP 0.87058), 230 days before 2026-11-29
    const source = 'ECB euro foreign exchange reference rates of 2026-04-13 (ecb.europa.eu/stats/eurofxref/eurofxref.zip)';
    const summary = {
      date: '2026-04-13',
      source,
      base: 'EUR',
      rates: { USD: 1.1684, GBP: 0.87058 },
      ageDays: 230,
      warning: 'Exchange rates are those of 2026-04-13, 230 days before 2026-11-29 (more than 7)',
      snapshots: [{ date: '2026-04-13', source }],
    };
    api = await startFakeApi({ 'GET /api/fx/reference-rates': { status: 200, body: summary } });
    io = signedInIo(api.url);
    await runWaypost(io, ['fx', 'show']);
    expect(io.exitCode).toBe(0);
    expect(io.out.text).toContain(`Rates of 2026-04-13 (230 days old): ${source}`);
    expect(io.out.text).toContain('1 EUR = USD 1.1684, GBP 0.87058');
    expect(io.out.text).toMatch(/^2026-04-13\s+ECB euro foreign exchange reference rates of 2026-04-13 \(ecb\.europa\.eu\/stats\/eurofxref\/eurofxref\.zip\)$/m);
    expect(io.err.text).toContain('Warning: Exchange rates are those of 2026-04-13');
    await runWaypost(io, ['fx', 'show', '--json']);
    expect(io.out.text).toContain('"ageDays": 230');
  });
});
