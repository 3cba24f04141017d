import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../src/platform/config/config';
import type { DestinationStream } from 'pino';
import { createLogger, type LogLevel } from '../src/platform/logger';
import { createPlatformResources, type PlatformResources } from '../src/platform/resources';
import { createApp } from '../src/app.factory';
import type { OutboxMail } from '@waypost/contracts';
import { DEMO_PASSWORD } from '../src/access/demo-seed';

export { DEMO_PASSWORD };
import { createTestDatabase, type TestDatabase } from './test-database';

// ── Boots the real AppModule on a fresh database; agents signed in as the demo users ──

export type DemoUser = 'shipper' | 'private' | 'agent' | 'admin' | 'auditor';

export interface TestApp {
  app: NestFastifyApplication;
  resources: PlatformResources;
  db: TestDatabase;
  /** A supertest agent (keeps cookies). */
  anonymous(): ReturnType<typeof request.agent>;
  /** A supertest agent signed in as a demo user through POST /api/login. */
  signIn(user: DemoUser): Promise<ReturnType<typeof request.agent>>;
  /** Runs every projection until it has applied all committed events. */
  project(): Promise<void>;
  /** Mail to this address in the outbox, newest first, read as an admin would (GET /api/admin/mail/outbox). */
  outbox(to: string): Promise<OutboxMail[]>;
  /** The token of the newest confirmation link mailed to this address (from the outbox, as its owner reads it). */
  verificationToken(to: string): Promise<string>;
  /**
   * A new shipper account as a person makes one: POST /api/signup, then the link from the mail, confirmed with the
   * password. Returns an agent signed in to it.
   */
  signUp(input: { email: string; password: string; firstName?: string; lastName?: string; userType?: 'business' | 'private' }): Promise<ReturnType<typeof request.agent>>;
  close(): Promise<void>;
}

/** `db`: another app's database (several API processes on one database); its owner drops it. */
/** `logTo`: where the app's JSON log lines go (a test reads them), at `logLevel` (default: LOG_LEVEL, error unless `env` says). */
export async function createTestApp(
  options: { env?: Record<string, string>; runProjections?: boolean; db?: TestDatabase; logTo?: DestinationStream; logLevel?: LogLevel } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    DATABASE_POOL_SIZE: '10',
    // 2^14 keeps the suite fast; the default (OWASP's 2^17) has tests of its own (api/src/access/password-hashing.int.spec.ts)
    PASSWORD_SCRYPT_LOG2_N: '14',
    WEB_DIST_DIR: '/nonexistent',
    // without running projections nothing moves their checkpoints but project(): a read would only wait for nothing
    ...(options.runProjections ? {} : { READ_YOUR_WRITES_WAIT_MS: '0' }),
    ...options.env,
  });
  const logger = createLogger(options.logLevel ?? config.LOG_LEVEL, 'test', options.logTo);
  const resources = await createPlatformResources(config, logger);
  const app = await createApp(resources, logger);
  await app.getHttpAdapter().getInstance().ready();
  if (options.runProjections) await resources.runner.start();
  const server = app.getHttpServer();
  let admin: ReturnType<typeof request.agent> | undefined;
  return {
    app,
    resources,
    db,
    anonymous: () => request.agent(server),
    async signIn(user) {
      const agent = request.agent(server);
      const res = await agent
        .post('/api/login')
        .set('accept', 'application/json')
        .send({ email: `${user}@waypost.test`, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in as ${user} failed: ${res.status} ${res.text}`);
      return agent;
    },
    async project() {
      for (const name of resources.runner.names) await resources.runner.catchUpOnce(name);
    },
    async outbox(to) {
      admin ??= await this.signIn('admin');
      const res = await admin.get('/api/admin/mail/outbox').query({ to });
      if (res.status !== 200) throw new Error(`outbox: ${res.status} ${res.text}`);
      return res.body as OutboxMail[];
    },
    async verificationToken(to) {
      const mail = (await this.outbox(to)).find((m) => m.kind === 'verify-email');
      const link = mail?.text ? /https?:\/\/\S+\/api\/verify-email\?token=(\S+)/.exec(mail.text) : null;
      if (!link) throw new Error(`no confirmation link mailed to ${to}`);
      return decodeURIComponent(link[1]!);
    },
    async signUp(input) {
      const agent = request.agent(server);
      const body = { firstName: 'New', lastName: 'Shipper', userType: 'private', ...input };
      const res = await agent.post('/api/signup').set('accept', 'application/json').send(body);
      if (res.status !== 202) throw new Error(`sign-up of ${input.email} failed: ${res.status} ${res.text}`);
      const token = await this.verificationToken(input.email);
      const confirmed = await agent.post('/api/verify-email').set('accept', 'application/json').send({ token, password: input.password });
      if (confirmed.status !== 200) throw new Error(`confirming ${input.email} failed: ${confirmed.status} ${confirmed.text}`);
      return agent;
    },
    async close() {
      await app.close();
      await resources.close();
      if (!options.db) await db.drop();
    },
  };
}
