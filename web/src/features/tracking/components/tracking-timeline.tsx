import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingEvent, TrackingEventType } from '@waypost/contracts';
import { CheckCircleIcon, MapPinIcon, PackageIcon, PlaneIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/format';

// One icon per event type (spec section 4).
const EVENT_ICONS: Record<TrackingEventType, ComponentType<SVGProps<SVGSVGElement>>> = {
  created: PackageIcon,
  pickup: TruckIcon,
  transit: PlaneIcon,
  customs: ShieldIcon,
  delivered: CheckCircleIcon,
  out_for_delivery: TruckIcon,
  delivery_attempt: MapPinIcon,
  available_for_pickup: MapPinIcon,
  returned_to_sender: PackageIcon,
  exception: ShieldIcon,
};

const EVENT_LABEL_KEYS = {
  created: 'timeline.eventTypes.created',
  pickup: 'timeline.eventTypes.pickup',
  transit: 'timeline.eventTypes.transit',
  customs: 'timeline.eventTypes.customs',
  delivered: 'timeline.eventTypes.delivered',
  out_for_delivery: 'timeline.eventTypes.outForDelivery',
  delivery_attempt: 'timeline.eventTypes.deliveryAttempt',
  available_for_pickup: 'timeline.eventTypes.availableForPickup',
  returned_to_sender: 'timeline.eventTypes.returnedToSender',
  exception: 'timeline.eventTypes.exception',
} as const satisfies Record<TrackingEventType, string>;

export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  const { t } = useTranslation('tracking');
  if (events.length === 0) return <p className="muted">{t('timeline.empty')}</p>;
  return (
    <ol className="timeline" aria-label={t('timeline.label')}>
      {events.map((event, index) => {
        const Icon = EVENT_ICONS[event.eventType] ?? PackageIcon;
        // An event type newer than this screen has no label: its code is read instead.
        const labelKey: (typeof EVENT_LABEL_KEYS)[TrackingEventType] | undefined = EVENT_LABEL_KEYS[event.eventType];
        return (
          <li key={event.id} className={index === 0 ? 'timeline-item timeline-latest' : 'timeline-item'} data-event-type={event.eventType}>
            <span className={`timeline-icon timeline-icon-${event.eventType}`}>
              <Icon />
            </span>
            <div className="timeline-body">
              <p className="timeline-title">
                <span className="sr-only">{t('timeline.eventType', { type: labelKey ? t(labelKey) : event.eventType })} </span>
                {event.description}
              </p>
              <p className="timeline-meta">
                {event.location} · <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
