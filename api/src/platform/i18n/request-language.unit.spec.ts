import { acceptLanguage, cookieLanguage, requestLanguage } from './request-language';

// ── requestLanguage: the waypost_lang cookie, else the best of Accept-Language, else English; never a throw ──

const request = (headers: Record<string, string | string[] | undefined>) => ({ headers });

describe('requestLanguage', () => {
  it('English without a cookie or Accept-Language', () => {
    expect(requestLanguage(request({}))).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage(null)).toBe('en');
    expect(requestLanguage({} as never)).toBe('en');
  });

  it('the cookie wins over Accept-Language, when it names a supported language', () => {
    expect(requestLanguage(request({ cookie: 'waypost_lang=de', 'accept-language': 'fr' }))).toBe('de');
    expect(requestLanguage(request({ cookie: 'waypost_session=abc; waypost_lang=zh-Hant; other=1', 'accept-language': 'fr' }))).toBe('zh-Hant');
    expect(requestLanguage(request({ cookie: 'waypost_lang=xx', 'accept-language': 'fr' }))).toBe('fr');
    expect(requestLanguage(request({ cookie: 'waypost_lang=', 'accept-language': 'fr' }))).toBe('fr');
  });

  it('Accept-Language by q-value', () => {
    expect(requestLanguage(request({ 'accept-language': 'de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7' }))).toBe('de');
    expect(requestLanguage(request({ 'accept-language': 'en;q=0.5, ja;q=0.9, de;q=0.8' }))).toBe('ja');
    expect(requestLanguage(request({ 'accept-language': 'pt-PT' }))).toBe('pt-BR');
    expect(requestLanguage(request({ 'accept-language': 'zh-TW,zh;q=0.9' }))).toBe('zh-Hant');
  });
});

describe('cookieLanguage', () => {
  it.each([
    ['waypost_lang=de', 'de'],
    ['waypost_lang=de-AT', 'de'],
    ['waypost_lang=zh%2DHans', 'zh-Hans'],
    [' waypost_lang = fr ', 'fr'],
    ['waypost_lang=PT-br', 'pt-BR'],
    ['waypost_lang=iw', 'he'],
    ['xwaypost_lang=de', undefined],
    ['waypost_lang=%E0%A4%A', undefined], // not percent-decodable
    ['waypost_lang=__proto__', undefined],
    ['waypost_lang=constructor', undefined],
    ['waypost_lang=toString', undefined],
    ['waypost_lang=hasOwnProperty', undefined],
    ['waypost_lang=' + 'a'.repeat(5000), undefined],
    ['waypost_lang', undefined],
    ['=de', undefined],
    ['', undefined],
  ])('%j → %j', (header, expected) => {
    expect(cookieLanguage(header)).toBe(expected);
  });

  it('the first supported one of several, and an array of headers', () => {
    expect(cookieLanguage('waypost_lang=xx; waypost_lang=it')).toBe('it');
    expect(cookieLanguage(['a=1', 'waypost_lang=ko'])).toBe('ko');
    expect(cookieLanguage(undefined)).toBeUndefined();
  });
});

describe('acceptLanguage', () => {
  it.each([
    ['de', 'de'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['en-GB;q=0.8, de-AT', 'de'],
    ['da, en-gb;q=0.8, en;q=0.7', 'en'], // Danish is not spoken here: the next best is
    ['*', undefined],
    ['da', undefined],
    ['de;q=0, fr;q=0.1', 'fr'], // q=0: not acceptable
    ['de;q=0.000', undefined],
    ['de;q=1.0', 'de'],
    ['de;q=1.5, fr;q=0.2', 'de'], // a q above 1 is read as given (negotiator), not an error
    ['de;q=abc, it', 'it'],
    ['de;q=-1, it;q=0.1', 'it'],
    ['DE;Q=0.4, FR;Q=0.6', 'fr'],
    ['de;level=1;q=0.4, fr;q=0.3', 'de'],
    ['ja;q=0.5, ko;q=0.5', 'ja'], // a tie: the first listed
    [',,, ;;; ,de', 'de'],
    ['__proto__, constructor;q=1, toString, ar;q=0.1', 'ar'],
    ['hasOwnProperty, valueOf, de', 'de'],
    ['en_US', 'en'],
    ['x'.repeat(100) + ', he;q=0.2', 'he'],
    ['\u0000de, \ud800, tr;q=0.3', 'tr'],
    ['', undefined],
  ])('%j → %j', (header, expected) => {
    expect(acceptLanguage(header)).toBe(expected);
  });

  it('reads at most 4096 characters and 32 ranges, never the rest, and never throws', () => {
    expect(acceptLanguage(`${'da;q=0.1, '.repeat(500)}de`)).toBeUndefined();
    expect(acceptLanguage(`${'xx, '.repeat(31)}de`)).toBe('de');
    expect(acceptLanguage(`${'xx, '.repeat(32)}de`)).toBeUndefined();
    expect(acceptLanguage(['fr;q=0.2', 'it;q=0.4'])).toBe('it');
    expect(() => acceptLanguage('a'.repeat(1_000_000))).not.toThrow();
    expect(acceptLanguage(undefined)).toBeUndefined();
    expect(acceptLanguage(42 as never)).toBeUndefined();
  });

  it('a junk header falls through to English, not a failure', () => {
    const hostile = {
      get cookie(): string {
        throw new Error('boom');
      },
    };
    expect(requestLanguage({ headers: hostile as never })).toBe('en');
    expect(Object.prototype).not.toHaveProperty('de');
  });
});
