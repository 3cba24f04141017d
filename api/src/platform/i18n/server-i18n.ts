import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageOf, matchLanguage } from '@waypost/contracts';

// ── What the server says to people, in their language (issue 29) ───────────
// Catalogues in i18next's JSON format (the web's conventions: nested camelCase keys, {{placeholders}}, plural forms
// `_one`/`_other`/… by Intl.PluralRules) live in api/locales/<language>/<namespace>.json, outside src so that the same
// folder serves the sources (jest, ts) and the build (dist). English is the source; every language folder found at
// start is loaded, and a key a language lacks falls back to English. `web/scripts/check-i18n.mjs` checks the folder
// (I18N_LOCALES_DIR=api/locales) as it checks the web's.
//   pages      the server-rendered account pages (sign-in, sign-up, email confirmation, sign-out, single sign-on)
//   mail       account mail and the webhook-disabled mail
//   documents  the commercial invoice and the CN22 / CN23 customs declarations
//   assistant  the offline assistant's replies
// Values are inserted as they are (no HTML escaping here): an HTML page escapes what it inserts.

export const SERVER_NAMESPACES = ['pages', 'mail', 'documents', 'assistant'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** A translation function bound to one language: `t('pages:login.email')`, `t('mail:verifyEmail.greeting', { name })`. */
export type ServerT = (key: string, values?: Record<string, unknown>) => string;

const API_PACKAGE = '@waypost/api';

const packageName = (file: string): string | undefined => {
  try {
    const name: unknown = (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
};

/**
 * api/locales, found by walking up from `from` to the api package (the folder whose package.json is @waypost/api):
 * api/src/platform/i18n under jest and ts-node, api/dist/platform/i18n once built; both are three levels below it.
 */
export function findLocalesDir(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && packageName(pkg) === API_PACKAGE) {
      const locales = path.join(dir, 'locales');
      if (existsSync(path.join(locales, DEFAULT_LANGUAGE))) return locales;
      throw new Error(`The server's message catalogues are missing: no ${path.join(locales, DEFAULT_LANGUAGE)}`);
    }
    if (path.dirname(dir) === dir) throw new Error(`The server's message catalogues were not found: no ${API_PACKAGE} package above ${from}`);
  }
}

/**
 * Every catalogue in `dir`: the folders named as a supported language (others are ignored), each namespace file that
 * is there. English must have every namespace.
 */
export function loadCatalogues(dir: string): Resource {
  const resources: Resource = {};
  const folders = new Set(readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? [d.name] : [])));
  for (const language of LANGUAGE_CODES) {
    if (!folders.has(language)) continue;
    const bundle: ResourceLanguage = {};
    for (const namespace of SERVER_NAMESPACES) {
      const file = path.join(dir, language, `${namespace}.json`);
      if (!existsSync(file)) {
        if (language === DEFAULT_LANGUAGE) throw new Error(`The English catalogue ${file} is missing`);
        continue;
      }
      try {
        bundle[namespace] = JSON.parse(readFileSync(file, 'utf8')) as ResourceLanguage;
      } catch (error) {
        throw new Error(`The catalogue ${file} is not JSON: ${(error as Error).message}`, { cause: error });
      }
    }
    resources[language] = bundle;
  }
  return resources;
}

/** One i18next instance over the given catalogues (synchronous: the resources are in memory). */
export function createServerI18n(resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    initAsync: false,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly', // pt-BR is pt-BR, never pt
    ns: [...SERVER_NAMESPACES],
    defaultNS: false,
    returnEmptyString: false, // an empty translation is a missing one: English shows
    interpolation: { escapeValue: false }, // HTML pages escape what they insert; mail and PDFs are not HTML
  });
  return instance;
}

let shared: I18n | null = null;

/** The server's instance, over api/locales (loaded on first use: every language folder there). */
export function serverI18n(): I18n {
  return (shared ??= createServerI18n(loadCatalogues(findLocalesDir())));
}

/** A supported language code for any tag (`de-AT` → `de`), English when none is close. */
export const supportedLanguage = (language: string | null | undefined): string => matchLanguage(language) ?? DEFAULT_LANGUAGE;

const missing = new Set<string>();

/** Keys asked for that not even English has (i18next answers the key itself): a mistake the tests look for. */
export const missingServerKeys = (): string[] => [...missing];

function translate(instance: I18n, lng: string, key: string, values: Record<string, unknown> | undefined): string {
  const text = instance.t(key, { ...values, lng });
  if (text === key.slice(key.indexOf(':') + 1)) missing.add(key);
  return text;
}

/** `ns:key` in `language` (a key the language lacks is English's). */
export function serverT(language: string, key: string, values?: Record<string, unknown>): string {
  return translate(serverI18n(), supportedLanguage(language), key, values);
}

/** serverT bound to one language. */
export function fixedT(language: string): ServerT {
  const lng = supportedLanguage(language);
  const instance = serverI18n();
  return (key, values) => translate(instance, lng, key, values);
}

/** The language a namespace is worded in for `language`: itself when its catalogue has the namespace, else English. */
export function spokenLanguage(language: string, namespace: ServerNamespace): string {
  const lng = supportedLanguage(language);
  return serverI18n().hasResourceBundle(lng, namespace) ? lng : DEFAULT_LANGUAGE;
}

/**
 * `<html lang dir>` of a page worded from a namespace: the language's code and direction (rtl for Arabic and Hebrew),
 * or English's while that language has no catalogue for the namespace (the page is then in English).
 */
export function htmlLanguage(language: string, namespace: ServerNamespace = 'pages'): { lang: string; dir: 'ltr' | 'rtl' } {
  const { code, dir } = languageOf(spokenLanguage(language, namespace));
  return { lang: code, dir };
}

/** The messages of a namespace in a language as loaded (no fallback): what a check of a whole catalogue reads. */
export function catalogueMessages(language: string, namespace: ServerNamespace): string[] {
  const bundle: unknown = serverI18n().getResourceBundle(supportedLanguage(language), namespace);
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(bundle);
  return out;
}
