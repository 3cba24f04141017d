import type { Pool } from 'pg';
import type { LabelDocument, PurchaseResult } from '../providers/provider';

// ── What the provider workers keep (issue 27): the parcels they bought, their labels, when to ask for news ──
// provider_parcels: one row per bought parcel (provider account, carrier tracking number), the poller's schedule;
// provider_labels: the provider's label file, served by GET /api/shipments/{id}/label for a provider booking.
// A voided parcel whose refund the provider settles later keeps its refund id and when to ask again (refund_check_at).

export interface ProviderParcel {
  providerKey: string;
  trackingNumber: string;
  shipmentId: string;
  carrierCode: string;
  providerShipmentId: string;
  /** The refund of its voided label that the provider settles later (null: none asked for). */
  refundId: string | null;
}

interface Row {
  provider_key: string;
  tracking_number: string;
  shipment_id: string;
  carrier_code: string;
  provider_shipment_id: string;
  refund_id: string | null;
}

const parcelOf = (r: Row): ProviderParcel => ({
  providerKey: r.provider_key,
  trackingNumber: r.tracking_number,
  shipmentId: r.shipment_id,
  carrierCode: r.carrier_code,
  providerShipmentId: r.provider_shipment_id,
  refundId: r.refund_id ?? null,
});

export class ProviderParcels {
  constructor(private readonly pool: Pool) {}

  /** Records a bought parcel and its label (idempotent); its first tracking check is `pollSeconds` away. */
  async keep(key: string, shipmentId: string, bought: PurchaseResult, label: LabelDocument, pollSeconds: number): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO provider_labels (shipment_id, provider_key, provider_shipment_id, format, content_type, bytes) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (shipment_id, provider_shipment_id) DO NOTHING`,
        [shipmentId, key, bought.providerShipmentId, bought.label.format, label.contentType, label.bytes],
      );
      await client.query(
        `INSERT INTO provider_parcels (provider_key, tracking_number, shipment_id, carrier_code, provider_shipment_id, next_check_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) ON CONFLICT (provider_key, tracking_number) DO NOTHING`,
        [key, bought.trackingNumber, shipmentId, bought.carrierCode, bought.providerShipmentId, pollSeconds],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The shipment's parcel of this account that is still tracked (not voided, cancelled or delivered). */
  async liveOf(key: string, shipmentId: string): Promise<ProviderParcel | null> {
    const { rows } = await this.pool.query<Row>(`SELECT * FROM provider_parcels WHERE provider_key = $1 AND shipment_id = $2 AND NOT done ORDER BY created_at DESC LIMIT 1`, [
      key,
      shipmentId,
    ]);
    return rows[0] ? parcelOf(rows[0]) : null;
  }

  /** The parcel a provider's tracking number belongs to (webhooks name the carrier's number). */
  async byTrackingNumber(key: string, trackingNumber: string): Promise<ProviderParcel | null> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM provider_parcels WHERE provider_key = $1 AND tracking_number = $2', [key, trackingNumber]);
    return rows[0] ? parcelOf(rows[0]) : null;
  }

  /** The parcel of this tracking number while it is still tracked (not voided, cancelled or delivered). */
  async live(key: string, trackingNumber: string): Promise<ProviderParcel | null> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM provider_parcels WHERE provider_key = $1 AND tracking_number = $2 AND NOT done', [key, trackingNumber]);
    return rows[0] ? parcelOf(rows[0]) : null;
  }

  async finish(key: string, trackingNumber: string, note: string): Promise<void> {
    await this.pool.query(`UPDATE provider_parcels SET done = true, note = $3, refund_check_at = NULL, updated_at = now() WHERE provider_key = $1 AND tracking_number = $2`, [
      key,
      trackingNumber,
      note,
    ]);
  }

  // ── Refunds the provider settles later (a void answered `pending`) ──

  /** The label is voided (no more tracking); its refund is asked about again in `inSeconds`. */
  async awaitRefund(key: string, trackingNumber: string, refundId: string, inSeconds: number): Promise<void> {
    await this.pool.query(
      `UPDATE provider_parcels SET done = true, note = 'void: pending', refund_id = $3, refund_check_at = now() + make_interval(secs => $4), updated_at = now()
       WHERE provider_key = $1 AND tracking_number = $2`,
      [key, trackingNumber, refundId, inSeconds],
    );
  }

  /** The provider refused the void and the label stands again: tracked again from now. */
  async resume(key: string, trackingNumber: string, note: string): Promise<void> {
    await this.pool.query(
      `UPDATE provider_parcels SET done = false, note = $3, refund_check_at = NULL, next_check_at = now(), updated_at = now() WHERE provider_key = $1 AND tracking_number = $2`,
      [key, trackingNumber, note],
    );
  }

  /** Pending refunds due for a check among `keys`, claimed for `leaseSeconds` (as claimDue does for tracking). */
  async claimRefundsDue(keys: readonly string[], limit: number, leaseSeconds: number): Promise<ProviderParcel[]> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE provider_parcels SET refund_check_at = now() + make_interval(secs => $3), updated_at = now()
       WHERE (provider_key, tracking_number) IN (
         SELECT provider_key, tracking_number FROM provider_parcels
         WHERE refund_check_at <= now() AND provider_key = ANY($1) ORDER BY refund_check_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [keys, limit, leaseSeconds],
    );
    return rows.map(parcelOf);
  }

  async rescheduleRefund(key: string, trackingNumber: string, inSeconds: number): Promise<void> {
    await this.pool.query(
      `UPDATE provider_parcels SET refund_check_at = now() + make_interval(secs => $3), updated_at = now() WHERE provider_key = $1 AND tracking_number = $2 AND refund_check_at IS NOT NULL`,
      [key, trackingNumber, inSeconds],
    );
  }

  /** Parcels due for a tracking check among `keys`, claimed for `leaseSeconds` (another poller skips them meanwhile). */
  async claimDue(keys: readonly string[], limit: number, leaseSeconds: number): Promise<ProviderParcel[]> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE provider_parcels SET next_check_at = now() + make_interval(secs => $3), updated_at = now()
       WHERE (provider_key, tracking_number) IN (
         SELECT provider_key, tracking_number FROM provider_parcels
         WHERE NOT done AND next_check_at <= now() AND provider_key = ANY($1) ORDER BY next_check_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [keys, limit, leaseSeconds],
    );
    return rows.map(parcelOf);
  }

  async reschedule(key: string, trackingNumber: string, inSeconds: number): Promise<void> {
    await this.pool.query(`UPDATE provider_parcels SET next_check_at = now() + make_interval(secs => $3), updated_at = now() WHERE provider_key = $1 AND tracking_number = $2`, [
      key,
      trackingNumber,
      inSeconds,
    ]);
  }

  /** The provider's label file of the shipment's latest provider booking. */
  async labelOf(shipmentId: string, providerShipmentId: string): Promise<{ format: string; contentType: string; bytes: Buffer } | null> {
    const { rows } = await this.pool.query<{ format: string; content_type: string; bytes: Buffer }>(
      'SELECT format, content_type, bytes FROM provider_labels WHERE shipment_id = $1 AND provider_shipment_id = $2',
      [shipmentId, providerShipmentId],
    );
    return rows[0] ? { format: rows[0].format, contentType: rows[0].content_type, bytes: rows[0].bytes } : null;
  }

  /** A webhook delivery recorded before (the provider delivered it again). */
  async deliverySeen(key: string, providerEventId: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT 1 FROM provider_webhook_deliveries WHERE provider_key = $1 AND provider_event_id = $2', [key, providerEventId]);
    return rows.length > 0;
  }

  /** Remembers a webhook delivery once its events are recorded. */
  async rememberDelivery(key: string, providerEventId: string): Promise<void> {
    await this.pool.query('INSERT INTO provider_webhook_deliveries (provider_key, provider_event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [key, providerEventId]);
  }
}
