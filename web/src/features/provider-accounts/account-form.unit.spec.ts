import { MANAGED_PROVIDER_IDS } from '@waypost/contracts';
import { accountNameOk, blankDraft, connectBody, connectFieldsOf, credentialsBody, FORM_PLACE, keyModeOf, modeChoicesOf, placeIssues } from './account-form';

// ── The connect form's logic: the provider's own fields, the body it sends, and where a 400's issues are shown ──

describe('the fields of a provider', () => {
  it('are the credentials that provider takes, by the names the API gives them', () => {
    expect(connectFieldsOf('easypost')).toEqual(['provider', 'account', 'label', 'mode', 'baseUrl', 'credentials.apiKey', 'credentials.webhookSecret']);
    expect(connectFieldsOf('dhl-direct')).toEqual(['provider', 'account', 'label', 'mode', 'baseUrl', 'credentials.username', 'credentials.password', 'credentials.accountNumber']);
    expect(connectFieldsOf('ups-direct')).toContain('credentials.webhookCredential');
    expect(connectFieldsOf('ups-direct')).not.toContain('credentials.apiKey');
  });

  it('offer "as the key says" only where the key says its mode, and start there', () => {
    const withKeyMode = MANAGED_PROVIDER_IDS.filter((p) => modeChoicesOf(p).includes('fromKey'));
    expect(withKeyMode).toEqual(['easypost', 'shippo']);
    expect(blankDraft('shippo').mode).toBe('fromKey');
    expect(blankDraft('fedex-direct').mode).toBe('test');
    expect(modeChoicesOf('karrio')).toEqual(['test', 'live']);
  });

  it('read the mode an EasyPost or Shippo key says, and nothing from other providers', () => {
    expect(keyModeOf('easypost', 'EZTK123')).toBe('test');
    expect(keyModeOf('easypost', ' EZAK123 ')).toBe('live');
    expect(keyModeOf('easypost', 'sk_123')).toBe('unknown');
    expect(keyModeOf('shippo', 'shippo_live_abc')).toBe('live');
    expect(keyModeOf('shippo', '')).toBeNull();
    expect(keyModeOf('karrio', 'EZTK123')).toBeNull();
  });
});

describe('the account name', () => {
  it.each([
    ['acme', true],
    ['acme-eu-2', true],
    ['9lives', true],
    ['Acme', false],
    ['-acme', false],
    ['acme_eu', false],
    ['default', false],
    ['a'.repeat(32), true],
    ['a'.repeat(33), false],
    ['', false],
  ])('%j is %s', (name, ok) => expect(accountNameOk(name)).toBe(ok));
});

describe('the body sent', () => {
  it('leaves out blank optional fields and the mode left to the key, and trims what is typed', () => {
    const draft = { ...blankDraft('easypost'), account: ' acme ', credentials: { apiKey: ' EZTK1 ', webhookSecret: '   ' } };
    expect(connectBody(draft)).toEqual({ provider: 'easypost', account: 'acme', credentials: { apiKey: 'EZTK1' } });
  });

  it('sends the label, a chosen mode and the base URL when given', () => {
    const draft = { ...blankDraft('karrio'), account: 'own', label: ' EU hub ', mode: 'live' as const, baseUrl: ' https://karrio.example.com ', credentials: { apiKey: 'k' } };
    expect(connectBody(draft)).toEqual({ provider: 'karrio', account: 'own', label: 'EU hub', mode: 'live', baseUrl: 'https://karrio.example.com', credentials: { apiKey: 'k' } });
  });

  it('never sends a credential the provider does not take (typed for another provider)', () => {
    expect(credentialsBody('dhl-direct', { apiKey: 'EZTK1', username: 'u', password: 'p', accountNumber: '1' })).toEqual({ username: 'u', password: 'p', accountNumber: '1' });
  });
});

describe("a 400's issues", () => {
  const fields = connectFieldsOf('easypost');

  it('go beside the field they name, every message kept', () => {
    const placed = placeIssues(
      [
        { field: 'mode', message: 'is live, but the API key is a test key of EasyPost' },
        { field: 'credentials.apiKey', message: 'is required for EasyPost' },
        { field: 'credentials.apiKey', message: 'must not contain control characters' },
      ],
      fields,
    );
    expect(placed.get('mode')).toEqual(['is live, but the API key is a test key of EasyPost']);
    expect(placed.get('credentials.apiKey')).toEqual(['is required for EasyPost', 'must not contain control characters']);
    expect(placed.has(FORM_PLACE)).toBe(false);
  });

  it('that name no field of the form are shown for the form, with the field named', () => {
    const placed = placeIssues(
      [
        { field: 'credentials.username', message: 'is not a EasyPost credential' },
        { field: '(body)', message: 'must be an object' },
        { field: '__proto__', message: 'is not allowed' },
        { field: 'constructor', message: 'is not allowed' },
      ],
      fields,
    );
    expect(placed.get(FORM_PLACE)).toEqual(['credentials.username is not a EasyPost credential', 'must be an object', '__proto__ is not allowed', 'constructor is not allowed']);
    expect([...placed.keys()]).toEqual([FORM_PLACE]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
