import { useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeToAnnouncements } from '@/lib/announcer';

/** The polite live region that reads out `announce(...)` (lib/announcer). Mount once (the app provider does). */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribeToAnnouncements, currentAnnouncement, currentAnnouncement);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {text}
    </div>
  );
}
