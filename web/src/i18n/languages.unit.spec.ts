import { LANGUAGES, languageOf, matchLanguage } from './languages';

describe('the languages the app speaks', () => {
  it('are the twenty of issue 29, each once, with Arabic and Hebrew right to left', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      'en',
      'de',
      'fr',
      'es',
      'it',
      'nl',
      'pt-BR',
      'pl',
      'sv',
      'tr',
      'ar',
      'he',
      'hi',
      'zh-Hans',
      'zh-Hant',
      'ja',
      'ko',
      'vi',
      'th',
      'id',
    ]);
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'he']);
    // each name is the language's own, as Intl names it (a speaker looks for "Deutsch", not "German"); Chinese and
    // Portuguese name their script or country, and Indonesian switchers say "Bahasa Indonesia"
    for (const l of LANGUAGES.filter((l) => !['zh-Hans', 'zh-Hant', 'pt-BR', 'id'].includes(l.code))) {
      expect(new Intl.DisplayNames([l.code], { type: 'language' }).of(l.code)?.toLowerCase()).toBe(l.name.toLowerCase());
    }
  });

  it.each([
    ['de-AT', 'de'],
    ['de', 'de'],
    ['en-GB', 'en'],
    ['fr-CA', 'fr'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-hans', 'zh-Hans'],
    ['iw-IL', 'he'],
    ['in', 'id'],
    ['ja_JP', 'ja'],
    ['AR-eg', 'ar'],
  ])('%s is spoken as %s', (tag, code) => {
    expect(matchLanguage(tag)).toBe(code);
  });

  it.each([['xx'], ['ru-RU'], [''], ['constructor'], ['__proto__'], ['de;q=0.9'], ['<script>']])('%s is not a language here', (tag) => {
    expect(matchLanguage(tag)).toBeUndefined();
  });

  it('falls back to English for an unknown code', () => {
    expect(languageOf('xx').code).toBe('en');
    expect(languageOf('AR').dir).toBe('rtl');
  });
});
