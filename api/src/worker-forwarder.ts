import { runWorkerProcess } from './worker-process';
import { exitOnStartFailure, reportUnhandledErrors } from './platform/process-errors';

// ── The forwarder (event log -> Kafka) as its own process ─────────────────────
reportUnhandledErrors('forwarder');
runWorkerProcess('forwarder', { RUN_FORWARDER: 'true', RUN_CARRIERS: 'false' }).catch(exitOnStartFailure('forwarder failed to start'));
