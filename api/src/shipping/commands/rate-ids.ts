import { derivedId } from '../../platform/event-store/ids';
import { ratingOf, type QuotedService, type Rating } from '../domain/rate-purchase';

/** The rates of a command's quote: ids derived from the command, so a retried command names the same rates. */
export const ratingFor = (commandId: string, services: readonly QuotedService[], now: string): Rating =>
  ratingOf(services, now, (s) => `rate_${derivedId(commandId, `rate/${s.carrierId}/${s.serviceId}`).replaceAll('-', '')}`);
