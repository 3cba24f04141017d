/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderAccountView } from '@waypost/contracts';
import { ProviderAccountsPanel } from './provider-accounts-panel';

// ── /admin/carriers, by role and label, against an in-memory /api/admin/provider-accounts ──

const SECRET = 'EZTK0very0secret0test0key';

const view = (over: Partial<ProviderAccountView> = {}): ProviderAccountView => ({
  key: 'easypost.acme',
  provider: 'easypost',
  providerName: 'EasyPost',
  account: 'acme',
  label: 'Acme US',
  mode: 'test',
  baseUrl: null,
  enabled: true,
  source: 'dashboard',
  credentialsSet: ['apiKey'],
  credentialsUpdatedAt: '2026-11-27T05:00:00.000Z',
  connectedAt: '2026-11-27T05:00:00.000Z',
  updatedAt: '2026-11-27T05:00:00.000Z',
  active: true,
  circuit: 'closed',
  webhookPath: '/api/webhooks/providers/easypost.acme',
  ...over,
});
const fromEnvironment = view({
  key: 'dhl-direct.default',
  provider: 'dhl-direct',
  providerName: 'DHL Express',
  account: 'default',
  label: '',
  source: 'environment',
  credentialsSet: ['username', 'password', 'accountNumber'],
  updatedAt: null,
  webhookPath: null,
});

let accounts: ProviderAccountView[];
let requests: { method: string; url: string; body: unknown }[];
/** The next POST's answer instead of a connection, when set. */
let refusal: { status: number; body: unknown } | null;

function fakeFetch(url: string, init: { method?: string; body?: string } = {}) {
  const method = init.method ?? 'GET';
  const body = init.body ? JSON.parse(init.body) : undefined;
  requests.push({ method, url, body });
  const answer = (status: number, json?: unknown) =>
    Promise.resolve({ ok: status < 400, status, statusText: '', json: () => Promise.resolve(json), text: () => Promise.resolve(json === undefined ? '' : JSON.stringify(json)) });
  const key = decodeURIComponent(url.split('/')[4] ?? '');
  if (method === 'GET') return answer(200, { accounts });
  if (method === 'POST') {
    if (refusal) return answer(refusal.status, refusal.body);
    const made = view({
      key: `${body.provider}.${body.account}`,
      account: body.account,
      label: body.label ?? '',
      credentialsSet: Object.keys(body.credentials) as ProviderAccountView['credentialsSet'],
      active: false,
      circuit: null,
    });
    accounts = [...accounts, made];
    return answer(201, made);
  }
  if (method === 'DELETE') {
    accounts = accounts.filter((a) => a.key !== key);
    return answer(204);
  }
  if (url.endsWith('/credentials')) {
    accounts = accounts.map((a) => (a.key === key ? { ...a, credentialsSet: Object.keys(body.credentials) as ProviderAccountView['credentialsSet'] } : a));
    return answer(
      200,
      accounts.find((a) => a.key === key),
    );
  }
  accounts = accounts.map((a) => (a.key === key ? { ...a, ...body } : a));
  return answer(
    200,
    accounts.find((a) => a.key === key),
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProviderAccountsPanel />
    </QueryClientProvider>,
  );
  return client;
}

beforeAll(() => {
  // jsdom has <dialog> without its modal methods
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  accounts = [view(), fromEnvironment];
  requests = [];
  refusal = null;
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
});

const card = (name: string) => screen.findByRole('region', { name });

it('lists each account: its mode, source, which credentials are set (never their values), circuit and webhook path', async () => {
  renderPanel();
  const acme = await card('EasyPost · acme');
  expect(acme).toHaveTextContent('Test mode');
  expect(acme).toHaveTextContent('Managed here');
  expect(acme).toHaveTextContent('Enabled');
  expect(within(acme).getByRole('list', { name: 'Credentials' })).toHaveTextContent('API key: setWebhook secret: not set');
  expect(acme).toHaveTextContent('Closed: calls go through');
  expect(acme).toHaveTextContent('/api/webhooks/providers/easypost.acme');
  expect(acme).toHaveTextContent("EasyPost's own host");

  const dhl = await card('DHL Express · default');
  expect(dhl).toHaveTextContent('From the environment (read-only)');
  expect(dhl).toHaveTextContent('Not recorded');
  expect(within(dhl).queryByRole('button')).toBeNull();
});

it('says the sandbox network answers alone while no account is connected', async () => {
  accounts = [];
  renderPanel();
  expect(await screen.findByText(/the Waypost sandbox network answers every quote alone/)).toBeInTheDocument();
});

it("connects an account with the provider's own credential fields, as password inputs the browser does not fill, and forgets them", async () => {
  const user = userEvent.setup();
  const client = renderPanel();
  const form = screen.getByRole('form', { name: 'Connect a carrier account' });
  expect(within(form).queryByLabelText(/API key/)).toBeNull();
  await user.selectOptions(within(form).getByLabelText(/Provider/), 'EasyPost');

  const apiKey = within(form).getByLabelText(/API key \(EZTK… test, EZAK… production\)/);
  expect(apiKey).toHaveAttribute('type', 'password');
  expect(apiKey).toHaveAttribute('autocomplete', 'off');
  expect(apiKey).toBeRequired();
  expect(within(form).getByLabelText(/Webhook secret \(HMAC\)/)).not.toBeRequired();
  expect(within(form).getByLabelText(/Base URL/)).not.toBeRequired();

  await user.type(apiKey, SECRET);
  expect(within(form).getByText('This key is a test key of EasyPost: the account runs in test mode and buys no real labels.')).toBeInTheDocument();
  await user.type(within(form).getByLabelText(/Account name/), 'acme2');
  expect(within(form).getByText("The account's key will be easypost.acme2.")).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Connect account' }));

  expect(await within(form).findByRole('status')).toHaveTextContent('easypost.acme2 is connected');
  expect(requests.find((r) => r.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/admin/provider-accounts',
    body: { provider: 'easypost', account: 'acme2', credentials: { apiKey: SECRET } },
  });
  expect(within(form).getByLabelText(/API key/)).toHaveValue('');
  await card('EasyPost · acme2');
  // the value is nowhere on the page, nor in the query or mutation caches
  expect(document.body.innerHTML).not.toContain(SECRET);
  expect(
    JSON.stringify(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    ),
  ).not.toContain(SECRET);
  await waitFor(() =>
    expect(
      JSON.stringify(
        client
          .getMutationCache()
          .getAll()
          .map((m) => m.state.variables),
      ),
    ).not.toContain(SECRET),
  );
});

it("shows a 400's issues beside the fields they name, and one for no field above them", async () => {
  const user = userEvent.setup();
  renderPanel();
  const form = screen.getByRole('form', { name: 'Connect a carrier account' });
  await user.selectOptions(within(form).getByLabelText(/Provider/), 'EasyPost');
  await user.type(within(form).getByLabelText(/API key/), SECRET);
  await user.type(within(form).getByLabelText(/Account name/), 'acme2');
  await user.selectOptions(within(form).getByLabelText(/^Mode/), 'Live');
  refusal = {
    status: 400,
    body: {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request',
      issues: [
        { field: 'mode', message: 'is live, but the API key is a test key of EasyPost' },
        { field: 'credentials.username', message: 'is not a EasyPost credential' },
      ],
    },
  };
  await user.click(within(form).getByRole('button', { name: 'Connect account' }));

  const mode = within(form).getByLabelText(/^Mode/);
  await waitFor(() => expect(mode).toHaveAccessibleDescription(expect.stringContaining('Mode is live, but the API key is a test key of EasyPost')));
  expect(mode).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByLabelText(/API key/)).not.toHaveAttribute('aria-invalid');
  const alert = within(form).getByRole('alert');
  expect(alert).toHaveTextContent('The account was not connected: see the fields marked.');
  expect(alert).toHaveTextContent('credentials.username is not a EasyPost credential');
});

it('checks the account name before sending it', async () => {
  const user = userEvent.setup();
  renderPanel();
  const form = screen.getByRole('form', { name: 'Connect a carrier account' });
  await user.selectOptions(within(form).getByLabelText(/Provider/), 'Karrio');
  expect(within(form).getByLabelText(/Base URL/)).toBeRequired();
  expect(within(form).getByLabelText(/API key \(Token\)/)).toHaveAttribute('type', 'password');
  await user.type(within(form).getByLabelText(/Account name/), 'Acme EU');
  await user.click(within(form).getByRole('button', { name: 'Connect account' }));
  expect(within(form).getByLabelText(/Account name/)).toHaveAccessibleDescription(expect.stringContaining('Use 1 to 32 lower-case letters'));
  expect(requests.some((r) => r.method === 'POST')).toBe(false);
});

it('changes, pauses, replaces the credentials of and removes an account managed here', async () => {
  const user = userEvent.setup();
  renderPanel();
  const acme = await card('EasyPost · acme');

  await user.click(within(acme).getByRole('button', { name: 'Change settings' }));
  const settings = within(acme).getByRole('form', { name: 'Settings of easypost.acme' });
  await user.clear(within(settings).getByLabelText(/Label/));
  await user.type(within(settings).getByLabelText(/Label/), 'Acme EU');
  await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(requests.at(-2)).toEqual({ method: 'PUT', url: '/api/admin/provider-accounts/easypost.acme', body: { label: 'Acme EU', mode: 'test', baseUrl: null } }),
  );
  expect(await screen.findByText('The settings of easypost.acme are saved.')).toBeInTheDocument();

  await user.click(within(acme).getByRole('button', { name: 'Pause' }));
  expect(await within(acme).findByText('Paused')).toBeInTheDocument();
  expect(within(acme).getByRole('button', { name: 'Resume' })).toBeInTheDocument();

  await user.click(within(acme).getByRole('button', { name: 'Replace credentials' }));
  const replace = within(acme).getByRole('form', { name: 'New credentials of easypost.acme' });
  await user.type(within(replace).getByLabelText(/API key/), 'EZTK0new');
  await user.type(within(replace).getByLabelText(/Webhook secret/), 'whsec');
  await user.click(within(replace).getByRole('button', { name: 'Replace credentials' }));
  await waitFor(() => expect(within(acme).getByRole('list', { name: 'Credentials' })).toHaveTextContent('API key: setWebhook secret: set'));
  expect(requests.find((r) => r.url.endsWith('/credentials'))?.body).toEqual({ credentials: { apiKey: 'EZTK0new', webhookSecret: 'whsec' } });

  await user.click(within(acme).getByRole('button', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove easypost.acme?' });
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Its credentials are destroyed and cannot be recovered.'));
  await user.click(within(dialog).getByRole('button', { name: 'Remove account' }));
  expect(await screen.findByText('easypost.acme is removed; its credentials are destroyed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'EasyPost · acme' })).toBeNull());
  expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/admin/provider-accounts/easypost.acme')).toBe(true);
});
