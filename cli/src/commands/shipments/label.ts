import { writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import type { ApiErrorBody } from '@waypost/contracts';
import { readConfig } from '../../lib/config-store';
import { EXIT } from '../../lib/exit-codes';
import { ApiError, CliError, NetworkError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import { resolveBaseUrl, segment } from '../../lib/http';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';
import { globalUrl, parseOptions } from '../../lib/options';

const LabelOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  output: z.string().trim().min(1, 'is required').optional(),
});

/** `waypost shipments label <id> -o file.pdf`: the carrier label as PDF (binary, so not through the JSON client). */
export function shipmentLabel(io: Io): Command {
  return new Command('label')
    .description('download the shipping label (PDF) of a booked shipment')
    .argument('<id>', 'shipment id (see `waypost shipments list`)')
    .option('-o, --output <file>', 'where to write the PDF (default: label-<tracking number>.pdf)')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(LabelOptionsSchema, { ...opts, id }, { id: '<id>', output: '--output' });
        const config = await readConfig(io);
        const baseUrl = resolveBaseUrl(io, config, globalUrl(command));
        const token = io.env.WAYPOST_TOKEN || config.token;
        if (!token) throw new CliError(CLI_MESSAGES.notSignedIn, EXIT.notSignedIn);
        let response: Response;
        try {
          response = await io.fetch(`${baseUrl}/api/shipments/${segment(options.id)}/label`, {
            headers: { accept: 'application/pdf', authorization: `Bearer ${token}` },
          });
        } catch (error) {
          throw new NetworkError(CLI_MESSAGES.unreachable(baseUrl, (error as Error).message));
        }
        if (response.status === 404) throw new CliError(`Shipment ${options.id} not found.`, EXIT.notFound);
        if (!response.ok) {
          const text = await response.text();
          let body: Partial<ApiErrorBody> = {};
          try {
            body = JSON.parse(text) as Partial<ApiErrorBody>;
          } catch {
            // not JSON: use the text
          }
          throw new ApiError(
            response.status,
            { statusCode: response.status, error: body.error ?? response.statusText, message: body.message ?? (text || `HTTP ${response.status}`) },
            true,
          );
        }
        const pdf = Buffer.from(await response.arrayBuffer());
        const disposition = response.headers.get('content-disposition') ?? '';
        const file = options.output ?? /filename="([^"]+)"/.exec(disposition)?.[1] ?? `label-${options.id}.pdf`;
        await writeFile(file, pdf);
        io.stdout.write(`Label written to ${file} (${pdf.length} bytes)\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
