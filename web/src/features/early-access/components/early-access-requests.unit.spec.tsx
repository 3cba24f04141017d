/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EarlyAccessEntry } from '@waypost/contracts';
import { EarlyAccessRequests } from './early-access-requests';

// ── The admin's early-access panel pages with "Load more requests" (issue 25, item 4) ──

const entry = (n: number): EarlyAccessEntry => ({ id: `e-${n}`, email: `lead${n}@example.com`, company: 'Acme', message: '', requestedAt: '2026-11-20T00:00:00.000Z' });

let urls: string[];
beforeEach(() => {
  urls = [];
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    const next = new URL(url, 'http://localhost').searchParams.get('cursor') === 'c2';
    const body = next ? { data: [entry(1)], has_more: false, next_cursor: null } : { data: [entry(3), entry(2)], has_more: true, next_cursor: 'c2' };
    return Promise.resolve({ ok: true, status: 200, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });
  }) as unknown as typeof fetch;
});

it('shows the first page, then the next with "Load more requests"; the badge says shown, then total', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EarlyAccessRequests />
    </QueryClientProvider>,
  );
  const table = await screen.findByRole('region', { name: 'Early-access requests table' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByText('2 shown')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more requests' }));
  expect(await screen.findByRole('cell', { name: 'lead1@example.com' })).toBeInTheDocument();
  expect(screen.getByText('3 total')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more requests' })).not.toBeInTheDocument();
  expect(urls).toEqual(['/api/admin/early-access?paged=true&limit=100', '/api/admin/early-access?paged=true&limit=100&cursor=c2']);
});
