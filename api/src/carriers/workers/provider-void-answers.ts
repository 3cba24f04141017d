import { requestIdOfCause } from '../../platform/event-store/command-context';
import { uuidV5 } from '../../platform/event-store/ids';
import type { VoidResult } from '../providers/provider';
import type { ProviderRegistry } from '../providers/provider-registry';
import { isSettled, type CarrierCommandPort } from './carrier-command-port';
import type { Limiter } from './limiter';
import type { ProviderParcel, ProviderParcels } from './provider-parcels';

// ── A provider's answer to a voided label, recorded once (issue 27) ──────────
// The provider worker asks the provider to void a label the shipper voided (LabelVoided, its refund pending) and the
// poller asks again later where the provider settles refunds with the carrier (EasyPost, Shippo, Karrio answer
// `pending`). Either way the answer ends here: accepted becomes RefundIssued, refused becomes LabelVoidRefused (the
// label stands again, so the parcel is tracked again), pending is asked about on the poll schedule. The command id
// derives from the provider account, the label, the refund and the outcome: the same answer delivered twice (a
// redelivered event, the worker and the poller both, a crash before the journal was updated) records nothing new.
// A void recorded before these refunds (its RefundIssued with it) or a cancelled shipment's is only passed on.

export interface VoidAnswerDeps {
  parcels: ProviderParcels;
  commands: CarrierCommandPort;
  /** When to ask again about a pending refund (s). */
  pollSeconds: number;
  log?: ((message: string) => void) | undefined;
}

/** What caused the question: the LabelVoided event, or the poller's parcel (its own correlation). */
type Cause = { metadata: { correlationId: string } & Record<string, unknown> };

/** The command id of a provider's answer: one per account, label, refund and outcome. */
export const voidAnswerCommandId = (key: string, trackingNumber: string, refundId: string, outcome: 'refunded' | 'refused'): string =>
  uuidV5(`provider/${key}/${trackingNumber}/void/${refundId}/${outcome}`);

/** Records the provider's answer about the refund `refundId` of the voided `parcel` (pending: asked again later). */
export async function recordVoidAnswer(deps: VoidAnswerDeps, parcel: ProviderParcel, refundId: string, result: VoidResult, cause: Cause): Promise<void> {
  const key = parcel.providerKey;
  if (result.status === 'pending') return deps.parcels.awaitRefund(key, parcel.trackingNumber, refundId, deps.pollSeconds);
  const outcome = result.status === 'voided' ? 'refunded' : 'refused';
  let restored = false;
  try {
    ({ restored } = await deps.commands.settleVoid(
      { shipmentId: parcel.shipmentId, carrierId: key, refundId, outcome, message: result.message },
      {
        commandId: voidAnswerCommandId(key, parcel.trackingNumber, refundId, outcome),
        correlationId: cause.metadata.correlationId,
        actor: { kind: 'carrier', id: key },
        now: new Date().toISOString(),
        ...requestIdOfCause(cause),
      },
    ));
  } catch (error) {
    // answered already (no refund of this label waits any more), or the shipment is gone: nothing left to record
    if (!isSettled(error)) throw error;
  }
  if (outcome === 'refused') deps.log?.(`provider ${key}: void of ${parcel.trackingNumber} refused: ${result.message}${restored ? ' (the label stands again)' : ''}`);
  if (restored) await deps.parcels.resume(key, parcel.trackingNumber, 'void: refused, label stands');
  else await deps.parcels.finish(key, parcel.trackingNumber, `void: ${result.status}`);
}

/** Asks the providers about the pending refunds that are due (the tracking poller, on its schedule); answers how many. */
export async function checkDueRefunds(deps: VoidAnswerDeps & { registry: ProviderRegistry; limiter: Limiter; batch?: number | undefined }): Promise<number> {
  const keys = deps.registry.keys().filter((k) => deps.registry.get(k)?.refundStatus);
  if (keys.length === 0) return 0;
  // leased like tracking checks: a crashed poller's refunds come due again after it
  const due = await deps.parcels.claimRefundsDue(keys, deps.batch ?? 50, Math.max(60, deps.pollSeconds * 2));
  await Promise.all(due.map((p) => deps.limiter.run(() => checkRefund(deps, p))));
  return due.length;
}

async function checkRefund(deps: VoidAnswerDeps & { registry: ProviderRegistry }, parcel: ProviderParcel): Promise<void> {
  const { providerKey: key, trackingNumber } = parcel;
  const status = deps.registry.get(key)?.refundStatus;
  try {
    if (!status || !parcel.refundId) throw new Error('the account is not connected now');
    const result = await status({ providerShipmentId: parcel.providerShipmentId, trackingNumber, carrierCode: parcel.carrierCode });
    await recordVoidAnswer(deps, parcel, parcel.refundId, result, { metadata: { correlationId: uuidV5(`provider/${key}/${trackingNumber}`) } });
  } catch (error) {
    deps.log?.(`provider ${key}: the refund of ${trackingNumber} was not checked (${(error as Error).message}); asked again later`);
    await deps.parcels.rescheduleRefund(key, trackingNumber, deps.pollSeconds);
  }
}
