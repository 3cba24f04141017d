// Shared pieces of the fault tests (kill -9 of each process, PostgreSQL restarted): the built processes as
// children, a write load of acknowledged creates, and the checks (stored, converged, applied once).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { ALL_PROJECTIONS, adminActivityProjection } = require('@waypost/projections');
const { sandboxJourney } = require(path.join(root, 'api/dist/carriers/sandbox/sandbox-journey.js'));
const { laneOf } = require(path.join(root, 'api/dist/quoting/queries/quote-shipment.query.js'));

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const between = (lo, hi) => lo + Math.random() * (hi - lo);

// ── processes ───────────────────────────────────────────────────────────────

const children = new Set();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});
// Interrupted: still run the 'exit' clean-ups (children, a private PostgreSQL server, a Kafka mock).
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

/** A built entry point (api/dist/<script>) as a child; its output is kept (last lines) for the failure report. */
export class NodeProcess {
  constructor(name, script, env) {
    this.name = name;
    this.script = script;
    this.env = env;
    this.lines = [];
    this.child = null;
  }

  start() {
    // The bus and the event store are what each test says, not what the calling shell has (CI exports KAFKA_BROKERS).
    const { KAFKA_BROKERS, EVENTSTORE_URL, ...inherited } = process.env;
    const child = spawn(process.execPath, [path.join(root, 'api/dist', this.script)], {
      env: { ...inherited, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.startedAt = Date.now();
    children.add(child);
    child.once('exit', () => children.delete(child));
    const keep = (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (!line) continue;
        if (process.env.CRASH_VERBOSE) console.log(`  [${this.name}] ${line}`);
        this.lines.push(line);
        if (this.lines.length > 300) this.lines.shift();
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    return this;
  }

  get alive() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits for a line of its output (workers log that they run) or throws when it exits or times out. */
  async waitForLine(pattern, timeoutMs = 30_000) {
    const t0 = Date.now();
    while (Date.now() - t0 < timeoutMs) {
      if (this.lines.some((l) => pattern.test(l))) return;
      if (!this.alive) throw new Error(`${this.name} exited (${this.child.exitCode ?? this.child.signalCode}):\n${this.tail()}`);
      await sleep(50);
    }
    throw new Error(`${this.name}: no ${pattern} within ${timeoutMs} ms:\n${this.tail()}`);
  }

  async kill9() {
    const child = this.child;
    if (!this.alive) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop() {
    const child = this.child;
    if (!this.alive) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  tail(n = 25) {
    return this.lines
      .slice(-n)
      .map((l) => `    ${this.name}| ${l}`)
      .join('\n');
  }
}

/** The API (api/dist/main.js) on a port; resolves when /api/health answers. */
export async function startApi({ databaseUrl, port, env = {}, name = 'api' }) {
  const api = new NodeProcess(name, 'main.js', { DATABASE_URL: databaseUrl, PORT: String(port), ...env }).start();
  api.base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (!api.alive) throw new Error(`${name} exited:\n${api.tail()}`);
    try {
      if ((await fetch(`${api.base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return api;
    } catch {}
    await sleep(100);
  }
  await api.kill9();
  throw new Error(`${name} did not start:\n${api.tail()}`);
}

/** Fails the run (exit 1) if it is still going after `ms`: every script here stops by itself. */
export function deadline(ms, label) {
  const timer = setTimeout(() => {
    console.error(`${label}: still running after ${Math.round(ms / 1000)} s: FAILED (time limit)`);
    process.exit(1);
  }, ms);
  timer.unref();
}

// ── load ────────────────────────────────────────────────────────────────────

export async function signIn(base, email = 'shipper@waypost.test', password = 'waypost-demo') {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

export const shipmentPayload = (i = 0) => ({
  fromAddress: { name: 'Crash Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Crash Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: `Crash parcel ${i}`, weight: 1.5, value: 120, dimensions: { length: 30, width: 20, height: 15 } },
  status: 'pending',
});

/**
 * `writers` concurrent loops of POST /api/shipments until stopped. A 201 whose body arrived is an acknowledged
 * write (added to `acknowledged`: id -> { trackingNumber, payload }). `onDown`: 'stop' ends a writer when the
 * server is gone (kill -9 of the server), 'retry' keeps it going (the server stays, something behind it fails).
 * `pauseMs` between a writer's creates keeps the rate at what the slower consumers work off in a bounded time;
 * `observe` sees every answer (or its absence) with when the request started and how long it took.
 */
export function writeLoad({ base, cookie, writers, acknowledged, onDown = 'retry', requestTimeoutMs = 10_000, pauseMs = 0, observe = () => undefined }) {
  const stats = { attempted: 0, acknowledged: 0, statuses: {}, slowest: 0 };
  let running = true;
  const count = (key) => (stats.statuses[key] = (stats.statuses[key] ?? 0) + 1);
  const loops = Array.from({ length: writers }, async (_, w) => {
    for (let i = 0; running; i++) {
      stats.attempted++;
      const payload = shipmentPayload(w * 100_000 + i);
      const t0 = Date.now();
      try {
        const res = await fetch(`${base}/api/shipments`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        const text = await res.text();
        stats.slowest = Math.max(stats.slowest, Date.now() - t0);
        count(res.status);
        observe({ startedAt: t0, ms: Date.now() - t0, status: res.status, text, contentType: res.headers.get('content-type') ?? '' });
        if (res.status === 201) {
          const s = JSON.parse(text);
          acknowledged.set(s.id, { trackingNumber: s.trackingNumber, payload });
          stats.acknowledged++;
          if (pauseMs) await sleep(pauseMs);
        } else await sleep(50);
      } catch (error) {
        stats.slowest = Math.max(stats.slowest, Date.now() - t0);
        count(error.name === 'TimeoutError' ? 'timeout' : 'no answer');
        observe({ startedAt: t0, ms: Date.now() - t0, status: error.name === 'TimeoutError' ? 'timeout' : 'no answer', text: String(error.message), contentType: '' });
        if (onDown === 'stop') return;
        await sleep(100);
      }
    }
  });
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}

// ── checks ──────────────────────────────────────────────────────────────────

export const PROJECTION_NAMES = ALL_PROJECTIONS.map((p) => p.name);

export function adminPool(url) {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => undefined); // PostgreSQL restarting: the next query reconnects
  return pool;
}

/** How many of these shipment ids have their ShipmentCreated in the event store. */
export async function storedCount(pool, ids) {
  const { rows } = await pool.query("SELECT count(DISTINCT stream_id)::int AS n FROM events WHERE type = 'ShipmentCreated' AND stream_id = ANY($1)", [
    ids.map((id) => `shipment-${id}`),
  ]);
  return rows[0].n;
}

/** Every projection's checkpoint is past the last event. */
export async function projectionsCaughtUp(pool) {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS behind FROM projection_checkpoints c
      WHERE c.name = ANY($1) AND EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.txid, c.position))`,
    [PROJECTION_NAMES],
  );
  return rows[0].behind === 0;
}

/** Acknowledged shipments visible in the shipments and tracking read models. */
export async function visibleCount(pool, ids) {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*) FROM shipments WHERE id = ANY($1::uuid[]))::int AS s, (SELECT count(*) FROM tracking WHERE shipment_id = ANY($1::uuid[]))::int AS t`,
    [ids],
  );
  return Math.min(rows[0].s, rows[0].t);
}

const ACTOR_UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * No event applied twice (or skipped): read-model rows and counters against the events they come from. The
 * counters (admin_user_activity.events, carrier_bookings.bookings / carrier_events) add 1 per event applied, so a
 * re-applied batch shows; row tables show a skipped event. Returns the mismatches (empty = fine).
 */
export async function appliedOnce(pool) {
  const { rows } = await pool.query(
    `SELECT
       (SELECT count(*) FROM events WHERE type = 'ShipmentCreated')::int AS created,
       (SELECT count(*) FROM events WHERE type = 'TrackingEventRecorded')::int AS tracked,
       (SELECT count(*) FROM events WHERE type = 'CarrierBooked')::int AS booked,
       (SELECT count(*) FROM events WHERE type = 'TrackingEventRecorded' AND metadata->'actor'->>'kind' = 'carrier')::int AS carrier_tracked,
       (SELECT count(*) FROM events WHERE type = ANY($1) AND metadata->'actor'->>'kind' IN ('user', 'agent', 'admin')
          AND metadata->'actor'->>'id' ~ $2)::int AS acted,
       (SELECT count(*) FROM shipments)::int AS shipments_rows,
       (SELECT count(*) FROM tracking)::int AS tracking_rows,
       (SELECT count(*) FROM tracking_events)::int AS timeline_rows,
       (SELECT count(*) FROM admin_shipments)::int AS admin_rows,
       (SELECT count(*) FROM carrier_bookings)::int AS booking_rows,
       (SELECT coalesce(sum(bookings), 0) FROM carrier_bookings)::int AS bookings_counted,
       (SELECT coalesce(sum(carrier_events), 0) FROM carrier_bookings)::int AS carrier_events_counted,
       (SELECT coalesce(sum(events), 0) FROM admin_user_activity)::int AS activity_counted`,
    [adminActivityProjection.eventTypes, ACTOR_UUID],
  );
  const r = rows[0];
  const pairs = [
    ['shipments rows', r.shipments_rows, 'ShipmentCreated', r.created],
    ['tracking rows', r.tracking_rows, 'ShipmentCreated', r.created],
    ['admin_shipments rows', r.admin_rows, 'ShipmentCreated', r.created],
    ['carrier_bookings rows', r.booking_rows, 'ShipmentCreated', r.created],
    ['tracking_events rows', r.timeline_rows, 'ShipmentCreated + TrackingEventRecorded', r.created + r.tracked],
    ['carrier_bookings.bookings summed', r.bookings_counted, 'CarrierBooked', r.booked],
    ['carrier_bookings.carrier_events summed', r.carrier_events_counted, 'carrier TrackingEventRecorded', r.carrier_tracked],
    ['admin_user_activity.events summed', r.activity_counted, 'events by users', r.acted],
  ];
  return {
    counts: r,
    mismatches: pairs.filter(([, a, , b]) => a !== b).map(([what, a, from, b]) => `${what} ${a} != ${from} ${b}`),
  };
}

// ── the carrier side ────────────────────────────────────────────────────────

/** Acknowledged shipments whose carrier reported them delivered. */
export async function deliveredCount(pool, ids) {
  const { rows } = await pool.query(
    `SELECT count(DISTINCT stream_id)::int AS n FROM events WHERE stream_id = ANY($1) AND type = 'TrackingEventRecorded'
       AND data->>'eventType' = 'delivered' AND metadata->'actor'->>'kind' = 'carrier'`,
    [ids.map((id) => `shipment-${id}`)],
  );
  return rows[0].n;
}

/**
 * Per acknowledged shipment: one CarrierSelected, one CarrierBooked (no failure, hold or re-booking), and the
 * carrier's sandbox journey exactly: each step once, in order (sandbox = the SANDBOX_* settings the workers ran with).
 */
export async function carrierOutcome(pool, shipments, sandbox) {
  const ids = [...shipments.keys()];
  const { rows } = await pool.query(
    `SELECT stream_id, type, data, metadata->'actor' AS actor FROM events
      WHERE stream_id = ANY($1) AND type IN ('CarrierSelected', 'ShipmentRebooked', 'ShipmentHeld', 'CarrierBooked', 'CarrierBookingFailed', 'TrackingEventRecorded')
      ORDER BY stream_id, version`,
    [[...ids.map((id) => `shipment-${id}`), ...ids.map((id) => `dispatch-${id}`)]],
  );
  const by = new Map(ids.map((id) => [id, { selected: 0, other: [], booked: [], steps: [] }]));
  for (const r of rows) {
    const s = by.get(r.stream_id.slice(r.stream_id.indexOf('-') + 1));
    if (r.type === 'CarrierSelected') s.selected++;
    else if (r.type === 'CarrierBooked') s.booked.push(r.data);
    else if (r.type === 'TrackingEventRecorded') {
      if (r.actor.kind === 'carrier') s.steps.push(r.data.description);
    } else s.other.push(r.type);
  }
  const problems = [];
  let steps = 0;
  for (const [id, s] of by) {
    if (s.selected !== 1) problems.push(`${id}: ${s.selected} CarrierSelected`);
    if (s.other.length > 0) problems.push(`${id}: ${s.other.join(', ')}`);
    if (s.booked.length !== 1) {
      problems.push(`${id}: ${s.booked.length} CarrierBooked`);
      continue;
    }
    const { payload } = shipments.get(id);
    const shipment = { ...payload, shipmentId: id };
    const lane = laneOf(shipment);
    const expected = sandboxJourney(shipment, s.booked[0], lane, { seed: Number(sandbox.SANDBOX_SEED), exceptionRate: Number(sandbox.SANDBOX_EXCEPTION_RATE) }).map(
      (j) => j.description,
    );
    if (JSON.stringify(s.steps) !== JSON.stringify(expected)) problems.push(`${id}: carrier steps [${s.steps.join(' | ')}] instead of [${expected.join(' | ')}]`);
    steps += s.steps.length;
  }
  return { problems, steps };
}

/** Polls `check` (resolving true when done) until it holds or `timeoutMs` passes; returns the ms it took, or null. */
export async function until(check, timeoutMs, everyMs = 100) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      if (await check()) return Date.now() - t0;
    } catch {}
    await sleep(everyMs);
  }
  return null;
}

export function statuses(stats) {
  return Object.entries(stats.statuses)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
}

/**
 * A private librdkafka mock cluster (.ci/kafka-mock, built by .ci/setup.d/kafka.sh; KAFKA_MOCK_BIN to point elsewhere) with
 * the carrier workers' topics, so no earlier run's topics or offsets interfere; else KAFKA_BROKERS; else null.
 */
export async function kafkaBroker() {
  const bin = process.env.KAFKA_MOCK_BIN ?? path.join(root, '.ci/kafka-mock/kafka-mock');
  if (existsSync(bin)) {
    // The topics the carrier workers consume, 8 partitions each (the others are auto-created when first published to).
    const { SHIPMENTS_TOPIC, DISPATCH_TOPIC } = require(path.join(root, 'api/dist/bus/bus.js'));
    const child = spawn(bin, ['1', `${SHIPMENTS_TOPIC}:8`, `${DISPATCH_TOPIC}:8`], { stdio: ['ignore', 'pipe', 'ignore'] });
    process.on('exit', () => child.kill('SIGKILL'));
    const brokers = await new Promise((resolve, reject) => {
      child.stdout.once('data', (d) => resolve(String(d).split('\n')[0].trim()));
      child.once('exit', (code) => reject(new Error(`kafka mock exited with ${code}`)));
    });
    console.log(`private Kafka mock cluster at ${brokers}`);
    return { brokers, stop: () => child.kill('SIGTERM') };
  }
  if (process.env.KAFKA_BROKERS) return { brokers: process.env.KAFKA_BROKERS, stop: () => undefined };
  return null;
}
