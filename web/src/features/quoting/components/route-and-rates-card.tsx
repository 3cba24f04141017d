import { useState } from 'react';
import { QUOTING_MESSAGES, SHIPPING_PRIORITIES, type OptimizeRouteResponse, type RealRatesResponse, type RouteLeg } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatAmount, formatCo2, formatCount, formatDays, formatMoney, formatRatio } from '@/lib/format';
import { useOptimizeRoute } from '../api/optimize-route';
import { useRealRates } from '../api/real-rates';
import './quoting.css';

// ── AI shipping page: route and preferences card (spec sections 2, 4, 5, 8, 9) ──
// Real rates need an item analysis first; the analysis itself belongs to the AI feature and comes in as a prop.
// One button: 'Get Real Rates' starts both the real-rates and the route-optimisation requests (spec section 4).

export interface ItemAnalysisForRates {
  category?: string;
  weight?: { estimatedKg?: number };
  dimensions?: { estimatedLength?: number; estimatedWidth?: number; estimatedHeight?: number };
}

const PRIORITY_OPTIONS = SHIPPING_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));
/** Package value sent for rates is fixed at 100 (spec section 9). */
const RATES_PACKAGE_VALUE = 100;
const LEG_MODES: Record<RouteLeg['mode'], string> = { air: 'Air', sea: 'Sea', road: 'Road' };

export function RouteAndRatesCard({ analysis }: { analysis: ItemAnalysisForRates | null }) {
  const [d, setD] = useState({ originCity: '', originCountry: '', destinationCity: '', destinationCountry: '', priority: 'cost', maxDays: '' });
  const [routes, setRoutes] = useState<OptimizeRouteResponse | null>(null);
  const [rates, setRates] = useState<RealRatesResponse | null>(null);
  const set = (field: keyof typeof d) => (e: { target: { value: string } }) => setD({ ...d, [field]: e.target.value });
  const preferences = { priority: d.priority as (typeof SHIPPING_PRIORITIES)[number], ...(d.maxDays.trim() ? { maxDays: Number(d.maxDays) } : {}) };

  const optimize = useOptimizeRoute({
    onSuccess: setRoutes,
    onError: () => {
      setRoutes(null);
      toast({ ...QUOTING_MESSAGES.routeFailed, variant: 'destructive', key: 'route-optimization' });
    },
  });
  const realRates = useRealRates({
    onSuccess: (answer) => {
      setRates(answer);
      toast({ title: QUOTING_MESSAGES.ratesRetrieved.title, description: `Found ${formatCount(answer.rates.length)} carrier options.`, key: 'real-rates' });
    },
    onError: () => {
      setRates(null);
      toast({ ...QUOTING_MESSAGES.ratesFailed, variant: 'destructive', key: 'real-rates' });
    },
  });

  const getRates = () => {
    if (!analysis) {
      toast({ ...QUOTING_MESSAGES.analysisRequired, variant: 'destructive', key: 'real-rates' });
      return;
    }
    const dims = analysis.dimensions ?? {};
    realRates.mutate({
      origin: { address: '', city: d.originCity, country: d.originCountry, postalCode: '' },
      destination: { address: '', city: d.destinationCity, country: d.destinationCountry, postalCode: '' },
      package: {
        weight: analysis.weight?.estimatedKg ?? 1,
        dimensions: { length: dims.estimatedLength ?? 10, width: dims.estimatedWidth ?? 10, height: dims.estimatedHeight ?? 10 },
        value: RATES_PACKAGE_VALUE,
        category: analysis.category ?? 'general',
      },
      preferences,
    });
    optimize.mutate({
      origin: [d.originCity, d.originCountry].filter((s) => s.trim()).join(', '),
      destination: [d.destinationCity, d.destinationCountry].filter((s) => s.trim()).join(', '),
      itemData: { ...analysis },
      preferences,
    });
  };
  const pending = realRates.isPending || optimize.isPending;

  return (
    <Card aria-labelledby="route-card-title">
      <CardHeader titleId="route-card-title" title="Route & preferences" description="One click compares real carrier rates and lets the optimiser search the hub network." />
      <div className="calc-form">
        <div className="calc-places">
          <InputField label="Origin city" value={d.originCity} onChange={set('originCity')} />
          <InputField label="Origin country" value={d.originCountry} onChange={set('originCountry')} />
          <InputField label="Destination city" value={d.destinationCity} onChange={set('destinationCity')} />
          <InputField label="Destination country" value={d.destinationCountry} onChange={set('destinationCountry')} />
          <SelectField label="Priority" value={d.priority} onChange={set('priority')} options={PRIORITY_OPTIONS} />
          <InputField label="Max days" type="number" min="1" placeholder="Any" value={d.maxDays} onChange={set('maxDays')} />
        </div>
        <div className="action-row">
          <Button type="button" variant="secondary" onClick={getRates} aria-disabled={!analysis} disabled={pending}>
            {pending ? QUOTING_MESSAGES.gettingRates : 'Get Real Rates'}
          </Button>
        </div>
        {!analysis ? <p className="field-hint">Analyse an item first: rates and routes depend on its size and weight.</p> : null}
      </div>
      {optimize.isPending ? <Spinner label="Optimizing the route…" /> : null}
      {routes && !optimize.isPending ? <RouteResults routes={routes} /> : null}
      {rates && !realRates.isPending ? <RateResults rates={rates} /> : null}
    </Card>
  );
}

function RouteResults({ routes }: { routes: OptimizeRouteResponse }) {
  return (
    <section aria-labelledby="route-results-title" className="page-section">
      <h3 id="route-results-title" className="section-subtitle">
        Route optimization results
      </h3>
      {routes.assumptions.map((a) => (
        <p key={a} className="muted">
          {a}
        </p>
      ))}
      <ul className="quote-list">
        {routes.routes.map((r) => (
          <li key={r.id} className="card quote-card">
            <div className="quote-card-head">
              <div>
                <h4 className="quote-card-carrier">{r.carriers.join(' → ')}</h4>
                <p className="muted">
                  {formatDays(r.estimatedDays)} · {formatRatio(r.reliability, 0)} reliability · {formatCo2(r.co2Kg)}
                </p>
              </div>
              <p className="quote-price">{formatMoney(r.totalCost)}</p>
            </div>
            {r.recommended ? <Badge tone="success">Recommended</Badge> : null}
            <ol className="quote-features">
              {r.legs.map((leg, i) => (
                <li key={i}>
                  {LEG_MODES[leg.mode] ?? leg.mode}: {leg.from} → {leg.to} ({leg.carrier})
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RateResults({ rates }: { rates: RealRatesResponse }) {
  return (
    <section aria-labelledby="rate-results-title" className="page-section">
      <h3 id="rate-results-title" className="section-subtitle">
        Real carrier rates
      </h3>
      <ul className="quote-list">
        {rates.rates.map((r) => (
          <li key={`${r.carrierName}/${r.serviceName}`} className="card quote-card">
            <div className="quote-card-head">
              <div>
                <h4 className="quote-card-carrier">{r.carrierName}</h4>
                <p className="muted">
                  {r.serviceName} · {formatDays(r.estimatedDays)} · {r.source === 'sandbox' ? 'sandbox rate' : 'live rate'}
                </p>
              </div>
              <p className="quote-price">{formatAmount(r.price, r.currency)}</p>
            </div>
            <Badge tone={r.confidence > 0.9 ? 'info' : 'neutral'}>{formatRatio(r.confidence, 0)} confidence</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
