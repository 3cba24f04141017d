/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATE_NOTICES, type BookingSummary, type DangerousGoodsFlag, type Rate, type Shipment, type ShipmentRates } from '@waypost/contracts';
import { ShipmentTable } from './shipment-table';

// Over 300 lines: one screen's specification (details, rates on request, buying, the label's states, voiding).
// ── /shipments, one shipment opened (issue 24, item 9): parcels, customs, documents, buying a rate, voiding its label ──
// Opening reads GET /api/shipments/:id (its booking summary) and posts nothing; rates are asked for with "Get rates".

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

// ── Booking summaries as GET /api/shipments/:id answers them ──
const NO_LABEL = { status: 'none', at: null, reason: null } as const;
const LABELLED = { status: 'purchased', at: '2026-11-20T01:01:00.000Z', reason: null } as const;
const WAITING: BookingSummary = { rateSelection: 'manual', awaitingPurchase: true, purchasedRate: null, carrier: null, label: NO_LABEL, lastRefund: null };
const bought = (r: Rate, label: BookingSummary['label']): BookingSummary => ({
  ...WAITING,
  awaitingPurchase: false,
  purchasedRate: {
    rateId: r.id,
    carrierId: r.carrierId,
    carrierName: r.carrierName,
    serviceId: r.serviceId,
    serviceName: r.serviceName,
    serviceLevel: r.serviceLevel,
    amountMinor: r.price.amountMinor,
    currency: 'EUR',
    lines: r.lines,
    transitDays: r.transitDays,
    purchasedAt: '2026-11-20T01:00:00.000Z',
  },
  carrier:
    label.status === 'purchased'
      ? {
          carrierId: r.carrierId,
          carrierName: r.carrierName,
          serviceName: r.serviceName,
          reference: 'SBX-1',
          sandbox: true,
          amountMinor: r.price.amountMinor,
          currency: 'EUR',
          bookedAt: label.at!,
        }
      : null,
  label,
});
const purchaseAnswer = (r: Rate) => ({ shipmentId: ID, trackingNumber: TN, rateId: r.id, rate: r, purchasedAt: '2026-11-20T01:00:00.000Z', labelStatus: 'pending' });

type Reply = { status: number; body: unknown };
let calls: { method: string; url: string; body: unknown }[];
let routes: Record<string, Reply | (() => Reply)>;
/** What GET /api/shipments/:id answers now (the read model). */
let current: Shipment;

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
    [`GET /api/shipments/${ID}`]: () => ({ status: 200, body: current }),
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
  current = rows[0]!;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <ShipmentTable rows={rows} />
      </QueryClientProvider>,
    ),
  };
}

const rateSection = () => screen.getByRole('region', { name: 'Rate and label' });
const posts = (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url === `/api/shipments/${ID}/${suffix}`);
const reads = () => calls.filter((c) => c.method === 'GET' && c.url === `/api/shipments/${ID}`);
const open = async () => {
  const toggle = screen.getByRole('button', { name: `Details of ${TN}` });
  await userEvent.click(toggle);
  await waitFor(() => expect(reads().length).toBeGreaterThan(0));
  return toggle;
};
const POLL = { timeout: 4_000 };

describe('ShipmentTable details', () => {
  it('discloses parcels with their units and total, the customs summary and a link per document; no rates once it moved', async () => {
    renderTable([shipment({ status: 'in_transit', booking: bought(DEAR, LABELLED) })]);
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

    const section = within(panel).getByRole('region', { name: 'Rate and label' });
    expect(section).toHaveTextContent(`${RATE_NOTICES.notPending('In Transit')}.`);
    expect(section).toHaveTextContent('Label: Label ready');
    expect(within(section).getByRole('list', { name: 'Charges of Carrier 2 Express 2' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: `Get rates for ${TN}` })).not.toBeInTheDocument();
    expect(posts('rates')).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Parcels (2)' })).not.toBeInTheDocument();
  });

  it('lists the declared dangerous goods with what the carrier needs; none, no section', async () => {
    const flag: DangerousGoodsFlag = {
      item: 'Power bank',
      ruleId: 'UN3480',
      unNumber: 'UN3480',
      properShippingName: 'Lithium ion batteries',
      hazardClass: '9',
      packingInstruction: 'PI 965 Section IB',
      regulated: true,
      air: 'cargo aircraft only',
      ground: 'ADR',
      postal: 'not accepted',
      labels: [],
      limits: [],
      notes: [],
      source: 'IATA DGR',
      ruleEffectiveFrom: '2022-04-01',
    };
    const { unmount } = renderTable([shipment({ dangerousGoods: [flag] })]);
    await open();
    const section = screen.getByRole('region', { name: 'Dangerous goods (1)' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'UN3480 Lithium ion batteries (Power bank): class 9, PI 965 Section IB, needs a dangerous goods declaration. Air: cargo aircraft only; post: not accepted.',
    );
    unmount();
    renderTable([shipment()]);
    await open();
    expect(screen.queryByRole('region', { name: /Dangerous goods/ })).not.toBeInTheDocument();
  });

  it('says so when the shipment has no customs declaration (no documents)', async () => {
    routes[`GET /api/shipments/${ID}/documents`] = { status: 200, body: [] };
    renderTable([shipment({ status: 'delivered', customs: null })]);
    await open();
    expect(await screen.findByText('No customs documents: this shipment has no customs declaration.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customs' })).not.toBeInTheDocument();
  });

  it('shows each row’s label state, and the label download only where a label exists', () => {
    const row = (n: number, booking: BookingSummary | undefined) =>
      shipment({ id: `00000000-0000-4000-8000-00000000010${n}`, trackingNumber: `2PG-2026-00010${n}`, ...(booking ? { booking } : {}) });
    const needs: BookingSummary = {
      ...WAITING,
      rateSelection: 'auto',
      awaitingPurchase: false,
      label: { status: 'needs_attention', at: '2026-11-20T02:00:00.000Z', reason: 'no carrier serves DE → US' },
    };
    const voided: BookingSummary = { ...WAITING, label: { status: 'voided', at: '2026-11-20T02:00:00.000Z', reason: null } };
    const rows = [row(1, WAITING), row(2, bought(DEAR, NO_LABEL)), row(3, bought(DEAR, LABELLED)), row(4, voided), row(5, needs), row(6, undefined)];
    renderTable(rows);
    const cell = (n: number) => within(document.querySelector(`tr[data-shipment-id="${rows[n - 1]!.id}"]`) as HTMLElement);
    const states = rows.map((_, i) => cell(i + 1).queryByText(/label|attention/i, { selector: '.label-state' })?.textContent ?? null);
    expect(states).toEqual([
      'No label yet',
      'Label pending: the carrier is booking the rate bought',
      'Label ready',
      'Label voided',
      'Needs attention: no carrier serves DE → US',
      null,
    ]);
    const downloads = rows.map((s, i) => cell(i + 1).queryByRole('button', { name: `Download label ${s.trackingNumber}` }) !== null);
    expect(downloads).toEqual([false, false, true, false, false, true]);
    expect(calls).toEqual([]);
  });

  it('opens a waiting shipment without asking for rates; "Get rates" asks; buys the one picked (not the cheapest); its label follows', async () => {
    routes[`POST /api/shipments/${ID}/rates`] = { status: 200, body: rating({}) };
    routes[`POST /api/shipments/${ID}/purchase`] = () => {
      current = shipment({ version: 3, booking: bought(DEAR, NO_LABEL) });
      return { status: 200, body: purchaseAnswer(DEAR) };
    };
    renderTable([shipment({ booking: WAITING })]);
    await open();
    const ask = await screen.findByRole('button', { name: `Get rates for ${TN}` });
    expect(rateSection()).toHaveTextContent('Label: No label yet');
    expect(screen.queryByRole('form', { name: `Buy a rate for ${TN}` })).not.toBeInTheDocument();
    expect(posts('rates')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();

    await userEvent.click(ask);
    const form = await screen.findByRole('form', { name: `Buy a rate for ${TN}` });
    expect(posts('rates')).toHaveLength(1);
    expect(within(form).getAllByRole('radio')).toHaveLength(2);
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
    expect(rateSection()).toHaveTextContent('Label: Label pending: the carrier is booking the rate bought');
    expect(screen.queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();

    // the carrier books: the shipment, read again, has its label
    current = shipment({ version: 4, booking: bought(DEAR, LABELLED) });
    expect(await screen.findByRole('button', { name: 'Void label' }, POLL)).toBeInTheDocument();
    expect(rateSection()).toHaveTextContent('Label: Label ready');
  });

  it('reads the lists again for every newer version its details find, so the row catches up with a label booked later', async () => {
    // the row stays at version 2 (a list read that landed between the purchase and its label), the details move on
    const { client } = renderTable([shipment({ booking: bought(DEAR, NO_LABEL) })]);
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    current = shipment({ version: 3, booking: bought(DEAR, NO_LABEL) });
    await open();
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    current = shipment({ version: 4, booking: bought(DEAR, LABELLED) });
    expect(await screen.findByRole('button', { name: 'Void label' }, POLL)).toBeInTheDocument();
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    // the lists (the table's searches, the dashboard's pages, the plain list), not the shipment's own read
    const matches = invalidate.mock.calls[1]![0]!.predicate!;
    const query = (queryKey: unknown[]) => ({ queryKey }) as unknown as Parameters<typeof matches>[0];
    expect([['/api/shipments'], ['/api/shipments', 'search', {}], ['/api/shipments', 'pages'], ['/api/shipments', ID]].map((k) => matches(query(k)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('shows the refusal of a purchase as the server words it', async () => {
    routes[`POST /api/shipments/${ID}/rates`] = { status: 200, body: rating({}) };
    routes[`POST /api/shipments/${ID}/purchase`] = { status: 409, body: { statusCode: 409, message: RATE_NOTICES.expired(CHEAP.id, CHEAP.expiresAt) } };
    renderTable([shipment({ booking: WAITING })]);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: `Get rates for ${TN}` }));
    await userEvent.click(await screen.findByRole('radio', { name: /Carrier 1, Express 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Carrier 1 Express 1 for €20.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The rate was not bought: ${RATE_NOTICES.expired(CHEAP.id, CHEAP.expiresAt)}`);
  });

  it('keeps a purchase’s charge lines from the summary (its rates long expired); voids after confirmation, shows the refund, offers "Get rates" again', async () => {
    routes[`POST /api/shipments/${ID}/void`] = () => {
      current = shipment({
        version: 6,
        booking: {
          ...WAITING,
          label: { status: 'voided', at: '2026-11-20T02:00:00.000Z', reason: null },
          lastRefund: { refundId: 'ref_1', rateId: DEAR.id, amountMinor: 3_550, currency: 'EUR', status: 'issued', at: '2026-11-20T02:00:00.000Z' },
        },
      });
      return {
        status: 200,
        body: {
          shipmentId: ID,
          trackingNumber: TN,
          voidedAt: '2026-11-20T02:00:00.000Z',
          refund: { refundId: 'ref_1', amountMinor: 3_550, currency: 'EUR', status: 'issued' },
          status: 'awaiting_rate',
        },
      };
    };
    renderTable([shipment({ booking: bought(DEAR, LABELLED) })]);
    await open();
    expect(await screen.findByRole('list', { name: 'Charges of Carrier 2 Express 2' })).toBeInTheDocument();
    expect(posts('rates')).toEqual([]);

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
    expect(await screen.findByRole('button', { name: `Get rates for ${TN}` })).toBeInTheDocument();
    expect(rateSection()).toHaveTextContent('Label: Label voided');
    expect(rateSection()).toHaveTextContent('Last refund: €35.50 (issued, refund ref_1)');
    expect(screen.queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Charges of Carrier 2 Express 2' })).not.toBeInTheDocument();
    expect(posts('rates')).toEqual([]);
  });

  it('a real provider’s label: the refund waits for the provider; refused, the label stands again with its words', async () => {
    const voidedAt = new Date().toISOString(); // the page reads on while a void of a moment ago waits for its provider
    const standing = bought(DEAR, LABELLED);
    const real: BookingSummary = { ...standing, carrier: { ...standing.carrier!, sandbox: false, reference: '9400100000000000000001' } };
    const pending = { refundId: 'ref_2', rateId: DEAR.id, amountMinor: 3_550, currency: 'EUR', status: 'pending', at: voidedAt, provider: 'EasyPost' } as const;
    routes[`POST /api/shipments/${ID}/void`] = () => {
      current = shipment({ version: 6, booking: { ...WAITING, label: { status: 'voided', at: voidedAt, reason: null }, lastRefund: pending } });
      const refund = { refundId: 'ref_2', amountMinor: 3_550, currency: 'EUR', status: 'pending' };
      return { status: 200, body: { shipmentId: ID, trackingNumber: TN, voidedAt, refund, status: 'awaiting_rate' } };
    };
    renderTable([shipment({ booking: real })]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Void label' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void label' }));
    await waitFor(() =>
      expect(within(rateSection()).getByRole('status')).toHaveTextContent(
        'Label voided: €35.50 is refunded once the provider confirms the void (refund ref_2). Buy a rate to ship it.',
      ),
    );
    await waitFor(() => expect(rateSection()).toHaveTextContent('Last refund: €35.50 (pending until EasyPost confirms the void, refund ref_2)'), POLL);

    // the provider refuses: the page, still reading, shows the label standing again and the provider's words
    const readsBefore = reads().length;
    current = shipment({ version: 7, booking: { ...real, label: { ...LABELLED, at: voidedAt }, lastRefund: { ...pending, status: 'refused', reason: 'The parcel was scanned' } } });
    await waitFor(() => expect(rateSection()).toHaveTextContent('Last refund: €35.50 (refused by EasyPost: The parcel was scanned, refund ref_2)'), POLL);
    expect(reads().length).toBeGreaterThan(readsBefore);
    expect(rateSection()).toHaveTextContent('Label: Label ready');
    expect(within(rateSection()).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Void label' })).toBeInTheDocument();
  });

  it('shows the server refusal of a void (409) of a shipment the dispatcher booked', async () => {
    const carrier = {
      carrierId: 'carrier-1',
      carrierName: 'Carrier 1',
      serviceName: 'Express 1',
      reference: 'SBX-9',
      sandbox: true,
      amountMinor: 2_000,
      currency: 'EUR',
      bookedAt: LABELLED.at,
    };
    routes[`POST /api/shipments/${ID}/void`] = { status: 409, body: { statusCode: 409, message: RATE_NOTICES.noLabel } };
    renderTable([shipment({ booking: { ...WAITING, rateSelection: 'auto', awaitingPurchase: false, carrier, label: LABELLED } })]);
    await open();
    expect(await screen.findByText('Booked automatically by the dispatcher: Carrier 1 Express 1, €20.00.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Void label' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void label' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The label was not voided: ${RATE_NOTICES.noLabel}`);
    await waitFor(() => expect(reads().length).toBeGreaterThan(1)); // read again
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts('rates')).toEqual([]);
  });

  it('a shipment read before its booking summary existed: its rates on request say whether it can be bought', async () => {
    routes[`POST /api/shipments/${ID}/rates`] = { status: 200, body: rating({}) };
    renderTable([shipment()]);
    await open();
    expect(posts('rates')).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: `Get rates for ${TN}` }));
    expect(await screen.findByRole('form', { name: `Buy a rate for ${TN}` })).toBeInTheDocument();
  });
});
