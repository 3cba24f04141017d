import type { ComponentType, SVGProps } from 'react';
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

const EVENT_LABELS: Record<TrackingEventType, string> = {
  created: 'Shipment created',
  pickup: 'Picked up',
  transit: 'In transit',
  customs: 'Customs',
  delivered: 'Delivered',
  out_for_delivery: 'Out for delivery',
  delivery_attempt: 'Delivery attempt failed',
  available_for_pickup: 'Ready for pickup',
  returned_to_sender: 'Returned to sender',
  exception: 'Exception',
};

export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  if (events.length === 0) return <p className="muted">No tracking events yet.</p>;
  return (
    <ol className="timeline" aria-label="Tracking history">
      {events.map((event, index) => {
        const Icon = EVENT_ICONS[event.eventType] ?? PackageIcon;
        return (
          <li key={event.id} className={index === 0 ? 'timeline-item timeline-latest' : 'timeline-item'} data-event-type={event.eventType}>
            <span className={`timeline-icon timeline-icon-${event.eventType}`}>
              <Icon />
            </span>
            <div className="timeline-body">
              <p className="timeline-title">
                <span className="sr-only">{EVENT_LABELS[event.eventType] ?? event.eventType}: </span>
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
