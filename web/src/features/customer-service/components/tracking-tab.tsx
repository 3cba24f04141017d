import { useEffect, useState, type FormEvent } from 'react';
import { CRM_MESSAGES, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { ApiError, errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useTrackForCustomer } from '../api/search-customer';

/** The desk's Tracking tab: a customer's email and a tracking number (as the profile shows it) or a shipment id. */
export function TrackingTab({ initial }: { initial?: { email: string; reference: string } | null }) {
  const [email, setEmail] = useState(initial?.email ?? '');
  const [reference, setReference] = useState(initial?.reference ?? '');
  const track = useTrackForCustomer();
  const { mutate } = track;
  // Coming from a customer's profile: track that shipment straight away.
  useEffect(() => {
    if (initial) mutate(initial);
  }, [initial, mutate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() && reference.trim()) track.mutate({ email, reference });
  };
  const r = track.data;
  return (
    <div className="desk-stack">
      <Card>
        <CardHeader title="Track a customer's shipment" description="The customer's email and the tracking number from their profile (a shipment id works too)." />
        <form className="desk-inline-form" onSubmit={submit}>
          <InputField label="Customer email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <InputField label="Tracking number or shipment id" value={reference} onChange={(e) => setReference(e.target.value)} placeholder="2PG-2024-000001" required />
          <Button type="submit" disabled={track.isPending}>
            {track.isPending ? 'Tracking…' : 'Track'}
          </Button>
        </form>
      </Card>
      {track.isError ? <TrackingFailure error={track.error} /> : null}
      {r && !track.isError ? (
        <Card aria-label="Tracking result">
          <dl className="desk-fields">
            <div>
              <dt>Current status</dt>
              <dd>{SHIPMENT_STATUS_LABELS[r.currentStatus as ShipmentStatus] ?? r.currentStatus}</dd>
            </div>
            <div>
              <dt>Current location</dt>
              <dd>{r.currentLocation}</dd>
            </div>
            <div>
              <dt>Carrier</dt>
              <dd>{r.carrier}</dd>
            </div>
            <div>
              <dt>Tracking number</dt>
              <dd className="desk-mono">{r.trackingNumber}</dd>
            </div>
            <div>
              <dt>Estimated delivery</dt>
              <dd>{formatDateTime(r.estimatedDelivery)}</dd>
            </div>
            <div>
              <dt>Last updated</dt>
              <dd>{formatDateTime(r.lastUpdated)}</dd>
            </div>
          </dl>
        </Card>
      ) : null}
    </div>
  );
}

/** Nothing found is a sentence, not the server's raw answer; other failures say what went wrong. */
function TrackingFailure({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert tone="warning" title={CRM_MESSAGES.agentTrackingNotFound.title}>
        <p>{CRM_MESSAGES.agentTrackingNotFound.description}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={CRM_MESSAGES.agentTrackingFailed.title}>
      <p>{errorReason(error)}</p>
    </Alert>
  );
}
