// ── Where to go after signing in: a path on this site, never anywhere else ───
// Browsers read `/\evil.example` and `//evil.example` as another host, and a CR or LF in a Location header is a
// header injection (Node refuses it: a 500). Only a plain same-origin path passes; anything else means `/`.

const PROBE_ORIGIN = 'http://waypost.invalid';
const FORBIDDEN = /[\\\u0000-\u001f\u007f]/;
const MAX_LENGTH = 2000;

export function safeReturnTo(to: unknown): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_LENGTH) return '/';
  if (!to.startsWith('/') || to.startsWith('//') || FORBIDDEN.test(to)) return '/';
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? '/' : path;
}
