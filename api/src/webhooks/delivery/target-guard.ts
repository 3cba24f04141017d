import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// ── SSRF guard: a webhook may only reach public unicast addresses ────────────
// Refused: private (10/8, 172.16/12, 192.168/16), loopback, link-local (169.254/16: cloud metadata), unique-local
// (fc00::/7), CGNAT (100.64/10), unspecified, broadcast, multicast, reserved, and IPv6 forms that embed such an IPv4
// (mapped, NAT64, 6to4, Teredo are refused outright). Checked when an endpoint is registered and again on each
// delivery on the address the connection actually uses (no rebinding between check and connect). Hosts in the admin
// allow-list (WEBHOOK_ALLOW_HOSTS) pass: development receivers and the tests.

export type TargetCheck = { ok: true } | { ok: false; reason: string };

/** Why an address may not be reached, or null when it is public. */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : `it resolves to ${parsed.toString()}, a ${range} address (private, loopback, link-local, CGNAT and metadata addresses are refused)`;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

export class TargetGuard {
  private readonly allowed: ReadonlySet<string>;

  constructor(allowHosts: readonly string[]) {
    this.allowed = new Set(allowHosts.map((h) => h.toLowerCase()));
  }

  isAllowListed(host: string): boolean {
    return this.allowed.has(host.toLowerCase());
  }

  /** At registration: the URL's scheme, credentials and every address its host resolves to. */
  async check(rawUrl: string): Promise<TargetCheck> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return { ok: false, reason: 'must be an http:// or https:// URL' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'must be an http:// or https:// URL' };
    if (url.username || url.password) return { ok: false, reason: 'must not carry credentials (user:password@)' };
    const host = hostOf(url);
    if (this.isAllowListed(host)) return { ok: true };
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = await new Promise<string[]>((resolve, reject) =>
          dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found.map((a) => a.address)))),
        );
      } catch {
        return { ok: false, reason: `its host ${host} does not resolve` };
      }
    }
    for (const address of addresses) {
      const why = refusedAddress(address);
      if (why) return { ok: false, reason: `is refused: ${why}` };
    }
    return { ok: true };
  }

  /** For http.request's `lookup`: resolves, then refuses a non-public address unless the host is allow-listed. */
  lookup(host: string): LookupFunction {
    const allowListed = this.isAllowListed(host);
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, found) => {
        if (error) return callback(error, '', 0);
        const list = found as { address: string; family: number }[];
        const bad = allowListed ? null : list.map((a) => refusedAddress(a.address)).find((w) => w !== null);
        if (bad || list.length === 0) {
          const refusal = Object.assign(new Error(`refused target: ${bad ?? 'no address'}`), { code: 'EWEBHOOKTARGET' });
          return callback(refusal, '', 0);
        }
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      });
    };
  }
}
