import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { shipmentFixture } from '../../test-support/fixtures';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const FLAGS = [
  '--from-name',
  'Acme GmbH',
  '--from-address',
  'Hauptstr. 1',
  '--from-city',
  'Berlin',
  '--from-country',
  'Germany',
  '--from-postal',
  '10115',
  '--to-name',
  'Jo Doe',
  '--to-address',
  '1 Main St',
  '--to-city',
  'Boston',
  '--to-country',
  'USA',
  '--description',
  'Books',
  '--weight',
  '2.5',
  '--value',
  '120',
  '--dims',
  '30x20x10',
];

const expectedBody = {
  fromAddress: { name: 'Acme GmbH', address: 'Hauptstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10115' },
  toAddress: { name: 'Jo Doe', address: '1 Main St', city: 'Boston', country: 'USA', postalCode: '' },
  itemDetails: { description: 'Books', weight: 2.5, value: 120, dimensions: { length: 30, width: 20, height: 10 } },
};

describe('waypost shipments create', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({ 'POST /api/shipments': { status: 201, body: shipmentFixture } });
    io = signedInIo(api.url);
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('posts the flags as a CreateShipment payload with a fresh Idempotency-Key', async () => {
    await runWaypost(io, ['shipments', 'create', ...FLAGS]);

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/shipments', body: expectedBody });
    expect(request?.headers['idempotency-key']).toBe('00000000-0000-4000-8000-000000000001');
    expect(request?.headers.authorization).toBe('Bearer wp_test_token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(io.out.text).toMatch(/^Shipment Created: Your shipment has been created successfully\.\n/);
    expect(io.out.text).toContain('Tracking number:    2PG-2026-000001\n');
    expect(io.out.text).toContain('Status:             In Transit\n');
    expect(io.out.text).toContain('Item:               Books (2.5 kg, 30x20x10 cm, value 120)\n');
    expect(io.exitCode).toBe(0);
  });

  it('reuses --idempotency-key and prints JSON with --json', async () => {
    await runWaypost(io, ['shipments', 'create', ...FLAGS, '--idempotency-key', 'retry-42', '--json']);

    expect(api.requests[0]?.headers['idempotency-key']).toBe('retry-42');
    expect(JSON.parse(io.out.text)).toEqual(shipmentFixture);
  });

  it('sends the optional address flags (company, line 2, state, phone, email, residential) only when given (issue 24)', async () => {
    const extra = ['--to-company', 'ACME', '--to-address2', 'Suite 5', '--to-state', 'MA', '--to-phone', '+1 617 555 0100', '--to-email', 'jo@example.com'];
    await runWaypost(io, ['shipments', 'create', ...FLAGS, ...extra, '--to-residential']);

    expect(api.requests[0]?.body).toEqual({
      ...expectedBody,
      toAddress: { ...expectedBody.toAddress, company: 'ACME', address2: 'Suite 5', state: 'MA', phone: '+1 617 555 0100', email: 'jo@example.com', residential: true },
    });
    expect(io.exitCode).toBe(0);
  });

  it('names a bad optional address flag by its flag', async () => {
    await runWaypost(io, ['shipments', 'create', ...FLAGS, '--from-email', 'not-an-email']);

    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain('--from-email: must be an email address');
    expect(io.exitCode).toBe(2);
  });

  it('sends a payload file as is, after checking it against the shared schema', async () => {
    const file = join(io.homedir(), 'payload.json');
    writeFileSync(file, JSON.stringify(expectedBody));
    await runWaypost(io, ['shipments', 'create', '--file', file]);

    expect(api.requests[0]?.body).toEqual(expectedBody);
    expect(io.exitCode).toBe(0);
  });

  it('sends a payload file of the issue 24 shape: parcels in any unit and a customs declaration', async () => {
    const file = join(io.homedir(), 'payload.json');
    const body = {
      ...expectedBody,
      parcels: [{ weight: { value: 4, unit: 'lb' }, dimensions: { length: 12, width: 10, height: 6, unit: 'in' }, packaging: 'box' }, { weight: { value: 900, unit: 'g' } }],
      customs: {
        contentType: 'merchandise',
        incoterm: 'DDP',
        items: [{ description: 'Books', quantity: 2, unitValue: { amountMinor: 6000, currency: 'EUR' }, hsCode: '490199', originCountry: 'DE', weight: { value: 1, unit: 'kg' } }],
      },
    };
    writeFileSync(file, JSON.stringify(body));
    await runWaypost(io, ['shipments', 'create', '--file', file]);

    expect(api.requests[0]?.body).toEqual(body);
    expect(io.out.text).toContain('Parcels:            1, 2.5 kg in all\n');
    expect(io.exitCode).toBe(0);
  });

  it('reads a .yaml payload file as YAML, checked against the same schema', async () => {
    const file = join(io.homedir(), 'shipment.yaml');
    const yaml = [
      'fromAddress:',
      ...Object.entries(expectedBody.fromAddress).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`),
      'toAddress:',
      ...Object.entries(expectedBody.toAddress).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`),
      'itemDetails:',
      ...Object.entries(expectedBody.itemDetails).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`),
      'parcels:',
      '  - weight: { value: 4, unit: lb }',
      '    packaging: box',
    ].join('\n');
    writeFileSync(file, yaml);
    await runWaypost(io, ['shipments', 'create', '--file', file]);
    expect(api.requests[0]?.body).toEqual({ ...expectedBody, parcels: [{ weight: { value: 4, unit: 'lb' }, packaging: 'box' }] });
    expect(io.exitCode).toBe(0);
  });

  it('refuses a .yml file that is not YAML, naming the file', async () => {
    const file = join(io.homedir(), 'broken.yml');
    writeFileSync(file, 'fromAddress: [unclosed');
    await runWaypost(io, ['shipments', 'create', '--file', file]);
    expect(api.requests).toEqual([]);
    expect(io.err.text).toContain('broken.yml');
    expect(io.exitCode).not.toBe(0);
  });

  it('reports a bad parcel or customs item of a payload file by its path', async () => {
    const file = join(io.homedir(), 'payload.json');
    writeFileSync(file, JSON.stringify({ ...expectedBody, parcels: [{ weight: { value: 1, unit: 'stone' } }] }));
    await runWaypost(io, ['shipments', 'create', '--file', file]);

    expect(io.err.text).toBe('Invalid input:\n  - parcels.0.weight.unit: must be one of kg, g, lb, oz\n');
    expect(api.requests).toHaveLength(0);
    expect(io.exitCode).toBe(2);
  });

  it('names every missing or bad flag at once (exit 2) and sends nothing', async () => {
    await runWaypost(io, ['shipments', 'create', '--from-name', 'Acme', '--weight', 'heavy', '--dims', '30x20']);

    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toBe(
      [
        'Invalid input:',
        '  - --from-address: is required',
        '  - --from-city: is required',
        '  - --from-country: is required',
        '  - --to-name: is required',
        '  - --to-address: is required',
        '  - --to-city: is required',
        '  - --to-country: is required',
        '  - --description: is required',
        '  - --weight: must be a number',
        '  - --value: is required',
        '  - --dims: must look like LxWxH in cm, e.g. 30x20x10',
        '',
      ].join('\n'),
    );
    expect(io.exitCode).toBe(2);
  });

  it('reports the shared schema limits against the flag', async () => {
    const flags = [...FLAGS];
    flags[flags.indexOf('--weight') + 1] = '5000';
    await runWaypost(io, ['shipments', 'create', ...flags]);

    expect(io.err.text).toBe('Invalid input:\n  - --weight: must be at most 1000 kg\n');
    expect(io.exitCode).toBe(2);
  });

  it('reports a bad payload file by JSON path', async () => {
    const file = join(io.homedir(), 'payload.json');
    writeFileSync(file, JSON.stringify({ ...expectedBody, toAddress: { ...expectedBody.toAddress, city: '' } }));
    await runWaypost(io, ['shipments', 'create', '--file', file]);

    expect(io.err.text).toBe('Invalid input:\n  - toAddress.city: is required\n');
    expect(io.exitCode).toBe(2);
  });

  it('refuses --file together with payload flags (exit 2)', async () => {
    await runWaypost(io, ['shipments', 'create', '--file', 'x.json', '--weight', '2']);

    expect(io.err.text).toBe('Error: Use either --file or the --from-/--to-/item flags, not both.\n');
    expect(io.exitCode).toBe(2);
  });

  it('prints the API field issues of a 400 with exit code 2', async () => {
    await api.close();
    api = await startFakeApi({
      'POST /api/shipments': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          issues: [{ field: 'toAddress.country', message: 'is not a country we ship to' }],
        },
      },
    });
    io.writeConfig({ url: api.url, token: 'wp_test_token' });
    await runWaypost(io, ['shipments', 'create', ...FLAGS]);

    expect(io.err.text).toBe('The API refused the request: Validation failed\n  - toAddress.country: is not a country we ship to\n');
    expect(io.exitCode).toBe(2);
  });

  it('on a server error, prints the key to retry with safely (exit 1)', async () => {
    await api.close();
    api = await startFakeApi({
      'POST /api/shipments': { status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'Try later' } },
    });
    io.writeConfig({ url: api.url, token: 'wp_test_token' });
    await runWaypost(io, ['shipments', 'create', ...FLAGS]);

    expect(io.err.text).toBe('Error: Try later (HTTP 503)\nTo retry without creating a duplicate: --idempotency-key 00000000-0000-4000-8000-000000000001\n');
    expect(io.exitCode).toBe(1);
  });
});
