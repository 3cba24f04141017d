import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { hashPassword, verifyPassword } from './password';

// ── Issue 22 item 7: scrypt at OWASP's minimum (N=2^17, r=8, p=1) by default; older hashes rehashed at sign-in ──
// This app runs with the default cost (the rest of the suite uses 2^14 for speed: see create-test-app.ts).

const paramsOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('password hashes at the default cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    // no demo accounts: seeding five of them at 2^17 would only slow this file down
    t = await createTestApp({ env: { PASSWORD_SCRYPT_LOG2_N: '17', SEED_DEMO: 'false' } });
  });
  afterAll(() => t.close());

  const storedHash = async (email: string) =>
    (await t.resources.pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])).rows[0]!.password_hash;

  it('the default configuration hashes new passwords with N=2^17, r=8, p=1', async () => {
    expect(t.resources.config.PASSWORD_SCRYPT_LOG2_N).toBe(17);
    await t.anonymous().post('/api/signup').set('accept', 'application/json').send({ email: 'fresh@example.com', password: 'a-long-password', firstName: 'Fay' }).expect(202);
    const hash = await storedHash('fresh@example.com');
    expect(paramsOf(hash)).toBe('scrypt$131072$8$1');
    expect(await verifyPassword('a-long-password', hash)).toBe(true);
  });

  it('a hash made at the old cost (2^14) still signs in, and is replaced by one at the current cost', async () => {
    const old = await hashPassword('old-but-good-password', { N: 2 ** 14, r: 8, p: 1 });
    await t.resources.pool.query(
      "INSERT INTO users (id, email, password_hash, first_name, role, user_type, email_verified_at) VALUES (gen_random_uuid(), 'legacy@example.com', $1, 'Leo', 'shipper', 'private', now())",
      [old],
    );
    // a wrong password changes nothing
    await t.anonymous().post('/api/login').set('accept', 'application/json').send({ email: 'legacy@example.com', password: 'not-the-password-1' }).expect(401);
    expect(await storedHash('legacy@example.com')).toBe(old);
    await t.anonymous().post('/api/login').set('accept', 'application/json').send({ email: 'legacy@example.com', password: 'old-but-good-password' }).expect(200);
    const rehashed = await storedHash('legacy@example.com');
    expect(paramsOf(rehashed)).toBe('scrypt$131072$8$1');
    expect(rehashed).not.toBe(old);
    // the new hash works, through the CLI's sign-in too, and is not replaced again
    await t.anonymous().post('/api/auth/cli-login').send({ email: 'legacy@example.com', password: 'old-but-good-password' }).expect(201);
    expect(await storedHash('legacy@example.com')).toBe(rehashed);
  });
});
