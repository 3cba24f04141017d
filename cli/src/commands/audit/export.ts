import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { rawRequest } from './raw-request';

const time = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' });
const ExportOptionsSchema = z.object({ from: time.optional(), to: time.optional(), type: z.string().optional(), prefix: z.string().optional() });

export function auditExport(io: Io): Command {
  return new Command('export')
    .description('the global event history as NDJSON on stdout (streamed), ending with a sha256 checksum line')
    .option('--from <time>', 'events recorded at or after this ISO 8601 time')
    .option('--to <time>', 'events recorded before this ISO 8601 time')
    .option('--type <types>', 'only these event types (comma-separated)')
    .option('--prefix <prefix>', 'only streams whose id starts with this, e.g. shipment-')
    .action(async (opts: object, command: Command) => {
      try {
        const options = parseOptions(ExportOptionsSchema, opts);
        const query = new URLSearchParams(Object.entries(options).filter((e): e is [string, string] => typeof e[1] === 'string'));
        const qs = query.toString();
        const response = await rawRequest(io, globalUrl(command), 'GET', `/api/audit/export${qs ? `?${qs}` : ''}`);
        const decoder = new TextDecoder();
        let events = -1;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          const text = decoder.decode(chunk, { stream: true });
          events += text.split('\n').length - 1;
          await write(io, text);
        }
        io.stderr.write(`Exported ${Math.max(events, 0)} events (last line: checksum).\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}

/** Writes with backpressure when stdout is a real stream (a file or a pipe). */
function write(io: Io, text: string): Promise<void> {
  return new Promise((resolve) => {
    const ok = io.stdout.write(text);
    const stream = io.stdout as { once?: (event: string, cb: () => void) => void };
    if (ok === false && stream.once) stream.once('drain', resolve);
    else resolve();
  });
}
