import { Command } from 'commander';
import { z } from 'zod';
import { CreateParcelPresetSchema, LENGTH_UNITS, PACKAGING_TYPES, WEIGHT_UNITS } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';

const number = z.coerce.number({ error: 'must be a number' }).refine(Number.isFinite, 'must be a finite number');
const AddOptionsSchema = z.object({
  name: z.string(),
  weight: number,
  weightUnit: z.enum(WEIGHT_UNITS, { error: `must be one of ${WEIGHT_UNITS.join(', ')}` }).default('kg'),
  dimensions: z
    .string()
    .regex(/^\s*[\d.]+\s*x\s*[\d.]+\s*x\s*[\d.]+\s*$/i, 'must be LxWxH, e.g. 30x20x10')
    .transform((v) => v.toLowerCase().split('x').map(Number) as [number, number, number])
    .optional(),
  lengthUnit: z.enum(LENGTH_UNITS, { error: `must be one of ${LENGTH_UNITS.join(', ')}` }).default('cm'),
  packaging: z.enum(PACKAGING_TYPES, { error: `must be one of ${PACKAGING_TYPES.join(', ')}` }).optional(),
  json: z.boolean().default(false),
});

export function addPreset(io: Io): Command {
  return new Command('add')
    .description('save a parcel preset (the limits of a shipment’s parcel apply)')
    .argument('<name>', 'what you call it: Small box, Poster tube…')
    .requiredOption('--weight <value>', 'weight, in --weight-unit')
    .option('--weight-unit <unit>', `${WEIGHT_UNITS.join(', ')} (default kg)`)
    .option('--dimensions <LxWxH>', 'length x width x height, in --length-unit, e.g. 30x20x10')
    .option('--length-unit <unit>', `${LENGTH_UNITS.join(', ')} (default cm)`)
    .option('--packaging <type>', PACKAGING_TYPES.join(', '))
    .option('--json', 'print JSON')
    .action(async (name: string, opts: object, command: Command) => {
      try {
        const o = parseOptions(AddOptionsSchema, { ...opts, name }, { name: '<name>' });
        const parcel = {
          weight: { value: o.weight, unit: o.weightUnit },
          ...(o.dimensions ? { dimensions: { length: o.dimensions[0], width: o.dimensions[1], height: o.dimensions[2], unit: o.lengthUnit } } : {}),
          ...(o.packaging ? { packaging: o.packaging } : {}),
        };
        const body = parseOptions(CreateParcelPresetSchema, { name: o.name, parcel }, { name: '<name>', parcel: '--weight/--dimensions' });
        const api = await createApiClient(io, globalUrl(command));
        const saved = await answer(api, api.signedIn.POST('/api/address-book/parcel-presets', { body }));
        if (o.json) return printJson(io, saved);
        printFields(io.stdout, [
          ['Id', saved.id],
          ['Name', saved.name],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}
