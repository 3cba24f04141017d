import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A busy indicator with its text for screen readers (by default "Loading…"). */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('spinner-wrap', className)} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label ?? t('spinner.loading')}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="full-page-center">
      <Spinner label={label} className="spinner-lg" />
    </div>
  );
}
