import fc from 'fast-check';
import type { Response as InjectResponse } from 'light-my-request';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { INPUT_ROUTES, JSON_ENDPOINTS, type Fixtures, type InputRoute } from './endpoints';
import { SEED, Sender, fcOptions, runs, servedRoutes, snapshot } from './harness';
import { NOT_WHOLE_NUMBERS, nastyQueryValue, nastySegment } from './payloads';

// ── Bad path parameters and query values (issue 22, item 20) ─────────────────
// Every route with a path parameter or a query gets segments that are double-encoded (%25), NUL, bad UTF-8, lone
// surrogates, prototype keys, too long; and query values that are not what the route wants, a parameter repeated.
// Each answer must be a 4xx JSON error (400 naming the parameter when it names one), never a 5xx, and nothing may
// change. Query parameters that take a whole number must refuse every value that is not one ('1.5', '', '1e2').

const SEGMENT_RUNS = 40;
const QUERY_RUNS = 40;

let t: TestApp;
let sender: Sender;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  sender = new Sender(t);
  for (const user of ['shipper', 'agent', 'admin'] as const) await sender.signIn(user);
  const sample = (route: string) => JSON_ENDPOINTS.find((e) => e.route === route)!.sample({} as Fixtures);
  const shipment = await sender.must<{ id: string }>('POST', '/api/shipments', 'shipper', sample('/api/shipments'));
  fixtures = { shipmentId: shipment.id, deskInquiryId: '', ownInquiryId: '', crisisId: '', webhookEndpointId: '', savedAddressId: '', parcelPresetId: '' };
});

afterAll(async () => {
  console.log(`parameters: ${sender?.sent ?? 0} requests with bad parameters (FUZZ_SEED=${SEED})`);
  await t?.close();
});

/** Every route the app serves whose path has a parameter ('GET /api/shipments/:id'). */
const parameterRoutes = (): string[] => servedRoutes(t).filter((r) => r.includes(':'));

const bodyFor = (r: InputRoute) => (r.method === 'POST' || r.method === 'PUT' ? '{}' : undefined);

/** A 4xx JSON error; a 400 names `param` (or, for a write whose empty body is checked first, a body field). */
function check(label: string, res: InjectResponse, param: string, bodyFirst = false): void {
  const fail = (why: string) => {
    throw new Error(`${label}: ${why}; got ${res.statusCode} ${res.body.slice(0, 400)}`);
  };
  if (res.statusCode >= 500) fail('a server error');
  if (res.statusCode < 400) fail('accepted');
  if (res.statusCode === 401 || res.statusCode === 403) fail('refused the caller, not the input');
  let body: { statusCode?: number; message?: string; issues?: { field: string }[] };
  try {
    body = res.json();
  } catch {
    return fail('an answer that is not JSON');
  }
  if (body.statusCode !== res.statusCode) fail('statusCode in the body differs from the status');
  // Fastify's router refuses a path that is not valid percent-encoded UTF-8 before routing: it says so
  if (res.statusCode === 400 && /is not a valid url component/.test(body.message ?? '')) return;
  if (res.statusCode === 400 && !bodyFirst && !body.issues?.some((i) => i.field === param || i.field.startsWith(`${param}.`))) fail(`no issue names ${param}`);
  if (res.statusCode === 400 && !body.message) fail('no message');
}

it('covers every route with a path parameter', () => {
  const covered = new Set(INPUT_ROUTES.filter((r) => r.params.length).map((r) => `${r.method} ${r.route}`));
  // fuzzed in bad-input.int.spec.ts (PARAM_ENDPOINTS): their parameter is their whole input
  for (const r of ['POST /api/audit/forget/:userId', 'POST /api/projections/:name/rebuild']) covered.add(r);
  expect(parameterRoutes()).toEqual([...covered].sort());
});

describe.each(INPUT_ROUTES.filter((r) => r.params.length).map((r) => [`${r.method} ${r.route}`, r] as const))('%s', (_name, r) => {
  it('answers bad path segments with a 4xx naming the parameter, never a 5xx, and changes nothing', async () => {
    const before = await snapshot(t);
    const cases = fc.record({ at: fc.nat({ max: r.params.length - 1 }), segment: nastySegment });
    await fc.assert(
      fc.asyncProperty(cases, async ({ at, segment }) => {
        const segments = r.params.map((p) => (p === 'email' ? 'shipper%40waypost.test' : p === 'shipmentId' ? fixtures.shipmentId : 'x'));
        segments[at] = segment;
        const url = r.url(segments, fixtures);
        const res = await sender.send({ method: r.method, url, as: r.as, body: bodyFor(r), contentType: bodyFor(r) ? 'application/json' : null });
        if (res.statusCode === 414) return; // Fastify's router: a parameter past maxParamLength
        check(`${r.method} ${url}`, res, r.params[at]!, r.method !== 'GET' && r.method !== 'DELETE');
      }),
      fcOptions<{ at: number; segment: string }>(runs(SEGMENT_RUNS)),
    );
    const after = await snapshot(t);
    expect(after.events).toBe(before.events);
  });
});

describe.each(INPUT_ROUTES.filter((r) => r.query).map((r) => [`${r.method} ${r.route}`, r] as const))('%s?…', (_name, r) => {
  const base = () =>
    r.url(
      r.params.map((p) => (p === 'streamId' ? `shipment-${fixtures.shipmentId}` : 'x')),
      fixtures,
    );
  const valid = () => Object.fromEntries(Object.entries(r.query!).map(([k, v]) => [k, encodeURIComponent(v.valid(fixtures))]));
  const url = (q: Record<string, string>) =>
    `${base()}?${Object.entries(q)
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}`;

  it('the valid query is answered', async () => {
    const res = await sender.send({ method: r.method, url: url(valid()), as: r.as, count: false });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('refuses bad query values with a 4xx naming the parameter, never a 5xx', async () => {
    const cases = fc.record({ name: fc.constantFrom(...Object.keys(r.query!)), value: nastyQueryValue, repeat: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(cases, async ({ name, value, repeat }) => {
        const q = valid();
        q[name] = repeat ? `${q[name]}&${name}=${value}` : value;
        const res = await sender.send({ method: r.method, url: url(q), as: r.as });
        // a free-text filter may take the value, a whole number in range is one: then it is simply answered
        const integer = r.query![name]!.integer;
        const whole = integer && /^\d+$/.test(value) && Number(value) >= integer[0] && Number(value) <= integer[1];
        if (res.statusCode < 300 && (!integer || whole) && !repeat) return;
        check(`${r.method} ${url(q)}`, res, name);
      }),
      fcOptions<{ name: string; value: string; repeat: boolean }>(runs(QUERY_RUNS)),
    );
  });

  const integers = Object.entries(r.query!).filter(([, v]) => v.integer);
  if (integers.length) {
    it.each(integers)('%s takes whole numbers in range only: anything else is a 400 naming it', async (name, spec) => {
      const [min, max] = spec.integer!;
      for (const value of [...NOT_WHOLE_NUMBERS, String(min - 1), String(max + 1)]) {
        const res = await sender.send({ method: r.method, url: url({ ...valid(), [name]: encodeURIComponent(value) }), as: r.as });
        expect({ value, status: res.statusCode, fields: (res.json() as { issues?: { field: string }[] }).issues?.map((i) => i.field) }).toEqual({
          value,
          status: 400,
          fields: [name],
        });
      }
      for (const value of [String(min), String(max)]) {
        const res = await sender.send({ method: r.method, url: url({ ...valid(), [name]: value }), as: r.as });
        expect({ value, status: res.statusCode }).toEqual({ value, status: 200 });
      }
    });
  }
});
