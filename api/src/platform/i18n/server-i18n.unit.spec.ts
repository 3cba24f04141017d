import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@waypost/contracts';
import { SERVER_NAMESPACES, createServerI18n, serverI18n, findLocalesDir, fixedT, htmlLanguage, loadCatalogues, serverT, spokenLanguage } from './server-i18n';

// ── The server's catalogues: found from src and from dist, loaded per language folder, English behind every key ──

const API = path.resolve(__dirname, '../../..');
const REPO = path.resolve(API, '..');

describe('findLocalesDir', () => {
  let tmp: string;
  beforeEach(() => (tmp = mkdtempSync(path.join(tmpdir(), 'waypost-locales-'))));
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  it('finds api/locales from the sources (jest) and from the build (dist), which need not exist', () => {
    expect(findLocalesDir(__dirname)).toBe(path.join(API, 'locales'));
    expect(findLocalesDir(path.join(API, 'dist/platform/i18n'))).toBe(path.join(API, 'locales'));
    expect(findLocalesDir()).toBe(path.join(API, 'locales'));
  });

  it('stops at the @waypost/api package, and says what is missing', () => {
    const pkg = path.join(tmp, 'api');
    mkdirSync(path.join(pkg, 'dist/platform/i18n'), { recursive: true });
    writeFileSync(path.join(tmp, 'package.json'), JSON.stringify({ name: 'waypost' }));
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@waypost/api' }));
    expect(() => findLocalesDir(path.join(pkg, 'dist/platform/i18n'))).toThrow(/catalogues are missing: no .*locales.en/);
    mkdirSync(path.join(pkg, 'locales/en'), { recursive: true });
    expect(findLocalesDir(path.join(pkg, 'dist/platform/i18n'))).toBe(path.join(pkg, 'locales'));
    expect(() => findLocalesDir(tmp)).toThrow(/were not found: no @waypost\/api package above/);
  });
});

describe('loadCatalogues', () => {
  let tmp: string;
  const write = (file: string, content: unknown) => {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    writeFileSync(path.join(tmp, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  beforeEach(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'waypost-catalogues-'));
    for (const ns of SERVER_NAMESPACES) write(`en/${ns}.json`, { hello: `Hello from ${ns}` });
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  it('loads every supported language folder there is, with the namespaces it has, and nothing else', () => {
    write('de/pages.json', { hello: 'Hallo' });
    write('xx/pages.json', { hello: 'junk' });
    write('__proto__/pages.json', { hello: 'junk' });
    write('de/unknown.json', { hello: 'junk' });
    const resources = loadCatalogues(tmp);
    expect(Object.keys(resources).sort()).toEqual(['de', 'en']);
    expect(Object.keys(resources.de!)).toEqual(['pages']);
    expect(resources.en!.mail).toEqual({ hello: 'Hello from mail' });
  });

  it('refuses a catalogue that is not JSON, and English without a namespace', () => {
    write('de/mail.json', '{ "hello": ');
    expect(() => loadCatalogues(tmp)).toThrow(/de.mail\.json is not JSON/);
    rmSync(path.join(tmp, 'de'), { recursive: true });
    rmSync(path.join(tmp, 'en/assistant.json'));
    expect(() => loadCatalogues(tmp)).toThrow(/English catalogue .*assistant\.json is missing/);
  });
});

describe('an i18next instance over catalogues', () => {
  const i18n = createServerI18n({
    en: { pages: { a: 'A {{name}}', b: 'B', items_one: '{{count}} item', items_other: '{{count}} items', empty: 'English' } },
    de: { pages: { a: 'Ä {{name}}', items_one: '{{count}} Artikel', items_other: '{{count}} Artikel', empty: '' } },
    pl: { pages: { items_one: '{{count}} przedmiot', items_few: '{{count}} przedmioty', items_many: '{{count}} przedmiotów', items_other: '{{count}} przedmiotu' } },
  });
  const t = (lng: string, key: string, values?: Record<string, unknown>) => i18n.t(key, { ...values, lng });

  it('translates, falls back to English for a missing or empty message, and pluralises by the language', () => {
    expect(t('de', 'pages:a', { name: 'Sam' })).toBe('Ä Sam');
    expect(t('de', 'pages:b')).toBe('B');
    expect(t('de', 'pages:empty')).toBe('English');
    expect(t('en', 'pages:items', { count: 1 })).toBe('1 item');
    expect(t('en', 'pages:items', { count: 2 })).toBe('2 items');
    expect([2, 5, 22].map((count) => t('pl', 'pages:items', { count }))).toEqual(['2 przedmioty', '5 przedmiotów', '22 przedmioty']);
  });

  it('inserts values as they are: no HTML escaping, and no interpolation or nesting inside a value', () => {
    expect(t('en', 'pages:a', { name: '<b>&"\'' })).toBe('A <b>&"\'');
    expect(t('en', 'pages:a', { name: '{{name}} $t(pages:b)' })).toBe('A {{name}} $t(pages:b)');
  });
});

describe('the server catalogues (api/locales)', () => {
  it('serverT and fixedT: a supported language, a close tag, English for anything else', () => {
    expect(serverT('en', 'pages:login.email')).toBe('Email');
    expect(serverT('de', 'pages:login.email')).toBe('E-Mail');
    expect(serverT('de-CH', 'pages:login.email')).toBe('E-Mail');
    expect(serverT('xx', 'pages:login.email')).toBe('Email');
    expect(fixedT('de')('mail:verifyEmail.validity', { count: 24 })).toMatch(/24 Stunden/);
    // every language has its catalogues, and its pages say so; Arabic and Hebrew right to left
    for (const { code, dir } of LANGUAGES) {
      expect(spokenLanguage(code, 'pages')).toBe(code);
      expect(htmlLanguage(code)).toEqual({ lang: code, dir });
    }
    expect(serverT('ja', 'pages:login.email')).not.toBe('Email');
    expect(htmlLanguage('de-AT')).toEqual({ lang: 'de', dir: 'ltr' });
    // a language without a catalogue reads English, and its page says lang="en" (here: Japanese, its bundle set aside)
    const i18n = serverI18n();
    const japanese = i18n.getResourceBundle('ja', 'pages') as Record<string, unknown>;
    i18n.removeResourceBundle('ja', 'pages');
    try {
      expect(serverT('ja', 'pages:login.email')).toBe('Email');
      expect(spokenLanguage('ja', 'pages')).toBe('en');
      expect(htmlLanguage('ja')).toEqual({ lang: 'en', dir: 'ltr' });
    } finally {
      i18n.addResourceBundle('ja', 'pages', japanese);
    }
  });

  it('every language is complete and consistent (the web catalogue check, on api/locales)', () => {
    const run = spawnSync(process.execPath, [path.join(REPO, 'web/scripts/check-i18n.mjs')], {
      env: { ...process.env, I18N_LOCALES_DIR: path.join(API, 'locales') },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`${LANGUAGES.length} languages × 4 namespaces complete`));
  });

  it('German speaks formally (Sie, never du)', () => {
    for (const ns of SERVER_NAMESPACES) {
      const text = readFileSync(path.join(API, 'locales/de', `${ns}.json`), 'utf8');
      expect({ ns, informal: text.match(/\b(du|dich|dir|dein\w*|euch|euer)\b/gi) }).toEqual({ ns, informal: null });
    }
  });
});
