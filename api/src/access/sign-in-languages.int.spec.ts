import { ACCESS_MESSAGES } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';

// ── Issue 29 over the real app: the account pages and mail in the visitor's language (cookie, else Accept-Language) ──

describe('account pages and mail in the visitor’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/login in German by Accept-Language', async () => {
    const res = await t.anonymous().get('/api/login').set('accept-language', 'de-DE,de;q=0.9,en;q=0.8').expect(200);
    expect(res.text).toContain('<html lang="de"><head>');
    expect(res.text).toContain('<h1>Bei Waypost anmelden</h1>');
    expect(res.text).toContain('<label for="email">E-Mail</label>');
    expect(res.text).toContain('<label for="password">Passwort</label>');
    expect(res.text).toContain('<button type="submit">Anmelden</button>');
  });

  it('GET /api/login in German by the waypost_lang cookie, which wins over Accept-Language', async () => {
    const res = await t.anonymous().get('/api/login?mode=signup').set('cookie', 'waypost_lang=de').set('accept-language', 'fr,en;q=0.5').expect(200);
    expect(res.text).toContain('<html lang="de"><head>');
    expect(res.text).toContain('<h1>Ihr Waypost-Konto erstellen</h1>');
    expect(res.text).toContain('<button type="submit">Konto erstellen</button>');
  });

  it('English when nothing (or nothing supported) is asked for, word for word as before', async () => {
    for (const headers of [{}, { 'accept-language': 'da, sw;q=0.5' }, { cookie: 'waypost_lang=__proto__', 'accept-language': '*' }]) {
      const res = await t.anonymous().get('/api/login').set(headers).expect(200);
      expect(res.text).toContain('<html lang="en"><head>');
      expect(res.text).toContain('<label for="email">Email</label><input id="email"');
      expect(res.text).toContain('<button type="submit">Sign in</button>');
    }
  });

  it('a wrong password: the page’s error in German, the JSON answer in the API’s English', async () => {
    const page = await t.anonymous().post('/api/login').set('accept-language', 'de').type('form').send({ email: 'shipper@waypost.test', password: 'not-the-password' }).expect(401);
    expect(page.text).toContain('<p class="error" role="alert">E-Mail-Adresse oder Passwort ist falsch.</p>');
    const json = await t
      .anonymous()
      .post('/api/login')
      .set('accept-language', 'de')
      .set('accept', 'application/json')
      .send({ email: 'shipper@waypost.test', password: 'not-the-password' })
      .expect(401);
    expect(json.body.message).toBe('Email or password is incorrect.');
  });

  it('a refused sign-up field, translated on the German page', async () => {
    const res = await t
      .anonymous()
      .post('/api/signup')
      .set('cookie', 'waypost_lang=de')
      .type('form')
      .send({ email: 'weak.de@example.com', password: '12345678', firstName: 'Wes' })
      .expect(400);
    expect(res.text).toContain('<p class="error" role="alert">Passwort ist zu leicht zu erraten</p>');
  });

  it('sign-up in German: the page, and the confirmation mail in German; the resend in the resend’s language', async () => {
    const email = 'greta.de@example.com';
    const page = await t
      .anonymous()
      .post('/api/signup')
      .set('accept-language', 'de')
      .type('form')
      .send({ email, password: 'kaffee-fahrrad-wolke-7', firstName: 'Greta' })
      .expect(200);
    expect(page.text).toContain('<html lang="de"><head>');
    expect(page.text).toContain('<h1>Prüfen Sie Ihren Posteingang</h1>');
    expect(page.text).toContain(`Falls ${email} für ein Waypost-Konto verwendet werden kann`);
    const [mail] = await t.outbox(email);
    expect(mail).toMatchObject({ kind: 'verify-email', subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Waypost' });
    expect(mail!.text).toMatch(/^Guten Tag Greta,\n/);
    expect(mail!.text).toContain('24 Stunden lang gültig');

    // the confirmation page follows the browser too
    const token = await t.verificationToken(email);
    const confirm = await t.anonymous().get('/api/verify-email').query({ token }).set('accept-language', 'de').expect(200);
    expect(confirm.text).toContain('<h1>Bestätigen Sie Ihre E-Mail-Adresse</h1>');
    expect(confirm.text).toContain('<button type="submit">E-Mail-Adresse bestätigen</button>');

    // signed in (unconfirmed), an English browser asks for a new link: English mail
    const browser = t.anonymous();
    await browser.post('/api/login').set('accept', 'application/json').send({ email, password: 'kaffee-fahrrad-wolke-7' }).expect(200);
    await t.resources.pool.query("UPDATE email_verifications SET created_at = now() - interval '61 seconds' WHERE email = $1", [email]);
    const resent = await browser.post('/api/auth/verification').set('accept-language', 'en-GB').expect(202);
    expect(resent.body.message).toBe(ACCESS_MESSAGES.verificationResent(email));
    const [newest] = await t.outbox(email);
    expect(newest).toMatchObject({ kind: 'verify-email', subject: 'Confirm your email address for Waypost' });
    expect(newest!.text).toMatch(/^Hello Greta,\n/);
  });

  it('the mail to an address that has an account is in the sign-up’s language; the JSON answer stays English', async () => {
    const res = await t
      .anonymous()
      .post('/api/signup')
      .set('accept', 'application/json')
      .set('cookie', 'waypost_lang=de')
      .send({ email: 'shipper@waypost.test', password: 'kaffee-fahrrad-wolke-7', firstName: 'X' })
      .expect(202);
    expect(res.body.message).toBe(ACCESS_MESSAGES.checkInbox('shipper@waypost.test'));
    const [mail] = await t.outbox('shipper@waypost.test');
    expect(mail).toMatchObject({ kind: 'already-registered', subject: 'Sie haben bereits ein Waypost-Konto' });
  });

  it('the cross-site sign-out page in German', async () => {
    const res = await t.anonymous().get('/api/logout').set('sec-fetch-site', 'cross-site').set('accept-language', 'de').expect(200);
    expect(res.text).toContain('<h1>Von Waypost abmelden?</h1>');
    expect(res.text).toContain('<button type="submit">Abmelden</button>');
  });
});
