import { useEffect, useState, type FormEvent } from 'react';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';
import { useTrackForCustomer } from '../api/search-customer';

export function TrackingTab({ initial }: { initial?: { email: string; shipmentId: string } | null }) {
  const [email, setEmail] = useState(initial?.email ?? '');
  const [shipmentId, setShipmentId] = useState(initial?.shipmentId ?? '');
  const track = useTrackForCustomer();
  const { mutate } = track;
  // Coming from a customer's profile: track that shipment straight away.
  useEffect(() => {
    if (initial) mutate(initial);
  }, [initial, mutate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() && shipmentId.trim()) track.mutate({ email, shipmentId });
  };
  const r = track.data;
  return (
    <div className="desk-stack">
      <Card>
        <CardHeader title="Track a customer's shipment" description="The customer's email and the shipment id (shown on their profile)" />
        <form className="desk-inline-form" onSubmit={submit}>
          <InputField label="Customer email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <InputField label="Shipment id" value={shipmentId} onChange={(e) => setShipmentId(e.target.value)} required />
          <Button type="submit" disabled={track.isPending}>{track.isPending ? 'Tracking…' : 'Track'}</Button>
        </form>
      </Card>
      {track.isError ? <Alert tone="warning" title="No such shipment for this customer">{track.error.message}</Alert> : null}
      {r && !track.isError ? (
        <Card aria-label="Tracking result">
          <dl className="desk-fields">
            <div><dt>Current status</dt><dd>{SHIPMENT_STATUS_LABELS[r.currentStatus as ShipmentStatus] ?? r.currentStatus}</dd></div>
            <div><dt>Current location</dt><dd>{r.currentLocation}</dd></div>
            <div><dt>Carrier</dt><dd>{r.carrier}</dd></div>
            <div><dt>Tracking number</dt><dd className="desk-mono">{r.trackingNumber}</dd></div>
            <div><dt>Estimated delivery</dt><dd>{formatDateTime(r.estimatedDelivery)}</dd></div>
            <div><dt>Last updated</dt><dd>{formatDateTime(r.lastUpdated)}</dd></div>
          </dl>
        </Card>
      ) : null}
    </div>
  );
}
