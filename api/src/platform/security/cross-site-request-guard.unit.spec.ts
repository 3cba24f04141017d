import { crossSiteRefusal, type CrossSiteRequestFacts } from './cross-site-request-guard';
import { redactSecrets } from '../logger';

const post = (headers: CrossSiteRequestFacts['headers'], host = '127.0.0.1:3000', method = 'POST'): CrossSiteRequestFacts => ({ method, host, headers });

describe('cross-site request guard (who may send a write)', () => {
  it('lets reads through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(crossSiteRefusal(post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, undefined, method))).toBeNull();
  });

  it('refuses a write from another origin, from a sibling site, from an opaque origin or with a foreign referrer', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(crossSiteRefusal(post({ origin: 'https://evil.example' }, undefined, method))).toBe('Origin: https://evil.example');
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'cross-site' }))).toBe('Sec-Fetch-Site: cross-site');
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:3000' }))).toBe('Sec-Fetch-Site: same-site');
    expect(crossSiteRefusal(post({ origin: 'null' }))).toBe('Origin: null');
    expect(crossSiteRefusal(post({ origin: 'http://127.0.0.1:3001' }))).not.toBeNull(); // another port is another origin
    expect(crossSiteRefusal(post({ referer: 'https://evil.example/form.html' }))).toBe('Referer from another site');
    expect(crossSiteRefusal(post({ origin: 'javascript:alert(1)' }))).not.toBeNull();
  });

  it('lets same-origin writes through (ports and default ports compared like browsers do)', () => {
    expect(crossSiteRefusal(post({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(crossSiteRefusal(post({ referer: 'http://127.0.0.1:3000/api/login' }))).toBeNull();
    expect(crossSiteRefusal(post({ origin: 'https://waypost.example' }, 'WayPost.example:443'))).toBeNull();
    expect(crossSiteRefusal(post({ origin: 'http://waypost.example:80' }, 'waypost.example'))).toBeNull();
  });

  it('trusts the configured public URL (a proxy that rewrites Host)', () => {
    expect(crossSiteRefusal(post({ origin: 'https://app.waypost.example' }, 'internal:3000'), ['https://app.waypost.example/'])).toBeNull();
    expect(crossSiteRefusal(post({ origin: 'https://evil.example' }, 'internal:3000'), ['https://app.waypost.example'])).not.toBeNull();
  });

  it('lets non-browser clients (no Origin, Referer or Sec-Fetch-Site) and Bearer-token calls through', () => {
    expect(crossSiteRefusal(post({}))).toBeNull();
    expect(crossSiteRefusal(post({ authorization: 'Bearer wpt_abc', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toBeNull();
    // a Basic header is no token: the session cookie would still be what authenticates
    expect(crossSiteRefusal(post({ authorization: 'Basic eDp5', origin: 'https://evil.example' }))).not.toBeNull();
  });
});

describe('log redaction', () => {
  it('masks password, secret and authorization values and Bearer tokens in any message', () => {
    expect(redactSecrets('{"email":"a@b.c","password":"hunter2 \\"x"}')).toBe('{"email":"a@b.c","password":[redacted]}');
    expect(redactSecrets('POST /api/x?email=a%40b&password=hunter2&x=1')).toBe('POST /api/x?email=a%40b&password=[redacted]&x=1');
    expect(redactSecrets('client_secret: s3cr3t, next')).toBe('client_secret: [redacted], next');
    expect(redactSecrets('Authorization: Bearer wpt_abc.def')).not.toContain('wpt_abc');
    expect(redactSecrets('GET /api/shipments: Error: boom')).toBe('GET /api/shipments: Error: boom');
  });
});
