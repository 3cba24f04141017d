import { Command } from 'commander';
import { z } from 'zod';
import { RATE_ID_PATTERN } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';
import { money } from '../../lib/rate-view';
import { notFoundAs } from './not-found';

const BuyOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  rateId: z.string().trim().regex(RATE_ID_PATTERN, 'must be a rate id like rate_ followed by 32 hex digits (see `waypost shipments rates`)'),
  json: z.boolean().default(false),
});

export function buyRate(io: Io): Command {
  return new Command('buy')
    .description('buy one of a shipment’s rates: the carrier books that service and the label follows')
    .argument('<id>', 'shipment id')
    .argument('<rateId>', 'rate id (see `waypost shipments rates <id>`)')
    .option('--json', 'print JSON')
    .action(async (id: string, rateId: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(BuyOptionsSchema, { ...opts, id, rateId }, { id: '<id>', rateId: '<rateId>' });
        const api = await createApiClient(io, globalUrl(command));
        const bought = await answer(
          api,
          api.signedIn.POST('/api/shipments/{id}/purchase', {
            params: { path: { id: options.id }, header: { 'idempotency-key': io.randomUUID() } },
            body: { rateId: options.rateId },
          }),
        ).catch(notFoundAs(options.id));
        if (options.json) return printJson(io, bought);
        printFields(io.stdout, [
          ['Bought', `${bought.rate.carrierName} ${bought.rate.serviceName}`],
          ['Price', money(bought.rate.price.amountMinor, bought.rate.price.currency)],
          ['Rate', bought.rateId],
          ['Label', bought.labelStatus === 'ready' ? `ready: waypost shipments label ${options.id}` : 'being booked with the carrier; try `waypost shipments label` in a moment'],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}
