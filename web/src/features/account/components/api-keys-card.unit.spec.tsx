/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyInfo } from '@waypost/contracts';
import { ApiKeysCard } from './api-keys-card';

// ── The account's API keys card, by role and label, against an in-memory /api/auth/keys ──

const SECRET = `wp_test_Ab12${'z'.repeat(39)}`;
const existing: ApiKeyInfo = {
  id: 'k-live',
  name: 'warehouse',
  mode: 'live',
  prefix: 'wp_live_Qw9x',
  scopes: ['read', 'labels'],
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2027-01-01T00:00:00.000Z',
  revokedAt: null,
};

let keys: ApiKeyInfo[];
let requests: { method: string; url: string; body: unknown }[];

function fakeFetch(url: string, init: { method: string; body?: string }) {
  const body = init.body ? JSON.parse(init.body) : undefined;
  requests.push({ method: init.method, url, body });
  const answer = (status: number, json: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(json)) });
  if (init.method === 'GET') return answer(200, keys);
  if (init.method === 'POST') {
    if (body.scopes.length === 0) return answer(400, { statusCode: 400, message: 'Invalid request', issues: [{ field: 'scopes', message: 'must name at least one scope' }] });
    const key: ApiKeyInfo = {
      id: 'k-new',
      name: body.name,
      mode: body.mode,
      prefix: SECRET.slice(0, 12),
      scopes: body.scopes,
      createdAt: '2026-11-27T05:00:00.000Z',
      lastUsedAt: null,
      expiresAt: body.expiresAt ?? null,
      revokedAt: null,
    };
    keys = [...keys, key];
    return answer(201, { ...key, key: SECRET });
  }
  const id = url.split('/').pop();
  keys = keys.map((k) => (k.id === id ? { ...k, revokedAt: '2026-11-27T05:01:00.000Z' } : k));
  return answer(
    200,
    keys.find((k) => k.id === id),
  );
}

function renderCard(role: 'shipper' | 'admin' = 'shipper') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ApiKeysCard role={role} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  keys = [existing];
  requests = [];
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
});

describe('API keys card', () => {
  it('lists keys with prefix, mode, scopes, created, last used and expiry, never a secret', async () => {
    renderCard();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /warehouse/ });
    expect(row).toHaveTextContent('wp_live_Qw9x…');
    expect(row).toHaveTextContent('live');
    expect(row).toHaveTextContent('read, labels');
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Active');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Key', 'Mode', 'Scopes', 'Created', 'Last used', 'Expires', 'Status', 'Actions']);
  });

  it('creates a key and shows its secret once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();
    await user.type(screen.getByLabelText(/^Name/), 'ci pipeline');
    await user.click(screen.getByRole('checkbox', { name: /^write/ }));
    await user.type(screen.getByLabelText('Expires (optional)'), '2027-01-01');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent('it is not shown again');
    expect(within(shown).getByLabelText(/Key “ci pipeline”/)).toHaveValue(SECRET);
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ name: 'ci pipeline', mode: 'test', scopes: ['read', 'write'], expiresAt: '2027-01-01' });
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(shown).findByText('Copied to the clipboard.')).toBeInTheDocument();
    // the list shows the new key by its prefix only
    expect(await screen.findByRole('row', { name: /ci pipeline/ })).toHaveTextContent('wp_test_Ab12…');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('offers the admin scope only to admins, for live keys', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard('shipper');
    await user.click(screen.getByRole('radio', { name: /^Live/ }));
    expect(screen.queryByRole('checkbox', { name: /^admin/ })).not.toBeInTheDocument();
    unmount();
    renderCard('admin');
    expect(screen.queryByRole('checkbox', { name: /^admin/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Live/ }));
    expect(screen.getByRole('checkbox', { name: /^admin/ })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByLabelText(/^Name/), 'nothing');
    await user.click(screen.getByRole('checkbox', { name: /^read/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The key was not created: scopes: must name at least one scope');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('revokes a key only after a confirmation; cancel changes nothing', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Revoke warehouse' }));
    const confirm = screen.getByRole('group', { name: 'Confirm revoking warehouse' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke warehouse' }));
    await user.click(within(screen.getByRole('group', { name: 'Confirm revoking warehouse' })).getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /warehouse/ })).toHaveTextContent('Revoked'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/auth/keys/k-live']);
    expect(screen.queryByRole('button', { name: 'Revoke warehouse' })).not.toBeInTheDocument();
  });
});
