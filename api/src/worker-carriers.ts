import { runWorkerProcess } from './worker-process';
import { exitOnStartFailure, reportUnhandledErrors } from './platform/process-errors';

// ── Carrier workers (one consumer group per carrier) and the tracking scheduler, as their own process ──
reportUnhandledErrors('carrier workers');
runWorkerProcess('carriers', { RUN_FORWARDER: 'false', RUN_CARRIERS: 'true' }).catch(exitOnStartFailure('carrier workers failed to start'));
