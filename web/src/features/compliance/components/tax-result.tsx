import { useTranslation } from 'react-i18next';
import type { CustomerVatNumberStatus, TaxCalculationResult } from '@waypost/contracts';
import { formatDate } from '@/lib/format';
import { Figure } from './compliance-result';
import { formatAmount, formatPercent } from './format';
import { TaxGoodsDetail } from './tax-goods-detail';

const VAT_NUMBER_STATUS_KEYS = {
  confirmed: 'taxResult.vatNumberStatus.confirmed',
  unconfirmed: 'taxResult.vatNumberStatus.unconfirmed',
  overridden: 'taxResult.vatNumberStatus.overridden',
  invalid: 'taxResult.vatNumberStatus.invalid',
} as const satisfies Record<CustomerVatNumberStatus, string>;

/** The calculator's answer: totals, the breakdown, what to file, and (issue 26) the goods per item and who collects. */
export function TaxResult({ result }: { result: TaxCalculationResult }) {
  const { t } = useTranslation('compliance');
  const money = (n: number) => formatAmount(n, result.currency);
  return (
    <div className="stack" aria-live="polite">
      <div className="cx-figures">
        <Figure label={t('taxResult.totalTax')} value={money(result.totalTax)} />
        <Figure label={t('taxResult.vatGst')} value={money(result.vatGst)} />
        <Figure label={t('taxResult.customsDuty')} value={money(result.customsDuty)} />
      </div>
      <table className="cx-table">
        <caption className="sr-only">{t('taxResult.breakdownCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('taxResult.columns.jurisdiction')}</th>
            <th scope="col">{t('taxResult.columns.tax')}</th>
            <th scope="col" className="cx-num">
              {t('taxResult.columns.rate')}
            </th>
            <th scope="col" className="cx-num">
              {t('taxResult.columns.amount')}
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
                <div className="cx-small">{t('taxResult.source', { source: line.source })}</div>
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
          <h3 className="cx-subtitle">{t('taxResult.complianceRequired.title')}</h3>
          <table className="cx-table">
            <thead>
              <tr>
                <th scope="col">{t('taxResult.complianceRequired.requirement')}</th>
                <th scope="col">{t('taxResult.complianceRequired.jurisdiction')}</th>
                <th scope="col">{t('taxResult.complianceRequired.deadline')}</th>
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
          {t('taxResult.customerVatNumber', {
            vatNumber: result.customerVatNumber.vatNumber,
            status: Object.hasOwn(VAT_NUMBER_STATUS_KEYS, result.customerVatNumber.status)
              ? t(VAT_NUMBER_STATUS_KEYS[result.customerVatNumber.status])
              : result.customerVatNumber.status,
            note: result.customerVatNumber.note,
          })}
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
