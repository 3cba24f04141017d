import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, webhookHeaders } from './signing';
import { refusedAddress } from './target-guard';

// ── Signatures as a receiver checks them (the specification's own library); the SSRF address ranges ──

describe('Standard Webhooks signing', () => {
  const body = JSON.stringify({ type: 'shipment.created', timestamp: '2026-11-01T10:00:00.000Z', data: { id: 'x' } });
  const now = Math.floor(Date.now() / 1000);

  it('verifies with the standardwebhooks library, and fails for another body, id, time or secret', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = webhookHeaders([secret], 'msg_1', now, body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body + ' ', headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-timestamp': String(now - 1) })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('signs with every secret during a rotation: either one verifies', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = webhookHeaders([current, previous], 'msg_1', now, body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
  });
});

describe('SSRF: refused address ranges', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
  ])('%s is refused (%s)', (address, range) => {
    expect(refusedAddress(address)).toContain(range);
  });
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) => {
    expect(refusedAddress(address)).toBeNull();
  });
});
