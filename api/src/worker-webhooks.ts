import { runWorkerProcess } from './worker-process';
import { exitOnStartFailure, reportUnhandledErrors } from './platform/process-errors';

// ── The webhook deliverer (event log -> endpoints' queues -> signed POSTs) as its own process ──
// Several may run (and API processes with RUN_WEBHOOKS=true): one fans out at a time, one delivers per endpoint.
reportUnhandledErrors('webhooks');
runWorkerProcess('webhooks', { RUN_FORWARDER: 'false', RUN_CARRIERS: 'false', RUN_WEBHOOKS: 'true' }).catch(exitOnStartFailure('webhook deliverer failed to start'));
