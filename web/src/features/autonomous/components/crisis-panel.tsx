import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRISIS_DEFAULT_SEVERITY, CRISIS_TYPES, type CrisisType, type CrisisView, type QueuedShipment } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { formatCount, formatDateTime } from '@/lib/format';
import { useActivateCrisis, useCrises, useResolveCrisis } from '../api/crises';
import { OUTAGE_CARRIERS, crisisLabel, crisisName, holdLabel, severityLabel } from './labels';

/** Crisis Management tab: the three protocols with their severities, the crisis list with resolve. */
export function CrisisPanel({ queue }: { queue: QueuedShipment[] }) {
  const { t } = useTranslation('autonomous');
  const [carrier, setCarrier] = useState<string>(OUTAGE_CARRIERS[0].id);
  const activate = useActivateCrisis();
  const resolve = useResolveCrisis();
  const crises = useCrises();
  const onActivate = (crisisType: CrisisType) =>
    activate.mutate(
      { crisisType, carrier },
      {
        onSuccess: (res) =>
          toast({
            key: 'crisis-activation',
            title: t('crisisPanel.activation.title'),
            description: t(res.alreadyActive ? 'crisisPanel.activation.alreadyActive' : 'crisisPanel.activation.running', {
              crisis: crisisName(t, { crisisType, carrierId: res.crisis.carrierId }, { parentheses: true }),
            }),
          }),
        onError: (e) => toast({ key: 'crisis-activation', title: t('crisisPanel.activation.failed'), description: errorReason(e), variant: 'destructive' }),
      },
    );
  return (
    <div className="aut-stack">
      <Card>
        <CardHeader title={t('crisisPanel.protocols.title')} description={t('crisisPanel.protocols.description')} />
        <div className="aut-crisis-buttons">
          <label className="aut-small">
            {t('crisisPanel.protocols.outageCarrier')}
            <select value={carrier} onChange={(e) => setCarrier(e.target.value)} aria-label={t('crisisPanel.protocols.outageCarrier')}>
              {OUTAGE_CARRIERS.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {CRISIS_TYPES.map((type) => (
            <Button
              key={type}
              variant={CRISIS_DEFAULT_SEVERITY[type] === 'critical' ? 'danger' : 'outline'}
              disabled={activate.isPending}
              onClick={() => onActivate(type)}
              data-crisis={type}
            >
              <span>{crisisLabel(t, type)}</span>{' '}
              <span className="aut-small">{t('crisisPanel.protocols.severity', { severity: severityLabel(t, CRISIS_DEFAULT_SEVERITY[type]) })}</span>
            </Button>
          ))}
        </div>
      </Card>
      {queue.length > 0 ? (
        <Card>
          <CardHeader title={t('crisisPanel.queue.title')} description={t('crisisPanel.queue.description')} />
          <ol className="aut-stack-sm">
            {queue.map((s) => (
              <li key={s.shipmentId} className="aut-row">
                <span>
                  {s.trackingNumber} · {holdLabel(t, s.code)}
                </span>
                <span className="aut-small">{s.reason}</span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
      <Card>
        <CardHeader title={t('crisisPanel.crises.title')} description={t('crisisPanel.crises.description')} />
        {crises.data && crises.data.length > 0 ? (
          <CrisisTable
            crises={crises.data}
            onResolve={(id) =>
              resolve.mutate(id, {
                onError: (e) => toast({ key: 'crisis-resolution', title: t('crisisPanel.crises.resolveFailed'), description: errorReason(e), variant: 'destructive' }),
              })
            }
            pending={resolve.isPending}
          />
        ) : (
          <p className="aut-small">{t('crisisPanel.crises.empty')}</p>
        )}
      </Card>
    </div>
  );
}

function CrisisTable({ crises, onResolve, pending }: { crises: CrisisView[]; onResolve: (id: string) => void; pending: boolean }) {
  const { t } = useTranslation('autonomous');
  return (
    <TableScroll label={t('crisisPanel.crises.tableLabel')}>
      <table className="aut-table" aria-label={t('crisisPanel.crises.label')}>
        <thead>
          <tr>
            <th scope="col">{t('crisisPanel.crises.columns.protocol')}</th>
            <th scope="col">{t('crisisPanel.crises.columns.severity')}</th>
            <th scope="col">{t('crisisPanel.crises.columns.status')}</th>
            <th scope="col">{t('crisisPanel.crises.columns.activated')}</th>
            <th scope="col">{t('crisisPanel.crises.columns.affected')}</th>
            <th scope="col">
              <span className="sr-only">{t('crisisPanel.crises.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {crises.map((c) => (
            <tr key={c.id} data-crisis-id={c.id}>
              <td>{crisisName(t, c)}</td>
              <td>{severityLabel(t, c.severity)}</td>
              <td>{c.status === 'active' ? t('crisisPanel.crises.active') : t('crisisPanel.crises.resolved')}</td>
              <td>{t('crisisPanel.crises.activatedBy', { time: formatDateTime(c.activatedAt), person: c.activatedBy })}</td>
              <td>{formatCount(c.affectedShipments)}</td>
              <td>
                {c.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={pending}
                    onClick={() => onResolve(c.id)}
                    aria-label={t('crisisPanel.crises.resolveLabel', { crisis: crisisName(t, c, { parentheses: true }) })}
                  >
                    {t('crisisPanel.crises.resolve')}
                  </Button>
                ) : c.resolvedAt ? (
                  t('crisisPanel.crises.resolvedAt', { time: formatDateTime(c.resolvedAt) })
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
