/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnPortalView } from '@waypost/contracts';
import { ReturnPortalPage } from './return-portal-page';

// ── /returns/:token, the customer's return portal (issue 28 item 2) ──

// the page reads its token from the route; react-router itself needs browser APIs jsdom lacks (TextEncoder)
let mockToken = '';
jest.mock('react-router-dom', () => ({ useParams: () => ({ token: mockToken }) }));
jest.mock('./return-portal.css', () => ({}));
jest.mock('@/components/layouts/page-layout', () => ({ PageLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const TOKEN = 'AAAA~bbbb';
const view: ReturnPortalView = {
  trackingNumber: '2PG-2026-000028',
  status: 'delivered',
  customerAddress: { name: 'Ike Customer', address: 'Street 2', city: 'New York', postalCode: '10001', country: 'United States' },
  returnAddress: { name: 'Greta Shop', address: 'Street 1', city: 'Berlin', postalCode: '10117', country: 'Germany' },
  items: [{ description: 'Headphones', quantity: 2 }],
  returnTrackingNumber: null,
  expiresAt: '2026-12-25T09:00:00.000Z',
};

let calls: { method: string; url: string; body: unknown }[];
let routes: Record<string, { status: number; body: unknown }>;
beforeEach(() => {
  calls = [];
  routes = {};
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { status, body } = routes[`${method} ${url}`] ?? { status: 404, body: { statusCode: 404, message: 'This return link is not valid or has expired' } };
    return Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });
  }) as unknown as typeof fetch;
});

const renderPortal = (token = TOKEN) => {
  mockToken = token;
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReturnPortalPage />
    </QueryClientProvider>,
  );
};

it('shows the shipment’s summary and sends the customer’s request', async () => {
  routes[`GET /api/returns/portal/${encodeURIComponent(TOKEN)}`] = { status: 200, body: view };
  routes[`POST /api/returns/portal/${encodeURIComponent(TOKEN)}`] = { status: 201, body: { returnTrackingNumber: '2PG-2026-000099' } };
  renderPortal();
  expect(await screen.findByText('2 × Headphones')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your address' })).toHaveTextContent('Ike Customer');
  expect(screen.getByRole('region', { name: 'Return to' })).toHaveTextContent('Greta Shop');
  await userEvent.selectOptions(screen.getByLabelText('Reason'), 'wrong_item');
  await userEvent.click(screen.getByRole('button', { name: 'Request the return' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Its tracking number is 2PG-2026-000099'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'wrong_item' });
});

it('says when a return is already requested, and offers no second one', async () => {
  routes[`GET /api/returns/portal/${encodeURIComponent(TOKEN)}`] = { status: 200, body: { ...view, returnTrackingNumber: '2PG-2026-000099' } };
  renderPortal();
  expect(await screen.findByText(/already requested: tracking number 2PG-2026-000099/)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: 'Request the return' })).not.toBeInTheDocument();
});

it('says a bad or expired link is not valid, nothing more', async () => {
  renderPortal('forged');
  expect(await screen.findByRole('alert')).toHaveTextContent('This return link is not valid or has expired. Ask the sender for a new one.');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});
