import { Command } from 'commander';
import { z } from 'zod';
import type { RebuildProgress } from '../../lib/api-types';
import { EXIT } from '../../lib/exit-codes';
import { CliError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient, type ApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';
import { createProgressReporter } from '../../lib/progress';

export const POLL_INTERVAL_MS = 250;

const RebuildOptionsSchema = z.object({
  name: z.string().trim().min(1, 'is required'),
  timeout: z.string().regex(/^\d+$/, 'must be a whole number of seconds').transform(Number).optional(),
});

export function rebuildProjection(io: Io): Command {
  return new Command('rebuild')
    .description('rebuild a projection from position zero, showing its progress')
    .argument('<name>', 'projection name (see `waypost projections status`)')
    .option('--timeout <seconds>', 'give up waiting after this many seconds (the rebuild keeps running)')
    .action(async (name: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(RebuildOptionsSchema, { ...opts, name }, { name: '<name>' });
        const api = await createApiClient(io, globalUrl(command));
        const startedAt = io.now();
        // An unknown name is a 404 whose message lists the known projections: handleError shows it, exit 4.
        const started = await answer(api, api.signedIn.POST('/api/projections/{name}/rebuild', { params: { path: { name: options.name } } }));
        const final = await waitForRebuild(io, api, options.name, started, startedAt, options.timeout);
        if (final.state === 'failed') {
          throw new CliError(CLI_MESSAGES.rebuildFailed(options.name, final.error ?? ''), EXIT.general);
        }
        const seconds = ((io.now() - startedAt) / 1000).toFixed(1);
        io.stdout.write(`${CLI_MESSAGES.rebuildDone(options.name, final.processed, seconds)}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}

/** Polls GET /api/projections every 250 ms until the rebuild is done or failed, drawing progress on stderr. */
async function waitForRebuild(io: Io, api: ApiClient, name: string, started: RebuildProgress, startedAt: number, timeoutSeconds: number | undefined): Promise<RebuildProgress> {
  const reporter = createProgressReporter(io.stderr, `Rebuilding ${name}`, () => io.now());
  try {
    for (;;) {
      const entry = (await answer(api, api.signedIn.GET('/api/projections'))).find((p) => p.name === name);
      if (!entry) throw new CliError(CLI_MESSAGES.projectionUnknown(name), EXIT.notFound);
      const progress = entry.rebuild ?? started;
      reporter.update(progress);
      if (progress.state === 'done' || progress.state === 'failed') return progress;
      if (timeoutSeconds !== undefined && io.now() - startedAt >= timeoutSeconds * 1000) {
        throw new CliError(CLI_MESSAGES.rebuildTimedOut(name, timeoutSeconds), EXIT.general);
      }
      await io.sleep(POLL_INTERVAL_MS);
    }
  } finally {
    reporter.finish();
  }
}
