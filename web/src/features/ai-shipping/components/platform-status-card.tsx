import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCarrierStatus } from '../api/get-carrier-status';

// ── AI shipping page: which AI and carrier integrations this server has ──────

/** Carriers go by their names (not translated); when not connected, they run in their sandbox. */
const CARRIERS = [
  { key: 'dhl', name: 'DHL' },
  { key: 'ups', name: 'UPS' },
  { key: 'fedex', name: 'FedEx' },
] as const;

function Row({ name, live, offline }: { name: string; live: boolean; offline: string }) {
  const { t } = useTranslation('ai-shipping');
  return (
    <li className="status-row">
      <span>{name}</span>
      <Badge tone={live ? 'success' : 'neutral'}>{live ? t('platformStatus.connected') : offline}</Badge>
    </li>
  );
}

export function PlatformStatusCard() {
  const { t } = useTranslation('ai-shipping');
  const status = useCarrierStatus();
  const data = status.data;
  return (
    <Card aria-labelledby="platform-status-title">
      <CardHeader titleId="platform-status-title" title={t('platformStatus.title')} description={t('platformStatus.description')} />
      {status.isLoading ? <Spinner label={t('platformStatus.loading')} /> : null}
      {status.isError ? <p className="muted">{t('platformStatus.unavailable')}</p> : null}
      {data ? (
        <ul className="status-list">
          <Row name={t('platformStatus.openAI')} live={data.aiServices.openAI} offline={t('platformStatus.offlineClassifier')} />
          {CARRIERS.map((carrier) => (
            <Row key={carrier.key} name={carrier.name} live={data.carriers[carrier.key]} offline={t('platformStatus.sandbox')} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
