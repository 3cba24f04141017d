// The catalogue check (npm run check:i18n, in CI through npm run lint): every language of contracts/src/languages.json
// has every namespace English has, with exactly English's keys, the plural forms its own Intl.PluralRules asks for,
// the same {{placeholders}} and <0>tags</0>, and no empty message. Exit code 1 with each fault listed.
// Hard-coded strings in components are ESLint's part (i18next/no-literal-string in eslint.config.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const web = path.join(import.meta.dirname, '..');
// the two paths can be moved for the check's own test (scripts/check-i18n.unit.spec.ts)
const LOCALES = process.env.I18N_LOCALES_DIR ?? path.join(web, 'src/locales');
const languages = JSON.parse(readFileSync(process.env.I18N_LANGUAGES_FILE ?? path.join(web, '../contracts/src/languages.json'), 'utf8'));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const faults = [];
const fault = (where, what) => faults.push(`${where}: ${what}`);

function flatten(value, prefix, out, where) {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out, where);
  } else {
    fault(where, `${prefix}: a message must be a string or an object of messages, not ${JSON.stringify(value)}`);
  }
  return out;
}

function read(language, namespace) {
  const file = path.join(LOCALES, language, `${namespace}.json`);
  const where = path.relative(path.dirname(LOCALES), file);
  if (!existsSync(file)) return (fault(where, 'missing'), null);
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map(), where);
  } catch (error) {
    return (fault(where, `not JSON (${error.message})`), null);
  }
}

/** A message's shape: placeholders and Trans tags, which every translation must keep. */
const placeholders = (text) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]));
const tags = (text) =>
  [...text.matchAll(/<\/?(\d+|[a-z]+)\s*\/?>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort()
    .join(' ');

/** Messages grouped by key, plural forms under their base key: base → Map(form → text). */
function group(messages) {
  const keys = new Map();
  for (const [key, text] of messages) {
    const m = PLURAL.exec(key);
    const base = m ? key.slice(0, -m[0].length) : key;
    if (!keys.has(base)) keys.set(base, new Map());
    keys.get(base).set(m ? m[1] : '', text);
  }
  return keys;
}

const namespaces = readdirSync(path.join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();
const folders = readdirSync(LOCALES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const folder of folders) if (!languages.some((l) => l.code === folder)) fault(`src/locales/${folder}`, 'not a language of contracts/src/languages.json');

let checked = 0;
const sameAsEnglish = new Map();
for (const namespace of namespaces) {
  const english = read('en', namespace);
  if (!english) continue;
  const englishKeys = group(english);
  for (const [base, forms] of englishKeys) {
    if (forms.has('') && forms.size > 1) fault(`en/${namespace}`, `${base} is both a message and a plural`);
  }
  for (const { code } of languages) {
    if (code === 'en') continue;
    const where = `${code}/${namespace}`;
    const messages = read(code, namespace);
    if (!messages) continue;
    const keys = group(messages);
    const categories = new Set(new Intl.PluralRules(code).resolvedOptions().pluralCategories);
    for (const [base, englishForms] of englishKeys) {
      const forms = keys.get(base);
      if (!forms) {
        fault(where, `${base}: missing`);
        continue;
      }
      const plural = !englishForms.has('');
      const want = plural ? categories : new Set(['']);
      for (const form of want)
        if (!forms.has(form)) fault(where, `${base}${form ? `_${form}` : ''}: missing${plural ? ` (${code} has plural forms ${[...categories].join(', ')})` : ''}`);
      for (const form of forms.keys())
        if (!want.has(form) && !(plural && form === 'zero')) fault(where, `${base}_${form}: ${code} has no such plural form (it has ${[...categories].join(', ')})`);
      const reference = englishForms.get('') ?? englishForms.get('other');
      for (const [form, text] of forms) {
        const key = `${base}${form ? `_${form}` : ''}`;
        checked++;
        if (text.trim() === '') fault(where, `${key}: empty`);
        const need = placeholders(reference);
        const have = placeholders(text);
        for (const p of have) if (!need.has(p) && p !== 'count') fault(where, `${key}: {{${p}}} is not in English`);
        // a plural form other than "other" may leave the number out ("one shipment"); everything else keeps them all
        for (const p of need) if (!have.has(p) && !(plural && p === 'count' && form !== 'other')) fault(where, `${key}: lost {{${p}}}`);
        if (tags(text) !== tags(reference)) fault(where, `${key}: tags ${tags(text) || '(none)'} differ from English ${tags(reference) || '(none)'}`);
        if (text === reference && /[a-z]{3,}\s+[a-z]{3,}/i.test(text)) sameAsEnglish.set(code, (sameAsEnglish.get(code) ?? 0) + 1);
      }
    }
    for (const base of keys.keys()) if (!englishKeys.has(base)) fault(where, `${base}: not in English (a removed or misspelt key)`);
  }
}

if (faults.length > 0) {
  console.error(`check:i18n: ${faults.length} fault(s)\n${faults.slice(0, 200).join('\n')}${faults.length > 200 ? `\n… and ${faults.length - 200} more` : ''}`);
  process.exit(1);
}
const untranslated = [...sameAsEnglish].map(([code, n]) => `${code} ${n}`).join(', ');
console.log(
  `check:i18n: ${languages.length} languages × ${namespaces.length} namespaces complete (${checked} translated messages checked)` +
    (untranslated ? `; left in English on purpose (names, codes) or to review: ${untranslated}` : ''),
);
