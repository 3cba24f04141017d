import { useState } from 'react';
import { QUOTING_MESSAGES, SHIPPING_PRIORITIES, type OptimizeRouteResponse, type RealRatesResponse } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { useOptimizeRoute } from '../api/optimize-route';
import { useRealRates } from '../api/real-rates';
import { SelectField } from './select-field';
import './quoting.css';

// ── AI shipping page: route and preferences card (spec sections 2, 5, 8, 9) ──
// Real rates need an item analysis first; the analysis itself belongs to the AI feature and comes in as a prop.

export interface ItemAnalysisForRates {
  category?: string;
  weight?: { estimatedKg?: number };
  dimensions?: { estimatedLength?: number; estimatedWidth?: number; estimatedHeight?: number };
}

const PRIORITY_OPTIONS = SHIPPING_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));
/** Package value sent for rates is fixed at 100 (spec section 9). */
const RATES_PACKAGE_VALUE = 100;

export function RouteAndRatesCard({ analysis }: { analysis: ItemAnalysisForRates | null }) {
  const [d, setD] = useState({ originCity: '', originCountry: '', destinationCity: '', destinationCountry: '', priority: 'cost', maxDays: '' });
  const [routes, setRoutes] = useState<OptimizeRouteResponse | null>(null);
  const [rates, setRates] = useState<RealRatesResponse | null>(null);
  const set = (field: keyof typeof d) => (e: { target: { value: string } }) => setD({ ...d, [field]: e.target.value });
  const preferences = { priority: d.priority as (typeof SHIPPING_PRIORITIES)[number], ...(d.maxDays.trim() ? { maxDays: Number(d.maxDays) } : {}) };

  const optimize = useOptimizeRoute({
    onSuccess: setRoutes,
    onError: () => toast({ ...QUOTING_MESSAGES.routeFailed, variant: 'destructive' }),
  });
  const realRates = useRealRates({
    onSuccess: (answer) => {
      setRates(answer);
      toast({ title: QUOTING_MESSAGES.ratesRetrieved.title, description: `Found ${answer.rates.length} carrier options.` });
    },
    onError: () => toast({ ...QUOTING_MESSAGES.ratesFailed, variant: 'destructive' }),
  });

  const getRates = () => {
    if (!analysis) {
      toast({ ...QUOTING_MESSAGES.analysisRequired, variant: 'destructive' });
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
  };
  const runOptimize = () =>
    optimize.mutate({
      origin: [d.originCity, d.originCountry].filter((s) => s.trim()).join(', '),
      destination: [d.destinationCity, d.destinationCountry].filter((s) => s.trim()).join(', '),
      itemData: analysis ? { ...analysis } : null,
      preferences,
    });

  return (
    <Card aria-labelledby="route-card-title">
      <CardHeader titleId="route-card-title" title="Route & preferences" description="Compare carrier rates and let the optimiser search the hub network." />
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
          <Button type="button" onClick={runOptimize} disabled={optimize.isPending}>
            {optimize.isPending ? 'Optimizing…' : 'Optimize Route'}
          </Button>
          <Button type="button" variant="secondary" onClick={getRates} aria-disabled={!analysis} disabled={realRates.isPending}>
            {realRates.isPending ? 'Getting rates…' : 'Get Real Rates'}
          </Button>
        </div>
      </div>
      {routes ? (
        <section aria-label="Route optimization results" className="page-section">
          {routes.assumptions.map((a) => (
            <p key={a} className="muted">{a}</p>
          ))}
          <ul className="quote-list">
            {routes.routes.map((r) => (
              <li key={r.id} className="card quote-card">
                <div className="quote-card-head">
                  <div>
                    <h3 className="quote-card-carrier">{r.carriers.join(' → ')}</h3>
                    <p className="muted">
                      {r.estimatedDays} days · {Math.round(r.reliability * 100)}% reliability · {r.co2Kg} kg CO₂
                    </p>
                  </div>
                  <p className="quote-price">${r.totalCost.toFixed(2)}</p>
                </div>
                {r.recommended ? <Badge tone="success">Recommended</Badge> : null}
                <ol className="quote-features">
                  {r.legs.map((leg, i) => (
                    <li key={i}>
                      {leg.mode} {leg.from} → {leg.to} ({leg.carrier})
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rates ? (
        <section aria-label="Real carrier rates" className="page-section">
          <ul className="quote-list">
            {rates.rates.map((r) => (
              <li key={`${r.carrierName}/${r.serviceName}`} className="card quote-card">
                <div className="quote-card-head">
                  <div>
                    <h3 className="quote-card-carrier">{r.carrierName}</h3>
                    <p className="muted">
                      {r.serviceName} · {r.estimatedDays} days · {r.source}
                    </p>
                  </div>
                  <p className="quote-price">{formatMoney(r.price)}</p>
                </div>
                <Badge tone={r.confidence > 0.9 ? 'info' : 'neutral'}>{Math.round(r.confidence * 100)}% confidence</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
