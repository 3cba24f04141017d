/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelPresetView, SavedAddressView } from '@waypost/contracts';
import { SavedAddressesCard } from './saved-addresses-card';
import { ParcelPresetsCard } from './parcel-presets-card';

// ── The address book's cards, by role and label, against an in-memory /api/address-book ──

const home: SavedAddressView = {
  id: 'a-home',
  nickname: 'Home',
  address: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', countryCode: 'DE', postalCode: '10117' },
  defaultSender: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

let addresses: SavedAddressView[];
let presets: ParcelPresetView[];
let requests: { method: string; url: string; body: unknown }[];

function fakeFetch(url: string, init: { method: string; body?: string }) {
  const body = init.body ? JSON.parse(init.body) : undefined;
  requests.push({ method: init.method, url, body });
  const answer = (status: number, json: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(json)) });
  const isPresets = url.includes('parcel-presets');
  if (init.method === 'GET') return answer(200, isPresets ? presets : addresses);
  if (init.method === 'POST' && !isPresets) {
    if (body.address.postalCode === '1')
      return answer(400, { statusCode: 400, message: 'Invalid request', issues: [{ field: 'address.postalCode', message: 'DE postal codes have 5 digits' }] });
    const saved = { ...home, id: 'a-new', nickname: body.nickname, address: { ...body.address, countryCode: 'DE' }, defaultSender: body.defaultSender ?? false };
    addresses = [...addresses.map((a) => (saved.defaultSender ? { ...a, defaultSender: false } : a)), saved];
    return answer(201, saved);
  }
  if (init.method === 'POST') {
    const saved: ParcelPresetView = { id: 'p-new', name: body.name, parcel: body.parcel, createdAt: home.createdAt, updatedAt: home.createdAt };
    presets = [...presets, saved];
    return answer(201, saved);
  }
  const id = url.split('/').pop();
  if (init.method === 'PUT') {
    addresses = addresses.map((a) => ({ ...a, defaultSender: body.defaultSender ? a.id === id : a.defaultSender }));
    return answer(200, { id, version: 2 });
  }
  addresses = addresses.filter((a) => a.id !== id);
  presets = presets.filter((p) => p.id !== id);
  return Promise.resolve({ ok: true, status: 204, statusText: '', text: () => Promise.resolve('') });
}

beforeEach(() => {
  addresses = [home];
  presets = [];
  requests = [];
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
});

const renderWith = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

it('adds an address as the default sender, shows the server’s refusal beside its field, and makes another the default', async () => {
  const user = userEvent.setup();
  renderWith(<SavedAddressesCard />);
  expect(await screen.findByText('Home')).toBeVisible();
  expect(screen.getByText('Ada Sender, 1 Unter den Linden, 10117 Berlin, Germany')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Add address' }));
  const form = screen.getByRole('form', { name: 'New address' });
  await user.type(within(form).getByLabelText(/^Nickname/), 'Shop');
  await user.type(within(form).getByLabelText(/^Name/), 'Ada Shop');
  await user.type(within(form).getByLabelText(/^Address$|^Address \*/), '2 Friedrichstraße');
  await user.type(within(form).getByLabelText(/^City/), 'Berlin');
  await user.type(within(form).getByLabelText(/^Country/), 'Germany');
  await user.type(within(form).getByLabelText(/^Postal code/), '1');
  await user.click(within(form).getByLabelText('Use as default sender'));
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await within(form).findByText('DE postal codes have 5 digits')).toBeVisible();

  await user.clear(within(form).getByLabelText(/^Postal code/));
  await user.type(within(form).getByLabelText(/^Postal code/), '10117');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'New address' })).toBeNull());
  expect(requests.filter((r) => r.method === 'POST').pop()?.body).toEqual({
    nickname: 'Shop',
    address: { name: 'Ada Shop', address: '2 Friedrichstraße', city: 'Berlin', country: 'Germany', postalCode: '10117' },
    defaultSender: true,
  });
  const shop = (await screen.findByText('Shop')).closest('li')!;
  expect(within(shop).getByText('Default sender')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Make default sender: Home' }));
  await waitFor(() => expect(within(screen.getByText('Home').closest('li')!).getByText('Default sender')).toBeVisible());
  expect(requests.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/address-book/addresses/a-home', body: { defaultSender: true } }]);

  await user.click(screen.getByRole('button', { name: 'Remove: Shop' }));
  await waitFor(() => expect(screen.queryByText('Shop')).toBeNull());
});

it('saves a parcel preset with its units and packaging', async () => {
  const user = userEvent.setup();
  renderWith(<ParcelPresetsCard />);
  expect(await screen.findByText('No parcel presets yet.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add preset' }));
  const form = screen.getByRole('form', { name: 'New parcel preset' });
  await user.type(within(form).getByLabelText(/^Preset name/), 'Small box');
  await user.type(within(form).getByLabelText(/^Weight \*|^Weight$/), '2.5');
  await user.selectOptions(within(form).getByLabelText('Weight unit'), 'lb');
  await user.selectOptions(within(form).getByLabelText('Packaging'), 'box');
  for (const [side, value] of [
    ['Length', '30'],
    ['Width', '20'],
    ['Height', '10'],
  ] as const)
    await user.type(within(form).getByLabelText(side), value);
  await user.click(within(form).getByRole('button', { name: 'Save preset' }));
  expect(await screen.findByText('Small box')).toBeVisible();
  expect(screen.getByText('2.5 lb · 30 × 20 × 10 cm · Box')).toBeVisible();
  expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
    name: 'Small box',
    parcel: { weight: { value: 2.5, unit: 'lb' }, dimensions: { length: 30, width: 20, height: 10, unit: 'cm' }, packaging: 'box' },
  });
});
