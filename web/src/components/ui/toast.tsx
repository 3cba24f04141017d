import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { addToast, type ToastInput, type ToastItem } from './toast-store';

// ── Toasts: a tiny store plus one viewport (spec section 9: 5000 ms, max 420 px,
// top on mobile, bottom right on wider screens; the placement lives in CSS) ──
export const TOAST_DURATION_MS = 5000;
export type { ToastInput } from './toast-store';

let toasts: ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const clearTimer = (id: number) => {
  clearTimeout(timers.get(id));
  timers.delete(id);
};

export function dismissToast(id: number): void {
  clearTimer(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a toast for 5 s; the same message (or the same `key`) again replaces the one on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const { list, removed } = addToast(toasts, input, id);
  removed.forEach((t) => clearTimer(t.id));
  toasts = list;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const { t } = useTranslation('common');
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const notices = items.filter((t) => t.variant !== 'destructive');
  const errors = items.filter((t) => t.variant === 'destructive');
  // Two live regions (polite, and an alert: errors interrupt, confirmations wait their turn), each holding a
  // real list; the live roles sit on the wrappers, never on the lists themselves. The polite one has no status
  // role, so that a form's own status message stays the page's only status.
  return (
    <section className="toast-viewport" aria-label={t('toast.region')}>
      <div aria-live="polite" aria-atomic="false" className="toast-region">
        <ToastList items={notices} />
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" className="toast-region">
        <ToastList items={errors} />
      </div>
    </section>
  );
}

function ToastList({ items }: { items: ToastItem[] }) {
  if (items.length === 0) return null;
  return (
    <ol className="toast-list">
      {items.map((t) => (
        <ToastCard key={t.id} item={t} />
      ))}
    </ol>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation('common');
  return (
    <li className={cn('toast', item.variant === 'destructive' && 'toast-destructive')}>
      <div className="toast-text">
        <p className="toast-title">{item.title}</p>
        {item.description ? <p className="toast-description">{item.description}</p> : null}
      </div>
      <button type="button" className="toast-close" aria-label={t('toast.dismiss', { title: item.title })} onClick={() => dismissToast(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
