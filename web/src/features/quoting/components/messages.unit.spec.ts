import { MESSAGES, QUOTING_MESSAGES } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// ── The quoting toasts come from the catalogue (en/quoting.json) and say the spec's texts of the contracts ──

it('says the spec messages word for word', () => {
  const t = i18n.getFixedT('en', 'quoting');
  expect({
    quoteGenerated: { title: t('instantQuote.toasts.generated.title'), description: t('instantQuote.toasts.generated.description') },
    quoteFailed: { title: t('instantQuote.toasts.failed.title'), description: t('instantQuote.toasts.failed.description') },
    quoteMissing: { title: t('instantQuote.toasts.missing.title'), description: t('instantQuote.toasts.missing.description') },
  }).toEqual({ quoteGenerated: MESSAGES.quoteGenerated, quoteFailed: MESSAGES.quoteFailed, quoteMissing: MESSAGES.quoteMissing });
  expect({
    calculatorMissing: { title: t('calculator.toasts.missing.title'), description: t('calculator.toasts.missing.description') },
    calculatorFailed: { title: t('calculator.toasts.failed.title'), description: t('calculator.toasts.failed.description') },
    ratesFailed: { title: t('routeAndRates.toasts.ratesFailed.title'), description: t('routeAndRates.toasts.ratesFailed.description') },
    ratesRetrieved: { title: t('routeAndRates.toasts.ratesRetrieved.title') },
    analysisRequired: { title: t('routeAndRates.toasts.analysisRequired.title'), description: t('routeAndRates.toasts.analysisRequired.description') },
    routeFailed: { title: t('routeAndRates.toasts.routeFailed.title'), description: t('routeAndRates.toasts.routeFailed.description') },
    gettingRates: t('routeAndRates.form.gettingRates'),
  }).toEqual(QUOTING_MESSAGES);
  expect(t('routeAndRates.toasts.ratesRetrieved.description', { count: 4, total: '4' })).toBe('Found 4 carrier options.');
});
