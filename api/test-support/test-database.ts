import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

// Every integration test file gets a fresh database on the test server (see jest/global-setup.mjs).

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export function adminUrl(): string {
  const url = process.env.WAYPOST_TEST_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('No test PostgreSQL: run integration tests through jest (global setup) or set DATABASE_URL');
  return url;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `waypost_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
