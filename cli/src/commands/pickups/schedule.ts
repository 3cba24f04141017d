import { Command } from 'commander';
import { z } from 'zod';
import { SchedulePickupSchema } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { locationOption, numberOption, printPickup } from './pickup-output';

const ScheduleOptionsSchema = z.object({
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

const FLAGS = {
  carrierId: '--carrier',
  shipmentIds: '--shipment',
  date: '--date',
  earliest: '--from',
  latest: '--to',
  parcelCount: '--parcels',
  location: '--location',
  instructions: '--instructions',
};

/** `waypost pickups schedule --carrier ups --shipment <id> --date 2026-12-01 --from 13:00 --to 17:00`. */
export function schedulePickup(io: Io): Command {
  return new Command('schedule')
    .description('ask a carrier to collect some of your booked shipments on a day, inside a time window (UTC)')
    .requiredOption('--carrier <carrier>', 'the carrier: its id or name (dhl-express, ups)')
    .requiredOption('--shipment <id...>', 'the shipments to collect (booked with that carrier, label standing)')
    .requiredOption('--date <YYYY-MM-DD>', 'the pickup day (UTC), within the next 10 business days')
    .requiredOption('--from <HH:MM>', 'the earliest collection time (UTC)')
    .requiredOption('--to <HH:MM>', 'the latest collection time (UTC), at least 2 hours after --from')
    .option('--parcels <n>', 'parcels to collect (default: the shipments’ parcels)')
    .option('--location <json>', 'where to collect, as address JSON (default: the first shipment’s sender address)')
    .option('--instructions <text>', 'for the driver')
    .option('--idempotency-key <key>', 'send again with the same key: the same pickup, never a second one')
    .option('--json', 'print JSON')
    .action(async (opts: Record<string, unknown>, command: Command) => {
      try {
        const options = parseOptions(ScheduleOptionsSchema, { idempotencyKey: opts.idempotencyKey, json: opts.json });
        const input = {
          carrierId: opts.carrier,
          shipmentIds: opts.shipment,
          date: opts.date,
          earliest: opts.from,
          latest: opts.to,
          parcelCount: numberOption(opts.parcels),
          location: opts.location === undefined ? undefined : locationOption(opts.location),
          instructions: opts.instructions,
        };
        const body = parseOptions(SchedulePickupSchema, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)), FLAGS);
        const api = await createApiClient(io, globalUrl(command));
        const idempotencyKey = options.idempotencyKey ?? io.randomUUID();
        const pickup = await answer(api, api.signedIn.POST('/api/pickups', { body, params: { header: { 'idempotency-key': idempotencyKey } } }));
        if (options.json) return printJson(io, pickup);
        printPickup(io, pickup);
        io.stdout.write(`The carrier's confirmation follows: waypost pickups list\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
