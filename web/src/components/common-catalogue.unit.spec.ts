import { ACCESS_MESSAGES, MESSAGES, SHIPMENT_NOTICES, SHIPMENT_STATUSES, SHIPMENT_STATUS_LABELS, TRACKING_STATUSES, TRACKING_STATUS_LABELS } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// Some of the spec's messages live in @waypost/contracts (the API, the CLI and the journeys use them too); the web app
// shows them from its catalogue. In English the two must stay the same text, word for word.
describe('common catalogue (English) and the spec messages in contracts', () => {
  const en = i18n.getFixedT('en', 'common');

  it('the 404 page and the notifications list', () => {
    expect(en('notFound.title')).toBe(MESSAGES.notFoundTitle);
    expect(en('notFound.text')).toBe(MESSAGES.notFoundText);
    expect(en('notifications.empty')).toBe(SHIPMENT_NOTICES.noNotifications);
  });

  it('the email confirmation banner', () => {
    expect(en('verifyEmail.banner', { email: 'sam@example.com' })).toBe(ACCESS_MESSAGES.verifyBanner('sam@example.com'));
    expect(en('verifyEmail.resent', { email: 'sam@example.com' })).toBe(ACCESS_MESSAGES.verificationResent('sam@example.com'));
    expect(en('verifyEmail.tooSoon')).toBe(ACCESS_MESSAGES.resendTooSoon);
  });

  it('every shipment and tracking status name', () => {
    for (const status of SHIPMENT_STATUSES) expect(en(`shipmentStatus.${status}`)).toBe(SHIPMENT_STATUS_LABELS[status]);
    for (const status of TRACKING_STATUSES) expect(en(`trackingStatus.${status}`)).toBe(TRACKING_STATUS_LABELS[status]);
  });
});
