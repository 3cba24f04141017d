import { CommandBus } from '@nestjs/cqrs';
import { CreateShipmentSchema, chargeForShipment, type AdminMetrics, type Shipment } from '@waypost/contracts';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { commandContext } from '../platform/event-store/command-context';
import { CreateShipmentCommand } from '../shipping/commands/create-shipment.command';

// ── Issue 22 item 36: the admin figures the spec fixed as placeholders (growth +24.5 %, uptime 99.9, bars 70/20/10)
// are computed from data: month-over-month growth from the revenue of the last 30 days against the 30 before, null
// (the screen says "No data yet") while the month before has none; accounts in all beside the new ones. ──

const DAY = 86_400_000;
// A postal code in each city's own format (addresses are checked country by country, issue 24).
const POSTAL_CODES = new Map([
  ['Berlin', '10117'],
  ['Munich', '80331'],
  ['New York', '10001'],
  ['Paris', '75001'],
  ['London', 'SW1A 1AA'],
  ['Tokyo', '100-0001'],
  ['Osaka', '530-0001'],
]);
const address = (city: string, country: string) => ({ name: 'N', address: '1 Main St', city, country, postalCode: POSTAL_CODES.get(city) ?? '' });

describe('admin figures from data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no growth on a platform without a month before, then the real month-over-month change', async () => {
    const admin = await t.signIn('admin');
    const shipper = await t.signIn('shipper');
    const create = (weight: number) =>
      shipper
        .post('/api/shipments')
        .send({ fromAddress: address('Berlin', 'Germany'), toAddress: address('New York', 'United States'), itemDetails: { description: 'Goods', weight, value: 50 } })
        .expect(201);
    await create(2);
    await create(3);
    await t.project();
    const first = (await admin.get('/api/admin/metrics').expect(200)).body as AdminMetrics;
    expect(first.previousMonthlyRevenue).toBe(0);
    expect(first.monthOverMonthGrowth).toBeNull();
    const { rows } = await t.resources.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM users');
    expect(first.totalUsers).toBe(Number(rows[0]!.n));
    expect(first.userGrowth.weekly).toBeLessThanOrEqual(first.totalUsers);

    // A shipment created 45 days ago, through the command (its time comes from the command, as every event's does).
    const { rows: owner } = await t.resources.pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'shipper@waypost.test'");
    const input = CreateShipmentSchema.parse({
      fromAddress: address('Berlin', 'Germany'),
      toAddress: address('Paris', 'France'),
      itemDetails: { description: 'Old goods', weight: 4, value: 50 },
    });
    const ctx = commandContext({ actor: { kind: 'user', id: owner[0]!.id }, now: new Date(Date.now() - 45 * DAY) });
    await t.app.get(CommandBus).execute<CreateShipmentCommand, Shipment>(new CreateShipmentCommand(input, owner[0]!.id, ctx));
    await t.project();

    const m = (await admin.get('/api/admin/metrics').expect(200)).body as AdminMetrics;
    const charge = (weightKg: number, toCountry: string) => chargeForShipment({ fromCountry: 'Germany', toCountry, weightKg, declaredValue: 50 }).totalCents;
    const thisMonth = charge(2, 'United States') + charge(3, 'United States');
    const before = charge(4, 'France');
    expect(m.monthlyRevenue).toBeCloseTo(thisMonth / 100, 2);
    expect(m.previousMonthlyRevenue).toBeCloseTo(before / 100, 2);
    expect(m.monthOverMonthGrowth).toBe(Math.round(((thisMonth - before) / before) * 1000) / 10);
    expect(m.totalRevenue).toBeCloseTo((thisMonth + before) / 100, 2);
  });
});
