import { ApiError, apiRequest, errorReason, fieldIssues, getQueryFn, queryKeyToPath } from './api-client';

// Spec sections 7 and 8: credentials always, JSON only with a body, "status: body" errors.
type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
const realFetch = global.fetch;

function answer(status: number, body: string, statusText = '') {
  global.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body || null, { status, statusText });
  }) as typeof fetch;
}

beforeEach(() => {
  calls = [];
});
afterAll(() => {
  global.fetch = realFetch;
});

describe('apiRequest', () => {
  it('sends JSON with a Content-Type header and credentials when there is a body', async () => {
    answer(201, '{"id":"1"}');
    await apiRequest('POST', '/api/shipments', { a: 1 });
    expect(calls[0]).toEqual({
      url: '/api/shipments',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}', credentials: 'include' },
    });
  });

  it('sends no Content-Type and no body without data', async () => {
    answer(200, '[]');
    await apiRequest('GET', '/api/shipments');
    expect(calls[0]?.init).toEqual({ method: 'GET', headers: {}, body: undefined, credentials: 'include' });
  });

  it('throws "status: body text" on a non-OK answer', async () => {
    answer(409, '{"message":"conflict"}', 'Conflict');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow(new Error('409: {"message":"conflict"}'));
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });
});

describe('getQueryFn', () => {
  const run = (fn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) =>
    (fn as (ctx: { queryKey: readonly unknown[]; signal: AbortSignal }) => Promise<unknown>)({
      queryKey,
      signal: new AbortController().signal,
    });

  it('GETs the query key as a path, with credentials', async () => {
    answer(200, '{"ok":true}');
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/tracking', '2PG-2024-000001'])).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/tracking/2PG-2024-000001');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    answer(401, '{"message":"Sign in required"}');
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/auth/user'])).rejects.toThrow('401: {"message":"Sign in required"}');
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).resolves.toBeNull();
  });
});

describe('helpers', () => {
  it('encodes every key segment after the first', () => {
    expect(queryKeyToPath(['/api/tracking', 'a/b c'])).toBe('/api/tracking/a%2Fb%20c');
  });

  it('reads field issues from a 400 answer only', () => {
    const issues = [{ field: 'itemDetails.weight', message: 'must be greater than 0' }];
    expect(fieldIssues(new ApiError(400, JSON.stringify({ issues }), 'Bad Request'))).toEqual(issues);
    expect(fieldIssues(new ApiError(500, JSON.stringify({ issues }), ''))).toEqual([]);
    expect(fieldIssues(new ApiError(400, 'not json', ''))).toEqual([]);
    expect(fieldIssues(new Error('x'))).toEqual([]);
  });
});

describe('errorReason (issue 22: never the raw "404: {json}")', () => {
  it("reads the server's message from its JSON error body", () => {
    const e = new ApiError(404, JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No shipment 2PG-1 for x@y.z' }), 'Not Found');
    expect(errorReason(e)).toBe('No shipment 2PG-1 for x@y.z');
  });
  it('names the fields of a 400', () => {
    const e = new ApiError(400, JSON.stringify({ statusCode: 400, message: 'bad', issues: [{ field: 'email', message: 'must be an email' }] }), 'Bad Request');
    expect(errorReason(e)).toBe('email: must be an email');
  });
  it('says a plain sentence for server errors, statuses without a body and network failures', () => {
    expect(errorReason(new ApiError(500, '{"statusCode":500}', 'Internal Server Error'))).toMatch(/^Something went wrong on our side/);
    expect(errorReason(new ApiError(404, '', 'Not Found'))).toBe('It was not found.');
    expect(errorReason(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(errorReason(new ApiError(422, '{"statusCode":422}', ''))).toBe('The request was refused (422).');
  });
});
