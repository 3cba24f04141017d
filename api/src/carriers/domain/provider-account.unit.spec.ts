import type { ProviderAccountEvent } from '@waypost/contracts';
import {
  decideProviderAccount,
  foldProviderAccount,
  ProviderAccountExistsError,
  ProviderAccountInvalidError,
  ProviderAccountNotFoundError,
  type ProviderAccountCommand,
} from './provider-account';

// ── A provider account's decisions (issue 27, item 6) ────────────────────────

const NOW = '2026-11-28T12:00:00.000Z';
const connect = (over: Partial<Extract<ProviderAccountCommand, { type: 'ConnectProviderAccount' }>['data']> = {}): ProviderAccountCommand => ({
  type: 'ConnectProviderAccount',
  data: {
    key: 'easypost.acme',
    providerId: 'easypost',
    accountId: 'acme',
    label: 'Acme',
    mode: undefined,
    baseUrl: null,
    connectionId: 'c1',
    credentials: { apiKey: 'EZTKabc' },
    by: 'u1',
    now: NOW,
    ...over,
  },
});

/** Applies commands one after another, as the handler does. */
function run(...commands: ProviderAccountCommand[]): ProviderAccountEvent[] {
  const events: ProviderAccountEvent[] = [];
  for (const c of commands) events.push(...decideProviderAccount(c, foldProviderAccount(events)));
  return events;
}

describe('provider account', () => {
  it('takes the mode from the key where the key says it, else test', () => {
    expect(run(connect())[0]).toMatchObject({ type: 'ProviderAccountConnected', data: { mode: 'test' } });
    expect(run(connect({ credentials: { apiKey: 'EZAKabc' } }))[0]).toMatchObject({ data: { mode: 'live' } });
    const dhl = connect({ key: 'dhl-direct.acme', providerId: 'dhl-direct', credentials: { username: 'u', password: 'p', accountNumber: '1' } });
    expect(run(dhl)[0]).toMatchObject({ data: { mode: 'test' } });
  });

  it('refuses a mode the key contradicts, missing credentials and a self-hosted provider without its address', () => {
    expect(() => run(connect({ mode: 'live' }))).toThrow(ProviderAccountInvalidError);
    expect(() => run(connect({ key: 'ups-direct.acme', providerId: 'ups-direct', credentials: { clientId: 'x' } }))).toThrow(/credentials.clientSecret/);
    expect(() => run(connect({ key: 'karrio.acme', providerId: 'karrio' }))).toThrow(/baseUrl/);
  });

  it('connects once: a second connection of the same key conflicts; after removal it connects anew', () => {
    expect(() => run(connect(), connect())).toThrow(ProviderAccountExistsError);
    const events = run(connect(), { type: 'RemoveProviderAccount', data: { key: 'easypost.acme', by: 'u1', now: NOW } }, connect({ connectionId: 'c2' }));
    const state = foldProviderAccount(events);
    expect(state).toMatchObject({ status: 'connected', connectionId: 'c2', credentials: { apiKey: 'EZTKabc' }, version: 3 });
  });

  it('changes only what differs; pausing keeps the credentials', () => {
    const change = (data: Partial<Extract<ProviderAccountCommand, { type: 'ChangeProviderAccount' }>['data']>): ProviderAccountCommand => ({
      type: 'ChangeProviderAccount',
      data: { key: 'easypost.acme', by: 'u1', now: NOW, ...data },
    });
    expect(run(connect(), change({ label: 'Acme' }))).toHaveLength(1);
    const events = run(connect(), change({ enabled: false }));
    expect(foldProviderAccount(events)).toMatchObject({ enabled: false, credentials: { apiKey: 'EZTKabc' } });
    expect(() => run(connect(), change({ mode: 'live' }))).toThrow(/mode/);
    expect(() => run(change({ enabled: false }))).toThrow(ProviderAccountNotFoundError);
  });

  it('replaces the whole set of credentials under the same connection, checked against the provider', () => {
    const replace = (credentials: Record<string, string>): ProviderAccountCommand => ({
      type: 'ReplaceProviderCredentials',
      data: { key: 'easypost.acme', credentials, by: 'u1', now: NOW },
    });
    const events = run(connect(), replace({ apiKey: 'EZTKnew' }));
    expect(events[1]).toMatchObject({ type: 'ProviderAccountCredentialsReplaced', data: { connectionId: 'c1', credentials: { apiKey: 'EZTKnew' } } });
    expect(() => run(connect(), replace({ apiKey: 'EZAKlive' }))).toThrow(/mode/); // a live key on a test account: change the mode first
    expect(() => run(connect(), replace({ clientId: 'x' }))).toThrow(/credentials.apiKey/);
  });

  it('removal forgets the credentials in the state and names the connection whose key goes', () => {
    const events = run(connect(), { type: 'RemoveProviderAccount', data: { key: 'easypost.acme', by: 'u1', now: NOW } });
    expect(events[1]).toMatchObject({ type: 'ProviderAccountRemoved', data: { connectionId: 'c1' } });
    expect(foldProviderAccount(events)).toMatchObject({ status: 'removed', credentials: {}, enabled: false });
    expect(() =>
      run(
        connect(),
        { type: 'RemoveProviderAccount', data: { key: 'easypost.acme', by: 'u1', now: NOW } },
        { type: 'RemoveProviderAccount', data: { key: 'easypost.acme', by: 'u1', now: NOW } },
      ),
    ).toThrow(ProviderAccountNotFoundError);
  });
});
