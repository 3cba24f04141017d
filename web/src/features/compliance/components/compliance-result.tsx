import { useTranslation } from 'react-i18next';
import { countryName, type ComplianceResult } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DangerousGoodsList } from './dangerous-goods-list';
import { formatAmount, formatPercent } from './format';

/** Banner, required documents, restrictions, warnings and estimated taxes (spec sections 2 and 8). */
export function ComplianceResultPanels({ result }: { result: ComplianceResult }) {
  const { t } = useTranslation('compliance');
  const banner = result.allowed ? 'permittedBanner' : 'restrictedBanner';
  const lane = result.status === 'prohibited' ? 'result.laneProhibited' : result.status === 'restricted' ? 'result.laneRestricted' : 'result.lane';
  const taxes = result.estimatedTaxes;
  return (
    <div className="stack" aria-live="polite">
      <div className={`cx-banner ${result.allowed ? 'cx-banner-ok' : 'cx-banner-bad'}`} role="status">
        <div>
          <p className="cx-banner-title">
            {t(`messages.${banner}.title` as const)} - {t(`messages.${banner}.description` as const)}
          </p>
          <p>{t(lane, { category: result.itemCategory, from: countryName(result.fromCountry), to: countryName(result.toCountry), hsCode: result.hsCode })}</p>
        </div>
      </div>

      <div className="cx-grid cx-grid-2">
        <Card aria-labelledby="cx-docs-title">
          <CardHeader titleId="cx-docs-title" title={t('result.documents.title')} level={3} />
          <ResultList items={result.requiredDocuments} empty={t('result.documents.empty')} />
        </Card>
        <Card aria-labelledby="cx-restrictions-title">
          <CardHeader
            titleId="cx-restrictions-title"
            title={t('result.restrictions.title')}
            level={3}
            action={result.restrictions.length ? <Badge tone={result.allowed ? 'warning' : 'danger'}>{result.restrictions.length}</Badge> : null}
          />
          <ResultList items={result.restrictions} empty={t('result.restrictions.empty')} />
        </Card>
        {result.dangerousGoods?.length ? (
          <Card aria-labelledby="cx-dg-title">
            <CardHeader titleId="cx-dg-title" title={t('result.dangerousGoods.title')} level={3} />
            <DangerousGoodsList flags={result.dangerousGoods} />
          </Card>
        ) : null}
        <Card aria-labelledby="cx-warnings-title">
          <CardHeader titleId="cx-warnings-title" title={t('result.warnings.title')} level={3} />
          <ResultList items={result.warnings} empty={t('result.warnings.empty')} />
        </Card>
        <Card aria-labelledby="cx-taxes-title">
          <CardHeader titleId="cx-taxes-title" title={t('result.taxes.title')} level={3} description={t('result.taxes.asOf', { date: result.evaluatedAt })} />
          <div className="cx-figures">
            <Figure label={t('result.taxes.vat')} value={formatAmount(taxes.vat, taxes.currency)} sub={formatPercent(taxes.vatRate)} />
            <Figure label={t('result.taxes.duty')} value={formatAmount(taxes.duty, taxes.currency)} sub={formatPercent(taxes.dutyRate)} />
            <Figure label={t('result.taxes.total')} value={formatAmount(taxes.total, taxes.currency)} sub={t('result.taxes.totalRate', { rate: formatPercent(taxes.totalRate) })} />
          </div>
          <ul className="cx-list cx-small" style={{ marginTop: '0.75rem' }}>
            {taxes.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

export function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="cx-figure">
      <p className="cx-figure-label">{label}</p>
      <p className="cx-figure-value">{value}</p>
      {sub ? <p className="cx-figure-sub">{sub}</p> : null}
    </div>
  );
}

export function ResultList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="cx-empty">{empty}</p>;
  return (
    <ul className="cx-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
