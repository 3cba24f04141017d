#!/usr/bin/env node
// ── Source files over 300 lines must say why (CONTRIBUTING.md, "File size") ──
// Lists every source file of api/src, projections/src, contracts/src, cli/src and web/src (code, tests and styles)
// longer than 300 lines whose header (its first 40 lines: the imports, then the header comment) has no comment line
// `Over 300 lines: <why>` saying why it stays one file, e.g.
//   // Over 300 lines: the matrix is one table of every endpoint, and it must stay whole to be checked against the routes.
// Generated files (`@generated` in their first lines) are left out. Exits 1 when a file is listed; run by `npm run lint`.
// `node .ci/file-sizes.mjs --list` also prints the long files that do say why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LIMIT = 300;
export const ROOTS = ['api/src', 'projections/src', 'contracts/src', 'client/src', 'cli/src', 'web/src'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.waypost']);
const HEADER_LINES = 40;
/** A comment line `Over 300 lines: <why>` (//, /*, or a * continuation), with a reason of at least 20 characters. */
const SIZE_REASON = /^\s*(?:\/\/|\/\*+|\*)\s*Over 300 lines:\s*(.{20,})/;
const GENERATED = /@generated\b/;

/** The verdict on one file's text: its line count, and whether its header says why it is long. */
export function sizeVerdict(text) {
  const lines = text.split('\n');
  const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const header = lines.slice(0, HEADER_LINES);
  const generated = header.some((line) => GENERATED.test(line));
  const reason = header.map((line) => SIZE_REASON.exec(line)?.[1]).find(Boolean) ?? null;
  return { lines: count, generated, reason, offending: count > LIMIT && !generated && !reason };
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

export function check(root) {
  const long = [];
  for (const base of ROOTS) {
    for (const file of sourceFiles(path.join(root, base))) {
      const verdict = sizeVerdict(readFileSync(file, 'utf8'));
      if (verdict.lines > LIMIT && !verdict.generated) long.push({ file: path.relative(root, file), ...verdict });
    }
  }
  return long.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const long = check(root);
  const offending = long.filter((f) => f.offending);
  if (process.argv.includes('--list')) for (const f of long.filter((x) => !x.offending)) console.log(`${String(f.lines).padStart(5)}  ${f.file}  (${f.reason})`);
  if (offending.length === 0) {
    console.log(`file sizes: no source file over ${LIMIT} lines without an "Over ${LIMIT} lines:" header (${long.length} long files say why)`);
  } else {
    console.error(`file sizes: ${offending.length} source file(s) over ${LIMIT} lines without an "Over ${LIMIT} lines: <why>" header (CONTRIBUTING.md, "File size"):`);
    for (const f of offending) console.error(`${String(f.lines).padStart(5)}  ${f.file}`);
    process.exit(1);
  }
}
