import { Command } from 'commander';
import { z } from 'zod';
import type { ManifestView } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { formatTime, printJson, printTable, type Column } from '../../lib/output';

const ListOptionsSchema = z.object({ json: z.boolean().default(false) });

export const MANIFEST_COLUMNS: Column<ManifestView>[] = [
  { header: 'ID', value: (m) => m.id },
  { header: 'CARRIER', value: (m) => m.carrierId },
  { header: 'DATE', value: (m) => m.shipDate },
  { header: 'SHIPMENTS', value: (m) => String(m.shipmentCount) },
  { header: 'PARCELS', value: (m) => String(m.parcelCount) },
  { header: 'KG', value: (m) => (m.weightGrams / 1000).toFixed(3) },
  { header: 'CREATED', value: (m) => formatTime(m.createdAt) },
];

export function listManifests(io: Io): Command {
  return new Command('list')
    .description('list your end-of-day manifests, newest first')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const { manifests } = await answer(api, api.signedIn.GET('/api/manifests'));
        if (options.json) return printJson(io, manifests);
        if (manifests.length === 0) return void io.stdout.write('No manifests yet: `waypost manifests create --carrier <carrier> --date YYYY-MM-DD`\n');
        printTable(io, MANIFEST_COLUMNS, manifests);
      } catch (error) {
        handleError(error, io);
      }
    });
}
