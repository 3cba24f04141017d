import { ReturnPortalLinks } from './return-portal-links';

// ── Return portal links (issue 28 item 2): signed, expiring, and nothing else is one ──

describe('return portal links', () => {
  const links = new ReturnPortalLinks({ AUTH_COOKIE_SECRET: 'x'.repeat(32) });
  const shipmentId = '0b7e7a52-3a1f-4c55-9d2e-0f6c1b2a3d4e';
  const ownerId = '5f0c8d4e-1111-4a2b-8c3d-9e8f7a6b5c4d';
  const at = new Date('2026-11-25T09:00:00Z');
  it('grants the shipment and owner it was issued for, until it expires', () => {
    const link = links.issue(shipmentId, ownerId, at);
    expect(link.token.length).toBeLessThanOrEqual(100);
    // a dot would make the portal's URL look like a file to the web server
    expect(link.token).toMatch(/^[\w-]+~[\w-]+$/);
    expect(link.expiresAt).toBe('2026-12-25T09:00:00.000Z');
    expect(links.read(link.token, new Date('2026-12-25T08:59:59Z'))).toEqual({ shipmentId, ownerId, expiresAt: link.expiresAt });
    expect(links.read(link.token, new Date('2026-12-25T09:00:00Z'))).toBeNull();
  });
  it('grants nothing for a token of another secret, or edited', () => {
    const link = links.issue(shipmentId, ownerId, at);
    expect(new ReturnPortalLinks({ AUTH_COOKIE_SECRET: 'y'.repeat(32) }).read(link.token, at)).toBeNull();
    const [payload, mac] = link.token.split('~') as [string, string];
    const edited = `${payload.slice(0, -2)}${payload.endsWith('AA') ? 'AB' : 'AA'}.${mac}`;
    for (const token of [edited, payload, `${link.token}~`, '', '~', shipmentId]) expect(links.read(token, at)).toBeNull();
  });
});
