// Testing Library's DOM matchers (toHaveTextContent, toBeInTheDocument) for component tests; harmless in Node tests.
if (typeof document !== 'undefined') require('@testing-library/jest-dom');

// Components speak through i18next: the tests run in English (the spec's texts), as a browser set to English sees them.
const { initI18n, i18n } = require('./src/i18n/i18n.ts');
beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
