// The languages are the platform's (contracts): the server speaks the same ones.
export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, languageOf, matchLanguage, type Language } from '@waypost/contracts';
