import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage } from '@/i18n/languages';
import { setLanguage } from '@/i18n/i18n';
import { cn } from '@/lib/cn';

/**
 * The language switcher (top bar, small-screen menu, Accessibility Center): each language named in itself and tagged
 * with its own `lang`, so a screen reader reads "Deutsch" as German. The choice is remembered on this device.
 */
export function LanguageSelect({ className, id }: { className?: string; id?: string }) {
  const { t, i18n } = useTranslation('common');
  const generated = useId();
  const selectId = id ?? generated;
  const current = matchLanguage(i18n.resolvedLanguage) ?? 'en';
  return (
    <div className={cn('language-select', className)}>
      <label htmlFor={selectId} className="sr-only">
        {t('language.label')}
      </label>
      <select id={selectId} className="language-select-input" value={current} onChange={(event) => void setLanguage(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
