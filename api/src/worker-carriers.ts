import { runWorkerProcess } from './worker-process';

// ── Carrier workers (one consumer group per carrier) and the tracking scheduler, as their own process ──
runWorkerProcess('carriers', { RUN_FORWARDER: 'false', RUN_CARRIERS: 'true' }).catch((error: Error) => {
  console.error(`carrier workers failed to start: ${error.stack ?? error.message}`);
  process.exit(1);
});
