import { CRM_MESSAGES, INQUIRY_STATUSES, INQUIRY_STATUS_LABELS, SHIPMENT_STATUSES, SHIPMENT_STATUS_LABELS } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// The desk's messages moved into the `customer-service` catalogue; in English they stay the contracts' (spec) texts,
// which the API and the CLI still use (the 404 of agent tracking carries agentTrackingNotFound's description).
it('says in English exactly what the contracts say', () => {
  const t = i18n.getFixedT('en', 'customer-service');
  expect(t('messages.inquiryCreated.title')).toBe(CRM_MESSAGES.inquiryCreated('CS-2026-000001').title);
  expect(t('messages.inquiryCreated.description', { ticketNumber: 'CS-2026-000001' })).toBe(CRM_MESSAGES.inquiryCreated('CS-2026-000001').description);
  expect(t('messages.responseAdded')).toBe(CRM_MESSAGES.responseAdded.title);
  expect(t('messages.inquiryResolved')).toBe(CRM_MESSAGES.inquiryResolved.title);
  expect(t('messages.customerNotFound.title')).toBe(CRM_MESSAGES.customerNotFound.title);
  expect(t('messages.customerNotFound.description')).toBe(CRM_MESSAGES.customerNotFound.description);
  expect(t('messages.agentTrackingNotFound.title')).toBe(CRM_MESSAGES.agentTrackingNotFound.title);
  expect(t('messages.agentTrackingNotFound.description')).toBe(CRM_MESSAGES.agentTrackingNotFound.description);
  expect(t('messages.agentTrackingFailed.title')).toBe(CRM_MESSAGES.agentTrackingFailed.title);
  expect(t('page.staffOnly.message')).toBe(CRM_MESSAGES.staffOnly);
  for (const status of INQUIRY_STATUSES) expect(t(`inquiryStatus.${status}`)).toBe(INQUIRY_STATUS_LABELS[status]);
  for (const status of SHIPMENT_STATUSES) expect(t(`shipmentStatus.${status}`)).toBe(SHIPMENT_STATUS_LABELS[status]);
});
