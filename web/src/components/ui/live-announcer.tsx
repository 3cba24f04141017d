import { useSyncExternalStore } from 'react';

// ── Screen-reader announcements: one polite live region, cleared after 1 s (spec section 4) ──
export const ANNOUNCEMENT_CLEAR_MS = 1000;

let message = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function announce(text: string): void {
  message = text;
  emit();
  clearTimeout(timer);
  timer = setTimeout(() => {
    message = '';
    emit();
  }, ANNOUNCEMENT_CLEAR_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mount once (the app provider does). */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribe, () => message, () => message);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {text}
    </div>
  );
}
