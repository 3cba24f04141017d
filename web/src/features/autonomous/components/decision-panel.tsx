import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERRIDE_ACTIONS, type AutonomyIntelligence, type OverrideAction } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDate, formatDateTime } from '@/lib/format';
import { HumanOverrideSchema, useDecisions, useHumanOverride, useOverrides } from '../api/override';
import { OVERRIDE_ACTION_LABEL_KEYS, describeOverride, holdLabel, overrideFailure } from './labels';

/** Decision Management tab: recent decisions (who, why), the hold queue, and the human-override panel. */
export function DecisionPanel({ intelligence }: { intelligence: AutonomyIntelligence }) {
  const { t } = useTranslation('autonomous');
  const decisions = useDecisions();
  const overrides = useOverrides();
  const queue = intelligence.surgeQueue ?? [];
  return (
    <div className="aut-stack">
      <OverridePanel paused={Boolean(intelligence.automationPaused)} />
      <Card>
        <CardHeader title={t('decisionPanel.queue.title')} description={t('decisionPanel.queue.description')} />
        {queue.length === 0 ? (
          <p className="aut-small">{t('decisionPanel.queue.empty')}</p>
        ) : (
          <TableScroll label={t('decisionPanel.queue.tableLabel')}>
            <table className="aut-table" aria-label={t('decisionPanel.queue.label')}>
              <thead>
                <tr>
                  <th scope="col">{t('decisionPanel.queue.columns.trackingNumber')}</th>
                  <th scope="col">{t('decisionPanel.queue.columns.hold')}</th>
                  <th scope="col">{t('decisionPanel.queue.columns.reason')}</th>
                  <th scope="col">{t('decisionPanel.queue.columns.since')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.map((s) => (
                  <tr key={s.shipmentId}>
                    <td>{s.trackingNumber}</td>
                    <td>{holdLabel(t, s.code)}</td>
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
        <CardHeader title={t('decisionPanel.decisions.title')} description={t('decisionPanel.decisions.description')} />
        {decisions.data && decisions.data.length > 0 ? (
          <TableScroll label={t('decisionPanel.decisions.tableLabel')}>
            <table className="aut-table" aria-label={t('decisionPanel.decisions.label')}>
              <thead>
                <tr>
                  <th scope="col">{t('decisionPanel.decisions.columns.when')}</th>
                  <th scope="col">{t('decisionPanel.decisions.columns.shipment')}</th>
                  <th scope="col">{t('decisionPanel.decisions.columns.decision')}</th>
                  <th scope="col">{t('decisionPanel.decisions.columns.why')}</th>
                  <th scope="col">{t('decisionPanel.decisions.columns.by')}</th>
                </tr>
              </thead>
              <tbody>
                {decisions.data.map((d) => (
                  <tr key={d.id}>
                    <td>{formatDateTime(d.decidedAt)}</td>
                    <td>{d.trackingNumber}</td>
                    <td>
                      {d.summary}
                      {d.estimatedDelivery ? (
                        <span className="aut-small aut-estimate"> {t('decisionPanel.decisions.estimatedDelivery', { date: formatDate(d.estimatedDelivery) })}</span>
                      ) : null}
                    </td>
                    <td>{d.reason}</td>
                    <td>{d.human ? t('decisionPanel.decisions.byPerson') : t('decisionPanel.decisions.byAutonomous')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p className="aut-small">{t('decisionPanel.decisions.empty')}</p>
        )}
      </Card>
      {overrides.data && overrides.data.length > 0 ? (
        <Card>
          <CardHeader title={t('decisionPanel.overrides.title')} />
          <ul>
            {overrides.data.map((o) => (
              <li key={o.id} className="aut-row" data-override-action={o.action}>
                <span>
                  {describeOverride(t, o)}
                  {o.action === 'release_hold' || o.action === 'cancel_decision' ? <span className="aut-small"> · {o.changed}</span> : null}
                </span>
                <span className="aut-small">{t('decisionPanel.overrides.appliedBy', { person: o.by, time: formatDateTime(o.appliedAt), reason: o.reason })}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

const FIELD_LABEL_KEYS = {
  reason: 'override.fields.reason',
  target: 'override.fields.target',
  carrier: 'override.fields.carrier',
  action: 'override.fields.action',
} as const;
/** Examples in the override form's fields: a tracking number and a carrier id, codes that read the same in every language. */
const TARGET_EXAMPLE = '2PG-2024-000001';
const CARRIER_EXAMPLE = 'ups';

function OverridePanel({ paused }: { paused: boolean }) {
  const { t } = useTranslation('autonomous');
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
        ...overrideFailure(
          t,
          parsed.error.issues
            .map((i) => {
              const field = String(i.path[0]);
              return t('override.fieldIssue', {
                field: Object.hasOwn(FIELD_LABEL_KEYS, field) ? t(FIELD_LABEL_KEYS[field as keyof typeof FIELD_LABEL_KEYS]) : field,
                issue: i.message,
              });
            })
            .join('; '),
        ),
        variant: 'destructive',
        key: 'override',
      });
      return;
    }
    override.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('override.success.title'), description: t('override.success.description', { override: describeOverride(t, parsed.data) }), key: 'override' });
        setReason('');
      },
      onError: (error) => toast({ ...overrideFailure(t, error), variant: 'destructive', key: 'override' }),
    });
  };
  return (
    <Card aria-labelledby="aut-override-title">
      <CardHeader titleId="aut-override-title" title={t('override.title')} description={paused ? t('override.paused') : t('override.running')} />
      <form className="aut-form" onSubmit={onSubmit}>
        <label>
          {t('override.form.action')}
          <select value={action} onChange={(e) => setAction(e.target.value as OverrideAction)}>
            {OVERRIDE_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(OVERRIDE_ACTION_LABEL_KEYS[a])}
              </option>
            ))}
          </select>
        </label>
        {needsTarget ? (
          <label>
            {t('override.form.target')}
            <input value={target} onChange={(e) => setTarget(e.target.value)} placeholder={TARGET_EXAMPLE} />
          </label>
        ) : null}
        {action === 'force_carrier' ? (
          <label>
            {t('override.form.carrier')}
            <input value={carrier} onChange={(e) => setCarrier(e.target.value)} placeholder={CARRIER_EXAMPLE} />
          </label>
        ) : null}
        <label>
          {t('override.form.reason')}
          <input value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('override.form.reasonPlaceholder')} />
        </label>
        <Button type="submit" disabled={override.isPending}>
          {override.isPending ? t('override.form.applying') : t('override.form.apply')}
        </Button>
      </form>
    </Card>
  );
}
