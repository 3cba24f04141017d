import { DEFAULT_LANGUAGE } from '@waypost/contracts';
import { catalogueMessages, fixedT, supportedLanguage } from '../../platform/i18n/server-i18n';
import { forStandardFont, standardFontCanDraw } from '../../platform/i18n/standard-font';

// ── The texts of the customs documents: the shipper's language plus English (issue 29) ──
// Messages of api/locales/<language>/documents.json. In English a document reads as it always did; in another
// language every label is "<translation> / <English>" ("HANDELSRECHNUNG / COMMERCIAL INVOICE") and every statement is
// given twice, translation first, so that customs and carriers abroad read it in English all the same. Codes, figures,
// dates, the shipper's own data and the dangerous-goods entries (UN numbers, classes, IATA wording) are as they are.
//
// Fonts: the documents are drawn with PDFKit's standard Helvetica, a Type 1 font in WinAnsi encoding (Windows-1252).
// It draws Latin-1 and a few more characters (€, Œ/œ, Š/š, Ž/ž, Ÿ, typographic quotes and dashes), nothing else:
// PDFKit would write undefined glyphs for Polish ł, Turkish ş/ğ/ı, Vietnamese, Arabic, Hebrew, Devanagari, Thai or
// Chinese, Japanese and Korean. A language whose documents.json holds any such character therefore falls back to
// English alone, never to garbage (today: de, fr, es, it, nl, pt-BR, sv and id can be drawn; pl, tr, vi, ar, he, hi,
// th, zh-Hans, zh-Hant, ja and ko cannot). Lifting that needs embedded Unicode fonts (the Noto Sans families, e.g.
// the @fontsource/noto-sans* packages, registered with doc.registerFont), and for Arabic and Hebrew also right-to-left
// reordering, which PDFKit does not do.

export { forStandardFont, standardFontCanDraw };

export interface DocumentTexts {
  /** The language the document is drawn in besides English ('en': English alone). */
  readonly language: string;
  /** A label or short value: "Rechnungsnummer / Invoice reference", or the English alone. */
  label(key: string, values?: Record<string, unknown>): string;
  /** A statement: [translation, English], or [English]. */
  statement(key: string, values?: Record<string, unknown>): string[];
}

/**
 * The documents' texts for a language: bilingual when the language is not English and its catalogue can be drawn
 * with the standard fonts (see above); English alone otherwise.
 */
export function documentTexts(requested: string): DocumentTexts {
  const wanted = supportedLanguage(requested);
  const messages = wanted === DEFAULT_LANGUAGE ? [] : catalogueMessages(wanted, 'documents');
  const drawable = messages.length > 0 && messages.every(standardFontCanDraw); // no catalogue yet: English alone
  const language = drawable ? wanted : DEFAULT_LANGUAGE;
  const en = fixedT(DEFAULT_LANGUAGE);
  const local = fixedT(language);
  const both = (key: string, values?: Record<string, unknown>) => {
    const english = en(`documents:${key}`, values);
    const translated = language === DEFAULT_LANGUAGE ? english : forStandardFont(local(`documents:${key}`, values));
    return { english, translated: translated === english ? null : translated };
  };
  return {
    language,
    label(key, values) {
      const { english, translated } = both(key, values);
      return translated ? `${translated} / ${english}` : english;
    },
    statement(key, values) {
      const { english, translated } = both(key, values);
      return translated ? [translated, english] : [english];
    },
  };
}
