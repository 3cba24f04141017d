import type { AppliedRule, BuyerRuleResult, BuyerType, TaxCalculationResult, TaxCollector } from '@waypost/contracts';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDate } from '@/lib/format';
import { formatAmount, formatPercent } from './format';

// ── Issue 26 in the calculator's answer: duty and VAT per item line, who collects the import VAT under which dated
// rule, the other rules used, and the date of the exchange rates. Each part only when the API gives it. ──

export const BUYER_LABELS: Record<BuyerType, string> = {
  'business-registered': 'Business registered for VAT/GST',
  business: 'Business not registered for VAT/GST',
  consumer: 'Consumer (private buyer)',
};
const DERIVED_FROM: Record<BuyerRuleResult['derivedFrom'], string> = {
  buyer: 'as chosen',
  customerType: 'from the customer type',
  customerVatNumber: 'from the customer VAT number',
};
export const COLLECTOR_LABELS: Record<TaxCollector, string> = {
  'seller-at-sale': 'The seller, at the sale (import VAT charged at checkout)',
  'buyer-reverse-charge': 'The buyer, by reverse charge on its own VAT return',
  'declarant-at-border': 'The importer or its declarant, at the border (the carrier collects it from the recipient)',
  'not-charged': 'Nobody: no import VAT/GST is charged',
  relieved: 'Nobody: the goods are relieved from import VAT/GST',
  none: 'Nobody: there is no import VAT/GST to collect',
};

/** 'in effect from 1 May 2016' or 'in effect 1 May 2016 to 30 Apr 2021'. */
export const ruleDates = (rule: AppliedRule): string =>
  rule.effectiveUntil ? `in effect ${formatDate(rule.effectiveFrom)} to ${formatDate(rule.effectiveUntil)}` : `in effect from ${formatDate(rule.effectiveFrom)}`;

export function TaxGoodsDetail({ result }: { result: TaxCalculationResult }) {
  const { buyerRule, lines, exchangeRates } = result;
  const others = (result.rulesApplied ?? []).filter((r) => r.id !== buyerRule?.rule.id);
  return (
    <>
      {lines?.length ? <TaxLinesTable result={result} /> : null}
      {buyerRule ? (
        <section aria-labelledby="tax-collector-title">
          <h3 id="tax-collector-title" className="cx-subtitle">
            Who collects the import VAT
          </h3>
          <dl className="cx-facts">
            <dt>Buyer</dt>
            <dd>
              {BUYER_LABELS[buyerRule.buyer]} ({DERIVED_FROM[buyerRule.derivedFrom]})
            </dd>
            <dt>Collected by</dt>
            <dd>{COLLECTOR_LABELS[buyerRule.collector]}</dd>
            <dt>Rule</dt>
            <dd>
              {buyerRule.rule.label}
              <div className="cx-small">
                Source: {buyerRule.rule.source}; {ruleDates(buyerRule.rule)}
              </div>
            </dd>
          </dl>
        </section>
      ) : null}
      {others.length ? (
        <section aria-labelledby="tax-rules-title">
          <h3 id="tax-rules-title" className="cx-subtitle">
            Other rules applied
          </h3>
          <ul className="cx-list">
            {others.map((r) => (
              <li key={r.id}>
                {r.label}
                <div className="cx-small">
                  Source: {r.source}; {ruleDates(r)}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {exchangeRates ? (
        <p className="cx-small" role="note">
          Exchange rates of {formatDate(exchangeRates.date)} ({exchangeRates.source}).
          {exchangeRates.warning && !result.notes.includes(exchangeRates.warning) ? ` ${exchangeRates.warning}` : ''}
        </p>
      ) : null}
    </>
  );
}

function TaxLinesTable({ result }: { result: TaxCalculationResult }) {
  const money = (n: number) => formatAmount(n, result.currency);
  return (
    <TableScroll label="Duty and VAT per item">
      <table className="cx-table">
        <caption className="cx-subtitle cx-caption">Duty and VAT per item (amounts in {result.currency})</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="cx-num">
              Value ({result.currency})
            </th>
            <th scope="col" className="cx-num">
              Duty ({result.currency})
            </th>
            <th scope="col" className="cx-num">
              VAT ({result.currency})
            </th>
          </tr>
        </thead>
        <tbody>
          {result.lines!.map((line) => (
            <tr key={line.line}>
              <th scope="row" className="cx-row-head">
                {line.line}. {line.description}
                <div className="cx-small">
                  HS {line.hsCode} ({line.hsSource === 'shipper' ? 'yours' : 'classified'}), quantity {line.quantity}
                  {line.originCountry ? `, origin ${line.originCountry}` : ''}
                </div>
                <div className="cx-small">Duty: {line.dutyBasis}</div>
                <div className="cx-small">VAT: {line.vatRateReason}</div>
              </th>
              <td className="cx-num">{money(line.value)}</td>
              <td className="cx-num">
                {money(line.duty)}
                <div className="cx-small">{formatPercent(line.dutyRate)}</div>
              </td>
              <td className="cx-num">
                {money(line.vat)}
                <div className="cx-small">{formatPercent(line.vatRate)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
