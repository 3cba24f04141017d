import { cn } from '@/lib/cn';

export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <span className={cn('spinner-wrap', className)} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
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
