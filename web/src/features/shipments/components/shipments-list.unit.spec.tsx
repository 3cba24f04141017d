/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shipment } from '@waypost/contracts';
import { ShipmentsList } from './shipments-list';

// ── The Shipments section pages with "Load more shipments" over GET /api/shipments?paged=true (issue 25, item 4) ──

const shipment = (n: number): Shipment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  trackingNumber: `2PG-2026-${String(n).padStart(6, '0')}`,
  status: 'pending',
  fromAddress: { name: 'Sam', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: `Parcel ${n}`, weight: 1, value: 10 },
  estimatedDelivery: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  version: 1,
  estimateSource: 'quote',
  attention: null,
  parcels: [{ weight: { value: 1, unit: 'kg' }, packaging: 'custom', weightKg: 1 }],
  totalWeightKg: 1,
});

let urls: string[];
let pages: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  urls = [];
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    const cursor = new URL(url, 'http://localhost').searchParams.get('cursor') ?? 'first';
    const { status, body } = pages[cursor] ?? { status: 400, body: { message: 'cursor is not a cursor of this list' } };
    return Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });
  }) as unknown as typeof fetch;
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShipmentsList enabled onNewShipment={() => {}} onTrack={() => {}} />
    </QueryClientProvider>,
  );
}

const rowNumbers = () =>
  within(screen.getByRole('list', { name: 'Shipments' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.shipment-row-number')?.textContent);

describe('ShipmentsList', () => {
  it('shows the first page, loads the next with "Load more shipments", and hides the button on the last page', async () => {
    pages = {
      first: { status: 200, body: { data: [shipment(3), shipment(2)], has_more: true, next_cursor: 'c-2' } },
      'c-2': { status: 200, body: { data: [shipment(1)], has_more: false, next_cursor: null } },
    };
    renderList();
    expect(await screen.findByRole('button', { name: 'Track 2PG-2026-000003' })).toBeInTheDocument();
    expect(rowNumbers()).toEqual(['2PG-2026-000003', '2PG-2026-000002']);
    expect(screen.getByText('2 shipments shown, more to load')).toBeInTheDocument();
    expect(urls).toEqual(['/api/shipments?paged=true&limit=50']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more shipments' }));
    await waitFor(() => expect(rowNumbers()).toEqual(['2PG-2026-000003', '2PG-2026-000002', '2PG-2026-000001']));
    expect(urls[1]).toBe('/api/shipments?paged=true&limit=50&cursor=c-2');
    expect(screen.queryByRole('button', { name: 'Load more shipments' })).not.toBeInTheDocument();
    expect(screen.getByText('3 shipments')).toBeInTheDocument();
  });

  it('keeps the rows when the next page fails, and says so', async () => {
    pages = { first: { status: 200, body: { data: [shipment(2)], has_more: true, next_cursor: 'gone' } } };
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more shipments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more shipments: 400');
    expect(rowNumbers()).toEqual(['2PG-2026-000002']);
  });

  it('shows the empty state with no button when there are no shipments', async () => {
    pages = { first: { status: 200, body: { data: [], has_more: false, next_cursor: null } } };
    renderList();
    expect(await screen.findByRole('button', { name: 'Create your first shipment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more shipments' })).not.toBeInTheDocument();
  });
});
