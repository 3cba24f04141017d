import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_PRIORITIES, type OptimizeRouteResponse, type RealRatesResponse, type RouteLeg } from '@waypost/contracts';
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

const PRIORITY_LABEL_KEYS = {
  cost: 'routeAndRates.priorities.cost',
  speed: 'routeAndRates.priorities.speed',
  reliability: 'routeAndRates.priorities.reliability',
} as const satisfies Record<(typeof SHIPPING_PRIORITIES)[number], string>;
/** Package value sent for rates is fixed at 100 (spec section 9). */
const RATES_PACKAGE_VALUE = 100;
const LEG_MODE_KEYS = {
  air: 'routeAndRates.routes.modes.air',
  sea: 'routeAndRates.routes.modes.sea',
  road: 'routeAndRates.routes.modes.road',
} as const satisfies Record<RouteLeg['mode'], string>;

export function RouteAndRatesCard({ analysis }: { analysis: ItemAnalysisForRates | null }) {
  const { t } = useTranslation('quoting');
  const [d, setD] = useState({ originCity: '', originCountry: '', destinationCity: '', destinationCountry: '', priority: 'cost', maxDays: '' });
  const [routes, setRoutes] = useState<OptimizeRouteResponse | null>(null);
  const [rates, setRates] = useState<RealRatesResponse | null>(null);
  const set = (field: keyof typeof d) => (e: { target: { value: string } }) => setD({ ...d, [field]: e.target.value });
  const preferences = { priority: d.priority as (typeof SHIPPING_PRIORITIES)[number], ...(d.maxDays.trim() ? { maxDays: Number(d.maxDays) } : {}) };

  const optimize = useOptimizeRoute({
    onSuccess: setRoutes,
    onError: () => {
      setRoutes(null);
      toast({
        title: t('routeAndRates.toasts.routeFailed.title'),
        description: t('routeAndRates.toasts.routeFailed.description'),
        variant: 'destructive',
        key: 'route-optimization',
      });
    },
  });
  const realRates = useRealRates({
    onSuccess: (answer) => {
      setRates(answer);
      toast({
        title: t('routeAndRates.toasts.ratesRetrieved.title'),
        description: t('routeAndRates.toasts.ratesRetrieved.description', { count: answer.rates.length, total: formatCount(answer.rates.length) }),
        key: 'real-rates',
      });
    },
    onError: () => {
      setRates(null);
      toast({ title: t('routeAndRates.toasts.ratesFailed.title'), description: t('routeAndRates.toasts.ratesFailed.description'), variant: 'destructive', key: 'real-rates' });
    },
  });

  const getRates = () => {
    if (!analysis) {
      toast({
        title: t('routeAndRates.toasts.analysisRequired.title'),
        description: t('routeAndRates.toasts.analysisRequired.description'),
        variant: 'destructive',
        key: 'real-rates',
      });
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
  const priorityOptions = SHIPPING_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_LABEL_KEYS[p]) }));

  return (
    <Card aria-labelledby="route-card-title">
      <CardHeader titleId="route-card-title" title={t('routeAndRates.title')} description={t('routeAndRates.description')} />
      <div className="calc-form">
        <div className="calc-places">
          <InputField label={t('routeAndRates.form.originCity')} value={d.originCity} onChange={set('originCity')} />
          <InputField label={t('routeAndRates.form.originCountry')} value={d.originCountry} onChange={set('originCountry')} />
          <InputField label={t('routeAndRates.form.destinationCity')} value={d.destinationCity} onChange={set('destinationCity')} />
          <InputField label={t('routeAndRates.form.destinationCountry')} value={d.destinationCountry} onChange={set('destinationCountry')} />
          <SelectField label={t('routeAndRates.form.priority')} value={d.priority} onChange={set('priority')} options={priorityOptions} />
          <InputField
            label={t('routeAndRates.form.maxDays')}
            type="number"
            min="1"
            placeholder={t('routeAndRates.form.maxDaysPlaceholder')}
            value={d.maxDays}
            onChange={set('maxDays')}
          />
        </div>
        <div className="action-row">
          <Button type="button" variant="secondary" onClick={getRates} aria-disabled={!analysis} disabled={pending}>
            {pending ? t('routeAndRates.form.gettingRates') : t('routeAndRates.form.getRates')}
          </Button>
        </div>
        {!analysis ? <p className="field-hint">{t('routeAndRates.form.analysisFirst')}</p> : null}
      </div>
      {optimize.isPending ? <Spinner label={t('routeAndRates.optimizing')} /> : null}
      {routes && !optimize.isPending ? <RouteResults routes={routes} /> : null}
      {rates && !realRates.isPending ? <RateResults rates={rates} /> : null}
    </Card>
  );
}

function RouteResults({ routes }: { routes: OptimizeRouteResponse }) {
  const { t } = useTranslation('quoting');
  return (
    <section aria-labelledby="route-results-title" className="page-section">
      <h3 id="route-results-title" className="section-subtitle">
        {t('routeAndRates.routes.title')}
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
                  {t('routeAndRates.routes.details', { days: formatDays(r.estimatedDays), reliability: formatRatio(r.reliability, 0), co2: formatCo2(r.co2Kg) })}
                </p>
              </div>
              <p className="quote-price">{formatMoney(r.totalCost)}</p>
            </div>
            {r.recommended ? <Badge tone="success">{t('routeAndRates.routes.recommended')}</Badge> : null}
            <ol className="quote-features">
              {r.legs.map((leg, i) => (
                <li key={i}>
                  {t('routeAndRates.routes.leg', {
                    mode: Object.hasOwn(LEG_MODE_KEYS, leg.mode) ? t(LEG_MODE_KEYS[leg.mode]) : leg.mode,
                    from: leg.from,
                    to: leg.to,
                    carrier: leg.carrier,
                  })}
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
  const { t } = useTranslation('quoting');
  return (
    <section aria-labelledby="rate-results-title" className="page-section">
      <h3 id="rate-results-title" className="section-subtitle">
        {t('routeAndRates.rates.title')}
      </h3>
      <ul className="quote-list">
        {rates.rates.map((r) => (
          <li key={`${r.carrierName}/${r.serviceName}/${r.provider?.id ?? ''}/${r.provider?.account ?? ''}`} className="card quote-card">
            <div className="quote-card-head">
              <div>
                <h4 className="quote-card-carrier">{r.carrierName}</h4>
                <p className="muted">
                  {t(r.source === 'sandbox' ? 'routeAndRates.rates.sandboxRate' : 'routeAndRates.rates.liveRate', { service: r.serviceName, days: formatDays(r.estimatedDays) })}
                </p>
              </div>
              <p className="quote-price">{formatAmount(r.price, r.currency)}</p>
            </div>
            <Badge tone={r.confidence > 0.9 ? 'info' : 'neutral'}>{t('routeAndRates.rates.confidence', { confidence: formatRatio(r.confidence, 0) })}</Badge>
            {/* who answered a live rate (issue 27): the provider, and the account when it is not the environment's */}
            {r.provider ? <Badge>{r.provider.name}</Badge> : null}
            {r.provider && r.provider.account !== 'default' ? <Badge>{r.provider.account}</Badge> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
