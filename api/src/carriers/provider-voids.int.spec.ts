import { CommandBus } from '@nestjs/cqrs';
import type { CreatedShipment, LabelVoid, Rate, Shipment, StoredEvent } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { US_DE_MANUAL as US_DE } from '../../test-support/us-de-shipment';
import { toBusMessage } from '../bus/bus';
import { SettleLabelVoidCommand, type LabelVoidSettlement } from '../shipping/commands/settle-label-void.command';
import { CarrierNetworkService } from './carrier-network.service';
import type { ProviderId } from './providers/provider';
import { startFakeFleet, type FakeFleet } from './providers/testing/fake-fleet';
import { voidAnswerCommandId } from './workers/provider-void-answers';
import { eventually } from '../../test-support/eventually';

// ── A voided label's refund follows the real provider's answer (issue 27) ──
// Through the providers' local fakes, as a business runs them: a void is recorded at once with its refund pending;
// the provider worker asks the provider and sends its answer back. Accepted (Karrio cancels at once): refunded once,
// even when the answer comes twice. Refused (Karrio 409): no refund, the label stands and the shipment says why.
// Settled later (EasyPost, Shippo): the poller reads the refund on its schedule until the carrier settles it.

jest.setTimeout(180_000);

const PROVIDERS: readonly ProviderId[] = ['karrio', 'easypost', 'shippo'];

describe('a voided provider label: the refund follows the provider', () => {
  let fleet: FakeFleet;
  let t: TestApp;
  let shipper: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    fleet = await startFakeFleet({ only: PROVIDERS });
    t = await createTestApp({
      env: {
        RUN_CARRIERS: 'true',
        RUN_FORWARDER: 'true',
        SANDBOX_SPEED: '0.01',
        SANDBOX_EXCEPTION_RATE: '0',
        SANDBOX_CARRIERS: 'ups,fedex',
        PROVIDER_POLL_SECONDS: '1',
        ...fleet.env,
      },
    });
    shipper = await t.signIn('shipper');
  });
  afterAll(async () => {
    await t?.close();
    await fleet?.close();
  });

  const q = async <R extends object>(sql: string, params: unknown[] = []) => (await t.resources.pool.query<R & Record<string, unknown>>(sql, params)).rows;
  const events = (id: string) => q<{ type: string; data: Record<string, unknown> }>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version', [`shipment-${id}`]);
  const ofType = async (id: string, type: string) => (await events(id)).filter((e) => e.type === type);
  const booking = async (id: string) => {
    await t.project();
    return ((await shipper.get(`/api/shipments/${id}`).expect(200)).body as Shipment).booking!;
  };

  /** A shipment bought from `provider` and booked by its worker: its id, the rate and the label's tracking number. */
  async function bought(provider: ProviderId): Promise<{ id: string; rate: Rate; label: string }> {
    const created = (await shipper.post('/api/shipments').send(US_DE).expect(201)).body as CreatedShipment;
    const rate = created.rates.find((r) => r.provider?.id === provider)!;
    await shipper.post(`/api/shipments/${created.id}/purchase`).send({ rateId: rate.id }).expect(200);
    const [booked] = await eventually(async () => {
      const rows = await ofType(created.id, 'CarrierBooked');
      return rows.length ? rows : null;
    }, `the ${provider} booking`);
    return { id: created.id, rate, label: booked!.data.reference as string };
  }

  async function voided(id: string, rate: Rate): Promise<LabelVoid> {
    const answer = (await shipper.post(`/api/shipments/${id}/void`).send({ reason: 'Wrong parcel' }).expect(200)).body as LabelVoid;
    // every field the void answered before issue 27, and the refund's status: pending until the provider answers
    expect(answer).toMatchObject({ shipmentId: id, status: 'awaiting_rate', refund: { amountMinor: rate.price.amountMinor, currency: rate.price.currency, status: 'pending' } });
    expect(answer.refund.refundId).toEqual(expect.any(String));
    expect(answer.voidedAt).toEqual(expect.any(String));
    return answer;
  }

  it('accepted: refunded once, even when the provider’s answer is delivered twice', async () => {
    const { id, rate, label } = await bought('karrio');
    const { refundId } = (await voided(id, rate)).refund;
    const [voidEvent] = await ofType(id, 'LabelVoided');
    expect(voidEvent!.data).toMatchObject({ refund: { refundId, status: 'pending', provider: 'Karrio' } });

    const [refund] = await eventually(async () => {
      const rows = await ofType(id, 'RefundIssued');
      return rows.length ? rows : null;
    }, 'the refund');
    expect(refund!.data).toMatchObject({ refundId, amountMinor: rate.price.amountMinor, currency: rate.price.currency, rateId: rate.id });
    expect(await booking(id)).toMatchObject({ label: { status: 'voided' }, lastRefund: { refundId, status: 'issued', provider: 'Karrio' } });
    const settled = (await events(id)).length;

    // The worker crashed after the answer but before its journal said so: the LabelVoided comes again, Karrio is asked
    // again (it answers "cancelled already") and the same answer goes back under the same command id.
    const cancels = () => fleet.fakes.karrio.server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/cancel')).length;
    const asked = cancels();
    await q(`UPDATE provider_parcels SET done = false WHERE provider_key = 'karrio' AND tracking_number = $1`, [label]);
    const [stored] = (await t.resources.store.readStream(`shipment-${id}`)).filter((e) => e.type === 'LabelVoided') as StoredEvent[];
    await q(`DELETE FROM carrier_processed_events WHERE consumer = 'waypost.provider.karrio' AND event_id = $1`, [stored!.eventId]);
    await t.app.get(CarrierNetworkService).network.bus.publish([toBusMessage(stored!)]);
    await eventually(async () => cancels() > asked && (await q(`SELECT 1 FROM provider_parcels WHERE tracking_number = $1 AND done`, [label])).length > 0, 'the answer again');

    // and once more straight through the command bus, as a redelivered command would come
    const again = await t.app
      .get(CommandBus)
      .execute<SettleLabelVoidCommand, LabelVoidSettlement>(
        new SettleLabelVoidCommand(
          { shipmentId: id, carrierId: 'karrio', refundId, outcome: 'refunded', message: 'Karrio: shipment and label cancelled' },
          { commandId: voidAnswerCommandId('karrio', label, refundId, 'refunded'), correlationId: id, actor: { kind: 'carrier', id: 'karrio' }, now: new Date().toISOString() },
        ),
      );
    expect(again).toMatchObject({ outcome: 'refunded', duplicate: true });
    expect(await ofType(id, 'RefundIssued')).toHaveLength(1);
    expect(await events(id)).toHaveLength(settled);
  });

  it('refused: nothing refunded, the label stands again and the shipment says why', async () => {
    const { id, rate, label } = await bought('karrio');
    const before = await booking(id);
    const words = "The shipment is 'shipped' and can not be cancelled anymore...";
    fleet.fakes.karrio.server.fault({ match: /^POST \/v1\/shipments\/[^/]+\/cancel$/, status: 409, body: { errors: [{ code: 'state_error', message: words, level: 'error' }] } });
    const { refundId } = (await voided(id, rate)).refund;
    const [refusal] = await eventually(async () => {
      const rows = await ofType(id, 'LabelVoidRefused');
      return rows.length ? rows : null;
    }, 'the refusal');
    expect(refusal!.data).toMatchObject({ refundId, carrierId: 'karrio', reference: label, amountMinor: rate.price.amountMinor, reason: expect.stringContaining(words) });
    expect(refusal!.data.restored).toMatchObject({ booking: { carrierId: 'karrio', reference: label }, purchase: { rateId: rate.id } });
    expect(await ofType(id, 'RefundIssued')).toHaveLength(0);

    const after = await booking(id);
    expect(after).toMatchObject({ awaitingPurchase: false, label: { status: 'purchased' }, carrier: before.carrier, purchasedRate: before.purchasedRate });
    expect(after.lastRefund).toMatchObject({ refundId, status: 'refused', provider: 'Karrio', reason: expect.stringContaining(words) });
    // the label stands: it is still downloadable, tracked again, and can be voided again later
    await shipper.get(`/api/shipments/${id}/label`).expect(200);
    expect(await q(`SELECT note FROM provider_parcels WHERE tracking_number = $1 AND NOT done`, [label])).toEqual([{ note: 'void: refused, label stands' }]);
    await shipper.post(`/api/shipments/${id}/purchase`).send({ rateId: rate.id }).expect(200); // the same purchase again: the same answer
  });

  it.each([
    ['easypost', 'refunded', 'RefundIssued'],
    ['shippo', 'rejected', 'LabelVoidRefused'],
  ] as const)('%s settles later: pending until the carrier settles (%s), then recorded once by the poller', async (provider, outcome, recorded) => {
    const { id, rate, label } = await bought(provider);
    const { refundId } = (await voided(id, rate)).refund;
    await eventually(async () => (await q(`SELECT 1 FROM provider_parcels WHERE tracking_number = $1 AND refund_check_at IS NOT NULL`, [label])).length > 0, 'the pending refund');
    // asked about on the poll schedule, and still pending
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await ofType(id, 'RefundIssued')).toHaveLength(0);
    expect(await ofType(id, 'LabelVoidRefused')).toHaveLength(0);
    expect(await booking(id)).toMatchObject({ lastRefund: { refundId, status: 'pending', amountMinor: rate.price.amountMinor } });

    fleet.fakes[provider].settleRefund!(label, outcome);
    await eventually(async () => (await ofType(id, recorded)).length > 0, `the ${recorded}`);
    await new Promise((r) => setTimeout(r, 2_500)); // more polls come and go: nothing more is recorded
    expect(await ofType(id, recorded)).toHaveLength(1);
    expect(await q(`SELECT refund_check_at FROM provider_parcels WHERE tracking_number = $1`, [label])).toEqual([{ refund_check_at: null }]);
    expect((await booking(id)).lastRefund).toMatchObject({ refundId, status: outcome === 'refunded' ? 'issued' : 'refused' });
  });
});
