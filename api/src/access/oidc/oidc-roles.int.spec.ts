import type { AdminUserRow, RoleChanged } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { returnToApp, startTestProvider, type TestProvider } from '../../../test-support/oidc-provider';

// Issue 22 item 16: roles from the provider's claim through OIDC_ROLE_MAP, and from an admin; every grant and change
// is a RoleChanged event on the account's stream; never a staff role because of an email address.
const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('roles from the provider and from an admin', () => {
  let idp: TestProvider;
  let t: TestApp;
  const ssoSignIn = async (sub: string) => {
    const agent = t.anonymous();
    const begun = await agent.get('/api/login').expect(302);
    expect((await returnToApp(agent, await idp.visit(begun.headers.location!, sub))).status).toBe(302);
    return agent;
  };
  const roleEvents = async (userId: string) =>
    (await t.resources.store.readStream(`account-${userId}`)).filter((e) => e.type === 'RoleChanged').map((e) => e.data as RoleChanged['data']);

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/callback`] });
    t = await createTestApp({
      env: {
        OIDC_ISSUER_URL: idp.issuer,
        OIDC_CLIENT_ID: 'waypost',
        OIDC_CLIENT_SECRET: 'secret',
        PUBLIC_URL,
        OIDC_ROLES_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'waypost-admins=admin,waypost-agents=agent,waypost-audit=auditor',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('the groups claim grants the mapped role at the first sign-in and changes it at the next, each as an event', async () => {
    await idp.account('ada', { email: 'ada@corp.example', email_verified: true, groups: ['staff', 'waypost-agents'] });
    const first = await ssoSignIn('ada');
    const ada = (await first.get('/api/auth/user').expect(200)).body as { id: string; role: string };
    expect(ada.role).toBe('agent');

    await idp.account('ada', { email: 'ada@corp.example', email_verified: true, groups: ['waypost-agents', 'waypost-admins'] });
    expect((await (await ssoSignIn('ada')).get('/api/auth/user').expect(200)).body.role).toBe('admin');

    await idp.account('ada', { email: 'ada@corp.example', email_verified: true, groups: ['staff'] });
    expect((await (await ssoSignIn('ada')).get('/api/auth/user').expect(200)).body.role).toBe('shipper');

    expect((await roleEvents(ada.id)).map((e) => [e.previousRole, e.role, e.source.kind])).toEqual([
      ['shipper', 'agent', 'provider-claim'],
      ['agent', 'admin', 'provider-claim'],
      ['admin', 'shipper', 'provider-claim'],
    ]);
  });

  it('no staff role from an email address: a verified staff-looking address without a mapped group is a shipper', async () => {
    await idp.account('looks-staff', { email: 'admin@corp.example', email_verified: true, groups: ['everyone'] });
    expect((await (await ssoSignIn('looks-staff')).get('/api/auth/user').expect(200)).body.role).toBe('shipper');
  });

  it('an admin lists the users and changes a role (an event); bad input is a 400 naming the field; others are refused', async () => {
    const admin = await t.signIn('admin');
    const adminId = (await admin.get('/api/auth/user').expect(200)).body.id as string;
    const rows = (await admin.get('/api/admin/users').query({ q: 'private@waypost.test' }).expect(200)).body as AdminUserRow[];
    expect(rows).toEqual([expect.objectContaining({ email: 'private@waypost.test', role: 'shipper', emailVerified: true, identities: 0 })]);
    const target = rows[0]!.id;

    const bad = await admin.put(`/api/admin/users/${target}/role`).send({ role: 'superuser' }).expect(400);
    expect(bad.body.issues).toEqual([expect.objectContaining({ field: 'role' })]);
    expect((await admin.put('/api/admin/users/not-a-user/role').send({ role: 'agent' }).expect(400)).body.issues[0].field).toBe('id');
    await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000/role').send({ role: 'agent' }).expect(404);
    expect((await admin.put(`/api/admin/users/${adminId}/role`).send({ role: 'shipper' }).expect(400)).body.issues[0].field).toBe('role');

    const changed = await admin.put(`/api/admin/users/${target}/role`).send({ role: 'auditor' }).expect(200);
    expect(changed.body).toMatchObject({ id: target, role: 'auditor', previousRole: 'shipper', changed: true });
    expect((await admin.put(`/api/admin/users/${target}/role`).send({ role: 'auditor' }).expect(200)).body.changed).toBe(false);
    expect(await roleEvents(target)).toEqual([expect.objectContaining({ previousRole: 'shipper', role: 'auditor', source: { kind: 'admin', adminId } })]);

    const privateUser = await t.signIn('private');
    expect((await privateUser.get('/api/auth/user').expect(200)).body.role).toBe('auditor');
    await privateUser.put(`/api/admin/users/${target}/role`).send({ role: 'admin' }).expect(403);
    await (await t.signIn('agent')).get('/api/admin/users').expect(403);
    await t.anonymous().put(`/api/admin/users/${target}/role`).send({ role: 'admin' }).expect(401);
  });
});
