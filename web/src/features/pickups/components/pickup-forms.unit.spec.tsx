/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickupView } from '@waypost/contracts';
import { ChangePickupForm } from './change-pickup-form';
import { SchedulePickupForm } from './schedule-pickup-form';

// ── The pickup forms, by role and label, against an in-memory /api/pickups ──

const pickup: PickupView = {
  id: 'p-1',
  carrierId: 'ups',
  carrierName: 'UPS',
  status: 'confirmed',
  shipments: [{ shipmentId: 's-1', trackingNumber: '2PG-2026-000001', parcelCount: 1 }],
  date: '2026-12-01',
  earliest: '09:00',
  latest: '12:00',
  location: { name: 'Ada', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', countryCode: 'DE', postalCode: '10117' },
  parcelCount: 1,
  instructions: '',
  revision: 1,
  confirmationNumber: 'SBX-UPS-0A1B2C3D',
  refusal: null,
  sandbox: true,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:01.000Z',
};
const candidates = {
  carrierId: 'ups',
  carrierName: 'UPS',
  shipments: [
    { shipmentId: 's-1', trackingNumber: '2PG-2026-000001', parcelCount: 1, toCity: 'Paris', toCountry: 'FR', fromCity: 'Berlin' },
    { shipmentId: 's-2', trackingNumber: '2PG-2026-000002', parcelCount: 2, toCity: 'Lyon', toCountry: 'FR', fromCity: 'Berlin' },
  ],
};

let requests: { method: string; url: string; body: unknown }[];
function fakeFetch(url: string, init: { method: string; body?: string }) {
  const body = init.body ? JSON.parse(init.body) : undefined;
  requests.push({ method: init.method, url, body });
  const answer = (status: number, json: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(json)) });
  if (init.method === 'GET') return answer(200, candidates);
  if (init.method === 'POST') return answer(201, { ...pickup, status: 'requested', confirmationNumber: null, date: body.date, earliest: body.earliest, latest: body.latest });
  if (body.latest === '10:00') return answer(422, { statusCode: 422, message: 'latest: The pickup window must be at least 2 hours wide (latest after earliest, the same day)' });
  return answer(200, { ...pickup, ...body, status: 'requested', revision: 2 });
}

beforeEach(() => {
  requests = [];
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
});
const renderWith = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

it('lists the carrier’s shipments, sends only the ticked ones with the window, and says it is requested', async () => {
  const user = userEvent.setup();
  renderWith(<SchedulePickupForm />);
  await user.type(screen.getByRole('textbox', { name: /^Carrier/ }), 'UPS');
  await user.click(screen.getByRole('button', { name: 'Show shipments to collect' }));
  const submit = await screen.findByRole('button', { name: 'Schedule the pickup (0 selected)' });
  expect(submit).toBeDisabled();
  expect(requests[0]?.url).toBe('/api/pickups/candidates?carrierId=UPS');
  await user.click(screen.getByRole('checkbox', { name: 'Collect 2PG-2026-000002' }));
  await user.type(screen.getByLabelText('Instructions for the driver'), 'Gate 4');
  await user.click(screen.getByRole('button', { name: 'Schedule the pickup (1 selected)' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
  const sent = requests.find((r) => r.method === 'POST')!;
  expect(sent.url).toBe('/api/pickups');
  expect(sent.body).toMatchObject({ carrierId: 'ups', shipmentIds: ['s-2'], earliest: '09:00', latest: '12:00', instructions: 'Gate 4' });
  expect(sent.body).not.toHaveProperty('parcelCount');
  expect(await screen.findByRole('status')).toHaveTextContent(/^Pickup requested from UPS on \d{4}-\d{2}-\d{2}, 09:00–12:00 UTC\./);
});

it('sends only what changed, and shows the API’s refusal', async () => {
  const user = userEvent.setup();
  const done = jest.fn();
  renderWith(<ChangePickupForm pickup={pickup} onDone={done} />);
  const latest = screen.getByLabelText(/^Latest \(UTC\)/);
  await user.clear(latest);
  await user.type(latest, '10:00');
  await user.click(screen.getByRole('button', { name: 'Save the change' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not change the pickup: latest: The pickup window must be at least 2 hours wide');
  expect(requests[0]).toEqual({ method: 'PUT', url: '/api/pickups/p-1', body: { latest: '10:00' } });
  expect(done).not.toHaveBeenCalled();
  await user.clear(latest);
  await user.type(latest, '15:00');
  await user.click(screen.getByRole('button', { name: 'Save the change' }));
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(requests[1]?.body).toEqual({ latest: '15:00' });
});
