import { Command } from 'commander';
import { z } from 'zod';
import type { ParcelPresetView } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable, type Column } from '../../lib/output';

const ListOptionsSchema = z.object({ json: z.boolean().default(false) });

const COLUMNS: Column<ParcelPresetView>[] = [
  { header: 'NAME', value: (p) => p.name },
  { header: 'WEIGHT', value: (p) => `${p.parcel.weight.value} ${p.parcel.weight.unit}` },
  {
    header: 'DIMENSIONS',
    value: (p) => (p.parcel.dimensions ? `${p.parcel.dimensions.length}x${p.parcel.dimensions.width}x${p.parcel.dimensions.height} ${p.parcel.dimensions.unit}` : ''),
  },
  { header: 'PACKAGING', value: (p) => p.parcel.packaging ?? '' },
  { header: 'ID', value: (p) => p.id },
];

export function listPresets(io: Io): Command {
  return new Command('list')
    .description('list your parcel presets')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const list = await answer(api, api.signedIn.GET('/api/address-book/parcel-presets'));
        if (options.json) return printJson(io, list);
        if (list.length === 0) return void io.stdout.write('No parcel presets yet: `waypost presets add <name> --weight 2 --dimensions 30x20x10`\n');
        printTable(io, COLUMNS, list);
      } catch (error) {
        handleError(error, io);
      }
    });
}
