import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The catalogue check of CI (web/scripts/check-i18n.mjs) on small catalogues of its own: it must pass a complete set
// and name each kind of fault.

const SCRIPT = path.join(__dirname, '../../scripts/check-i18n.mjs');
let dir: string;

function check(catalogues: Record<string, Record<string, unknown>>, languages = ['en', 'pl', 'ja']) {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(catalogues)) {
    mkdirSync(path.join(dir, 'locales', path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, 'locales', file), JSON.stringify(content));
  }
  writeFileSync(path.join(dir, 'languages.json'), JSON.stringify(languages.map((code) => ({ code }))));
  const run = spawnSync(process.execPath, [SCRIPT], {
    env: { ...process.env, I18N_LOCALES_DIR: path.join(dir, 'locales'), I18N_LANGUAGES_FILE: path.join(dir, 'languages.json') },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

const english = { title: 'Shipments', greeting: 'Hello, {{name}}', parcels_one: '{{count}} parcel', parcels_other: '{{count}} parcels', terms: 'Read the <link>terms</link>' };
const polish = {
  title: 'Przesyłki',
  greeting: 'Witaj, {{name}}',
  parcels_one: '{{count}} paczka',
  parcels_few: '{{count}} paczki',
  parcels_many: '{{count}} paczek',
  parcels_other: '{{count}} paczki',
  terms: 'Przeczytaj <link>warunki</link>',
};
const japanese = { title: '出荷', greeting: 'こんにちは、{{name}}さん', parcels_other: '{{count}} 個の荷物', terms: '<link>利用規約</link>をお読みください' };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'check-i18n-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('passes complete catalogues, each language with its own plural forms', () => {
  const { code, out } = check({ 'en/app.json': english, 'pl/app.json': polish, 'ja/app.json': japanese });
  expect(out).toContain('3 languages × 1 namespaces complete');
  expect(code).toBe(0);
});

it('names every fault: missing file, key, plural form, placeholder, tag, empty, extra key', () => {
  const brokenPolish = { ...polish, greeting: 'Witaj', parcels_few: undefined, extra: 'x', terms: 'Przeczytaj warunki', title: ' ' };
  const { code, out } = check({ 'en/app.json': english, 'en/more.json': { a: 'A' }, 'pl/app.json': brokenPolish, 'ja/app.json': { ...japanese, parcels_one: '1' } });
  expect(code).toBe(1);
  expect(out).toContain('pl/app: greeting: lost {{name}}');
  expect(out).toContain('pl/app: parcels_few: missing (pl has plural forms');
  expect(out).toContain('pl/app: extra: not in English');
  expect(out).toContain('pl/app: terms: tags (none) differ from English </link> <link>');
  expect(out).toContain('pl/app: title: empty');
  expect(out).toContain('ja/app: parcels_one: ja has no such plural form');
  expect(out).toMatch(/locales\/pl\/more\.json: missing/);
  expect(out).toMatch(/locales\/ja\/more\.json: missing/);
});

it('refuses a folder that is not a language of the list', () => {
  const { code, out } = check({ 'en/app.json': english, 'xx/app.json': english }, ['en']);
  expect(code).toBe(1);
  expect(out).toContain('not a language of contracts/src/languages.json');
});
