import { Command } from 'commander';
import { z } from 'zod';
import { ChangePickupSchema } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { locationOption, numberOption, printPickup } from './pickup-output';

const FLAGS = { date: '--date', earliest: '--from', latest: '--to', parcelCount: '--parcels', location: '--location', instructions: '--instructions' };

/** `waypost pickups change <id> --from 09:00 --to 12:00`: a new revision the carrier confirms again. */
export function changePickup(io: Io): Command {
  return new Command('change')
    .description('change a pickup’s window, location, parcel count or instructions (before its window starts)')
    .argument('<id>', 'the pickup id')
    .option('--date <YYYY-MM-DD>', 'the new pickup day (UTC)')
    .option('--from <HH:MM>', 'the new earliest time (UTC)')
    .option('--to <HH:MM>', 'the new latest time (UTC)')
    .option('--parcels <n>', 'the new parcel count')
    .option('--location <json>', 'the new location, as address JSON')
    .option('--instructions <text>', 'new instructions for the driver')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: Record<string, unknown>, command: Command) => {
      try {
        const { json } = parseOptions(z.object({ json: z.boolean().default(false) }), { json: opts.json });
        const input = {
          date: opts.date,
          earliest: opts.from,
          latest: opts.to,
          parcelCount: numberOption(opts.parcels),
          location: opts.location === undefined ? undefined : locationOption(opts.location),
          instructions: opts.instructions,
        };
        const body = parseOptions(ChangePickupSchema, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)), FLAGS);
        const api = await createApiClient(io, globalUrl(command));
        const pickup = await answer(api, api.signedIn.PUT('/api/pickups/{id}', { params: { path: { id } }, body }));
        if (json) return printJson(io, pickup);
        printPickup(io, pickup);
      } catch (error) {
        handleError(error, io);
      }
    });
}
