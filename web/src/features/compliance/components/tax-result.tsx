import type { TaxCalculationResult } from '@waypost/contracts';
import { formatDate } from '@/lib/format';
import { Figure } from './compliance-result';
import { formatAmount, formatPercent } from './format';
import { TaxGoodsDetail } from './tax-goods-detail';

/** The calculator's answer: totals, the breakdown, what to file, and (issue 26) the goods per item and who collects. */
export function TaxResult({ result }: { result: TaxCalculationResult }) {
  const money = (n: number) => formatAmount(n, result.currency);
  return (
    <div className="stack" aria-live="polite">
      <div className="cx-figures">
        <Figure label="Total Tax" value={money(result.totalTax)} />
        <Figure label="VAT / GST" value={money(result.vatGst)} />
        <Figure label="Customs Duty" value={money(result.customsDuty)} />
      </div>
      <table className="cx-table">
        <caption className="sr-only">Tax breakdown</caption>
        <thead>
          <tr>
            <th scope="col">Jurisdiction</th>
            <th scope="col">Tax</th>
            <th scope="col" className="cx-num">
              Rate
            </th>
            <th scope="col" className="cx-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {result.taxBreakdown.map((line, i) => (
            <tr key={`${line.jurisdiction}-${line.taxType}-${i}`}>
              <td>{line.jurisdiction}</td>
              <td>
                {line.taxType}
                <div className="cx-small">{line.basis}</div>
                <div className="cx-small">Source: {line.source}</div>
              </td>
              <td className="cx-num">{formatPercent(line.rate)}</td>
              <td className="cx-num">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TaxGoodsDetail result={result} />
      {result.complianceRequired.length ? (
        <div>
          <h3 className="cx-subtitle">Compliance Required</h3>
          <table className="cx-table">
            <thead>
              <tr>
                <th scope="col">Requirement</th>
                <th scope="col">Jurisdiction</th>
                <th scope="col">Deadline</th>
              </tr>
            </thead>
            <tbody>
              {result.complianceRequired.map((r) => (
                <tr key={r.requirement}>
                  <td>{r.requirement}</td>
                  <td>{r.jurisdiction}</td>
                  <td>{formatDate(r.deadline)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {result.customerVatNumber ? (
        <p className="cx-small" role="note">
          Customer VAT number {result.customerVatNumber.vatNumber}: {result.customerVatNumber.status}. {result.customerVatNumber.note}
        </p>
      ) : null}
      {result.notes.length ? (
        <ul className="cx-list cx-small">
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
