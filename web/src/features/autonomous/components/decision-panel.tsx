import { useState, type FormEvent } from 'react';
import { AUTONOMY_MESSAGES, OVERRIDE_ACTIONS, type AutonomyIntelligence, type OverrideAction } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDate, formatDateTime } from '@/lib/format';
import { HumanOverrideSchema, useDecisions, useHumanOverride, useOverrides } from '../api/override';
import { OVERRIDE_ACTION_LABELS, describeOverride, holdLabel, overrideFailure } from './labels';

/** Decision Management tab: recent decisions (who, why), the hold queue, and the human-override panel. */
export function DecisionPanel({ intelligence }: { intelligence: AutonomyIntelligence }) {
  const decisions = useDecisions();
  const overrides = useOverrides();
  const queue = intelligence.surgeQueue ?? [];
  return (
    <div className="aut-stack">
      <OverridePanel paused={Boolean(intelligence.automationPaused)} />
      <Card>
        <CardHeader title="Queue" description="Shipments held by a rule or a crisis protocol (express first)." />
        {queue.length === 0 ? (
          <p className="aut-small">No shipment is waiting.</p>
        ) : (
          <TableScroll label="Queued shipments table">
            <table className="aut-table" aria-label="Queued shipments">
              <thead>
                <tr>
                  <th scope="col">Tracking number</th>
                  <th scope="col">Hold</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {queue.map((s) => (
                  <tr key={s.shipmentId}>
                    <td>{s.trackingNumber}</td>
                    <td>{holdLabel(s.code)}</td>
                    <td>{s.reason}</td>
                    <td>{formatDateTime(s.heldAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
      <Card>
        <CardHeader title="Recent decisions" description="Every automatic decision and override is an event: what, why, by whom." />
        {decisions.data && decisions.data.length > 0 ? (
          <TableScroll label="Recent decisions table">
            <table className="aut-table" aria-label="Recent decisions">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Shipment</th>
                  <th scope="col">Decision</th>
                  <th scope="col">Why</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {decisions.data.map((d) => (
                  <tr key={d.id}>
                    <td>{formatDateTime(d.decidedAt)}</td>
                    <td>{d.trackingNumber}</td>
                    <td>
                      {d.summary}
                      {d.estimatedDelivery ? <span className="aut-small aut-estimate"> Estimated delivery {formatDate(d.estimatedDelivery)}</span> : null}
                    </td>
                    <td>{d.reason}</td>
                    <td>{d.human ? 'person' : 'autonomous'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p className="aut-small">No decisions yet.</p>
        )}
      </Card>
      {overrides.data && overrides.data.length > 0 ? (
        <Card>
          <CardHeader title="Overrides" />
          <ul>
            {overrides.data.map((o) => (
              <li key={o.id} className="aut-row" data-override-action={o.action}>
                <span>
                  {describeOverride(o)}
                  {o.action === 'release_hold' || o.action === 'cancel_decision' ? <span className="aut-small"> · {o.changed}</span> : null}
                </span>
                <span className="aut-small">
                  {o.by} · {formatDateTime(o.appliedAt)} · “{o.reason}”
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

const FIELD_LABELS: Record<string, string> = { reason: 'Reason', target: 'Shipment', carrier: 'Carrier', action: 'Action' };

function OverridePanel({ paused }: { paused: boolean }) {
  const [action, setAction] = useState<OverrideAction>(paused ? 'resume_automation' : 'pause_automation');
  const [target, setTarget] = useState('');
  const [carrier, setCarrier] = useState('');
  const [reason, setReason] = useState('');
  const override = useHumanOverride();
  const needsTarget = action === 'force_carrier' || action === 'release_hold' || action === 'cancel_decision';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = HumanOverrideSchema.safeParse({ action, reason, ...(needsTarget && target ? { target } : {}), ...(action === 'force_carrier' && carrier ? { carrier } : {}) });
    if (!parsed.success) {
      toast({
        ...overrideFailure(parsed.error.issues.map((i) => `${FIELD_LABELS[String(i.path[0])] ?? String(i.path[0])} ${i.message}`).join('; ')),
        variant: 'destructive',
        key: 'override',
      });
      return;
    }
    override.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: AUTONOMY_MESSAGES.overrideSuccess.title, description: `${describeOverride(parsed.data)}.`, key: 'override' });
        setReason('');
      },
      onError: (error) => toast({ ...overrideFailure(error), variant: 'destructive', key: 'override' }),
    });
  };
  return (
    <Card aria-labelledby="aut-override-title">
      <CardHeader titleId="aut-override-title" title="Human override" description={paused ? 'Automation is paused: new shipments wait for a person.' : 'Automation is running.'} />
      <form className="aut-form" onSubmit={onSubmit}>
        <label>
          Action
          <select value={action} onChange={(e) => setAction(e.target.value as OverrideAction)}>
            {OVERRIDE_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {OVERRIDE_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        {needsTarget ? (
          <label>
            Shipment (id or tracking number)
            <input value={target} onChange={(e) => setTarget(e.target.value)} placeholder="2PG-2024-000001" />
          </label>
        ) : null}
        {action === 'force_carrier' ? (
          <label>
            Carrier
            <input value={carrier} onChange={(e) => setCarrier(e.target.value)} placeholder="ups" />
          </label>
        ) : null}
        <label>
          Reason
          <input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Why a person decides here" />
        </label>
        <Button type="submit" disabled={override.isPending}>
          {override.isPending ? 'Applying…' : 'Apply override'}
        </Button>
      </form>
    </Card>
  );
}
