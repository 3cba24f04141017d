import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import { EVENT_TYPE_LABEL_KEYS } from './event-type-labels';

// The English catalogue names every event type exactly as the contracts do (the API answers with those).
describe('webhook event type labels', () => {
  const en = i18n.getFixedT('en', 'webhooks');
  it('are the contracts’ labels, word for word, in English', () => {
    for (const type of WEBHOOK_EVENT_TYPES) expect(en(EVENT_TYPE_LABEL_KEYS[type])).toBe(WEBHOOK_EVENT_LABELS[type]);
  });
});
