/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { TaxCalculationResult } from '@waypost/contracts';
import { TaxResult } from './tax-result';

// ── The calculator's answer: issue 26's parts only when the API gives them ──

const spec: TaxCalculationResult = {
  totalTax: 19,
  vatGst: 19,
  customsDuty: 0,
  currency: 'USD',
  taxBreakdown: [{ jurisdiction: 'Germany', taxType: 'VAT', rate: 19, amount: 19, basis: '19% of USD 100.00', source: '§ 12 (1) UStG' }],
  complianceRequired: [],
  notes: ['Stale rates.'],
  transactionDate: '2026-11-28',
};

it('shows a spec answer (no lines, no buyer rule) as before: figures and breakdown, no item table, no collector', () => {
  render(<TaxResult result={spec} />);
  expect(screen.getByRole('table', { name: 'Tax breakdown' })).toBeVisible();
  expect(screen.getAllByText('$19.00', { selector: '.cx-figure-value' })).toHaveLength(2);
  expect(screen.queryByRole('table', { name: /per item/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Who collects the import VAT' })).not.toBeInTheDocument();
  expect(screen.queryByText(/^Exchange rates of/)).not.toBeInTheDocument();
});

it('names the FX date and source, and its warning once (not again when the notes already say it)', () => {
  const exchangeRates = { date: '2026-11-20', source: 'ECB', base: 'EUR' as const, rates: {}, ageDays: 8, warning: 'Stale rates.' };
  const { rerender } = render(<TaxResult result={{ ...spec, exchangeRates }} />);
  expect(screen.getByText(/^Exchange rates of .* \(ECB\)\.$/)).toBeVisible();
  rerender(<TaxResult result={{ ...spec, notes: [], exchangeRates }} />);
  expect(screen.getByText(/^Exchange rates of .* \(ECB\)\. Stale rates\.$/)).toBeVisible();
});
