import { DEFAULT_LANGUAGE } from '@waypost/contracts';
import { catalogueMessages, fixedT, supportedLanguage } from '../../platform/i18n/server-i18n';
import { forStandardFont, standardFontCanDraw } from '../../platform/i18n/standard-font';

// ── The manifest PDF's texts: api/locales/<language>/documents.json, `manifest.*` ──
// As the customs documents: "<translation> / <English>" where the language is not English and the standard PDF fonts
// can draw its catalogue, English alone otherwise (a carrier's driver reads the English all the same).

export interface ManifestTexts {
  readonly language: string;
  label(key: string, values?: Record<string, unknown>): string;
}

export function manifestTexts(requested: string): ManifestTexts {
  const wanted = supportedLanguage(requested);
  const messages = wanted === DEFAULT_LANGUAGE ? [] : catalogueMessages(wanted, 'documents');
  const language = messages.length > 0 && messages.every(standardFontCanDraw) ? wanted : DEFAULT_LANGUAGE;
  const en = fixedT(DEFAULT_LANGUAGE);
  const local = fixedT(language);
  return {
    language,
    label(key, values) {
      const english = en(`documents:manifest.${key}`, values);
      if (language === DEFAULT_LANGUAGE) return english;
      const translated = forStandardFont(local(`documents:manifest.${key}`, values));
      return translated === english ? english : `${translated} / ${english}`;
    },
  };
}
