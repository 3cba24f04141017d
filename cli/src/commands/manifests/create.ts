import { Command } from 'commander';
import { z } from 'zod';
import { CreateManifestSchema } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';

const CreateOptionsSchema = z.object({
  // the API's rule for the Idempotency-Key header
  idempotencyKey: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200)
    .regex(/^[ -~]+$/, 'must be printable ASCII')
    .optional(),
  json: z.boolean().default(false),
});

/** `waypost manifests create --carrier ups --date 2026-11-25`: lists and closes that day's shipments of the carrier. */
export function createManifest(io: Io): Command {
  return new Command('create')
    .description("close a carrier's day: a manifest of your shipments booked with it that day (they can no longer be voided)")
    .requiredOption('--carrier <carrier>', 'the carrier: its id or name (dhl-express, ups, "DHL Express")')
    .requiredOption('--date <YYYY-MM-DD>', 'the ship date (UTC day the labels were bought)')
    .option('--idempotency-key <key>', 'send again with the same key: the same manifest, never a second one')
    .option('--json', 'print JSON')
    .action(async (opts: { carrier?: unknown; date?: unknown }, command: Command) => {
      try {
        const options = parseOptions(CreateOptionsSchema, { idempotencyKey: (opts as { idempotencyKey?: unknown }).idempotencyKey, json: (opts as { json?: unknown }).json });
        const body = parseOptions(CreateManifestSchema, { carrierId: opts.carrier, shipDate: opts.date }, { carrierId: '--carrier', shipDate: '--date' });
        const idempotencyKey = options.idempotencyKey ?? io.randomUUID();
        const api = await createApiClient(io, globalUrl(command));
        const manifest = await answer(api, api.signedIn.POST('/api/manifests', { body, params: { header: { 'idempotency-key': idempotencyKey } } }));
        if (options.json) return printJson(io, manifest);
        printFields(io.stdout, [
          ['Id', manifest.id],
          ['Carrier', `${manifest.carrierName} (${manifest.carrierId})`],
          ['Ship date', manifest.shipDate],
          ['Shipments', String(manifest.shipmentCount)],
          ['Parcels', String(manifest.parcelCount)],
          ['Weight', `${(manifest.weightGrams / 1000).toFixed(3)} kg`],
        ]);
        for (const s of manifest.shipments) io.stdout.write(`  ${s.trackingNumber}  ${s.toCity}, ${s.toCountry}  ${s.parcelCount} × ${(s.weightGrams / 1000).toFixed(3)} kg\n`);
        io.stdout.write(`PDF: waypost manifests pdf ${manifest.id} -o manifest.pdf\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
