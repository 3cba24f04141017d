import type { AddressInfo } from 'node:net';
import type { ApiKeyInfo, CreatedApiKey } from '@waypost/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../../api/test-support/create-test-app';
import { runWaypost, testIo, type TestIo } from '../../test-support/test-io';

// Issue 25 item 3: a shipper signed in with the CLI's token creates, lists and revokes API keys against the real API.

describe('waypost keys (real API)', () => {
  let t: TestApp;
  let url: string;
  const ios: TestIo[] = [];
  const asShipper = async () => {
    const res = await fetch(`${url}/api/auth/cli-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shipper@waypost.test', password: DEMO_PASSWORD, name: 'keys-cli-test' }),
    });
    const { token, id } = (await res.json()) as { token: string; id: string };
    const io = testIo();
    io.writeConfig({ url, token, tokenId: id, email: 'shipper@waypost.test' });
    ios.push(io);
    return io;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const io of ios) io.cleanup();
    await t.close();
  });

  it('creates a test key that works once, lists it by prefix, revokes it: then it answers 401', async () => {
    const made = await runWaypost(await asShipper(), ['keys', 'create', 'ci', '--mode', 'test', '--scope', 'read,write', '--expires', '2099-01-01', '--json']);
    expect(made.exitCode ?? 0).toBe(0);
    const created = JSON.parse(made.out.text) as CreatedApiKey;
    expect(created).toMatchObject({ name: 'ci', mode: 'test', scopes: ['read', 'write'], expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(created.key).toMatch(/^wp_test_/);
    const use = () => fetch(`${url}/api/shipments`, { headers: { authorization: `Bearer ${created.key}` } });
    expect((await use()).status).toBe(200);

    const listed = await runWaypost(await asShipper(), ['keys', 'list']);
    expect(listed.out.text).toContain(`${created.prefix}…`);
    expect(listed.out.text).not.toContain(created.key);

    const revoked = await runWaypost(await asShipper(), ['keys', 'revoke', created.id]);
    expect(revoked.out.text).toBe(`API key ${created.id} revoked.\n`);
    const after = await use();
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toBe('This API key was revoked.');
    const json = JSON.parse((await runWaypost(await asShipper(), ['keys', 'list', '--json'])).out.text) as ApiKeyInfo[];
    expect(json.find((k) => k.id === created.id)?.revokedAt).toEqual(expect.any(String));
  });

  it('refuses the admin scope for a shipper with the reason, and creates nothing', async () => {
    const before = JSON.parse((await runWaypost(await asShipper(), ['keys', 'list', '--json'])).out.text) as ApiKeyInfo[];
    const refused = await runWaypost(await asShipper(), ['keys', 'create', '--mode', 'live', '--scope', 'admin']);
    expect(refused.exitCode).not.toBe(0);
    expect(refused.err.text).toContain('only an admin may give a key the admin scope');
    expect(JSON.parse((await runWaypost(await asShipper(), ['keys', 'list', '--json'])).out.text)).toHaveLength(before.length);
  });
});
