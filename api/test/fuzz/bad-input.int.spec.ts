import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { bodyLevel, oversized } from './body-level';
import { BODY_LIMIT, JSON_ENDPOINTS, PARAM_ENDPOINTS, PRESET_PARCEL, SAVED_ADDRESS, WEBHOOK_SAMPLE, type Fixtures, type JsonEndpoint } from './endpoints';
import { SCALE, SEED, Sender, fcOptions, runs, snapshot, verify, writeRoutes } from './harness';
import { applyMutation, badHeader, fieldOf, judge, numberRefusal, refusedFields, render, mutation, type Payload } from './payloads';

// ── Bad input (issue 11, part 2) ─────────────────────────────────────────────
// Every POST and PUT gets payloads its contract refuses: one field broken at a time (dropped, wrong type, huge,
// NUL or lone surrogates, negative, 1e309, 10,000 levels deep), then whole-body problems (invalid JSON, prototype
// poisoning, wrong content-type, non-object roots, past the body limit). Each answer must be a 4xx naming the field
// (or, for the body, saying what is wrong with it), never a 5xx; and no endpoint may append an event or change a
// table while refusing. Deterministic (FUZZ_SEED); FUZZ_SCALE scales the run counts.

const FIELD_RUNS = 240;
const BODY_RUNS = 60;
const PARAM_RUNS = 60;
const COOKIE_RUNS = 200;
const NUMBER_RUNS = 30;
const HEADER_RUNS = 12;
const MIN_PAYLOADS = 10_000;

let t: TestApp;
let sender: Sender;
let fixtures: Fixtures;
const started = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  sender = new Sender(t);
  for (const user of ['shipper', 'agent', 'admin'] as const) await sender.signIn(user);
  fixtures = await createFixtures();
});

afterAll(async () => {
  console.log(`bad input: ${sender?.sent ?? 0} invalid payloads sent in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${SEED})`);
  await t?.close();
});

/** One stream of each kind the id routes address; then the read models are brought up to date. */
async function createFixtures(): Promise<Fixtures> {
  const sample = (route: string) => JSON_ENDPOINTS.find((e) => e.route === route)!.sample({} as Fixtures);
  const shipment = await sender.must<{ id: string }>('POST', '/api/shipments', 'shipper', sample('/api/shipments'));
  const desk = await sender.must<{ id: string }>('POST', '/api/crm/inquiries', 'agent', { ...sample('/api/crm/inquiries'), shipmentId: shipment.id });
  const own = await sender.must<{ id: string }>('POST', '/api/inquiries', 'shipper', { ...sample('/api/inquiries'), shipmentId: shipment.id });
  const crisis = await sender.must<{ crisis: { id: string } }>('POST', '/api/autonomous/crisis', 'admin', { crisisType: 'demand_surge' });
  const endpoint = await sender.must<{ id: string }>('POST', '/api/webhooks/endpoints', 'shipper', WEBHOOK_SAMPLE);
  const saved = await sender.must<{ id: string }>('POST', '/api/address-book/addresses', 'shipper', { nickname: 'Fixture', address: SAVED_ADDRESS });
  const preset = await sender.must<{ id: string }>('POST', '/api/address-book/parcel-presets', 'shipper', { name: 'Fixture box', parcel: PRESET_PARCEL });
  await settle();
  return {
    shipmentId: shipment.id,
    deskInquiryId: desk.id,
    ownInquiryId: own.id,
    crisisId: crisis.crisis.id,
    webhookEndpointId: endpoint.id,
    savedAddressId: saved.id,
    parcelPresetId: preset.id,
  };
}

/** Runs the projections (and the process managers among them) until nothing new is appended. */
async function settle(): Promise<void> {
  for (let before = -1, now = (await snapshot(t)).events; before !== now; before = now, now = (await snapshot(t)).events) await t.project();
}

/** Runs `check` and proves it appended no event and changed no table. */
async function unchanged(check: () => Promise<void>): Promise<void> {
  const before = await snapshot(t);
  await check();
  const after = await snapshot(t);
  expect(after.events).toBe(before.events);
  expect(after.tables).toEqual(before.tables);
}

it('covers every POST, PUT and PATCH route the app serves', () => {
  const covered = [
    ...JSON_ENDPOINTS.map((e) => `${e.method} ${e.route}`),
    ...PARAM_ENDPOINTS.map((e) => `POST ${e.route}`),
    'POST /api/audit/import', // NDJSON: history-import.int.spec.ts
    'POST /api/logout', // no input (sign-in-pages.int.spec.ts)
    'POST /api/auth/verification', // no input (email-verification.int.spec.ts)
    'POST /api/webhooks/endpoints/:id/rotate-secret', // no body: its id is fuzzed in parameters.int.spec.ts
    'POST /api/webhooks/endpoints/:id/test', // no body: likewise
    'POST /api/shipments/:id/rates', // no body: its id is fuzzed in parameters.int.spec.ts
    'POST /api/pickups/:id/cancel', // no body: likewise
    'POST /api/shipments/:id/return-link', // no body: likewise
    // the token is checked before the body (one 404 for every bad token); returns.int.spec.ts sends it bad bodies
    'POST /api/returns/portal/:token',
  ];
  expect(writeRoutes(t)).toEqual([...covered].sort());
});

const payloadsFor = (e: JsonEndpoint): fc.Arbitrary<Payload> => {
  const sample = e.sample(fixtures);
  const broken = mutation(sample).map((m) => {
    const field = fieldOf(m.path);
    return judge(e.schema, `${m.op} ${field}`, render(applyMutation(sample, m)), [field, ...(e.related?.[field] ?? [])]);
  });
  return fc.oneof({ weight: FIELD_RUNS, arbitrary: broken }, { weight: BODY_RUNS, arbitrary: bodyLevel(e.schema, sample) }).filter((p): p is Payload => p !== null);
};

describe.each(JSON_ENDPOINTS.map((e) => [`${e.method} ${e.route}`, e] as const))('%s', (_name, e) => {
  it('the valid sample satisfies the contract (so each broken payload is broken where the mutation says)', () => {
    expect(refusedFields(e.schema, e.sample(fixtures))).toBeNull();
  });

  it('refuses invalid payloads with a 4xx naming the field, and changes nothing', async () => {
    await unchanged(async () => {
      const property = fc.asyncProperty(payloadsFor(e), async (p) => {
        verify(e.route, p, await sender.send({ method: e.method, url: e.url(fixtures), as: e.as, body: p.body, contentType: p.contentType }));
      });
      await fc.assert(property, fcOptions(runs(FIELD_RUNS + BODY_RUNS)));
    });
  });

  it('refuses every number field that is not a finite number (null, true, "", [], "1", 1e309), never coercing it', async () => {
    const arbitrary = numberRefusal(e.schema, e.sample(fixtures), e.looseNumbers);
    if (!arbitrary) return; // no number field
    const refusals = arbitrary.filter((p): p is Payload => p !== null);
    await unchanged(async () => {
      const property = fc.asyncProperty(refusals, async (p) => {
        verify(e.route, p, await sender.send({ method: e.method, url: e.url(fixtures), as: e.as, body: p.body, contentType: p.contentType }));
      });
      await fc.assert(property, fcOptions(runs(NUMBER_RUNS)));
    });
  });

  it('refuses an unusable Idempotency-Key or X-Correlation-Id with a 400 naming the header, and changes nothing', async () => {
    const body = render(e.sample(fixtures));
    await unchanged(async () => {
      const property = fc.asyncProperty(badHeader, async (h) => {
        const p: Payload = { label: `${h.field}: ${h.value.slice(0, 40)}`, body, contentType: 'application/json', expect: { kind: 'fields', fields: [h.field], named: [h.field] } };
        verify(e.route, p, await sender.send({ method: e.method, url: e.url(fixtures), as: e.as, body, contentType: 'application/json', headers: { [h.name]: h.value } }));
      });
      await fc.assert(property, fcOptions<{ name: string; field: string; value: string }>(runs(HEADER_RUNS)));
    });
  });

  it('refuses bodies past the body limit with 413', async () => {
    const limit = e.bodyLimit ?? BODY_LIMIT;
    await unchanged(async () => {
      for (const big of oversized(e.sample(fixtures), limit)) {
        const p: Payload = { label: big.label, body: big.body, contentType: 'application/json', expect: { kind: 'body', status: 413, message: /too large/i } };
        verify(e.route, p, await sender.send({ method: e.method, url: e.url(fixtures), as: e.as, body: big.body, contentType: p.contentType, stream: big.stream }));
      }
    });
  });
});

describe.each(PARAM_ENDPOINTS.map((e) => [`POST ${e.route}`, e] as const))('%s', (_name, e) => {
  it('refuses invalid path parameters, naming them, and changes nothing', async () => {
    const bad = fc
      .oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }),
        fc.constantFrom('%00', ' ', 'a b', 'x'.repeat(201), '\u202eevil', '😀', '<script>', "'; DROP TABLE events; --"),
      )
      .filter((s) => s !== '.' && s !== '..'); // dot segments: the URL is normalised before routing
    const param = e.status === 400 ? bad.filter((s) => !/^[\w.:@-]{1,200}$/.test(s)) : bad.filter((s) => s !== '' && !t.resources.runner.names.includes(s));
    await unchanged(async () => {
      const property = fc.asyncProperty(param, async (value) => {
        const url = e.url(value);
        const res = await sender.send({ method: 'POST', url, as: e.as, body: '{}', contentType: 'application/json' });
        // Fastify's router refuses a parameter past its maxParamLength (100) itself: 414, saying so.
        // NUL in any parameter is refused before routing (400 naming it); a lone surrogate arrives as U+FFFD
        const expect: Payload['expect'] =
          res.statusCode === 414
            ? { kind: 'body', status: 414, message: /exceeding the max param length/ }
            : value.includes('\u0000')
              ? { kind: 'body', status: 400, message: new RegExp(`${e.param} must not contain NUL`) }
              : { kind: 'body', status: e.status, message: e.field };
        const p: Payload = { label: `parameter ${JSON.stringify(value)}`, body: '{}', contentType: 'application/json', expect };
        verify(e.route, p, res);
      });
      await fc.assert(property, fcOptions<string>(runs(PARAM_RUNS)));
    });
  });
});

describe('a mangled session cookie', () => {
  it('is no session: public routes answer the payload, the others 401, never a 5xx', async () => {
    const garbage = fc.oneof(fc.stringMatching(/^[%0-9A-Fa-fxz]{1,40}$/), fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%ed%a0%80', '%00', ''));
    const cases = fc.record({ e: fc.constantFrom(...JSON_ENDPOINTS), value: garbage });
    await unchanged(async () => {
      const property = fc.asyncProperty(cases, async ({ e, value }) => {
        const cookie = `waypost_session=${value}`;
        const p: Payload | null =
          e.as === null
            ? judge(e.schema, `cookie ${cookie}`, '{}', [])
            : { label: `cookie ${cookie}`, body: '{}', contentType: 'application/json', expect: { kind: 'body', status: 401, message: /sign in required/i } };
        if (!p) return;
        verify(e.route, p, await sender.send({ method: e.method, url: e.url(fixtures), as: null, cookie, body: p.body, contentType: p.contentType }));
      });
      await fc.assert(property, fcOptions<{ e: JsonEndpoint; value: string }>(runs(COOKIE_RUNS)));
    });
  });
});

it(`sends at least ${MIN_PAYLOADS} invalid payloads in all (scaled by FUZZ_SCALE)`, () => {
  expect(sender.sent).toBeGreaterThanOrEqual(Math.floor(MIN_PAYLOADS * SCALE));
});
