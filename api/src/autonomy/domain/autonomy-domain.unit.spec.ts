import type { ShipmentCreated } from '@waypost/contracts';
import { decideDispatch, decideRebooking, type DispatchSituation } from './dispatch-policy';
import { DISPATCH_PORTS } from '../process/dispatch-ports';
import { computeIntelligence, predictiveAlerts, type Measurements } from './intelligence';

// ── The autonomy domain as specifications: given a situation, when a shipment arrives, then a decision ──
// (the crisis and preference streams' decisions: crisis.unit.spec.ts, preference.unit.spec.ts)

const shipment = (description = 'Paperback books'): ShipmentCreated['data'] => ({
  shipmentId: '00000000-0000-4000-8000-000000000001',
  trackingNumber: '2PG-2026-000001',
  ownerId: '00000000-0000-4000-8000-0000000000aa',
  fromAddress: { name: 'A', address: '1 Street', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'B', address: '2 Street', city: 'New York', country: 'United States', postalCode: '10004' },
  itemDetails: { description, weight: 2, value: 50, dimensions: { length: 30, width: 20, height: 10 } },
  estimatedDelivery: '2026-03-10T00:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
});

const calm: DispatchSituation = { candidates: ['dhl-express', 'ups', 'fedex', 'dpd'], suspended: new Set(), paused: false, paymentFailure: null, surge: null };

describe('dispatch policy', () => {
  it('selects the cheapest carrier by the cost preference, with a reason and alternatives of other carriers', () => {
    const d = decideDispatch(shipment(), calm, 'cost', DISPATCH_PORTS);
    if (d.kind !== 'select') throw new Error(d.kind);
    expect(d.reason).toContain("shipper's preference 'cost'");
    expect(d.alternatives.length).toBeGreaterThan(0);
    expect(d.alternatives.every((a) => a.carrierId !== d.choice.carrierId)).toBe(true);
    expect(d.alternatives.every((a) => a.price.amountMinor >= d.choice.price.amountMinor)).toBe(true);
  });

  it('never selects a carrier under an outage, and re-books away from it', () => {
    const first = decideDispatch(shipment(), calm, 'cost', DISPATCH_PORTS);
    if (first.kind !== 'select') throw new Error(first.kind);
    const down = first.choice.carrierId;
    const d = decideDispatch(shipment(), { ...calm, suspended: new Set([down]) }, 'cost', DISPATCH_PORTS);
    expect(d.kind === 'select' && d.choice.carrierId).not.toBe(down);
    const r = decideRebooking(shipment(), calm, new Set([down]), 'cost', DISPATCH_PORTS);
    expect(r.kind === 'select' && r.choice.carrierId).not.toBe(down);
  });

  it('holds by rule: compliance first, then pause, payment failure, surge capacity', () => {
    expect(decideDispatch(shipment('Fireworks'), { ...calm, paused: true }, 'cost', DISPATCH_PORTS)).toMatchObject({ kind: 'hold', code: 'compliance' });
    expect(decideDispatch(shipment(), { ...calm, paused: true }, 'cost', DISPATCH_PORTS)).toMatchObject({ kind: 'hold', code: 'paused' });
    expect(decideDispatch(shipment(), { ...calm, paymentFailure: { crisisId: 'c' } }, 'cost', DISPATCH_PORTS)).toMatchObject({ kind: 'hold', code: 'payment', crisisId: 'c' });
    const surge = { crisisId: 's', capacityPerMinute: 2, releasedLastMinute: 2 };
    expect(decideDispatch(shipment(), { ...calm, surge }, 'cost', DISPATCH_PORTS)).toMatchObject({ kind: 'hold', code: 'surge' });
    const open = decideDispatch(shipment(), { ...calm, surge: { ...surge, releasedLastMinute: 1 } }, 'cost', DISPATCH_PORTS);
    expect(open.kind === 'select' && open.choice.serviceLevel).not.toBe('economy');
    expect(decideDispatch(shipment('Fireworks'), calm, 'cost', DISPATCH_PORTS, { ignoreHolds: true }).kind).toBe('select');
  });

  it('speed preference picks the fastest transit', () => {
    const cost = decideDispatch(shipment(), calm, 'cost', DISPATCH_PORTS);
    const speed = decideDispatch(shipment(), calm, 'speed', DISPATCH_PORTS);
    if (cost.kind !== 'select' || speed.kind !== 'select') throw new Error('no selection');
    expect(speed.choice.transitDays).toBeLessThanOrEqual(cost.choice.transitDays);
  });
});

describe('intelligence', () => {
  const m: Measurements = {
    openAiConfigured: false,
    forwarder: { status: 'live', lagEvents: 0 },
    dispatcher: { status: 'live' },
    carriersRunning: 40,
    outages: [],
    paymentFailure: false,
    surge: false,
    complianceCanaryOk: true,
    requests: { count: 300, errors: 3, meanMs: 12.34, p95Ms: 40, windowSeconds: 300 },
    decisions: { total: 10, human: 2, today: 7, topCarriers: [{ carrierId: 'dpd', n: 5 }] },
    overrides: 2,
    queued: 0,
  };

  it('derives levels and statuses from the measurements', () => {
    const i = computeIntelligence(m, [], '2026-01-01T00:00:00Z');
    expect(i).toMatchObject({ autonomyLevel: 0.8, decisionsMadeToday: 7, contingencyReadiness: 1 });
    expect(i.systemHealth).toMatchObject({ overallStatus: 'operational', performanceMetrics: { responseTime: 12.3, successRate: 0.99, errorRate: 0.01, throughput: 1 } });
    const crisis = computeIntelligence({ ...m, paymentFailure: true, outages: ['ups'] }, [], '2026-01-01T00:00:00Z');
    expect(crisis.systemHealth.subsystems).toMatchObject({ payments: 'critical', carriers: 'degraded' });
    expect(crisis.systemHealth.overallStatus).toBe('critical');
  });

  it('never reads full contingency readiness beside a system in trouble (issue 22 item 36)', () => {
    const at = '2026-01-01T00:00:00Z';
    const paymentCrisis = computeIntelligence({ ...m, paymentFailure: true }, [], at);
    expect(paymentCrisis.systemHealth.overallStatus).toBe('critical');
    expect(paymentCrisis.contingencyReadiness).toBeCloseTo(2 / 3, 3);
    expect(paymentCrisis.protocols).toContainEqual({ crisisType: 'payment_failure', ready: false, detail: 'engaged: payments are failing, shipments held' });
    const forwarderDown = computeIntelligence({ ...m, forwarder: { status: 'error', lagEvents: null } }, [], at);
    expect(forwarderDown.systemHealth.subsystems.carriers).toBe('critical');
    expect(forwarderDown.contingencyReadiness).toBe(0);
    expect(computeIntelligence({ ...m, surge: true, queued: 3 }, [], at).contingencyReadiness).toBeCloseTo(2 / 3, 3);
    expect(computeIntelligence({ ...m, carriersRunning: 2, outages: ['ups'] }, [], at).protocols?.[0]).toMatchObject({
      ready: false,
      detail: 'only 1 carrier(s) left to re-book on',
    });
  });

  it('falls back to the spec values when there are no measurements', () => {
    const i = computeIntelligence({ ...m, requests: null, decisions: null, dispatcher: { status: 'stopped' } }, [], '2026-01-01T00:00:00Z');
    expect(i.systemHealth.performanceMetrics).toEqual({ responseTime: 0, successRate: 0, errorRate: 1, throughput: 0 });
    expect(i.autonomyLevel).toBe(0);
    expect(i.contingencyReadiness).toBe(0);
  });

  it('fires a predictive alert with its rule when projection lag rises', () => {
    const s = (lag: number, at: number, carrierDelayRate = 0) => ({ at, projectionLag: lag, forwarderLag: 0, errorRate: 0, p95Ms: 10, carrierFailureRate: 0, carrierDelayRate });
    expect(predictiveAlerts([s(50, 1), s(120, 2), s(300, 3)], { queued: 0, outages: [] })).toEqual([expect.stringContaining('rule: projection_lag rising')]);
    expect(predictiveAlerts([s(300, 1), s(120, 2), s(150, 3)], { queued: 0, outages: [] })).toEqual([]);
    expect(predictiveAlerts([s(0, 1, 0.05), s(0, 2, 0.12), s(0, 3, 0.2)], { queued: 0, outages: [] })).toEqual([expect.stringContaining('rule: carrier_delay_rate rising')]);
  });
});
