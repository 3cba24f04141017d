import { useTranslation } from 'react-i18next';
import { CALCULATOR_FEATURES_SHOWN, type CalculatorQuote, type RecommendationLabel } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { formatAmount, formatPercent, formatRatio } from '@/lib/format';
import { serviceLevelInline } from './service-levels';

// ── One calculator quote: price, transit, confidence, first 3 features then '+N more', charge lines ──

/** The quote's own currency (JPY and KRW have no minor unit), or the visitor's display currency beside it. */
const money = formatAmount;

const RECOMMENDATION_KEYS = {
  'Best Price': 'quoteCard.recommendations.bestPrice',
  Fastest: 'quoteCard.recommendations.fastest',
  'Most Reliable': 'quoteCard.recommendations.mostReliable',
} as const satisfies Record<RecommendationLabel, string>;

export function QuoteCard({ quote }: { quote: CalculatorQuote }) {
  const { t } = useTranslation('quoting');
  const shown = quote.features.slice(0, CALCULATOR_FEATURES_SHOWN);
  const more = quote.features.length - shown.length;
  const titleId = `quote-${quote.id.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <li className="card quote-card" aria-labelledby={titleId}>
      <div className="quote-card-head">
        <div>
          <h3 id={titleId} className="quote-card-carrier">
            {quote.carrierName}
          </h3>
          <p className="muted">{quote.serviceName}</p>
        </div>
        <div className="quote-card-price">
          <p className="quote-price">{money(quote.price, quote.currency)}</p>
          {quote.savings > 0 ? (
            <p className="quote-savings">{t('quoteCard.savings', { percent: formatPercent(quote.savings, 1), retailPrice: money(quote.retailPrice, quote.currency) })}</p>
          ) : null}
        </div>
      </div>
      <div className="quote-badges">
        {(quote.recommendations ?? []).map((label) => (
          <Badge key={label} tone="success">
            {Object.hasOwn(RECOMMENDATION_KEYS, label) ? t(RECOMMENDATION_KEYS[label]) : label}
          </Badge>
        ))}
        <Badge tone="neutral">{serviceLevelInline(t, quote.serviceLevel)}</Badge>
        <Badge tone={quote.confidence > 0.9 ? 'info' : 'neutral'}>{t('quoteCard.onTime', { ratio: formatRatio(quote.confidence, 0) })}</Badge>
        <span className="muted">{quote.transitTime}</span>
      </div>
      <ul className="quote-features" aria-label={t('quoteCard.featuresLabel', { carrier: quote.carrierName })}>
        {shown.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
        {more > 0 ? <li className="quote-more">{t('quoteCard.moreFeatures', { count: more })}</li> : null}
      </ul>
      <details className="quote-lines">
        <summary>{t('quoteCard.priceBreakdown')}</summary>
        <table>
          <tbody>
            {quote.chargeLines.map((line) => (
              <tr key={line.code}>
                <th scope="row">{line.label}</th>
                <td>{money(line.amount, quote.currency)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('quoteCard.total')}</th>
              <td>{money(quote.price, quote.currency)}</td>
            </tr>
          </tbody>
        </table>
      </details>
    </li>
  );
}
