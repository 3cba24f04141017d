import { COMPLIANCE_MESSAGES } from '@waypost/contracts';
import english from '@/locales/en/compliance.json';

// ── The spec's compliance messages (contracts, also used by the API and CLI) are the English catalogue's, word for word ──

it('keeps the English catalogue messages identical to COMPLIANCE_MESSAGES', () => {
  expect(english.messages).toStrictEqual(COMPLIANCE_MESSAGES);
});
