import { useState } from 'react';
import { AUTONOMY_MESSAGES, CRISIS_DEFAULT_SEVERITY, CRISIS_TYPES, type CrisisType, type CrisisView, type QueuedShipment } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { formatCount, formatDateTime } from '@/lib/format';
import { useActivateCrisis, useCrises, useResolveCrisis } from '../api/crises';
import { OUTAGE_CARRIERS, carrierName, crisisLabel, holdLabel, severityLabel } from './labels';

/** Crisis Management tab: the three protocols with their severities, the crisis list with resolve. */
export function CrisisPanel({ queue }: { queue: QueuedShipment[] }) {
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
            title: AUTONOMY_MESSAGES.crisisActivated.title,
            description: `${crisisLabel(crisisType)}${res.crisis.carrierId ? ` (${carrierName(res.crisis.carrierId)})` : ''}: ${res.alreadyActive ? 'already active' : 'protocol running'}`,
          }),
        onError: (e) => toast({ key: 'crisis-activation', title: 'Crisis activation failed', description: errorReason(e), variant: 'destructive' }),
      },
    );
  return (
    <div className="aut-stack">
      <Card>
        <CardHeader title="Crisis protocols" description="Each protocol runs from the event stream; activating one twice changes nothing more." />
        <div className="aut-crisis-buttons">
          <label className="aut-small">
            Carrier for an outage
            <select value={carrier} onChange={(e) => setCarrier(e.target.value)} aria-label="Carrier for an outage">
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
              <span>{crisisLabel(type)}</span> <span className="aut-small">{severityLabel(CRISIS_DEFAULT_SEVERITY[type])} severity</span>
            </Button>
          ))}
        </div>
      </Card>
      {queue.length > 0 ? (
        <Card>
          <CardHeader title="Queue" description="Held by crisis protocols and rules; released express first as capacity frees up." />
          <ol className="aut-stack-sm">
            {queue.map((s) => (
              <li key={s.shipmentId} className="aut-row">
                <span>
                  {s.trackingNumber} · {holdLabel(s.code)}
                </span>
                <span className="aut-small">{s.reason}</span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
      <Card>
        <CardHeader title="Crises" description="Active first; resolving undoes holds and quoting limits." />
        {crises.data && crises.data.length > 0 ? (
          <CrisisTable
            crises={crises.data}
            onResolve={(id) =>
              resolve.mutate(id, { onError: (e) => toast({ key: 'crisis-resolution', title: 'Resolve failed', description: errorReason(e), variant: 'destructive' }) })
            }
            pending={resolve.isPending}
          />
        ) : (
          <p className="aut-small">No crisis has been activated.</p>
        )}
      </Card>
    </div>
  );
}

function CrisisTable({ crises, onResolve, pending }: { crises: CrisisView[]; onResolve: (id: string) => void; pending: boolean }) {
  return (
    <TableScroll label="Crises table">
      <table className="aut-table" aria-label="Crises">
        <thead>
          <tr>
            <th scope="col">Protocol</th>
            <th scope="col">Severity</th>
            <th scope="col">Status</th>
            <th scope="col">Activated</th>
            <th scope="col">Affected</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {crises.map((c) => (
            <tr key={c.id} data-crisis-id={c.id}>
              <td>
                {crisisLabel(c.crisisType)}
                {c.carrierId ? ` · ${carrierName(c.carrierId)}` : ''}
              </td>
              <td>{severityLabel(c.severity)}</td>
              <td>{c.status === 'active' ? 'Active' : 'Resolved'}</td>
              <td>
                {formatDateTime(c.activatedAt)} by {c.activatedBy}
              </td>
              <td>{formatCount(c.affectedShipments)}</td>
              <td>
                {c.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={pending}
                    onClick={() => onResolve(c.id)}
                    aria-label={`Resolve ${crisisLabel(c.crisisType)}${c.carrierId ? ` (${carrierName(c.carrierId)})` : ''}`}
                  >
                    Resolve
                  </Button>
                ) : c.resolvedAt ? (
                  `Resolved ${formatDateTime(c.resolvedAt)}`
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
