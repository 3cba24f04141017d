/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLIANCE_MESSAGES, type TaxCalculationResult } from '@waypost/contracts';
import { Toaster } from '@/components/ui/toast';
import { setFormatLocale } from '@/lib/format';
import { TaxCalculatorView } from './tax-calculator-view';

// ── The tax calculator with item lines and the business buyer's registration (issue 26) ──

const EU_BORDER = {
  id: 'EU-BORDER',
  label: 'Import VAT and duty are paid at the border by the declarant',
  source: 'Regulation (EU) No 952/2013 (Union Customs Code), art. 77(3)',
  effectiveFrom: '2016-05-01',
};
const answer: TaxCalculationResult = {
  totalTax: 37.07,
  vatGst: 28.27,
  customsDuty: 8.8,
  currency: 'EUR',
  taxBreakdown: [{ jurisdiction: 'Germany', taxType: 'Item 1: Import VAT', rate: 19, amount: 12.77, basis: '19% of customs value + duty EUR 67.20', source: '§ 12 (1) UStG' }],
  complianceRequired: [],
  notes: [],
  transactionDate: '2026-11-28',
  exchangeRates: { date: '2026-11-20', source: 'ECB reference rates', base: 'EUR', rates: { USD: 1.05 }, ageDays: 8 },
  lines: [
    {
      line: 1,
      description: 'Cotton t-shirt',
      hsCode: '610910',
      hsSource: 'shipper',
      quantity: 3,
      value: 60,
      duty: 7.2,
      dutyRate: 12,
      dutyBasis: '12% of customs value EUR 60.00',
      vat: 12.77,
      vatRate: 19,
      vatRateReason: 'standard rate: no reduced rate for HS 6109 in DE',
    },
    {
      line: 2,
      description: 'Headphones',
      hsCode: '851830',
      hsSource: 'classifier',
      quantity: 1,
      value: 80,
      originCountry: 'CN',
      duty: 1.6,
      dutyRate: 2,
      dutyBasis: '2% of customs value EUR 80.00',
      vat: 15.5,
      vatRate: 19,
      vatRateReason: 'standard rate',
    },
  ],
  rulesApplied: [EU_BORDER, { id: 'EU-IOSS', label: 'IOSS not used above EUR 150', source: 'Directive 2006/112/EC, art. 143(1)(ca)', effectiveFrom: '2021-07-01' }],
  buyerRule: { buyer: 'business-registered', derivedFrom: 'buyer', collector: 'declarant-at-border', rule: EU_BORDER, explanation: 'Buyer: ...' },
};

let bodies: unknown[];
let reply: { status: number; body: unknown };
beforeAll(() => setFormatLocale('en-GB'));
beforeEach(() => {
  bodies = [];
  reply = { status: 200, body: answer };
  globalThis.fetch = jest.fn((_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return Promise.resolve({ ok: reply.status < 400, status: reply.status, statusText: '', text: () => Promise.resolve(JSON.stringify(reply.body)) });
  }) as unknown as typeof fetch;
});

function renderView() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TaxCalculatorView />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), form: within(screen.getByRole('form', { name: 'Tax calculator' })) };
}

async function fillLane(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText(/^Amount/), '100');
  await user.selectOptions(form.getByLabelText(/^Currency/), 'EUR');
  await user.selectOptions(form.getByLabelText(/^Origin Country/), 'CN');
  await user.selectOptions(form.getByLabelText(/^Destination Country/), 'DE');
}

it('without items sends the spec payload exactly as before, and hides the buyer registration for a consumer', async () => {
  const { user, form } = renderView();
  await fillLane(user, form);
  await user.type(form.getByLabelText(/^Shipment Value/), '250');
  await user.click(form.getByRole('button', { name: 'Calculate Taxes' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toStrictEqual({
    serviceType: 'logistics_orchestration',
    amount: 100,
    currency: 'EUR',
    originCountry: 'CN',
    destinationCountry: 'DE',
    customerType: 'B2B',
    shipmentValue: 250,
    isDigitalService: false,
  });
  expect(form.getByLabelText('Buyer registration')).toBeVisible();
  await user.selectOptions(form.getByLabelText(/^Customer Type/), 'B2C');
  expect(form.queryByLabelText('Buyer registration')).not.toBeInTheDocument();
});

it('adds and removes item lines, sends them with the buyer registration, and shows duty and VAT per item with who collects', async () => {
  const { user, form } = renderView();
  await fillLane(user, form);
  await user.selectOptions(form.getByLabelText('Buyer registration'), 'business-registered');
  const items = within(form.getByRole('group', { name: 'Items (optional)' }));
  for (let n = 0; n < 3; n++) await user.click(items.getByRole('button', { name: 'Add item' }));
  expect(within(items.getByRole('group', { name: 'Item 3' })).getByLabelText(/^Description/)).toHaveFocus();
  await user.click(items.getByRole('button', { name: 'Remove item 1' }));
  expect(items.queryByRole('group', { name: 'Item 3' })).not.toBeInTheDocument();

  const first = within(items.getByRole('group', { name: 'Item 1' }));
  await user.type(first.getByLabelText(/^Description/), 'Cotton t-shirt');
  await user.type(first.getByLabelText(/^HS code/), '610910');
  await user.clear(first.getByLabelText(/^Quantity/));
  await user.type(first.getByLabelText(/^Quantity/), '3');
  await user.type(first.getByLabelText('Unit value (EUR) *'), '20');
  const second = within(items.getByRole('group', { name: 'Item 2' }));
  await user.type(second.getByLabelText(/^Description/), 'Headphones');
  await user.type(second.getByLabelText(/^Unit value/), '80');
  await user.selectOptions(second.getByLabelText(/^Origin/), 'CN');
  expect(items.getByText('Items total: €140.00')).toBeVisible();
  expect(form.getByText('With items, leave it blank or enter their total (€140.00).')).toBeVisible();

  await user.click(form.getByRole('button', { name: 'Calculate Taxes' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({
    buyer: 'business-registered',
    shipmentValue: 0,
    items: [
      { description: 'Cotton t-shirt', hsCode: '610910', quantity: 3, unitValue: 20 },
      { description: 'Headphones', quantity: 1, unitValue: 80, originCountry: 'CN' },
    ],
  });

  const table = await screen.findByRole('table', { name: 'Duty and VAT per item (amounts in EUR)' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(
    '1. Cotton t-shirtHS 610910 (yours), quantity 3Duty: 12% of customs value EUR 60.00VAT: standard rate: no reduced rate for HS 6109 in DE€60.00€7.2012%€12.7719%',
  );
  expect(rows[2]).toHaveTextContent('HS 851830 (classified), quantity 1, origin CN');
  const collector = screen.getByRole('region', { name: 'Who collects the import VAT' });
  expect(collector).toHaveTextContent('BuyerBusiness registered for VAT/GST (as chosen)');
  expect(collector).toHaveTextContent('Collected byThe importer or its declarant, at the border');
  expect(collector).toHaveTextContent('Source: Regulation (EU) No 952/2013 (Union Customs Code), art. 77(3); in effect from 1 May 2016');
  // the collector's rule is not listed twice
  expect(screen.getByRole('region', { name: 'Other rules applied' })).toHaveTextContent(
    'IOSS not used above EUR 150Source: Directive 2006/112/EC, art. 143(1)(ca); in effect from 1 Jul 2021',
  );
  expect(screen.getByText(/^Exchange rates of 20 Nov 2026 \(ECB reference rates\)/)).toBeVisible();
});

it("shows the API's 400 next to the line's field it names, focuses it, and clears it when edited", async () => {
  const { user, form } = renderView();
  await fillLane(user, form);
  const items = within(form.getByRole('group', { name: 'Items (optional)' }));
  await user.click(items.getByRole('button', { name: 'Add item' }));
  await user.click(items.getByRole('button', { name: 'Add item' }));
  for (const [n, hs] of [
    [1, '610910'],
    [2, '999999'],
  ] as const) {
    const group = within(items.getByRole('group', { name: `Item ${n}` }));
    await user.type(group.getByLabelText(/^Description/), `Thing ${n}`);
    await user.type(group.getByLabelText(/^HS code/), hs);
    await user.type(group.getByLabelText(/^Unit value/), '10');
  }
  reply = {
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: 'Invalid request', issues: [{ field: 'items.1.hsCode', message: 'is not an HS 2022 subheading' }] },
  };
  await user.click(form.getByRole('button', { name: 'Calculate Taxes' }));

  const hs = within(items.getByRole('group', { name: 'Item 2' })).getByLabelText(/^HS code/);
  await waitFor(() => expect(hs).toHaveAttribute('aria-invalid', 'true'));
  expect(hs).toHaveAccessibleDescription('Optional, 6 to 10 digits, e.g. 610910 HS code is not an HS 2022 subheading');
  expect(hs).toHaveFocus();
  expect(within(items.getByRole('group', { name: 'Item 1' })).getByLabelText(/^HS code/)).not.toHaveAttribute('aria-invalid');
  expect(await screen.findByText(COMPLIANCE_MESSAGES.taxFailed.description)).toBeInTheDocument();

  // removing the first line keeps the message on its line (now Item 1); editing the field clears it
  await user.click(items.getByRole('button', { name: 'Remove item 1' }));
  const moved = within(items.getByRole('group', { name: 'Item 1' })).getByLabelText(/^HS code/);
  expect(moved).toHaveValue('999999');
  expect(moved).toHaveAttribute('aria-invalid', 'true');
  await user.clear(moved);
  expect(moved).not.toHaveAttribute('aria-invalid');
});

it('asks for a missing line description with the spec message and sends nothing', async () => {
  const { user, form } = renderView();
  await fillLane(user, form);
  await user.click(form.getByRole('button', { name: 'Add item' }));
  await user.type(form.getByLabelText(/^Unit value/), '5');
  await user.click(form.getByRole('button', { name: 'Calculate Taxes' }));
  const description = form.getByLabelText(/^Description/);
  expect(description).toHaveAccessibleDescription('Description is required');
  expect(description).toHaveFocus();
  expect(await screen.findByText(COMPLIANCE_MESSAGES.taxMissing.description)).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});
