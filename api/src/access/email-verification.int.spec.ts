import { ACCESS_MESSAGES } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { DEMO_PASSWORD } from './demo-seed';
import { MailSender } from './mail/mail-sender';

// ── Sign-up proves the address: a mailed single-use link that expires; mail through the outbox or SMTP ──

const json = { accept: 'application/json' };
const signUpBody = (email: string, password = 'a-long-password', firstName = 'Nia') => ({ email, password, firstName, lastName: 'New', userType: 'private' });

describe('email verification', () => {
  let t: TestApp;
  const logged: { scope?: string; msg: string }[] = [];
  beforeAll(async () => {
    const logTo = { write: (line: string) => void logged.push(JSON.parse(line) as { scope?: string; msg: string }) };
    t = await createTestApp({ env: { LOG_LEVEL: 'info', PUBLIC_URL: 'https://waypost.example', ANONYMOUS_WRITE_LIMIT: '1000' }, logTo });
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails a link to the outbox and announces it in the log (the embedded default)', async () => {
    await t.anonymous().post('/api/signup').set(json).send(signUpBody('logged@example.com')).expect(202);
    const [mail] = await t.outbox('logged@example.com');
    expect(mail).toMatchObject({ to: 'logged@example.com', kind: 'verify-email', subject: 'Confirm your email address for Waypost', status: 'outbox', sentAt: null });
    const link = /https:\/\/waypost\.example\/api\/verify-email\?token=[\w-]{40,}/.exec(mail!.text!)![0];
    const lines = logged.filter((l) => l.scope === 'mail' && l.msg.includes('mail to logged@example.com (outbox; SMTP_URL unset): Confirm your email address for Waypost'));
    expect(lines.map((l) => l.msg)).toEqual([expect.stringContaining(link)]);
    // the token itself is stored only as its hash
    const token = decodeURIComponent(link.split('token=')[1]!);
    const { rows } = await t.resources.pool.query('SELECT token_hash FROM email_verifications');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('the link lands on a page whose button confirms (a GET changes nothing); it works once', async () => {
    await t.anonymous().post('/api/signup').set(json).send(signUpBody('once@example.com', 'once-and-only-once-1')).expect(202);
    const token = await t.verificationToken('once@example.com');
    const page = await t.anonymous().get('/api/verify-email').query({ token }).expect(200);
    expect(page.text).toContain(`<h1>${ACCESS_MESSAGES.confirmTitle}</h1>`);
    expect(page.text).toContain('<strong>once@example.com</strong>');
    expect(page.text).toContain('<input id="password" name="password" type="password"');
    expect((await t.resources.pool.query("SELECT email_verified_at FROM users WHERE email = 'once@example.com'")).rows[0].email_verified_at).toBeNull();

    const wrong = await t.anonymous().post('/api/verify-email').type('form').send({ token, password: 'not-the-password-1' }).expect(401);
    expect(wrong.text).toContain(ACCESS_MESSAGES.confirmPasswordWrong);
    const browser = t.anonymous();
    const ok = await browser.post('/api/verify-email').type('form').send({ token, password: 'once-and-only-once-1' }).expect(200);
    expect(ok.text).toContain(ACCESS_MESSAGES.confirmed);
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ email: 'once@example.com', emailVerified: true });
    // EmailVerified is on the account's stream, once
    const user = (await browser.get('/api/auth/user')).body;
    const events = await t.resources.store.readStream(`account-${user.id}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([['EmailVerified', { userId: user.id, email: 'once@example.com', verifiedAt: expect.any(String) }]]);
    // used: the link is dead, on the page and on the post
    const again = await t.anonymous().get('/api/verify-email').query({ token }).expect(400);
    expect(again.text).toContain(ACCESS_MESSAGES.linkInvalid);
    const reuse = await t.anonymous().post('/api/verify-email').set(json).send({ token, password: 'once-and-only-once-1' }).expect(400);
    expect(reuse.body.message).toBe(ACCESS_MESSAGES.linkInvalid);
  });

  it('signed in as the account, the link confirms without asking for the password', async () => {
    await t.anonymous().post('/api/signup').set(json).send(signUpBody('signedin@example.com', 'signed-in-already-2')).expect(202);
    const browser = t.anonymous();
    await browser.post('/api/login').set(json).send({ email: 'signedin@example.com', password: 'signed-in-already-2' }).expect(200);
    const token = await t.verificationToken('signedin@example.com');
    const page = await browser.get('/api/verify-email').query({ token }).expect(200);
    expect(page.text).not.toContain('name="password"');
    await browser.post('/api/verify-email').set(json).send({ token }).expect(200);
    expect((await browser.get('/api/auth/user')).body.emailVerified).toBe(true);
  });

  it('a link expires', async () => {
    await t.anonymous().post('/api/signup').set(json).send(signUpBody('late@example.com', 'too-late-for-this-3')).expect(202);
    const token = await t.verificationToken('late@example.com');
    await t.resources.pool.query("UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'");
    await t.anonymous().get('/api/verify-email').query({ token }).expect(400);
    await t.anonymous().post('/api/verify-email').set(json).send({ token, password: 'too-late-for-this-3' }).expect(400);
    expect((await t.resources.pool.query("SELECT email_verified_at FROM users WHERE email = 'late@example.com'")).rows[0].email_verified_at).toBeNull();
  });

  it("someone who typed a stranger's address first loses the account to its real owner, password and sessions included", async () => {
    const squatter = t.anonymous();
    await squatter
      .post('/api/signup')
      .set(json)
      .send(signUpBody('mine@example.com', 'squatters-password-1', 'Eve'))
      .expect(202);
    await squatter.post('/api/login').set(json).send({ email: 'mine@example.com', password: 'squatters-password-1' }).expect(200);
    // the real owner signs up too: same answer as ever, and a link that carries the owner's password
    await t
      .anonymous()
      .post('/api/signup')
      .set(json)
      .send(signUpBody('mine@example.com', 'the-owners-password-2', 'Olga'))
      .expect(202);
    const [newest, first] = await t.outbox('mine@example.com');
    expect([newest!.kind, first!.kind]).toEqual(['verify-email', 'verify-email']);
    const ownersToken = await t.verificationToken('mine@example.com');
    // the squatter's password does not open the owner's link
    await squatter.post('/api/verify-email').set(json).send({ token: ownersToken, password: 'squatters-password-1' }).expect(401);
    const owner = t.anonymous();
    await owner.post('/api/verify-email').set(json).send({ token: ownersToken, password: 'the-owners-password-2' }).expect(200);
    expect((await owner.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: 'Olga', emailVerified: true });
    await squatter.get('/api/auth/user').expect(401);
    await t.anonymous().post('/api/login').set(json).send({ email: 'mine@example.com', password: 'squatters-password-1' }).expect(401);
    // the squatter's own link died with the confirmation
    const squattersToken = /token=(\S+)/.exec(first!.text!)![1]!;
    await t
      .anonymous()
      .post('/api/verify-email')
      .set(json)
      .send({ token: decodeURIComponent(squattersToken), password: 'squatters-password-1' })
      .expect(400);
  });

  it('an unconfirmed account asks for a new link at most once a minute; a confirmed one is told so', async () => {
    await t.anonymous().post('/api/signup').set(json).send(signUpBody('resend@example.com', 'resend-me-please-4')).expect(202);
    const browser = t.anonymous();
    await browser.post('/api/login').set(json).send({ email: 'resend@example.com', password: 'resend-me-please-4' }).expect(200);
    const soon = await browser.post('/api/auth/verification').expect(429);
    expect(soon.body.message).toBe(ACCESS_MESSAGES.resendTooSoon);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    await t.resources.pool.query("UPDATE email_verifications SET created_at = now() - interval '61 seconds' WHERE email = 'resend@example.com'");
    const sent = await browser.post('/api/auth/verification').expect(202);
    expect(sent.body.message).toBe(ACCESS_MESSAGES.verificationResent('resend@example.com'));
    expect((await t.outbox('resend@example.com')).filter((m) => m.kind === 'verify-email')).toHaveLength(2);
    const shipper = await t.signIn('shipper');
    expect((await shipper.post('/api/auth/verification').expect(200)).body.message).toBe(ACCESS_MESSAGES.alreadyVerified);
  });

  it('links point at PUBLIC_URL, never at the Host header a sign-up request brings', async () => {
    await t.anonymous().post('/api/signup').set(json).set('host', 'evil.example').set('x-forwarded-host', 'evil.example').send(signUpBody('hosted@example.com')).expect(202);
    const [mail] = await t.outbox('hosted@example.com');
    expect(mail!.text).toContain('https://waypost.example/api/verify-email?token=');
    expect(mail!.text).not.toContain('evil.example');
  });

  it('a taken address gets at most one "already registered" note in fifteen minutes', async () => {
    for (let i = 0; i < 3; i++) await t.anonymous().post('/api/signup').set(json).send(signUpBody('admin@waypost.test')).expect(202);
    const notes = (await t.outbox('admin@waypost.test')).filter((m) => m.kind === 'already-registered');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain('https://waypost.example/api/login');
  });

  it('only admins read the outbox', async () => {
    await (await t.signIn('agent')).get('/api/admin/mail/outbox').expect(403);
    await t.anonymous().get('/api/admin/mail/outbox').expect(401);
    const bad = await (await t.signIn('admin')).get('/api/admin/mail/outbox?limit=1.5').expect(400);
    expect(bad.body.issues.map((i: { field: string }) => i.field)).toEqual(['limit']);
  });

  it('demo accounts are created confirmed', async () => {
    const { rows } = await t.resources.pool.query("SELECT count(*)::int AS n FROM users WHERE email LIKE '%@waypost.test' AND email_verified_at IS NOT NULL");
    expect(rows[0].n).toBe(5);
    expect((await (await t.signIn('private')).get('/api/auth/user')).body.emailVerified).toBe(true);
    expect(DEMO_PASSWORD).toBe('waypost-demo');
  });
});

describe('account mail over SMTP (SMTP_URL)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Waypost <accounts@waypost.example>', ANONYMOUS_WRITE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('nodemailer delivers the mail; the outbox keeps the record but drops the text (its link is a secret)', async () => {
    await t.anonymous().post('/api/signup').set(json).send(signUpBody('smtp.user@example.com', 'sent-by-smtp-5')).expect(202);
    const [mail] = await sink.waitFor(1);
    expect(mail!.from).toContain('accounts@waypost.example');
    expect(mail!.to).toEqual(['<smtp.user@example.com>']);
    expect(mail!.data).toContain('Subject: Confirm your email address for Waypost');
    expect(mail!.data).toMatch(/api\/verify-email\?token=/);
    for (let i = 0; i < 100 && (await t.outbox('smtp.user@example.com'))[0]?.status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 20));
    const [row] = await t.outbox('smtp.user@example.com');
    expect(row).toMatchObject({ status: 'sent', text: null, sentAt: expect.any(String) });
    expect(t.app.get(MailSender).loop).not.toBeNull();
  });
});
