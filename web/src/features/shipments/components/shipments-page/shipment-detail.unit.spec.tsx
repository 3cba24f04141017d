/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATE_NOTICES, type Rate, type Shipment, type ShipmentRates } from '@waypost/contracts';
import { ShipmentTable } from './shipment-table';

// ── /shipments, one shipment opened (issue 24, item 9): parcels, customs, documents, buying a rate, voiding its label ──

const ID = '00000000-0000-4000-8000-000000000024';
const TN = '2PG-2026-000024';

const shipment = (over: Partial<Shipment> = {}): Shipment => ({
  id: ID,
  trackingNumber: TN,
  status: 'pending',
  fromAddress: { name: 'Greta', address: 'Street 1', city: 'Berlin', country: 'DE', postalCode: '10117' },
  toAddress: { name: 'Ike', address: 'Street 2', city: 'New York', state: 'NY', country: 'US', postalCode: '10001' },
  itemDetails: { description: 'Headphones', weight: 3, value: 330 },
  estimatedDelivery: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  version: 2,
  attention: null,
  parcels: [
    { weight: { value: 4, unit: 'lb' }, dimensions: { length: 12, width: 10, height: 6, unit: 'in' }, packaging: 'box', weightKg: 1.814 },
    { weight: { value: 900, unit: 'g' }, packaging: 'pak', weightKg: 0.9 },
  ],
  totalWeightKg: 2.714,
  customs: {
    contentType: 'merchandise',
    incoterm: 'DDP',
    items: [
      { description: 'Headphones', quantity: 2, unitValue: { amountMinor: 15_000, currency: 'EUR' }, hsCode: '851830', originCountry: 'DE', weight: { value: 350, unit: 'g' } },
      { description: 'Cable', quantity: 3, unitValue: { amountMinor: 1_000, currency: 'EUR' }, hsCode: '854442', originCountry: 'CN', weight: { value: 2, unit: 'oz' } },
    ],
  },
  dutiesEstimate: null,
  ...over,
});

const rate = (n: number, amountMinor: number): Rate => ({
  id: `rate_${String(n).repeat(32)}`,
  carrierId: `carrier-${n}`,
  carrierName: `Carrier ${n}`,
  serviceId: `svc-${n}`,
  serviceName: `Express ${n}`,
  serviceLevel: 'express',
  price: { amountMinor, currency: 'EUR' },
  reliability: 0.95,
  currency: 'EUR',
  lines: [
    { kind: 'base', code: 'BASE', label: 'Base rate', amountMinor: amountMinor - 500 },
    { kind: 'fuel', code: 'FUEL', label: 'Fuel surcharge', amountMinor: 500 },
  ],
  transitDays: n + 1,
  estimatedDelivery: '2026-11-25T00:00:00.000Z',
  expiresAt: '2026-11-21T00:00:00.000Z',
});
const CHEAP = rate(1, 2_000);
const DEAR = rate(2, 3_550);

const rating = (over: Partial<ShipmentRates>): ShipmentRates => ({
  shipmentId: ID,
  trackingNumber: TN,
  rates: [CHEAP, DEAR],
  quotedAt: '2026-11-20T00:00:00.000Z',
  expiresAt: '2026-11-21T00:00:00.000Z',
  source: { rule: 'quoting/quote-shipment', rateDate: '2026-11-20' },
  rateSelection: 'manual',
  purchasedRateId: null,
  ...over,
});

type Reply = { status: number; body: unknown };
let calls: { method: string; url: string; body: unknown }[];
let routes: Record<string, Reply | (() => Reply)>;

beforeAll(() => {
  // jsdom has <dialog> without its modal methods
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  calls = [];
  routes = {
    [`GET /api/shipments/${ID}/documents`]: {
      status: 200,
      body: [
        { kind: 'commercial-invoice', title: 'Commercial invoice', contentType: 'application/pdf', href: `/api/shipments/${ID}/documents/commercial-invoice` },
        { kind: 'cn23', title: 'CN23 customs declaration', contentType: 'application/pdf', href: `/api/shipments/${ID}/documents/cn23` },
      ],
    },
  };
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url}`];
    const { status, body } = (typeof route === 'function' ? route() : route) ?? { status: 404, body: { message: `no route ${method} ${url}` } };
    return Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });
  }) as unknown as typeof fetch;
});

function renderTable(rows: Shipment[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShipmentTable rows={rows} />
    </QueryClientProvider>,
  );
}

const rateSection = () => screen.getByRole('region', { name: 'Rate and label' });
const posts = (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url === `/api/shipments/${ID}/${suffix}`);
const open = async () => {
  const toggle = screen.getByRole('button', { name: `Details of ${TN}` });
  await userEvent.click(toggle);
  return toggle;
};

describe('ShipmentTable details', () => {
  it('discloses parcels with their units and total, the customs summary and a link per document; no rates once it moved', async () => {
    renderTable([shipment({ status: 'in_transit' })]);
    const toggle = screen.getByRole('button', { name: `Details of ${TN}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeInTheDocument();

    const parcels = within(panel).getByRole('region', { name: 'Parcels (2)' });
    expect(
      within(parcels)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Parcel 1: 4 lb (1.814 kg), 12 × 10 × 6 in, box', 'Parcel 2: 900 g (0.9 kg), pak']);
    expect(parcels).toHaveTextContent('Total weight: 2.714 kg');

    const customs = within(panel).getByRole('region', { name: 'Customs' });
    expect(customs).toHaveTextContent('Content typemerchandise');
    expect(customs).toHaveTextContent('IncotermDDP');
    expect(customs).toHaveTextContent('Items2 (5 units)');
    expect(customs).toHaveTextContent('Total value€330.00');

    const documents = within(panel).getByRole('region', { name: 'Documents' });
    const invoice = await within(documents).findByRole('link', { name: 'Download Commercial invoice (PDF)' });
    expect(invoice).toHaveAttribute('href', `/api/shipments/${ID}/documents/commercial-invoice`);
    expect(invoice).toHaveAttribute('download', `commercial-invoice-${TN}.pdf`);
    expect(within(documents).getByRole('link', { name: 'Download CN23 customs declaration (PDF)' })).toHaveAttribute('href', `/api/shipments/${ID}/documents/cn23`);

    expect(within(panel).getByRole('region', { name: 'Rate and label' })).toHaveTextContent(`${RATE_NOTICES.notPending('In Transit')}.`);
    expect(posts('rates')).toEqual([]);
    expect(within(panel).queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Parcels (2)' })).not.toBeInTheDocument();
  });

  it('says so when the shipment has no customs declaration (no documents)', async () => {
    routes[`GET /api/shipments/${ID}/documents`] = { status: 200, body: [] };
    renderTable([shipment({ status: 'delivered', customs: null })]);
    await open();
    expect(await screen.findByText('No customs documents: this shipment has no customs declaration.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customs' })).not.toBeInTheDocument();
  });

  it('buys the rate the shipper picks (not the cheapest) of a manual shipment, then shows its charge lines', async () => {
    let bought = false;
    routes[`POST /api/shipments/${ID}/rates`] = () => ({ status: 200, body: rating(bought ? { purchasedRateId: DEAR.id } : {}) });
    routes[`POST /api/shipments/${ID}/purchase`] = () => {
      bought = true;
      return { status: 200, body: { shipmentId: ID, trackingNumber: TN, rateId: DEAR.id, rate: DEAR, purchasedAt: '2026-11-20T01:00:00.000Z', labelStatus: 'pending' } };
    };
    renderTable([shipment()]);
    await open();
    const form = await screen.findByRole('form', { name: `Buy a rate for ${TN}` });
    const radios = within(form).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(
      within(form)
        .getByText(/Carrier 1, Express 1/)
        .closest('label'),
    ).toHaveTextContent('Carrier 1, Express 1 €20.00 (cheapest)');
    expect(within(form).getByRole('button', { name: 'Choose a rate to buy' })).toBeDisabled();

    await userEvent.click(within(form).getByRole('radio', { name: /Carrier 2, Express 2/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Buy Carrier 2 Express 2 for €35.50' }));

    const charges = await screen.findByRole('list', { name: 'Charges of Carrier 2 Express 2' });
    expect(
      within(charges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Base rate €30.50', 'Fuel surcharge €5.00', 'Total €35.50']);
    expect(posts('purchase').map((c) => c.body)).toEqual([{ rateId: DEAR.id }]);
    expect(within(rateSection()).getByRole('status')).toHaveTextContent('Bought Carrier 2 Express 2 for €35.50. The carrier is booking it; its label follows in a moment.');
    expect(screen.queryByRole('form', { name: `Buy a rate for ${TN}` })).not.toBeInTheDocument();
    expect(posts('rates').length).toBe(2); // refreshed after the purchase
  });

  it('shows the refusal of a purchase as the server words it', async () => {
    routes[`POST /api/shipments/${ID}/rates`] = { status: 200, body: rating({}) };
    routes[`POST /api/shipments/${ID}/purchase`] = { status: 409, body: { statusCode: 409, message: RATE_NOTICES.expired(CHEAP.id, CHEAP.expiresAt) } };
    renderTable([shipment()]);
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: /Carrier 1, Express 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Carrier 1 Express 1 for €20.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The rate was not bought: ${RATE_NOTICES.expired(CHEAP.id, CHEAP.expiresAt)}`);
  });

  it('voids a bought label only after confirmation, shows the refund, and then offers the rates again', async () => {
    let voided = false;
    routes[`POST /api/shipments/${ID}/rates`] = () => ({ status: 200, body: rating(voided ? {} : { purchasedRateId: DEAR.id }) });
    routes[`POST /api/shipments/${ID}/void`] = () => {
      voided = true;
      return {
        status: 200,
        body: {
          shipmentId: ID,
          trackingNumber: TN,
          voidedAt: '2026-11-20T02:00:00.000Z',
          refund: { refundId: 'ref_1', amountMinor: 3_550, currency: 'EUR' },
          status: 'awaiting_rate',
        },
      };
    };
    renderTable([shipment()]);
    await open();
    expect(await screen.findByRole('list', { name: 'Charges of Carrier 2 Express 2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Void label' }));
    let dialog = screen.getByRole('dialog', { name: `Void the label of ${TN}?` });
    expect(within(dialog).getByRole('button', { name: 'Keep label' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep label' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts('void')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Void label' }));
    dialog = screen.getByRole('dialog', { name: `Void the label of ${TN}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void label' }));
    await waitFor(() => expect(within(rateSection()).getByRole('status')).toHaveTextContent('Label voided: €35.50 refunded (refund ref_1). Buy a rate to ship it.'));
    expect(posts('void')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: `Buy a rate for ${TN}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();
  });

  it('shows the server refusal of a void (409) and refreshes the shipment', async () => {
    routes[`POST /api/shipments/${ID}/rates`] = { status: 200, body: rating({ rateSelection: 'auto', rates: [CHEAP] }) };
    routes[`POST /api/shipments/${ID}/void`] = { status: 409, body: { statusCode: 409, message: RATE_NOTICES.noLabel } };
    renderTable([shipment()]);
    await open();
    expect(await screen.findByText('Booked automatically by the dispatcher, which chose the carrier.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Void label' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void label' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The label was not voided: ${RATE_NOTICES.noLabel}`);
    await waitFor(() => expect(posts('rates')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
