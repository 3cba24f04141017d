/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserRow } from '@waypost/contracts';
import { Users } from './accounts-table';

// ── /admin/users pages its accounts with "Load more accounts" over GET /api/admin/users?paged=true (issue 25, item 4) ──

const row = (n: number): AdminUserRow => ({
  id: `u-${n}`,
  email: `user${n}@example.com`,
  firstName: 'User',
  lastName: String(n),
  role: 'shipper',
  emailVerified: true,
  identities: 0,
  createdAt: '2026-11-20T00:00:00.000Z',
});

let urls: string[];
beforeEach(() => {
  urls = [];
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    const params = new URL(url, 'http://localhost').searchParams;
    const body = params.get('cursor') === 'next' ? { data: [row(1)], has_more: false, next_cursor: null } : { data: [row(3), row(2)], has_more: true, next_cursor: 'next' };
    return Promise.resolve({ ok: true, status: 200, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });
  }) as unknown as typeof fetch;
});

it('shows the first page of accounts and loads the next with "Load more accounts"', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Users selfId="u-admin" />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('combobox', { name: 'Role of user3@example.com' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role of user2@example.com' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Role of user1@example.com' })).not.toBeInTheDocument();
  expect(urls).toEqual(['/api/admin/users?paged=true&limit=100']);

  await userEvent.click(screen.getByRole('button', { name: 'Load more accounts' }));
  expect(await screen.findByRole('combobox', { name: 'Role of user1@example.com' })).toBeInTheDocument();
  expect(urls[1]).toBe('/api/admin/users?paged=true&limit=100&cursor=next');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more accounts' })).not.toBeInTheDocument());
  expect(screen.getAllByRole('row')).toHaveLength(4); // the header and three accounts
});
