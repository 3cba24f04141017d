import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';
import { printRates } from '../../lib/rate-view';
import { notFoundAs } from './not-found';

const RatesOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  json: z.boolean().default(false),
});

export function shipmentRates(io: Io): Command {
  return new Command('rates')
    .description('list the rates a shipment can be bought at (fresh ones once they expire)')
    .argument('<id>', 'shipment id (see `waypost shipments list`)')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(RatesOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        const rated = await answer(api, api.signedIn.POST('/api/shipments/{id}/rates', { params: { path: { id: options.id } } })).catch(notFoundAs(options.id));
        if (options.json) return printJson(io, rated);
        printRates(io, rated.rates, rated.expiresAt);
        if (rated.purchasedRateId) io.stdout.write(`Bought: ${rated.purchasedRateId}\n`);
        else if (rated.rateSelection === 'auto') io.stdout.write('For information: the dispatcher books this shipment automatically.\n');
        else io.stdout.write(`Buy one with: waypost shipments buy ${options.id} <rate id>\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
