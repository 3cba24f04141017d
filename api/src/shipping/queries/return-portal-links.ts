import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { RETURN_PORTAL_LINK_DAYS, type ReturnPortalLink } from '@waypost/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { DEV_MASTER_KEY_PASSPHRASE } from '../../platform/event-store/personal-data';

// ── Return portal links (issue 28 item 2) ────────────────────────────────────
// A link names the shipment and its owner: base64url(shipment id, owner id as 16 bytes each, expiry in seconds as 4)
// + '~' + an HMAC over it (72 characters: URL path segments are limited to 100), with a key derived from the same shared secret as the
// page cursors (every API process accepts every other's links). A token edited by hand, or past its expiry, is no
// token at all: the caller answers 404 before anything is looked up, so a bad token cannot probe for shipments.

export interface PortalGrant {
  shipmentId: string;
  ownerId: string;
  expiresAt: string;
}

const DAY_SECONDS = 86_400;
const GRANT_BYTES = 36;
/** Not a dot: the web server takes a last path segment with an extension for a file, not a page of the app. */
const SEPARATOR = '~';

const encodeGrant = (shipmentId: string, ownerId: string, expiry: number): string => {
  const bytes = Buffer.alloc(GRANT_BYTES);
  Buffer.from(shipmentId.replaceAll('-', ''), 'hex').copy(bytes, 0);
  Buffer.from(ownerId.replaceAll('-', ''), 'hex').copy(bytes, 16);
  bytes.writeUInt32BE(expiry, 32);
  return bytes.toString('base64url');
};

const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

@Injectable()
export class ReturnPortalLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'AUTH_COOKIE_SECRET' | 'WAYPOST_MASTER_KEY'>) {
    const seed = config.AUTH_COOKIE_SECRET ?? config.WAYPOST_MASTER_KEY ?? DEV_MASTER_KEY_PASSPHRASE;
    this.key = createHash('sha256').update(`waypost return portal\0${seed}`).digest();
  }

  issue(shipmentId: string, ownerId: string, now: Date): ReturnPortalLink {
    const expiry = Math.floor(now.getTime() / 1000) + RETURN_PORTAL_LINK_DAYS * DAY_SECONDS;
    const payload = encodeGrant(shipmentId, ownerId, expiry);
    const token = `${payload}${SEPARATOR}${this.sign(payload)}`;
    return { token, path: `/returns/${token}`, expiresAt: new Date(expiry * 1000).toISOString() };
  }

  /** What a token grants, or null: not made by this server, malformed, or expired. */
  read(token: string, now: Date): PortalGrant | null {
    const [payload, mac, extra] = token.split(SEPARATOR);
    if (!payload || !mac || extra !== undefined) return null;
    // Compare the text, not decoded bytes: base64url decoding ignores stray characters and unused trailing bits.
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.sign(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length !== GRANT_BYTES) return null;
    const expiry = bytes.readUInt32BE(32);
    if (expiry * 1000 <= now.getTime()) return null;
    return { shipmentId: uuidOf(bytes.subarray(0, 16)), ownerId: uuidOf(bytes.subarray(16, 32)), expiresAt: new Date(expiry * 1000).toISOString() };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, 16).toString('base64url');
  }
}
