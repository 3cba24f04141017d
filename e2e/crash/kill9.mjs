// Crash test: kill -9 the server during a write load, restart it, and check that every shipment whose create was
// acknowledged (201) is in the event store and, within 5 seconds, in the read models. Exits non-zero on failure.
// Usage: npm run build && node e2e/crash/kill9.mjs [rounds, default 3]
import pg from 'pg';
import { scratchDatabase, dropDatabase } from '../../bench/lib/db.mjs';
import { startApp, signIn, shipmentPayload } from '../../bench/lib/server.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const WRITERS = 16;
const DB = 'waypost_crash_test';
const url = await scratchDatabase(DB);
const pool = new pg.Pool({ connectionString: url, max: 4 });
const acknowledged = new Map(); // shipment id -> tracking number
let failures = 0;

for (let round = 1; round <= ROUNDS; round++) {
  const app = await startApp({ databaseUrl: url, port: 3321 });
  const cookie = await signIn(app.base, 'shipper@waypost.test');
  let running = true;
  let attempted = 0;
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    while (running) {
      attempted++;
      try {
        const res = await fetch(`${app.base}/api/shipments`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(shipmentPayload(w)),
        });
        if (res.status === 201) {
          const s = await res.json();
          acknowledged.set(s.id, s.trackingNumber);
        }
      } catch {
        return; // the server is gone
      }
    }
  });
  await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1000));
  app.child.kill('SIGKILL');
  running = false;
  await Promise.all(writers);
  // (it may have exited already while the writers were failing)
  if (app.child.exitCode === null && app.child.signalCode === null) await new Promise((r) => app.child.once('exit', r));

  // every acknowledged create is in the event store
  const ids = [...acknowledged.keys()];
  const stored = await pool.query("SELECT count(DISTINCT data->>'shipmentId')::int AS n FROM events WHERE type = 'ShipmentCreated' AND data->>'shipmentId' = ANY($1)", [ids]);
  const inStore = stored.rows[0].n;

  // restart; within 5 s every acknowledged shipment is in the read models
  const restarted = await startApp({ databaseUrl: url, port: 3321 });
  const t0 = Date.now();
  let visible = 0;
  while (Date.now() - t0 < 5000) {
    const r = await pool.query('SELECT (SELECT count(*) FROM shipments WHERE id = ANY($1::uuid[]))::int AS s, (SELECT count(*) FROM tracking WHERE shipment_id = ANY($1::uuid[]))::int AS t', [ids]);
    visible = Math.min(r.rows[0].s, r.rows[0].t);
    if (visible === ids.length) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const convergeMs = Date.now() - t0;
  // spot-check over HTTP
  const cookie2 = await signIn(restarted.base, 'shipper@waypost.test');
  const sample = ids.slice(-5);
  let httpOk = 0;
  for (const id of sample) {
    const res = await fetch(`${restarted.base}/api/tracking/${acknowledged.get(id)}`, { headers: { cookie: cookie2 } });
    if (res.status === 200) httpOk++;
  }
  // no event was applied twice: read-model rows equal distinct created events
  const dup = await pool.query("SELECT (SELECT count(*) FROM shipments)::int AS rows, (SELECT count(*) FROM events WHERE type = 'ShipmentCreated')::int AS created");
  await restarted.stop();

  const ok = inStore === ids.length && visible === ids.length && httpOk === sample.length && dup.rows[0].rows === dup.rows[0].created;
  if (!ok) failures++;
  console.log(
    `round ${round}: ${attempted} creates attempted, ${ids.length} acknowledged in total; in event store ${inStore}/${ids.length}; ` +
      `in read models ${visible}/${ids.length} after ${convergeMs} ms; tracking over HTTP ${httpOk}/${sample.length}; ` +
      `shipments rows ${dup.rows[0].rows} = ShipmentCreated events ${dup.rows[0].created}: ${ok ? 'OK' : 'FAILED'}`,
  );
}
await pool.end();
await dropDatabase(DB);
console.log(failures === 0 ? `kill -9 crash test: ${ROUNDS} rounds passed` : `kill -9 crash test: ${failures} of ${ROUNDS} rounds FAILED`);
process.exit(failures === 0 ? 0 : 1);
