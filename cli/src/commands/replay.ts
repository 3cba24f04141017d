import { Command } from 'commander';
import { z } from 'zod';
import type { ReplayProgressView } from '@waypost/contracts';
import { EXIT } from '../lib/exit-codes';
import { CliError } from '../lib/errors';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient, type ApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { printTable, type Column } from '../lib/output';
import { createProgressReporter } from '../lib/progress';

export const REPLAY_POLL_MS = 250;

const ReplayOptionsSchema = z.object({
  projection: z.string().trim().min(1, 'is required'),
  verify: z.boolean().default(false),
  json: z.boolean().default(false),
});

type Verification = NonNullable<ReplayProgressView['verification']>[number];
const VERIFY_COLUMNS: Column<Verification>[] = [
  { header: 'TABLE', value: (v) => v.table },
  { header: 'LIVE ROWS', value: (v) => String(v.liveRows) },
  { header: 'REBUILT ROWS', value: (v) => String(v.rebuiltRows) },
  { header: 'LIVE MD5', value: (v) => v.liveChecksum },
  { header: 'REBUILT MD5', value: (v) => v.rebuiltChecksum },
  { header: 'MATCH', value: (v) => (v.matches ? 'yes' : 'NO') },
];

export function replay(io: Io): Command {
  return new Command('replay')
    .description('rebuild a projection (or all) from position zero into fresh tables, optionally verify them, then swap')
    .argument('<projection>', "projection name, or 'all'")
    .option('--verify', 'compare with the live tables (row counts and content checksums) before the swap')
    .option('--json', 'print the final replay report as JSON')
    .action(async (projection: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(ReplayOptionsSchema, { ...opts, projection }, { projection: '<projection>' });
        const api = await createApiClient(io, globalUrl(command));
        const started = await answer(api, api.signedIn.POST('/api/audit/replays', { body: { projection: options.projection, verify: options.verify } }));
        const final = await followReplay(io, api, started, `Replaying ${options.projection}`);
        if (options.json) io.stdout.write(`${JSON.stringify(final, null, 2)}\n`);
        reportReplay(io, final, options.json);
      } catch (error) {
        handleError(error, io);
      }
    });
}

/** Polls the replay every 250 ms, drawing a progress bar with ETA on stderr, until it is done or failed. */
export async function followReplay(io: Io, api: ApiClient, started: ReplayProgressView, label: string): Promise<ReplayProgressView> {
  const reporter = createProgressReporter(io.stderr, label, () => io.now());
  try {
    let current = started;
    for (;;) {
      reporter.update({ processed: current.processed, total: current.total, state: current.state });
      if (current.state === 'done' || current.state === 'failed') return current;
      await io.sleep(REPLAY_POLL_MS);
      current = await answer(api, api.signedIn.GET('/api/audit/replays/{id}', { params: { path: { id: started.id } } }));
    }
  } finally {
    reporter.finish();
  }
}

/** Prints the outcome; a failed replay, or a verification that found differences, ends with exit code 1. */
export function reportReplay(io: Io, final: ReplayProgressView, quiet = false): void {
  if (final.state === 'failed') throw new CliError(`Replay failed: ${final.error ?? 'unknown error'}`, EXIT.general);
  const seconds = final.finishedAt ? ((Date.parse(final.finishedAt) - Date.parse(final.startedAt)) / 1000).toFixed(1) : '?';
  if (!quiet) {
    io.stdout.write(`Replayed ${final.projections.join(', ')}: ${final.processed} events in ${seconds}s (${final.eventsPerSecond ?? '?'} events/s); fresh tables are live.\n`);
    if (final.verification) printTable(io, VERIFY_COLUMNS, final.verification);
  }
  if (final.verification && !final.verified) {
    const differing = final.verification.filter((v) => !v.matches).map((v) => v.table);
    throw new CliError(`Verification found differences in ${differing.join(', ')}: the live tables did not match the history (now replaced by the rebuilt ones).`, EXIT.general);
  }
}
