/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RealRatesResponse } from '@waypost/contracts';
import { Toaster } from '@/components/ui/toast';
import { setFormatLocale } from '@/lib/format';
import { RouteAndRatesCard } from './route-and-rates-card';

// the unit runner has no CSS transform: the card's stylesheet is left out
jest.mock('./quoting.css', () => ({}));

// ── Real rates on the AI shipping page: each live rate says which provider account answered it (issue 27) ──

const rates: RealRatesResponse = {
  rates: [
    {
      carrierName: 'USPS',
      serviceName: 'Priority Mail International',
      serviceLevel: 'standard',
      estimatedDays: 8,
      price: 50.8,
      currency: 'USD',
      confidence: 0.95,
      source: 'live',
      provider: { id: 'shippo', name: 'Shippo', account: 'default', mode: 'test' },
    },
    {
      carrierName: 'USPS',
      serviceName: 'Priority Mail International',
      serviceLevel: 'standard',
      estimatedDays: 8,
      price: 52.1,
      currency: 'USD',
      confidence: 0.95,
      source: 'live',
      provider: { id: 'easypost', name: 'EasyPost', account: 'acme', mode: 'live' },
    },
    { carrierName: 'UPS', serviceName: 'UPS Standard', serviceLevel: 'standard', estimatedDays: 6, price: 60, currency: 'USD', confidence: 0.9, source: 'sandbox' },
  ],
  sources: { live: ['easypost.acme', 'shippo'], sandbox: true },
  quotedAt: '2026-11-28T10:00:00.000Z',
};
const routes = { routes: [], origin: {}, destination: {}, chargeableWeightKg: 1, search: {}, assumptions: [] };

beforeAll(() => setFormatLocale('en-GB'));
beforeEach(() => {
  globalThis.fetch = jest.fn((url: string) => {
    const body = String(url).endsWith('/api/shipping/real-rates') ? rates : routes;
    return Promise.resolve({ ok: true, status: 200, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });
  }) as unknown as typeof fetch;
});

it('names the provider of every live rate, and its account when it is not the default one; a sandbox rate names none', async () => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouteAndRatesCard analysis={{ category: 'Clothing', weight: { estimatedKg: 1 } }} />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Origin city'), 'New York');
  await user.click(screen.getByRole('button', { name: 'Get Real Rates' }));
  const list = within(await screen.findByRole('region', { name: 'Real carrier rates' }));
  const [shippo, easypost, ups] = list.getAllByRole('listitem');
  expect(within(shippo!).getByText('Shippo')).toBeVisible();
  expect(within(shippo!).queryByText('default')).not.toBeInTheDocument();
  expect(within(easypost!).getByText('EasyPost')).toBeVisible();
  expect(within(easypost!).getByText('acme')).toBeVisible();
  expect(within(ups!).getByText('UPS Standard · 6 days · sandbox rate')).toBeVisible();
  expect(within(ups!).queryByText(/Shippo|EasyPost/)).not.toBeInTheDocument();
});
