import { runWorkerProcess } from './worker-process';

// ── The forwarder (event log -> Kafka) as its own process ─────────────────────
runWorkerProcess('forwarder', { RUN_FORWARDER: 'true', RUN_CARRIERS: 'false' }).catch((error: Error) => {
  console.error(`forwarder failed to start: ${error.stack ?? error.message}`);
  process.exit(1);
});
