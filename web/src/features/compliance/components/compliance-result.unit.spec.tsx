/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { ComplianceResult, DangerousGoodsFlag } from '@waypost/contracts';
import { ComplianceResultPanels } from './compliance-result';

// ── The compliance result shows what the carrier needs for dangerous goods (issue 26, item 5) ──

const powerBank: DangerousGoodsFlag = {
  item: 'power bank',
  ruleId: 'UN3480',
  unNumber: 'UN3480',
  properShippingName: 'Lithium ion batteries',
  hazardClass: '9',
  packingInstruction: 'PI 965 Section IB',
  regulated: true,
  air: 'cargo aircraft only',
  ground: 'ADR',
  postal: 'not accepted',
  labels: ['Class 9 lithium battery hazard label', 'Cargo Aircraft Only label'],
  limits: [],
  notes: [],
  source: 'IATA DGR PI 965',
  ruleEffectiveFrom: '2022-04-01',
};
const result = (extra: Partial<ComplianceResult>): ComplianceResult => ({
  allowed: false,
  status: 'restricted',
  fromCountry: 'DE',
  toCountry: 'US',
  itemCategory: 'Electronics',
  hsCode: '850760',
  requiredDocuments: [],
  restrictions: ['Dangerous goods: UN3480 Lithium ion batteries'],
  warnings: [],
  estimatedTaxes: { vat: 0, duty: 0, total: 0, vatRate: 0, dutyRate: 0, totalRate: 0, currency: 'USD', notes: [] },
  sources: [],
  evaluatedAt: '2026-11-27',
  ...extra,
});

it('lists each dangerous good with its UN number, class, packing instruction, air and post acceptance and labels', () => {
  render(<ComplianceResultPanels result={result({ dangerousGoods: [powerBank] })} />);
  const list = screen.getByRole('list', { name: 'Dangerous goods' });
  const item = within(list).getByRole('listitem');
  expect(item).toHaveTextContent('UN3480 Lithium ion batteries, class 9 - PI 965 Section IB (declared dangerous goods). Air: cargo aircraft only; post: not accepted.');
  expect(item).toHaveTextContent('Labels: Class 9 lithium battery hazard label; Cargo Aircraft Only label.');
});

it('shows no dangerous goods panel when the answer has none (spec payloads unchanged)', () => {
  render(<ComplianceResultPanels result={result({ allowed: true, status: 'permitted', restrictions: [] })} />);
  expect(screen.queryByRole('heading', { name: 'Dangerous Goods' })).not.toBeInTheDocument();
});
