import { writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { downloadFile } from '../../lib/download';
import { segment } from '../../lib/http';
import type { Io } from '../../lib/io';
import { parseOptions } from '../../lib/options';

const PdfOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  out: z.string().trim().min(1, 'is required').optional(),
});

/** `waypost manifests pdf <id> -o file`: the manifest's PDF (to --out, else the API's file name). */
export function manifestPdf(io: Io): Command {
  return new Command('pdf')
    .description("download a manifest's PDF (the scan form the driver scans)")
    .argument('<id>', 'manifest id (see `waypost manifests list`)')
    .option('-o, --out <file>', 'where to write it (default: the file name the API gives)')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(PdfOptionsSchema, { ...opts, id }, { id: '<id>', out: '--out' });
        const got = await downloadFile(io, command, `/api/manifests/${segment(options.id)}/pdf`, `Manifest ${options.id} not found.`);
        const file = options.out ?? got.fileName ?? `manifest-${options.id}.pdf`;
        await writeFile(file, got.body);
        io.stdout.write(`Manifest written to ${file} (${got.body.length} bytes)\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
