import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AppliedRule, BuyerRuleResult, BuyerType, TaxCalculationResult, TaxCollector } from '@waypost/contracts';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDate } from '@/lib/format';
import { formatAmount, formatPercent } from './format';

// ── Issue 26 in the calculator's answer: duty and VAT per item line, who collects the import VAT under which dated
// rule, the other rules used, and the date of the exchange rates. Each part only when the API gives it. ──

// Labels are keys of the compliance catalogue, translated where they are shown.
export const BUYER_LABEL_KEYS = {
  'business-registered': 'goodsDetail.buyers.businessRegistered',
  business: 'goodsDetail.buyers.business',
  consumer: 'goodsDetail.buyers.consumer',
} as const satisfies Record<BuyerType, string>;
const DERIVED_FROM_KEYS = {
  buyer: 'goodsDetail.derivedFrom.buyer',
  customerType: 'goodsDetail.derivedFrom.customerType',
  customerVatNumber: 'goodsDetail.derivedFrom.customerVatNumber',
} as const satisfies Record<BuyerRuleResult['derivedFrom'], string>;
export const COLLECTOR_LABEL_KEYS = {
  'seller-at-sale': 'goodsDetail.collectors.sellerAtSale',
  'buyer-reverse-charge': 'goodsDetail.collectors.buyerReverseCharge',
  'declarant-at-border': 'goodsDetail.collectors.declarantAtBorder',
  'not-charged': 'goodsDetail.collectors.notCharged',
  relieved: 'goodsDetail.collectors.relieved',
  none: 'goodsDetail.collectors.none',
} as const satisfies Record<TaxCollector, string>;

/** 'in effect from 1 May 2016' or 'in effect 1 May 2016 to 30 Apr 2021'. */
export const ruleDates = (t: TFunction<'compliance'>, rule: AppliedRule): string =>
  rule.effectiveUntil
    ? t('goodsDetail.ruleDates.between', { from: formatDate(rule.effectiveFrom), until: formatDate(rule.effectiveUntil) })
    : t('goodsDetail.ruleDates.from', { from: formatDate(rule.effectiveFrom) });

export function TaxGoodsDetail({ result }: { result: TaxCalculationResult }) {
  const { t } = useTranslation('compliance');
  const { buyerRule, lines, exchangeRates } = result;
  const others = (result.rulesApplied ?? []).filter((r) => r.id !== buyerRule?.rule.id);
  return (
    <>
      {lines?.length ? <TaxLinesTable result={result} /> : null}
      {buyerRule ? (
        <section aria-labelledby="tax-collector-title">
          <h3 id="tax-collector-title" className="cx-subtitle">
            {t('goodsDetail.collector.title')}
          </h3>
          <dl className="cx-facts">
            <dt>{t('goodsDetail.collector.buyer')}</dt>
            <dd>{t('goodsDetail.collector.buyerValue', { buyer: t(BUYER_LABEL_KEYS[buyerRule.buyer]), derivedFrom: t(DERIVED_FROM_KEYS[buyerRule.derivedFrom]) })}</dd>
            <dt>{t('goodsDetail.collector.collectedBy')}</dt>
            <dd>{t(COLLECTOR_LABEL_KEYS[buyerRule.collector])}</dd>
            <dt>{t('goodsDetail.collector.rule')}</dt>
            <dd>
              {buyerRule.rule.label}
              <div className="cx-small">{t('goodsDetail.ruleSource', { source: buyerRule.rule.source, dates: ruleDates(t, buyerRule.rule) })}</div>
            </dd>
          </dl>
        </section>
      ) : null}
      {others.length ? (
        <section aria-labelledby="tax-rules-title">
          <h3 id="tax-rules-title" className="cx-subtitle">
            {t('goodsDetail.otherRules')}
          </h3>
          <ul className="cx-list">
            {others.map((r) => (
              <li key={r.id}>
                {r.label}
                <div className="cx-small">{t('goodsDetail.ruleSource', { source: r.source, dates: ruleDates(t, r) })}</div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {exchangeRates ? (
        <p className="cx-small" role="note">
          {t('goodsDetail.exchangeRates', { date: formatDate(exchangeRates.date), source: exchangeRates.source })}
          {exchangeRates.warning && !result.notes.includes(exchangeRates.warning) ? ` ${exchangeRates.warning}` : ''}
        </p>
      ) : null}
    </>
  );
}

function TaxLinesTable({ result }: { result: TaxCalculationResult }) {
  const { t } = useTranslation('compliance');
  const currency = result.currency;
  const money = (n: number) => formatAmount(n, result.currency);
  return (
    <TableScroll label={t('goodsDetail.lines.label')}>
      <table className="cx-table">
        <caption className="cx-subtitle cx-caption">{t('goodsDetail.lines.caption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('goodsDetail.lines.columns.item')}</th>
            <th scope="col" className="cx-num">
              {t('goodsDetail.lines.columns.value', { currency })}
            </th>
            <th scope="col" className="cx-num">
              {t('goodsDetail.lines.columns.duty', { currency })}
            </th>
            <th scope="col" className="cx-num">
              {t('goodsDetail.lines.columns.vat', { currency })}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.lines!.map((line) => (
            <tr key={line.line}>
              <th scope="row" className="cx-row-head">
                {line.line}. {line.description}
                <div className="cx-small">
                  {t(line.originCountry ? 'goodsDetail.lines.factsWithOrigin' : 'goodsDetail.lines.facts', {
                    hsCode: line.hsCode,
                    hsSource: t(line.hsSource === 'shipper' ? 'goodsDetail.lines.hsSource.shipper' : 'goodsDetail.lines.hsSource.classified'),
                    quantity: line.quantity,
                    origin: line.originCountry,
                  })}
                </div>
                <div className="cx-small">{t('goodsDetail.lines.dutyBasis', { basis: line.dutyBasis })}</div>
                <div className="cx-small">{t('goodsDetail.lines.vatReason', { reason: line.vatRateReason })}</div>
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
