import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

// ── Toasts: a tiny store plus one viewport (spec section 9: 5000 ms, max 420 px,
// top on mobile, bottom right on wider screens; the placement lives in CSS) ──
export const TOAST_DURATION_MS = 5000;
const MAX_TOASTS = 3;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastItem extends ToastInput {
  id: number;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [...toasts, { ...input, id }].slice(-MAX_TOASTS);
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return (
    <div className="toast-viewport" aria-label="Messages" role="region">
      {/* Two live regions so errors interrupt and confirmations wait their turn. */}
      <ol className="toast-list" aria-live="polite" aria-atomic="false">
        {items
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastCard key={t.id} item={t} />
          ))}
      </ol>
      <ol className="toast-list" role="alert" aria-live="assertive" aria-atomic="false">
        {items
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastCard key={t.id} item={t} />
          ))}
      </ol>
    </div>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  return (
    <li className={cn('toast', item.variant === 'destructive' && 'toast-destructive')}>
      <div className="toast-text">
        <p className="toast-title">{item.title}</p>
        {item.description ? <p className="toast-description">{item.description}</p> : null}
      </div>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismissToast(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
