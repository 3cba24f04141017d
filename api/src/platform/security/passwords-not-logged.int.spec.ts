import { format } from 'node:util';
import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../app.factory';
import { loadConfig } from '../config/config';
import { createLogger } from '../logger';
import { createPlatformResources, type PlatformResources } from '../resources';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';

// ── Passwords never reach a log, an answer or a table ────────────────────────
// The app runs at LOG_LEVEL=debug with its JSON log stream, every console method and both output streams captured
// from before it starts; then every path that carries a password is exercised, including failures and a server error.

const MARKER = `Pw-marker-${Math.random().toString(36).slice(2, 10)}`;
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

describe('passwords are never logged', () => {
  const captured: string[] = [];
  const answers: string[] = [];
  let db: TestDatabase;
  let resources: PlatformResources;
  let app: NestFastifyApplication;
  let restore: () => void;

  beforeAll(async () => {
    const spies = CONSOLE_METHODS.map((m) => jest.spyOn(console, m).mockImplementation((...args: unknown[]) => void captured.push(format(...args))));
    const writes = [process.stdout, process.stderr].map((stream) => {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: unknown) => {
        captured.push(String(chunk));
        return true;
      }) as typeof stream.write;
      return () => void (stream.write = original);
    });
    restore = () => {
      spies.forEach((s) => s.mockRestore());
      writes.forEach((undo) => undo());
    };
    db = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, LOG_LEVEL: 'debug', SEED_DEMO: 'true', WEB_DIST_DIR: '/nonexistent' });
    const logger = createLogger('debug', 'test', { write: (line: string) => void captured.push(line) });
    resources = await createPlatformResources(config, logger);
    app = await createApp(resources, logger);
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
    await resources?.close();
    await db?.drop();
    restore?.();
  });

  it('signs up, fails, signs in (JSON and form), gets a CLI token and meets a server error without the password showing anywhere', async () => {
    const server = app.getHttpServer();
    const email = 'marker-user@example.test';
    const calls = [
      request(server).post('/api/signup').set('accept', 'application/json').send({ email, password: MARKER, firstName: 'Mark' }),
      request(server).post('/api/signup').set('accept', 'application/json').send({ email, password: MARKER, firstName: 'Mark' }), // taken: the same 202
      request(server).post('/api/signup').type('form').send({ email: 'not-an-email', password: MARKER }), // 400 page
      request(server)
        .post('/api/login')
        .set('accept', 'application/json')
        .send({ email, password: `${MARKER}-wrong` }),
      request(server)
        .post('/api/login')
        .type('form')
        .send({ email, password: `${MARKER}-wrong` }), // 401 page
      request(server).post('/api/login').set('accept', 'application/json').send({ email, password: MARKER }),
      request(server).post('/api/login').type('form').send({ email, password: MARKER }),
      request(server).post('/api/auth/cli-login').send({ email, password: MARKER }),
      request(server).post('/api/login').set('content-type', 'application/json').send(`{"email":"${email}","password":"${MARKER}"`), // broken JSON
    ];
    const statuses: number[] = [];
    for (const call of calls) {
      const res = await call;
      statuses.push(res.status);
      answers.push(`${JSON.stringify(res.headers)}\n${res.text ?? ''}`);
    }
    expect(statuses).toEqual([202, 202, 400, 401, 401, 200, 302, 201, 400]);

    // a server error in the middle of a sign-in is logged with its stack: still no password in it
    await resources.pool.query('ALTER TABLE users RENAME TO users_away');
    try {
      const failed = await request(server).post('/api/login').set('accept', 'application/json').send({ email, password: MARKER });
      expect(failed.status).toBe(500);
      answers.push(failed.text);
    } finally {
      await resources.pool.query('ALTER TABLE users_away RENAME TO users');
    }

    // a secret in a bearer token or a cookie is not logged either (the request log names only the credential's kind)
    const withToken = await request(server).get('/api/shipments').set('authorization', `Bearer ${MARKER}`).set('cookie', `waypost_session=${MARKER}`);
    expect(withToken.status).toBe(401);

    // the capture works: the app's start-up line and the server error's stack are in it
    expect(captured.join('\n')).toContain('event store:');
    const logged = captured.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as { level: string; msg: string; requestId?: string }] : []));
    expect(logged.find((l) => l.level === 'error' && /^POST \/api\/login: .*users/s.test(l.msg))?.requestId).toEqual(expect.any(String));
    // the request log saw every sign-in: one line each, the route's pattern and its status
    expect(logged.filter((l) => l.msg.startsWith('POST /api/login ')).map((l) => l.msg)).toEqual(
      expect.arrayContaining(['POST /api/login 401', 'POST /api/login 200', 'POST /api/login 500']),
    );
    expect(captured.filter((line) => line.includes(MARKER))).toEqual([]);
    expect(answers.filter((answer) => answer.includes(MARKER))).toEqual([]);
  });

  it('stores only a hash: no table holds the password', async () => {
    const { rows } = await resources.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const { table_name } of rows) {
      const dump = await resources.pool.query<{ hit: boolean }>(`SELECT bool_or(x::text LIKE '%' || $1 || '%') AS hit FROM "${table_name}" x`, [MARKER]);
      expect([table_name, dump.rows[0]?.hit ?? false]).toEqual([table_name, false]);
    }
    const user = await resources.pool.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'marker-user@example.test'");
    expect(user.rows[0]?.password_hash).toMatch(/^scrypt/);
  });
});
