import { writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { LABEL_FORMATS, LABEL_SIZES } from '@waypost/contracts';
import { downloadFile } from '../../lib/download';
import { handleError } from '../../lib/handle-error';
import { segment } from '../../lib/http';
import type { Io } from '../../lib/io';
import { parseOptions } from '../../lib/options';

const LabelOptionsSchema = z
  .object({
    id: z.string().trim().min(1, 'is required'),
    output: z.string().trim().min(1, 'is required').optional(),
    out: z.string().trim().min(1, 'is required').optional(),
    format: z.enum(LABEL_FORMATS, { error: `must be one of ${LABEL_FORMATS.join(', ')}` }).optional(),
    size: z.enum(LABEL_SIZES, { error: `must be one of ${LABEL_SIZES.join(', ')}` }).optional(),
    parcel: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, 'must be a parcel number from 1')
      .optional(),
  })
  .refine((o) => o.out === undefined || o.output === undefined || o.out === o.output, { path: ['out'], message: 'and --output name different files: give one' });

/** The extension of what was asked for; without --format the server's default decides and its file name says which. */
const EXTENSIONS: ReadonlyMap<string, string> = new Map([
  ['application/pdf', 'pdf'],
  ['application/x-zpl', 'zpl'],
  ['image/png', 'png'],
]);

/**
 * `waypost shipments label <id> [--format zpl|pdf|png] [--size 4x6|a6] [--parcel n] --out FILE`: the carrier label
 * (binary, so not through the JSON client). Without --format/--size the account's label default applies.
 */
export function shipmentLabel(io: Io): Command {
  return new Command('label')
    .description('download the shipping label of a booked shipment (PDF, ZPL or PNG; one label per parcel)')
    .argument('<id>', 'shipment id (see `waypost shipments list`)')
    .option('--format <format>', `label format: ${LABEL_FORMATS.join(', ')} (default: your saved label default, else pdf)`)
    .option('--size <size>', `label size: ${LABEL_SIZES.join(', ')} (default: your saved label default, else 4x6)`)
    .option('--parcel <n>', 'only parcel n (a PNG holds one parcel; needed for a PNG of several parcels)')
    .option('--out <file>', 'where to write the label (default: the file name the API gives, label-<tracking number>.<ext>)')
    .option('-o, --output <file>', 'the same as --out')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(LabelOptionsSchema, { ...opts, id }, { id: '<id>', output: '--output' });
        const query = new URLSearchParams();
        if (options.format) query.set('format', options.format);
        if (options.size) query.set('size', options.size);
        if (options.parcel) query.set('parcel', options.parcel);
        const search = query.size > 0 ? `?${query.toString()}` : '';
        const got = await downloadFile(io, command, `/api/shipments/${segment(options.id)}/label${search}`, `Shipment ${options.id} not found.`);
        const label = got.body;
        const extension = options.format ?? EXTENSIONS.get(got.contentType) ?? 'pdf';
        const file = options.out ?? options.output ?? got.fileName ?? `label-${options.id}.${extension}`;
        await writeFile(file, label);
        io.stdout.write(`Label written to ${file} (${label.length} bytes)\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
