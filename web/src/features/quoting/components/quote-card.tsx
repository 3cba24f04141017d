import { CALCULATOR_FEATURES_SHOWN, type CalculatorQuote } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { formatPercent, formatRatio } from '@/lib/format';

// ── One calculator quote: price, transit, confidence, first 3 features then '+N more', charge lines ──

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: currency === 'JPY' || currency === 'KRW' ? 0 : 2 }).format(amount);

export function QuoteCard({ quote }: { quote: CalculatorQuote }) {
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
            <p className="quote-savings">
              Save {formatPercent(quote.savings, 1)} vs {money(quote.retailPrice, quote.currency)} retail
            </p>
          ) : null}
        </div>
      </div>
      <div className="quote-badges">
        {(quote.recommendations ?? []).map((label) => (
          <Badge key={label} tone="success">
            {label}
          </Badge>
        ))}
        <Badge tone="neutral">{quote.serviceLevel}</Badge>
        <Badge tone={quote.confidence > 0.9 ? 'info' : 'neutral'}>{formatRatio(quote.confidence, 0)} on time</Badge>
        <span className="muted">{quote.transitTime}</span>
      </div>
      <ul className="quote-features" aria-label={`${quote.carrierName} features`}>
        {shown.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
        {more > 0 ? <li className="quote-more">+{more} more</li> : null}
      </ul>
      <details className="quote-lines">
        <summary>Price breakdown</summary>
        <table>
          <tbody>
            {quote.chargeLines.map((line) => (
              <tr key={line.code}>
                <th scope="row">{line.label}</th>
                <td>{money(line.amount, quote.currency)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              <td>{money(quote.price, quote.currency)}</td>
            </tr>
          </tbody>
        </table>
      </details>
    </li>
  );
}
