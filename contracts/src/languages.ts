import { z } from 'zod';
import list from './languages.json';

// ── The languages Waypost speaks (issue 29): a catalogue folder each in web/src/locales and api/locales ──
// The list is JSON so that the catalogue check (web/scripts/check-i18n.mjs) reads the same one. The web app speaks
// them, and the server its own pages, mails and documents in them (Accept-Language or the visitor's choice).

export interface Language {
  /** BCP 47 tag: the catalogue folder's name and <html lang>. */
  code: string;
  /** The language's name in itself: what a speaker looks for in the switcher. */
  name: string;
  english: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly Language[] = list as Language[];
export const DEFAULT_LANGUAGE = 'en';
/** The cookie the web app sets to the visitor's language, which the server's own pages, mail and documents follow. */
export const LANGUAGE_COOKIE = 'waypost_lang';
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);
const byLowerCode = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macao, or said outright. */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)(-|$)/;
/** Tags that browsers still send under older codes. */
const LEGACY: Record<string, string> = { iw: 'he', in: 'id' };

/**
 * The supported language closest to a BCP 47 tag a browser or a user sent (`de-AT` → `de`, `zh-TW` → `zh-Hant`,
 * `pt-PT` → `pt-BR`, the only Portuguese here); undefined when none is close.
 */
export function matchLanguage(tag: string | null | undefined): string | undefined {
  if (typeof tag !== 'string') return undefined;
  const lower = tag.trim().replaceAll('_', '-').toLowerCase();
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(lower)) return undefined;
  const exact = byLowerCode.get(lower);
  if (exact) return exact.code;
  if (lower.startsWith('zh')) return TRADITIONAL.test(lower) ? 'zh-Hant' : 'zh-Hans';
  const base = lower.split('-', 1)[0]!;
  const primary = Object.hasOwn(LEGACY, base) ? LEGACY[base]! : base;
  if (primary === 'pt') return 'pt-BR';
  return byLowerCode.get(primary)?.code;
}

export function languageOf(code: string): Language {
  return byLowerCode.get(code.toLowerCase()) ?? byLowerCode.get(DEFAULT_LANGUAGE)!;
}

export const LANGUAGE_UNSUPPORTED_MESSAGE = `must be one of ${LANGUAGE_CODES.join(', ')} (or a tag close to one, such as de-AT)`;

/**
 * `?lang=` of a document the server draws in a language (the commercial invoice): a supported code, or a tag close to
 * one (matchLanguage). Absent: the request's language (its waypost_lang cookie or Accept-Language).
 */
export const LanguageQuerySchema = z.object({
  lang: z
    .string({ error: LANGUAGE_UNSUPPORTED_MESSAGE })
    .max(35, LANGUAGE_UNSUPPORTED_MESSAGE)
    .refine((tag) => matchLanguage(tag) !== undefined, LANGUAGE_UNSUPPORTED_MESSAGE)
    .transform((tag) => matchLanguage(tag)!)
    .optional()
    .meta({
      description: `The language of the document's texts: ${LANGUAGE_CODES.join(', ')}. Default: the waypost_lang cookie, else Accept-Language, else en.`,
    }),
});
export type LanguageQuery = z.infer<typeof LanguageQuerySchema>;
