import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, matchLanguage } from '@waypost/contracts';

// ── Which language a request is answered in ─────────────────────────────────
// 1. the `waypost_lang` cookie, which the web app sets to the visitor's language (web/src/i18n/i18n.ts), when it names
//    a supported language;
// 2. else the best of Accept-Language (RFC 9110 §12.5.4) that is supported, by q-value, the first listed on a tie;
// 3. else English.
// Headers are read defensively: bounded lengths and counts, junk ignored, nothing thrown, and nothing the client sent
// is ever used as an object key (matchLanguage looks tags up in Maps).

/** Longer headers are read only up to here (a real Accept-Language is well under 200 characters). */
const MAX_HEADER_LENGTH = 4096;
const MAX_LANGUAGE_RANGES = 32;
const MAX_TAG_LENGTH = 35;

/** What requestLanguage reads of a request (a Fastify request has it). */
export interface LanguageSource {
  headers: Record<string, string | string[] | undefined>;
}

/** One header's text: repeated headers joined as their grammar joins them (cookies with '; ', lists with ', '). */
const joined = (value: string | string[] | undefined, separator: string): string | undefined => (Array.isArray(value) ? value.join(separator) : value);

/** The supported language the `waypost_lang` cookie names; undefined when absent or not a supported language. */
export function cookieLanguage(cookieHeader: string | string[] | undefined): string | undefined {
  const header = joined(cookieHeader, '; ');
  if (typeof header !== 'string') return undefined;
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw.length > MAX_TAG_LENGTH * 3) continue;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      continue;
    }
    const language = matchLanguage(value);
    if (language) return language;
  }
  return undefined;
}

/**
 * The supported language Accept-Language prefers most; undefined when it names none (or is junk). negotiator (jshttp,
 * what Express and Koa negotiate with) parses the ranges and orders them by q-value, leaving out q=0; each range is
 * then matched to our languages (de-AT → de, zh-TW → zh-Hant).
 */
export function acceptLanguage(header: string | string[] | undefined): string | undefined {
  const text = joined(header, ', ');
  if (typeof text !== 'string' || text.length === 0) return undefined;
  // a range cut short by the bound is no range: keep whole ranges only
  const bounded = text.length > MAX_HEADER_LENGTH ? text.slice(0, Math.max(0, text.lastIndexOf(',', MAX_HEADER_LENGTH))) : text;
  const ranges = new Negotiator({ headers: { 'accept-language': bounded } }).languages();
  for (const range of ranges.slice(0, MAX_LANGUAGE_RANGES)) {
    if (range === '*' || range.length > MAX_TAG_LENGTH) continue;
    const language = matchLanguage(range);
    if (language) return language;
  }
  return undefined;
}

/** The language to answer this request in: the cookie's, else Accept-Language's best, else English. */
export function requestLanguage(request: LanguageSource | null | undefined): string {
  try {
    const headers = request?.headers;
    if (!headers) return DEFAULT_LANGUAGE;
    return cookieLanguage(headers.cookie) ?? acceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // a header is never worth a failed request
  }
}
