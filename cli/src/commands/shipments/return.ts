import { Command } from 'commander';
import { z } from 'zod';
import { CreateReturnSchema, RETURN_REASONS } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';
import { money } from '../../lib/rate-view';
import { notFoundAs } from './not-found';

const ReturnOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  reason: z.enum(RETURN_REASONS, { error: `must be one of ${RETURN_REASONS.join(', ')}` }),
  note: z.string().optional(),
  json: z.boolean().default(false),
});

export function createReturn(io: Io): Command {
  return new Command('return')
    .description('create a return of a shipment in transit or delivered: a new shipment back to you, rated for you to buy its label')
    .argument('<id>', 'the original shipment’s id')
    .requiredOption('--reason <reason>', RETURN_REASONS.join(' | '))
    .option('--note <text>', 'the reason in the customer’s words (required with --reason other)')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(ReturnOptionsSchema, { ...opts, id }, { id: '<id>' });
        const body = parseOptions(CreateReturnSchema, { reason: options.reason, ...(options.note !== undefined ? { note: options.note } : {}) });
        const api = await createApiClient(io, globalUrl(command));
        const created = await answer(
          api,
          api.signedIn.POST('/api/shipments/{id}/returns', { params: { path: { id: options.id }, header: { 'idempotency-key': io.randomUUID() } }, body }),
        ).catch(notFoundAs(options.id));
        if (options.json) return printJson(io, created);
        const cheapest = created.rates[0];
        printFields(io.stdout, [
          ['Return', `${created.trackingNumber} (${created.id})`],
          ['Of', created.returnOf?.trackingNumber ?? options.id],
          ['From', `${created.fromAddress.city}, ${created.fromAddress.country}`],
          ['To', `${created.toAddress.city}, ${created.toAddress.country}`],
          ...(cheapest
            ? [['Cheapest', `${money(cheapest.price.amountMinor, cheapest.price.currency)} ${cheapest.carrierName} ${cheapest.serviceName} (${cheapest.id})`] as [string, string]]
            : []),
          ['Next', `buy its label: waypost shipments buy ${created.id} <rate id>  (all rates: waypost shipments rates ${created.id})`],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}
