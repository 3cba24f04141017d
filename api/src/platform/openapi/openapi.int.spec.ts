import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES, keyScopeOf, type ApiRoute } from '@waypost/contracts';
import { DEMO_PASSWORD, createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { registeredRoutes } from '../../../test-support/nest-routes';
import { answerChecker } from '../../../test-support/openapi-answers';
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from '../security/security-headers';

// ── The API reference (issue 25, item 1): the document is valid OpenAPI 3.1, lists exactly the routes Nest serves
// with the auth their guards apply, and the main flows' real answers match it ──

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, { security: unknown[]; 'x-roles'?: string[]; responses: Record<string, unknown> }>> };
let expectDocumented: ReturnType<typeof answerChecker>;

beforeAll(async () => {
  t = await createTestApp();
  document = (
    await t
      .anonymous()
      .get('/api/openapi.json')
      .expect(200)
      .expect('content-type', /application\/json/)
  ).body;
  expectDocumented = answerChecker(document);
});
afterAll(() => t.close());

const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

describe('the document', () => {
  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
    expect(document.openapi).toBe('3.1.0');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'waypost-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    // the validator ships only ES modules: run its own CLI rather than jest's CommonJS runtime
    const cli = path.join(path.dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')), 'bin/validate-api-cli.js');
    let output: string;
    try {
      output = execFileSync(process.execPath, [cli, file], { encoding: 'utf8' });
    } catch (error) {
      throw new Error(`the document is invalid: ${(error as { stdout?: string }).stdout ?? String(error)}`, { cause: error });
    }
    expect(JSON.parse(output)).toMatchObject({ valid: true });
  });

  it('lists every route Nest registers, and no other', () => {
    const served = registeredRoutes(t.app).map(key).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => key({ method: m, path: p })))
      .sort();
    expect(served.length).toBeGreaterThan(70);
    expect({ missingFromDocument: served.filter((r) => !documented.includes(r)), notServed: documented.filter((r) => !served.includes(r)) }).toEqual({
      missingFromDocument: [],
      notServed: [],
    });
  });

  it("states each route's auth as its guards apply it (@Public, @Roles)", () => {
    const table = new Map(API_ROUTES.map((r) => [key(r), r.auth]));
    const differing = registeredRoutes(t.app)
      .filter((r) => JSON.stringify(table.get(key(r))) !== JSON.stringify(r.auth))
      .map((r) => ({ route: key(r), guards: r.auth, documented: table.get(key(r)) }));
    expect(differing).toEqual([]);
    const createShipment = document.paths['/api/shipments']!.post!;
    expect(createShipment.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    expect(document.paths['/api/crm/inquiries']!.get!['x-roles']).toEqual(['agent', 'admin']);
    expect(document.paths['/api/quotes']!.post!.security).toContainEqual({});
  });

  it("states each route's API key scope and rate-limit class as the guard applies them (@KeyScope, @RateLimited)", () => {
    const table = new Map(API_ROUTES.map((r) => [key(r), r]));
    const differing = registeredRoutes(t.app)
      .map((r) => {
        const documented = table.get(key(r))!;
        const served = { scope: keyScopeOf({ method: r.method as ApiRoute['method'], auth: r.auth, keyScope: r.keyScope }), rateLimit: r.rateLimit };
        return { route: key(r), served, documented: { scope: keyScopeOf(documented), rateLimit: documented.rateLimit } };
      })
      .filter((d) => JSON.stringify(d.served) !== JSON.stringify(d.documented));
    expect(differing).toEqual([]);
    expect(document.paths['/api/shipments/{id}/label']!.get!['x-api-key-scope']).toBe('labels');
    expect(document.paths['/api/auth/keys']!.post!['x-api-key-scope']).toBeNull();
    expect(document.paths['/api/login']!.post!['x-rate-limit-class']).toBe('auth');
  });

  it('documents the error body, with the fields a 400 names', () => {
    const bad = document.paths['/api/shipments']!.post!.responses['400'];
    expect(bad).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    expect(JSON.stringify(document)).toContain('"issues"');
  });
});

describe('the interactive reference', () => {
  it('GET /api/docs serves Swagger UI from this server, with no inline script, under the app CSP', async () => {
    const page = await t
      .anonymous()
      .get('/api/docs')
      .expect(200)
      .expect('content-type', /text\/html/);
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim()).toBe(''); // external files only: script-src 'self' needs no 'unsafe-inline'
      expect(attributes).toMatch(/src="docs\/assets\/[\w.-]+"/);
    }
    expect(CONTENT_SECURITY_POLICY_DIRECTIVES['script-src']).toEqual(["'self'"]);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const [, file] of page.text.matchAll(/(?:src|href)="docs\/assets\/([\w.-]+)"/g)) {
      const asset = await t.anonymous().get(`/api/docs/assets/${file}`).expect(200);
      expect(asset.headers['content-type']).toMatch(/javascript|css/);
      expect(asset.text.length).toBeGreaterThan(20);
    }
    expect((await t.anonymous().get('/api/docs/assets/start.js')).text).toContain("url: 'openapi.json'");
    expectDocumented('get', '/api/docs/assets/{file}', await t.anonymous().get('/api/docs/assets/..%2Fpackage.json').expect(404));
  });
});

describe('real answers match the document', () => {
  const shipment = {
    fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
    toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
    itemDetails: { description: 'Books', weight: 1, value: 20, dimensions: { length: 30, width: 20, height: 10 } },
  };

  it('shipments: create, list, get, track, tracking event, cancel, carrier booking; 400, 401, 404', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper.post('/api/shipments').send(shipment).expect(201);
    expectDocumented('post', '/api/shipments', created);
    const { id, trackingNumber } = created.body;
    await t.project();
    expectDocumented('get', '/api/shipments', await shipper.get('/api/shipments').expect(200));
    expectDocumented('get', '/api/shipments/{id}', await shipper.get(`/api/shipments/${id}`).expect(200));
    expectDocumented('get', '/api/tracking/{trackingNumber}', await shipper.get(`/api/tracking/${trackingNumber}`).expect(200));
    expectDocumented('get', '/api/shipments/{id}/carrier', await shipper.get(`/api/shipments/${id}/carrier`));
    const agent = await t.signIn('agent');
    const event = { eventType: 'pickup', description: 'Picked up', location: 'Berlin' };
    expectDocumented('post', '/api/shipments/{id}/tracking-events', await agent.post(`/api/shipments/${id}/tracking-events`).send(event).expect(201));
    await t.project();
    const tracked = await shipper.get(`/api/tracking/${trackingNumber}`).expect(200);
    expectDocumented('get', '/api/tracking/{trackingNumber}', tracked);
    expect(tracked.body.events.length).toBeGreaterThan(1);
    expectDocumented('post', '/api/shipments/{id}/cancel', await shipper.post(`/api/shipments/${id}/cancel`).send({}));

    const bad = await shipper
      .post('/api/shipments')
      .send({ ...shipment, itemDetails: { ...shipment.itemDetails, weight: -1 } })
      .expect(400);
    expectDocumented('post', '/api/shipments', bad);
    expect(bad.body.issues).toContainEqual(expect.objectContaining({ field: 'itemDetails.weight' }));
    expectDocumented('get', '/api/shipments', await t.anonymous().get('/api/shipments').expect(401));
    expectDocumented('get', '/api/shipments/{id}', await shipper.get('/api/shipments/6f1c2a3b-0000-4000-8000-000000000000').expect(404));
    expectDocumented('post', '/api/shipments/{id}/tracking-events', await shipper.post(`/api/shipments/${id}/tracking-events`).send(event).expect(403));
  });

  it('quote, compliance check, customs declaration (JSON and PDF), carrier status', async () => {
    const anonymous = t.anonymous();
    const quote = {
      fromLocation: 'Berlin',
      toLocation: 'New York, USA',
      category: 'Electronics',
      weight: 1,
      declaredValue: 100,
      dimensions: { length: 30, width: 20, height: 15 },
    };
    expectDocumented('post', '/api/quotes', await anonymous.post('/api/quotes').send(quote).expect(200));
    expectDocumented(
      'post',
      '/api/quotes',
      await anonymous
        .post('/api/quotes')
        .send({ ...quote, weight: 'heavy' })
        .expect(400),
    );
    const check = { itemCategory: 'Electronics', description: 'smartphone', fromCountry: 'China', toCountry: 'Germany', declaredValue: 400, currency: 'EUR' };
    expectDocumented('post', '/api/compliance/check', await anonymous.post('/api/compliance/check').send(check).expect(200));
    expectDocumented('post', '/api/compliance/check', await anonymous.post('/api/compliance/check').send({ fromCountry: 'Atlantis' }).expect(400));
    const declaration = {
      itemDetails: { description: 'Cotton t-shirt', value: 500, currency: 'USD', category: 'clothing', weight: 0.3 },
      fromAddress: { country: 'DE', name: 'Waypost Demo GmbH', city: 'Berlin' },
      toAddress: { country: 'US', name: 'Jo Receiver', city: 'New York' },
    };
    expectDocumented('post', '/api/customs/declaration', await anonymous.post('/api/customs/declaration').send(declaration).expect(200));
    expectDocumented('post', '/api/customs/declaration/pdf', await anonymous.post('/api/customs/declaration/pdf').send(declaration).expect(200));
    expectDocumented('get', '/api/carriers/status', await anonymous.get('/api/carriers/status').expect(200));
  });

  it('inquiries: a shipper opens, lists, reads and replies; the desk lists, reads and answers', async () => {
    const shipper = await t.signIn('shipper');
    const opened = await shipper.post('/api/inquiries').send({ subject: 'Where is it?', description: 'Late parcel' }).expect(201);
    expectDocumented('post', '/api/inquiries', opened);
    await t.project();
    expectDocumented('get', '/api/inquiries', await shipper.get('/api/inquiries').expect(200));
    expectDocumented('get', '/api/inquiries/{id}', await shipper.get(`/api/inquiries/${opened.body.id}`).expect(200));
    expectDocumented('post', '/api/inquiries/{id}/replies', await shipper.post(`/api/inquiries/${opened.body.id}/replies`).send({ message: 'Any news?' }).expect(201));
    expectDocumented('post', '/api/inquiries', await shipper.post('/api/inquiries').send({ subject: '' }).expect(400));
    const agent = await t.signIn('agent');
    await t.project();
    expectDocumented('get', '/api/crm/inquiries', await agent.get('/api/crm/inquiries').expect(200));
    expectDocumented('get', '/api/crm/inquiries/{id}', await agent.get(`/api/crm/inquiries/${opened.body.id}`).expect(200));
    expectDocumented('post', '/api/crm/inquiries/{id}/responses', await agent.post(`/api/crm/inquiries/${opened.body.id}/responses`).send({ message: 'On its way' }).expect(201));
    expectDocumented('get', '/api/crm/inquiries', await agent.get('/api/crm/inquiries?limit=0').expect(400));
  });

  it('lists: their pages (paged=true, then next_cursor, with filters) and refused cursors match the document', async () => {
    const shipper = await t.signIn('shipper');
    const admin = await t.signIn('admin');
    for (let i = 0; i < 2; i++) await shipper.post('/api/shipments').send(shipment).expect(201);
    await t.project();
    const lists: [Awaited<ReturnType<TestApp['signIn']>>, string, string, Record<string, string>][] = [
      [shipper, '/api/shipments', '/api/shipments', { status: 'pending', destination_country: 'United States', created_from: '2020-01-01' }],
      [shipper, '/api/inquiries', '/api/inquiries', {}],
      [shipper, '/api/auth/tokens', '/api/auth/tokens', {}],
      [shipper, '/api/notifications', '/api/notifications', {}],
      [admin, '/api/crm/inquiries', '/api/crm/inquiries', { status: 'open' }],
      [admin, '/api/admin/users', '/api/admin/users', { q: 'waypost' }],
      [admin, '/api/admin/mail/outbox', '/api/admin/mail/outbox', {}],
      [admin, '/api/admin/early-access', '/api/admin/early-access', {}],
      [admin, '/api/autonomous/overrides', '/api/autonomous/overrides', {}],
      [admin, '/api/autonomous/crisis', '/api/autonomous/crisis', {}],
      [admin, '/api/autonomous/decisions', '/api/autonomous/decisions', {}],
      [admin, '/api/autonomous/queue', '/api/autonomous/queue', {}],
      [admin, '/api/audit/replays', '/api/audit/replays', {}],
      [admin, '/api/events/{streamId}', '/api/events/user-00000000-0000-4000-8000-000000000001', {}],
    ];
    for (const [agent, documented, url, filters] of lists) {
      const first = await agent.get(url).query({ ...filters, paged: 'true', limit: '1' });
      if (first.status === 404) continue; // a stream with no events
      expect([url, first.status, Object.keys(first.body).sort()]).toEqual([url, 200, ['data', 'has_more', 'next_cursor']]);
      expectDocumented('get', documented, first);
      if (first.body.next_cursor)
        expectDocumented(
          'get',
          documented,
          await agent
            .get(url)
            .query({ ...filters, limit: '1', cursor: first.body.next_cursor })
            .expect(200),
        );
      expectDocumented('get', documented, await agent.get(url).query({ cursor: 'forged.cursor' }).expect(400));
    }
    // the document constrains a page: a malformed one is refused
    const malformed = { status: 200, headers: { 'content-type': 'application/json' }, body: { data: [], has_more: 'no', next_cursor: 1 }, text: '{}' };
    expect(() => expectDocumented('get', '/api/shipments', malformed as never)).toThrow(/disagrees with the document/);
  });

  it('access: sign-in, the signed-in user, API tokens (a bearer token works where a session does), health', async () => {
    const anonymous = t.anonymous();
    const login = (password: string) => t.anonymous().post('/api/login').set('accept', 'application/json').send({ email: 'shipper@waypost.test', password });
    expectDocumented('post', '/api/login', await login(DEMO_PASSWORD).expect(200));
    expectDocumented('post', '/api/login', await login('not-the-password').expect(401));
    expectDocumented('post', '/api/login', await login('short').expect(400));
    const shipper = await t.signIn('shipper');
    expectDocumented('get', '/api/auth/user', await shipper.get('/api/auth/user').expect(200));
    const token = await shipper.post('/api/auth/tokens').send({ name: 'reference test' }).expect(201);
    expectDocumented('post', '/api/auth/tokens', token);
    expectDocumented('get', '/api/auth/tokens', await shipper.get('/api/auth/tokens').expect(200));
    const byToken = await t.anonymous().get('/api/auth/user').set('authorization', `Bearer ${token.body.token}`).expect(200);
    expectDocumented('get', '/api/auth/user', byToken);
    expectDocumented('get', '/api/auth/user', await t.anonymous().get('/api/auth/user').expect(401));
    expectDocumented('get', '/api/health', await anonymous.get('/api/health').expect(200));
    expectDocumented('get', '/api/platform/config', await anonymous.get('/api/platform/config').expect(200));
  });

  it('API keys: create, list, revoke; a key without the scope 403, a revoked key 401', async () => {
    const shipper = await t.signIn('shipper');
    const created = await shipper
      .post('/api/auth/keys')
      .send({ name: 'reference', mode: 'test', scopes: ['read'], expiresAt: '2099-01-01' })
      .expect(201);
    expectDocumented('post', '/api/auth/keys', created);
    expectDocumented(
      'post',
      '/api/auth/keys',
      await shipper
        .post('/api/auth/keys')
        .send({ name: 'x', mode: 'live', scopes: ['admin'] })
        .expect(400),
    );
    expectDocumented('get', '/api/auth/keys', await shipper.get('/api/auth/keys').expect(200));
    const byKey = (url: string) => t.anonymous().post(url).set('authorization', `Bearer ${created.body.key}`);
    expectDocumented('post', '/api/shipments', await byKey('/api/shipments').send({}).expect(403));
    expectDocumented('delete', '/api/auth/keys/{id}', await shipper.delete(`/api/auth/keys/${created.body.id}`).expect(200));
    expectDocumented('get', '/api/shipments', await t.anonymous().get('/api/shipments').set('authorization', `Bearer ${created.body.key}`).expect(401));
    expectDocumented('delete', '/api/auth/keys/{id}', await shipper.delete('/api/auth/keys/00000000-0000-4000-8000-000000000000').expect(404));
  });
});
