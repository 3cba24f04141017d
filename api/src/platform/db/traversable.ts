// As root, embedded PostgreSQL runs as the `postgres` user, which must be able to reach its binaries and data dir:
// every ancestor directory needs the execute (search) bit for others (a fresh clone in a mode-0700 temp dir lacks it).
import fs from 'node:fs';
import path from 'node:path';

export function ensureTraversable(target: string): void {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  let dir = path.resolve(target);
  for (;;) {
    try {
      const { mode } = fs.statSync(dir);
      if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
    } catch {
      // not ours to change: PostgreSQL will say what it cannot reach
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}
