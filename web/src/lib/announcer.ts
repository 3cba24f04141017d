// ── Screen-reader announcements: one polite message, cleared after 1 s (spec section 4) ──
// The store lives here so that plumbing (document titles) and features can announce; the live region that reads
// it out is components/ui/live-announcer.tsx, mounted once by the app provider.
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

export const currentAnnouncement = (): string => message;

export function subscribeToAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
