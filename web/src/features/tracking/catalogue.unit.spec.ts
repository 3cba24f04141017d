import { ESTIMATE_SOURCES, ESTIMATE_SOURCE_LABELS, MESSAGES, SHIPMENT_NOTICES } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// The tracking screen's spec messages live in the contracts too (the API, the CLI and the journeys use them there):
// the English catalogue says them word for word.
describe('tracking catalogue (English)', () => {
  const en = i18n.getFixedT('en', 'tracking');

  it('says the spec messages of the tracking search as the contracts do', () => {
    expect(en('search.missingNumber.title')).toBe(MESSAGES.missingTrackingNumber.title);
    expect(en('search.missingNumber.description')).toBe(MESSAGES.missingTrackingNumber.description);
    expect(en('search.notFound.title')).toBe(MESSAGES.trackingNotFound.title);
    expect(en('search.notFound.description')).toBe(MESSAGES.trackingNotFound.description);
  });

  it('names the attention notice and every estimate source as the contracts do', () => {
    expect(en('details.needsAttention')).toBe(SHIPMENT_NOTICES.needsAttention);
    for (const source of ESTIMATE_SOURCES) expect(en(`details.estimateSources.${source}`)).toBe(ESTIMATE_SOURCE_LABELS[source]);
  });
});
