import { writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { downloadFile } from '../../lib/download';
import { answer, createApiClient, segment } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable } from '../../lib/output';
import { notFoundAs } from './not-found';

const DOCUMENT_KINDS = ['commercial-invoice', 'cn22', 'cn23'] as const;

const DocumentsOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  kind: z.enum(DOCUMENT_KINDS, { error: `must be one of ${DOCUMENT_KINDS.join(', ')}` }).optional(),
  out: z.string().trim().min(1, 'is required').optional(),
  json: z.boolean().default(false),
});

/**
 * `waypost shipments documents <id>` lists the customs documents a shipment's declaration needs (commercial invoice,
 * CN22 or CN23); with `--kind` it writes that one's PDF (to --out, else the API's file name).
 */
export function shipmentDocuments(io: Io): Command {
  return new Command('documents')
    .description("list a shipment's customs documents, or download one (--kind) as a PDF")
    .argument('<id>', 'shipment id (see `waypost shipments list`)')
    .option('--kind <kind>', `download this document: ${DOCUMENT_KINDS.join(', ')}`)
    .option('--out <file>', 'where to write it (default: the file name the API gives)')
    .option('--json', 'print JSON (the list)')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(DocumentsOptionsSchema, { ...opts, id }, { id: '<id>' });
        if (options.kind) {
          const path = `/api/shipments/${segment(options.id)}/documents/${options.kind}`;
          const got = await downloadFile(io, command, path, `Shipment ${options.id} has no ${options.kind} (not found, or its declaration does not need one).`);
          const file = options.out ?? got.fileName ?? `${options.kind}-${options.id}.pdf`;
          await writeFile(file, got.body);
          io.stdout.write(`${options.kind} written to ${file} (${got.body.length} bytes)\n`);
          return;
        }
        const api = await createApiClient(io, globalUrl(command));
        const documents = await answer(api, api.signedIn.GET('/api/shipments/{id}/documents', { params: { path: { id: options.id } } })).catch(notFoundAs(options.id));
        if (options.json) return printJson(io, documents);
        if (documents.length === 0) {
          io.stdout.write('No customs documents: the shipment stays in one country or declares no goods.\n');
          return;
        }
        printTable(
          io,
          [
            { header: 'KIND', value: (d) => d.kind },
            { header: 'TITLE', value: (d) => d.title },
          ],
          documents,
        );
        io.stdout.write(`Download one with: waypost shipments documents ${options.id} --kind <kind> [--out FILE]\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
