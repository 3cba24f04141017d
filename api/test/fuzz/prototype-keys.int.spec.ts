import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { JSON_ENDPOINTS, WEBHOOK_SAMPLE, type Fixtures } from './endpoints';
import { Sender } from './harness';
import { PROTOTYPE_KEYS, allPaths, applyMutation, fieldOf, render } from './payloads';

// ── Property names of Object.prototype in every string field of every JSON route (issue 22, item 4) ──
// '__proto__' or 'constructor' as itemCategory reached Object.prototype through a lookup table and answered 500.
// Every string a contract takes, on every POST and PUT, gets each prototype key (in several cases): the answer is
// the route's normal answer or a 4xx naming the field, never a 5xx.

let t: TestApp;
let sender: Sender;
let fixtures: Fixtures;

beforeAll(async () => {
  // the early-access and sign-up answers are what is checked here, not the per-address bound on anonymous writes
  t = await createTestApp({ env: { ANONYMOUS_WRITE_LIMIT: '100000' } });
  sender = new Sender(t);
  for (const user of ['shipper', 'agent', 'admin'] as const) await sender.signIn(user);
  const sample = (route: string) => JSON_ENDPOINTS.find((e) => e.route === route)!.sample({} as Fixtures);
  const shipment = await sender.must<{ id: string }>('POST', '/api/shipments', 'shipper', sample('/api/shipments'));
  const desk = await sender.must<{ id: string }>('POST', '/api/crm/inquiries', 'agent', { ...sample('/api/crm/inquiries'), shipmentId: shipment.id });
  const own = await sender.must<{ id: string }>('POST', '/api/inquiries', 'shipper', { ...sample('/api/inquiries'), shipmentId: shipment.id });
  const crisis = await sender.must<{ crisis: { id: string } }>('POST', '/api/autonomous/crisis', 'admin', { crisisType: 'demand_surge' });
  const endpoint = await sender.must<{ id: string }>('POST', '/api/webhooks/endpoints', 'shipper', WEBHOOK_SAMPLE);
  fixtures = { shipmentId: shipment.id, deskInquiryId: desk.id, ownInquiryId: own.id, crisisId: crisis.crisis.id, webhookEndpointId: endpoint.id };
});

afterAll(() => t?.close());

const stringPaths = (sample: Record<string, unknown>) =>
  allPaths(sample).filter((p) => typeof p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], sample) === 'string');

describe.each(JSON_ENDPOINTS.map((e) => [`${e.method} ${e.route}`, e] as const))('%s', (_name, e) => {
  it('takes a prototype property name in any string field without a 5xx; a refusal names the field', async () => {
    const sample = e.sample(fixtures);
    const failures: string[] = [];
    for (const path of stringPaths(sample)) {
      for (const key of PROTOTYPE_KEYS) {
        // a fresh sample each time: some carry a name that must be unique (address-book entries)
        const body = render(applyMutation(e.sample(fixtures), { path, op: 'replace', value: key }));
        const res = await sender.send({ method: e.method, url: e.url(fixtures), as: e.as, body, contentType: 'application/json' });
        const field = fieldOf(path);
        if (res.statusCode >= 500) failures.push(`${field}=${JSON.stringify(key)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode === 400) {
          const issues = (res.json() as { issues?: { field: string }[] }).issues ?? [];
          if (!issues.some((i) => i.field === field || i.field.startsWith(`${field}.`) || (e.related?.[field] ?? []).includes(i.field)))
            failures.push(`${field}=${JSON.stringify(key)}: 400 without naming the field: ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("the tables behind the compliance routes (the review's findings)", () => {
  it.each(['__proto__', 'constructor', 'CONSTRUCTOR', '__PROTO__', 'Constructor', 'toString', 'hasOwnProperty'])(
    'itemCategory %s: 400 naming itemCategory on /api/compliance/check and itemDetails.category on /api/customs/declaration',
    async (key) => {
      const check = await t.anonymous().post('/api/compliance/check').send({ itemCategory: key, fromCountry: 'US', toCountry: 'DE', declaredValue: 10 }).expect(400);
      expect(check.body.issues.map((i: { field: string }) => i.field)).toEqual(['itemCategory']);
      const customs = await t
        .anonymous()
        .post('/api/customs/declaration')
        .send({ itemDetails: { description: 'x', value: 10, category: key }, fromAddress: { country: 'US' }, toAddress: { country: 'DE' } })
        .expect(400);
      expect(customs.body.issues.map((i: { field: string }) => i.field)).toEqual(['itemDetails.category']);
    },
  );
});
