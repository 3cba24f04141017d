import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCarrierStatus } from '../api/get-carrier-status';

// ── AI shipping page: which AI and carrier integrations this server has ──────

function Row({ name, live, offline }: { name: string; live: boolean; offline: string }) {
  return (
    <li className="status-row">
      <span>{name}</span>
      <Badge tone={live ? 'success' : 'neutral'}>{live ? 'Connected' : offline}</Badge>
    </li>
  );
}

export function PlatformStatusCard() {
  const status = useCarrierStatus();
  return (
    <Card aria-labelledby="platform-status-title">
      <CardHeader titleId="platform-status-title" title="Platform status" description="AI and carrier integrations on this server." />
      {status.isLoading ? <Spinner label="Loading platform status…" /> : null}
      {status.isError ? <p className="muted">Platform status is unavailable right now.</p> : null}
      {status.data ? (
        <ul className="status-list">
          <Row name="OpenAI vision and chat" live={status.data.aiServices.openAI} offline="Offline classifier" />
          <Row name="DHL" live={status.data.carriers.dhl} offline="Sandbox" />
          <Row name="UPS" live={status.data.carriers.ups} offline="Sandbox" />
          <Row name="FedEx" live={status.data.carriers.fedex} offline="Sandbox" />
        </ul>
      ) : null}
    </Card>
  );
}
