import { useState } from 'react';
import { AUTONOMY_MESSAGES, CRISIS_DEFAULT_SEVERITY, CRISIS_LABELS, CRISIS_TYPES, type CrisisType, type CrisisView, type QueuedShipment } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useActivateCrisis, useCrises, useResolveCrisis } from '../api/crises';

// Carriers offered for an outage (ids of the sandbox catalogue; the API also accepts names such as 'dhl').
const OUTAGE_CARRIERS = ['dhl-express', 'ups', 'fedex', 'usps', 'royal-mail', 'dpd', 'gls', 'postnl'];

/** Crisis Management tab: the three protocols with their severities, the crisis list with resolve. */
export function CrisisPanel({ queue }: { queue: QueuedShipment[] }) {
  const [carrier, setCarrier] = useState(OUTAGE_CARRIERS[0]!);
  const activate = useActivateCrisis();
  const resolve = useResolveCrisis();
  const crises = useCrises();
  const onActivate = (crisisType: CrisisType) =>
    activate.mutate(
      { crisisType, carrier },
      {
        onSuccess: (res) =>
          toast({
            title: AUTONOMY_MESSAGES.crisisActivated.title,
            description: `${CRISIS_LABELS[crisisType]}${res.crisis.carrierId ? ` (${res.crisis.carrierId})` : ''}: ${res.alreadyActive ? 'already active' : 'protocol running'}`,
          }),
        onError: (e) => toast({ title: 'Crisis activation failed', description: e.message, variant: 'destructive' }),
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
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          </label>
          {CRISIS_TYPES.map((type) => (
            <Button key={type} variant={CRISIS_DEFAULT_SEVERITY[type] === 'critical' ? 'danger' : 'outline'} disabled={activate.isPending} onClick={() => onActivate(type)} data-crisis={type}>
              {type} <span className="aut-small">({CRISIS_DEFAULT_SEVERITY[type]})</span>
            </Button>
          ))}
        </div>
      </Card>
      {queue.length > 0 ? (
        <Card>
          <CardHeader title="Queue" description="Held by crisis protocols and rules; released express first as capacity frees up." />
          <ol className="aut-stack-sm">
            {queue.map((s) => (
              <li key={s.shipmentId} className="aut-row"><span>{s.trackingNumber} · {s.code}</span><span className="aut-small">{s.reason}</span></li>
            ))}
          </ol>
        </Card>
      ) : null}
      <Card>
        <CardHeader title="Crises" description="Active first; resolving undoes holds and quoting limits." />
        {crises.data && crises.data.length > 0 ? <CrisisTable crises={crises.data} onResolve={(id) => resolve.mutate(id, { onError: (e) => toast({ title: 'Resolve failed', description: e.message, variant: 'destructive' }) })} pending={resolve.isPending} /> : <p className="aut-small">No crisis has been activated.</p>}
      </Card>
    </div>
  );
}

function CrisisTable({ crises, onResolve, pending }: { crises: CrisisView[]; onResolve: (id: string) => void; pending: boolean }) {
  return (
    <table className="aut-table" aria-label="Crises">
      <thead>
        <tr>
          <th scope="col">Protocol</th>
          <th scope="col">Severity</th>
          <th scope="col">Status</th>
          <th scope="col">Activated</th>
          <th scope="col">Affected</th>
          <th scope="col"><span className="sr-only">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {crises.map((c) => (
          <tr key={c.id} data-crisis-id={c.id}>
            <td>{c.crisisType}{c.carrierId ? ` · ${c.carrierId}` : ''}</td>
            <td>{c.severity}</td>
            <td>{c.status}</td>
            <td>{formatDateTime(c.activatedAt)} by {c.activatedBy}</td>
            <td>{c.affectedShipments}</td>
            <td>{c.status === 'active' ? <Button size="sm" variant="secondary" disabled={pending} onClick={() => onResolve(c.id)}>Resolve</Button> : c.resolvedAt ? `resolved ${formatDateTime(c.resolvedAt)}` : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
