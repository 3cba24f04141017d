import { COMPLIANCE_MESSAGES, countryName, type ComplianceResult } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DangerousGoodsList } from './dangerous-goods-list';
import { formatAmount, formatPercent } from './format';

/** Banner, required documents, restrictions, warnings and estimated taxes (spec sections 2 and 8). */
export function ComplianceResultPanels({ result }: { result: ComplianceResult }) {
  const banner = result.allowed ? COMPLIANCE_MESSAGES.permittedBanner : COMPLIANCE_MESSAGES.restrictedBanner;
  const t = result.estimatedTaxes;
  return (
    <div className="stack" aria-live="polite">
      <div className={`cx-banner ${result.allowed ? 'cx-banner-ok' : 'cx-banner-bad'}`} role="status">
        <div>
          <p className="cx-banner-title">
            {banner.title} - {banner.description}
          </p>
          <p>
            {result.itemCategory} from {countryName(result.fromCountry)} to {countryName(result.toCountry)}, HS {result.hsCode}
            {result.status === 'prohibited' ? ' (prohibited)' : result.status === 'restricted' ? ' (licence or special handling needed)' : ''}
          </p>
        </div>
      </div>

      <div className="cx-grid cx-grid-2">
        <Card aria-labelledby="cx-docs-title">
          <CardHeader titleId="cx-docs-title" title="Required Documents" level={3} />
          <ResultList items={result.requiredDocuments} empty="No customs documents needed for this shipment." />
        </Card>
        <Card aria-labelledby="cx-restrictions-title">
          <CardHeader
            titleId="cx-restrictions-title"
            title="Restrictions"
            level={3}
            action={result.restrictions.length ? <Badge tone={result.allowed ? 'warning' : 'danger'}>{result.restrictions.length}</Badge> : null}
          />
          <ResultList items={result.restrictions} empty="No restrictions found." />
        </Card>
        {result.dangerousGoods?.length ? (
          <Card aria-labelledby="cx-dg-title">
            <CardHeader titleId="cx-dg-title" title="Dangerous Goods" level={3} />
            <DangerousGoodsList flags={result.dangerousGoods} />
          </Card>
        ) : null}
        <Card aria-labelledby="cx-warnings-title">
          <CardHeader titleId="cx-warnings-title" title="Warnings" level={3} />
          <ResultList items={result.warnings} empty="No warnings." />
        </Card>
        <Card aria-labelledby="cx-taxes-title">
          <CardHeader titleId="cx-taxes-title" title="Estimated Taxes" level={3} description={`As of ${result.evaluatedAt}`} />
          <div className="cx-figures">
            <Figure label="VAT / GST" value={formatAmount(t.vat, t.currency)} sub={formatPercent(t.vatRate)} />
            <Figure label="Duty" value={formatAmount(t.duty, t.currency)} sub={formatPercent(t.dutyRate)} />
            <Figure label="Total" value={formatAmount(t.total, t.currency)} sub={`${formatPercent(t.totalRate)} of declared value`} />
          </div>
          <ul className="cx-list cx-small" style={{ marginTop: '0.75rem' }}>
            {t.notes.map((note) => (
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
