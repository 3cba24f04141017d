/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedShipment, Rate } from '@waypost/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CustomsFieldset } from './customs-fieldset';
import { emptyCustoms, type CustomsDraft } from './customs-draft';
import type { FieldIssue } from './issue-text';
import { ParcelsFieldset } from './parcels-fieldset';
import type { ItemSize, ParcelDraft } from './parcels-draft';
import { RateChoice } from './rate-choice';

// ── The wizard's issue-24 parts: parcels (step 1), the goods declaration (step 2), the rates (step 3) ──

function Parcels({ onState }: { onState: (s: { parcels: ParcelDraft[]; item: ItemSize }) => void }) {
  const [item, setItem] = useState<ItemSize>({ weight: '1.5', length: '30', width: '20', height: '15' });
  const [parcels, setParcels] = useState<ParcelDraft[]>([]);
  onState({ parcels, item });
  return <ParcelsFieldset item={item} parcels={parcels} onChange={setParcels} onItemSize={setItem} />;
}

it('adds parcels from the item, keeps units and packaging, totals the weight and goes back to the item', async () => {
  const user = userEvent.setup();
  let state = { parcels: [] as ParcelDraft[], item: {} as ItemSize };
  render(<Parcels onState={(s) => (state = s)} />);
  expect(screen.getByText('Total weight: 1.5 kg')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add parcel' }));
  const second = within(screen.getByRole('group', { name: 'Parcel 2' }));
  expect(within(screen.getByRole('group', { name: 'Parcel 1' })).getByLabelText('Weight')).toHaveValue(1.5);
  await user.type(second.getByLabelText('Weight'), '16');
  await user.selectOptions(second.getByLabelText('Weight unit'), 'oz');
  await user.type(second.getByLabelText('Length'), '10');
  await user.selectOptions(second.getByLabelText('Dimensions unit'), 'in');
  await user.selectOptions(second.getByLabelText('Packaging'), 'tube');
  expect(state.parcels[1]).toEqual({ weight: '16', weightUnit: 'oz', length: '10', width: '', height: '', lengthUnit: 'in', packaging: 'tube' });
  expect(screen.getByText('Total weight: 1.954 kg')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Remove parcel 1' }));
  expect(screen.getByRole('group', { name: 'Parcel 1' })).toBeVisible();
  expect(screen.getByText('Total weight: 16 oz (0.454 kg)')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Remove parcel 1' }));
  expect(state.parcels).toEqual([]);
  expect(state.item).toEqual({ weight: '0.454', length: '25.4', width: '', height: '' });
});

function Customs({ issues = [], onState }: { issues?: FieldIssue[]; onState?: (c: CustomsDraft) => void }) {
  const [customs, setCustoms] = useState<CustomsDraft>(emptyCustoms);
  onState?.(customs);
  return <CustomsFieldset customs={customs} fromCountry="Germany" issues={issues} onChange={setCustoms} />;
}

it('declares goods line by line with DDP and tax ids, and removes a line', async () => {
  const user = userEvent.setup();
  let customs = emptyCustoms();
  render(<Customs onState={(c) => (customs = c)} />);
  const declaration = within(screen.getByRole('group', { name: 'Goods declaration' }));
  await user.selectOptions(declaration.getByLabelText('Incoterm'), 'DDP');
  await user.click(declaration.getByRole('button', { name: 'Add declared item' }));
  const first = within(screen.getByRole('group', { name: 'Declared item 1' }));
  expect(first.getByLabelText('Country of origin')).toHaveValue('DE');
  await user.type(first.getByLabelText('Description'), 'Headphones');
  await user.type(first.getByLabelText('HS code'), '851830');
  await user.clear(first.getByLabelText('Quantity'));
  await user.type(first.getByLabelText('Quantity'), '2');
  await user.type(first.getByLabelText('Unit value'), '49.99');
  await user.selectOptions(first.getByLabelText('Currency'), 'EUR');
  await user.type(first.getByLabelText('Unit weight'), '300');
  await user.selectOptions(first.getByLabelText('Unit weight unit'), 'g');
  await user.click(declaration.getByRole('button', { name: 'Add declared item' }));
  expect(within(screen.getByRole('group', { name: 'Declared item 2' })).getByLabelText('Currency')).toHaveValue('EUR');
  await user.type(declaration.getByLabelText('Exporter tax id (optional)'), 'DE123456789');
  expect(customs).toMatchObject({
    incoterm: 'DDP',
    items: [{ description: 'Headphones', hsCode: '851830', quantity: '2', unitValue: '49.99', currency: 'EUR', originCountry: 'DE', weight: '300', weightUnit: 'g' }, {}],
    exporterTaxId: { type: 'EORI', value: 'DE123456789' },
  });
  await user.click(declaration.getByRole('button', { name: 'Remove declared item 1' }));
  expect(customs.items).toHaveLength(1);
});

it("shows the server's customs messages beside their fields", async () => {
  const user = userEvent.setup();
  render(
    <Customs
      issues={[
        { field: 'customs.items.0.hsCode', message: 'must be an HS code of 6 to 10 digits, e.g. 851830' },
        { field: 'customs.items', message: 'declare 3 kg of goods, more than the parcels weigh (1.5 kg)' },
      ]}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Add declared item' }));
  const first = within(screen.getByRole('group', { name: 'Declared item 1' }));
  expect(first.getByLabelText('HS code')).toHaveAccessibleDescription(/must be an HS code of 6 to 10 digits/);
  expect(first.getByLabelText('HS code')).toBeInvalid();
  expect(first.getByLabelText('Description')).not.toBeInvalid();
  expect(screen.getByRole('alert')).toHaveTextContent('declare 3 kg of goods, more than the parcels weigh (1.5 kg)');
});

const rate = (id: string, carrierName: string, amountMinor: number, transitDays: number): Rate => ({
  id,
  carrierId: carrierName.toLowerCase(),
  carrierName,
  serviceId: 'express',
  serviceName: 'Express',
  serviceLevel: 'express',
  price: { amountMinor, currency: 'USD' },
  transitDays,
  reliability: 0.95,
  currency: 'USD',
  lines: [],
  estimatedDelivery: '2026-12-01T00:00:00.000Z',
  expiresAt: '2099-01-01T12:00:00.000Z',
});

it('shows the rates with the cheapest marked and buys the one picked', async () => {
  const user = userEvent.setup();
  const a = `rate_${'a'.repeat(32)}`;
  const b = `rate_${'b'.repeat(32)}`;
  const shipment = { id: '7b0c7f8e-0000-4000-8000-000000000001', trackingNumber: '2PG-2026-000123', rates: [rate(a, 'DHL', 4520, 3), rate(b, 'UPS', 3110, 5)] } as CreatedShipment;
  const bodies: unknown[] = [];
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const answer = { shipmentId: shipment.id, trackingNumber: shipment.trackingNumber, rateId: a, rate: shipment.rates[0], purchasedAt: '', labelStatus: 'pending' };
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(answer) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const purchased = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RateChoice shipment={shipment} onPurchased={purchased} />
    </QueryClientProvider>,
  );
  const dhl = screen.getByRole('radio', { name: /DHL, Express/ });
  const ups = screen.getByRole('radio', { name: /UPS, Express/ });
  expect(ups).toBeChecked();
  expect(ups.closest('li')).toHaveTextContent(/\$31\.10 \(cheapest\)5 days in transit · delivery by .* · can be bought until /);
  expect(dhl.closest('li')).toHaveTextContent(/\$45\.20 ?3 days in transit/);
  expect(dhl.closest('li')).not.toHaveTextContent('cheapest');
  await user.click(dhl);
  await user.click(screen.getByRole('button', { name: 'Buy rate' }));
  expect(fetchMock).toHaveBeenCalledWith(`/api/shipments/${shipment.id}/purchase`, expect.objectContaining({ method: 'POST' }));
  expect(bodies).toEqual([{ rateId: a }]);
  await waitFor(() => expect(purchased).toHaveBeenCalledWith(expect.objectContaining({ rateId: a, labelStatus: 'pending' })));
});
