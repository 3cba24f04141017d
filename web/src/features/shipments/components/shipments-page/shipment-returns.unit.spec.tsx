/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shipment } from '@waypost/contracts';
import { ShipmentReturns, ReturnLinks } from './shipment-returns';

// ── Returns of one shipment (issue 28 item 2): "Create a return", the portal link, the links of a return pair ──

const ID = '00000000-0000-4000-8000-000000000028';
const TN = '2PG-2026-000028';
const shipment = (over: Partial<Shipment> = {}): Shipment => ({
  id: ID,
  trackingNumber: TN,
  status: 'delivered',
  fromAddress: { name: 'Greta', address: 'Street 1', city: 'Berlin', country: 'DE', postalCode: '10117' },
  toAddress: { name: 'Ike', address: 'Street 2', city: 'New York', country: 'US', postalCode: '10001' },
  itemDetails: { description: 'Headphones', weight: 3, value: 330 },
  estimatedDelivery: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  version: 4,
  parcels: [],
  totalWeightKg: 3,
  ...over,
});

let calls: { method: string; url: string; body: unknown }[];
let routes: Record<string, { status: number; body: unknown }>;
beforeEach(() => {
  calls = [];
  routes = {};
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { status, body } = routes[`${method} ${url}`] ?? { status: 404, body: { message: `no route ${method} ${url}` } };
    return Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });
  }) as unknown as typeof fetch;
});

const renderReturns = (s: Shipment) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShipmentReturns shipment={s} titleId="returns" />
    </QueryClientProvider>,
  );

it('creates a return with the reason and note chosen, and says what to do next', async () => {
  routes[`POST /api/shipments/${ID}/returns`] = {
    status: 201,
    body: { ...shipment({ id: 'r1', trackingNumber: '2PG-2026-000099', status: 'pending' }), rates: [], rateSelection: 'manual' },
  };
  renderReturns(shipment());
  const form = screen.getByRole('form', { name: `Create a return of ${TN}` });
  await userEvent.selectOptions(screen.getByLabelText('Reason'), 'other');
  await userEvent.type(screen.getByLabelText(/Tell us more/), 'Too loud');
  await userEvent.click(screen.getByRole('button', { name: 'Create a return' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Return 2PG-2026-000099 created'));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: `/api/shipments/${ID}/returns`, body: { reason: 'other', note: 'Too loud' } });
  expect(form).toBeInTheDocument();
});

it('shows the server’s refusal as it is', async () => {
  routes[`POST /api/shipments/${ID}/returns`] = { status: 409, body: { statusCode: 409, message: 'Shipment 2PG-2026-000028 already has an open return (2PG-2026-000099)' } };
  renderReturns(shipment({ status: 'in_transit' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create a return' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('already has an open return (2PG-2026-000099)'));
});

it('makes the return portal link and shows it to copy', async () => {
  routes[`POST /api/shipments/${ID}/return-link`] = { status: 200, body: { token: 'abc.def', path: '/returns/abc.def', expiresAt: '2026-12-25T09:00:00.000Z' } };
  renderReturns(shipment());
  await userEvent.click(screen.getByRole('button', { name: 'Copy return portal link' }));
  const field = await screen.findByLabelText('Return portal link for your customer');
  expect(field).toHaveValue(`${window.location.origin}/returns/abc.def`);
  expect(screen.getByRole('status')).toHaveTextContent(/Return portal link (copied|ready to copy)/);
});

it('offers nothing on a pending shipment, and shows the links of a return pair without the form', () => {
  const { container } = renderReturns(shipment({ status: 'pending' }));
  expect(container).toBeEmptyDOMElement();
  renderReturns(shipment({ returnOf: { shipmentId: 'o1', trackingNumber: '2PG-2026-000001', reason: 'damaged' } }));
  expect(screen.getByText('Return of 2PG-2026-000001')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create a return' })).not.toBeInTheDocument();
  render(<ReturnLinks shipment={shipment({ returnedAs: { shipmentId: 'r9', trackingNumber: '2PG-2026-000009', reason: 'other' } })} />);
  expect(screen.getByText('Returned as 2PG-2026-000009')).toBeInTheDocument();
});
