import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { refusedAddress, type TargetGuard } from './target-guard';

// ── One delivery attempt: POST the body, read the status, follow no redirect ──
// 2xx is delivered; anything else (3xx included: redirects are never followed), a timeout, a refused target or a
// network error is a failure. Answers are read up to 4 KiB and dropped.

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

// Connections are kept for the next delivery to the same endpoint; a new one resolves and is checked again.
const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 }) };

export function postWebhook(guard: TargetGuard, rawUrl: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (ok: boolean, statusCode: number | null, error: string | null): AttemptOutcome => ({
    ok,
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.resolve(done(false, null, 'not a URL'));
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through `lookup`: check it here.
  if (isIP(host) && !guard.isAllowListed(host)) {
    const why = refusedAddress(host);
    if (why) return Promise.resolve(done(false, null, `refused target: ${why}`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Waypost-Webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guard.lookup(host),
        timeout: timeoutMs,
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 4096) response.destroy();
        });
        const end = () => {
          if (status >= 200 && status < 300) finish(done(true, status, null));
          else if (status >= 300 && status < 400) finish(done(false, status, `redirect to ${response.headers.location ?? '?'} not followed`));
          else finish(done(false, status, `HTTP ${status}`));
        };
        response.on('end', end);
        response.on('close', end);
        response.on('error', end);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    request.on('error', (error) => finish(done(false, null, error.message)));
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}
