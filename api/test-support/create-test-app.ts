import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../src/platform/config/config';
import { createLogger } from '../src/platform/logger';
import { createPlatformResources, type PlatformResources } from '../src/platform/resources';
import { createApp } from '../src/app.factory';
import { DEMO_PASSWORD } from '../src/access/demo-seed';
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
  close(): Promise<void>;
}

export async function createTestApp(options: { env?: Record<string, string>; runProjections?: boolean } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    DATABASE_POOL_SIZE: '10',
    WEB_DIST_DIR: '/nonexistent',
    // without running projections nothing moves their checkpoints but project(): a read would only wait for nothing
    ...(options.runProjections ? {} : { READ_YOUR_WRITES_WAIT_MS: '0' }),
    ...options.env,
  });
  const logger = createLogger('error', 'test');
  const resources = await createPlatformResources(config, logger);
  const app = await createApp(resources, logger);
  await app.getHttpAdapter().getInstance().ready();
  if (options.runProjections) await resources.runner.start();
  const server = app.getHttpServer();
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
    async close() {
      await app.close();
      await resources.close();
      await db.drop();
    },
  };
}
