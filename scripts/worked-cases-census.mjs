// Counts the worked tax and compliance cases (issue 26) per class and per country, from the case files'
// metadata (api/test-support/worked-cases.ts). Usage: node scripts/worked-cases-census.mjs [--min N]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../api/src/compliance/worked-cases');
const files = readdirSync(dir).filter((f) => f.endsWith('.worked.unit.spec.ts'));
const byClass = new Map();
const byCountry = new Map();
let total = 0;
for (const file of files) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  // one case = one `class: '...'` property followed by its `countries: [...]`
  for (const m of text.matchAll(/\bclass:\s*'([a-z-]+)'[\s\S]*?\bcountries:\s*\[([^\]]*)\]/g)) {
    total += 1;
    byClass.set(m[1], (byClass.get(m[1]) ?? 0) + 1);
    for (const c of m[2].match(/[A-Z]{2}/g) ?? []) byCountry.set(c, (byCountry.get(c) ?? 0) + 1);
  }
}
const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
console.log(`worked cases: ${total} in ${files.length} files`);
console.table(Object.fromEntries(sorted(byClass)));
console.log(
  'by country:',
  sorted(byCountry)
    .map(([c, n]) => `${c} ${n}`)
    .join(', '),
);
const min = process.argv.includes('--min') ? Number(process.argv[process.argv.indexOf('--min') + 1]) : 0;
if (total < min) {
  console.error(`fewer than ${min} worked cases`);
  process.exit(1);
}
