import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCurrencies, ensureReferenceRates, referenceRates, referenceRatesFailed, setDisplayPreferences, useDisplayPreferences, type Units } from '@/lib/display-preferences';
import { formatDate } from '@/lib/format';

/** Display currency and units (issue 29 part 3), beside the language in the Accessibility Center. */
export function DisplayPreferencesCard() {
  const { t, i18n } = useTranslation('formats');
  const prefs = useDisplayPreferences();
  const currencyId = useId();
  const unitsId = useId();
  const rates = referenceRates();
  const currencies = displayCurrencies();
  useEffect(() => void ensureReferenceRates(), []);
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'currency' });
  return (
    <section className="card" aria-labelledby="display-preferences-title">
      <h2 id="display-preferences-title" className="card-title">
        {t('preferences.title')}
      </h2>
      <p className="card-description">{t('preferences.description')}</p>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={currencyId} className="field-label">
            {t('preferences.currency')}
          </label>
          <select id={currencyId} className="input" value={prefs.currency ?? ''} onChange={(event) => setDisplayPreferences({ ...prefs, currency: event.target.value || null })}>
            <option value="">{t('preferences.asCharged')}</option>
            {(currencies.length > 0 ? currencies : prefs.currency ? [prefs.currency] : []).map((code) => (
              <option key={code} value={code}>
                {t('preferences.currencyOption', { code, name: names.of(code) ?? code })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={unitsId} className="field-label">
            {t('preferences.units')}
          </label>
          <select id={unitsId} className="input" value={prefs.units} onChange={(event) => setDisplayPreferences({ ...prefs, units: event.target.value as Units })}>
            <option value="metric">{t('preferences.metric')}</option>
            <option value="imperial">{t('preferences.imperial')}</option>
          </select>
        </div>
      </div>
      <p className="field-hint" aria-live="polite" data-testid="display-rates">
        {rates
          ? t('preferences.rates', { date: formatDate(rates.date), source: rates.source })
          : referenceRatesFailed()
            ? t('preferences.ratesUnavailable')
            : t('preferences.ratesLoading')}
      </p>
      <p className="field-hint">{t('preferences.inputsNote')}</p>
    </section>
  );
}
