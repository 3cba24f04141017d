import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '@waypost/contracts';
import { BellIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { formatDateTime } from '@/lib/format';

// ── The top bar's notifications button (spec section 2): the signed-in user's notifications read model ──
// GET /api/notifications (newest first): re-bookings after an outage, bookings no carrier took. New ones since the
// list was last opened (remembered in this browser) are counted on the button.

const SEEN_KEY = 'waypost.notifications.seenAt';
const readSeen = () => {
  try {
    return window.localStorage.getItem(SEEN_KEY) ?? '';
  } catch {
    return '';
  }
};

export function NotificationsButton() {
  const { t } = useTranslation('common');
  const notifications = useQuery<NotificationView[]>({ queryKey: ['/api/notifications'], refetchInterval: 30_000, staleTime: 0 });
  const items = notifications.data ?? [];
  const [seenAt, setSeenAt] = useState(readSeen);
  const fresh = items.filter((n) => n.createdAt > seenAt).length;

  const markSeen = () => {
    const latest = items[0]?.createdAt;
    if (!latest || latest <= seenAt) return;
    setSeenAt(latest);
    try {
      window.localStorage.setItem(SEEN_KEY, latest);
    } catch {
      // private mode: the count simply comes back next time
    }
  };

  return (
    <Popover
      buttonLabel={fresh > 0 ? t('notifications.labelWithNew', { count: fresh }) : t('notifications.label')}
      buttonClassName="icon-button notifications-button"
      buttonContent={
        <>
          <BellIcon />
          {fresh > 0 ? (
            <span className="notification-count" aria-hidden="true">
              {fresh}
            </span>
          ) : null}
        </>
      }
    >
      {() => <NotificationList items={items} onShown={markSeen} />}
    </Popover>
  );
}

function NotificationList({ items, onShown }: { items: NotificationView[]; onShown: () => void }) {
  const { t } = useTranslation('common');
  // Opened: what it shows counts as seen.
  useEffect(onShown, [items, onShown]);
  if (items.length === 0) return <p className="popover-text">{t('notifications.empty')}</p>;
  return (
    <ul className="notification-list" aria-label={t('notifications.label')}>
      {items.slice(0, 10).map((n) => (
        <li key={n.id} className="notification-item">
          <p className="notification-title">{n.title}</p>
          <p className="notification-message">{n.message}</p>
          <p className="notification-time">{formatDateTime(n.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
