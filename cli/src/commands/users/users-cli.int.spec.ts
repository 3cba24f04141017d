import type { AddressInfo } from 'node:net';
import type { RoleChanged } from '@waypost/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../../api/test-support/create-test-app';
import { runWaypost, testIo, type TestIo } from '../../test-support/test-io';

// Issue 22 item 16: an admin changes a role from the CLI, against the real API; the change is a RoleChanged event.

describe('waypost users (real API)', () => {
  let t: TestApp;
  let url: string;
  const ios: TestIo[] = [];
  const asUser = async (email: string) => {
    const res = await fetch(`${url}/api/auth/cli-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, name: 'users-cli-test' }),
    });
    const { token, id } = (await res.json()) as { token: string; id: string };
    const io = testIo();
    io.writeConfig({ url, token, tokenId: id, email });
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

  it('lists accounts and changes a role by email; the change is an event and the account has the role', async () => {
    const listed = await runWaypost(await asUser('admin@waypost.test'), ['users', 'list', '--search', 'private@waypost.test']);
    expect(listed.out.text).toMatch(/private@waypost\.test\s+\S.*\s+shipper\s+yes/);

    const changed = await runWaypost(await asUser('admin@waypost.test'), ['users', 'role', 'PRIVATE@waypost.test', 'agent']);
    expect(changed.err.text).toBe('');
    expect(changed.out.text).toBe('PRIVATE@waypost.test: shipper -> agent\n');
    const me = await (await t.signIn('private')).get('/api/auth/user').expect(200);
    expect(me.body.role).toBe('agent');
    const events = (await t.resources.store.readStream(`account-${me.body.id}`)).filter((e) => e.type === 'RoleChanged');
    expect(events.map((e) => (e.data as RoleChanged['data']).role)).toEqual(['agent']);
  });

  it('refuses a role that does not exist (exit 2, naming <role>) and a non-admin (non-zero exit, nothing changed)', async () => {
    const bad = await runWaypost(await asUser('admin@waypost.test'), ['users', 'role', 'shipper@waypost.test', 'root']);
    expect(bad.exitCode).toBe(2);
    expect(bad.err.text).toContain('<role>');
    const shipper = await runWaypost(await asUser('shipper@waypost.test'), ['users', 'role', 'shipper@waypost.test', 'admin']);
    expect(shipper.exitCode).not.toBe(0);
    expect((await (await t.signIn('shipper')).get('/api/auth/user').expect(200)).body.role).toBe('shipper');
  });
});
