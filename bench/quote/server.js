// Bench servers, run in a child process so autocannon (in the parent) does not share their event loop.
//   node bench/quote/server.js app   -> the real Waypost app (AppModule, guards, interceptors, hooks) on a scratch database,
//                                       in the 'api' process role: projections, forwarder and carrier workers off
//   node bench/quote/server.js bare  -> a bare Fastify server: POST /bare (tiny JSON) and POST /bare-same (the same
//                                        calculate answer, precomputed, same response schema: serialisation alone)
'use strict';
require('reflect-metadata');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const api = (p) => require(path.resolve(__dirname, '../../api/dist', p));

const BODY = require('./payload.json');

async function startApp() {
  const { Client } = require('pg');
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `waypost_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { loadConfig } = api('platform/config/config');
  const { createLogger } = api('platform/logger');
  const { createPlatformResources } = api('platform/resources');
  const { createApp } = api('app.factory');
  const config = loadConfig({
    NODE_ENV: 'production',
    WAYPOST_MASTER_KEY: randomBytes(32).toString('hex'),
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    RUN_PROJECTIONS: 'false',
    RUN_FORWARDER: 'false',
    RUN_CARRIERS: 'false',
    WEB_DIST_DIR: '/nonexistent',
  });
  const logger = createLogger('error', 'bench');
  const resources = await createPlatformResources(config, logger);
  const app = await createApp(resources, logger);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = app.getHttpServer().address().port;
  return {
    port,
    async close() {
      await app.close();
      await resources.close();
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function startBare() {
  const fastify = require('fastify')({ logger: false });
  const { calculateShipping } = api('quoting/queries/calculate-shipping.query');
  const precomputed = calculateShipping(normalised(BODY), new Date());
  fastify.post('/bare', async () => ({ ok: true }));
  const { CALCULATE_RESPONSE_SCHEMA } = api('quoting/calculate-response.schema');
  fastify.post('/bare-same', { schema: { response: { 200: CALCULATE_RESPONSE_SCHEMA } } }, async () => precomputed);
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { port: fastify.server.address().port, close: () => fastify.close() };
}

/** The payload after the contract's defaults (what the controller hands the query). */
function normalised(body) {
  const { CalculateShippingRequestSchema } = require('@waypost/contracts');
  return CalculateShippingRequestSchema.parse(body);
}

(async () => {
  const mode = process.argv[2];
  const server = mode === 'app' ? await startApp() : await startBare();
  process.send({ port: server.port });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await server.close();
      process.exit(0);
    }
  });
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
