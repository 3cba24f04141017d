import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, bundled, loadNamespace } from '@/i18n/resources';
import { LANGUAGE_COOKIE } from '@waypost/contracts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageOf, matchLanguage } from './languages';

// ── i18next for the web app ─────────────────────────────────────────────────
// Messages live in src/locales/<language>/<namespace>.json (a namespace per feature, `common` for the shell and
// shared components), in i18next's JSON format: `{{name}}` interpolation, plural forms by Intl.PluralRules
// (`key_one`, `key_few`, `key_other`, … as the language has them). The language is the one the visitor chose
// (remembered in localStorage), else the browser's closest supported one, else English. A key missing in a language
// falls back to English; `npm run check:i18n` fails CI before that can ship.

export const LANGUAGE_STORAGE_KEY = 'waypost.language';

export const i18n: I18n = i18next.createInstance();

/**
 * <html lang> and dir follow the language, so screen readers, fonts and the mirrored layout follow too; the
 * waypost_lang cookie tells the server, so its own pages (sign-in, email confirmation) follow the visitor as well.
 */
function applyToDocument(language: string): void {
  if (typeof document === 'undefined') return;
  const { code, dir } = languageOf(language);
  document.documentElement.lang = code;
  document.documentElement.dir = dir;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', applyToDocument);
  await i18n
    .use(resourcesToBackend(loadNamespace))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGE_CODES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes what it renders
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: [], // only an explicit choice is remembered (setLanguage): a browser's language may change later
        convertDetectedLanguage: (tag: string) => matchLanguage(tag) ?? tag,
      },
      // components that translate re-render when the language changes, and when the display currency or units do
      // (lib/display-preferences.ts emits that on this instance: every figure is formatted where a component renders)
      react: { useSuspense: false, bindI18n: 'languageChanged displayChanged' },
    });
  applyToDocument(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
}

/** The visitor's choice: applied at once and remembered on this device. */
export async function setLanguage(code: string): Promise<void> {
  const language = matchLanguage(code) ?? DEFAULT_LANGUAGE;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the language still applies to this page.
  }
  await i18n.changeLanguage(language);
}
