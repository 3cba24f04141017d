import { Command } from 'commander';
import { z } from 'zod';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';
import { money } from '../../lib/rate-view';
import { notFoundAs } from './not-found';

const VoidOptionsSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  reason: z.string().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters').optional(),
  json: z.boolean().default(false),
});

/** A real provider's label is refunded once the provider confirms the void (an older server sends no status). */
const refundNote = (status: string | undefined): string => (status === 'pending' ? ', pending until the provider confirms the void' : '');

export function voidLabel(io: Io): Command {
  return new Command('void')
    .description('void a shipment’s label before pickup; the price paid is refunded and another rate can be bought')
    .argument('<id>', 'shipment id')
    .option('--reason <text>', 'why (kept with the refund)')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(VoidOptionsSchema, { ...opts, id }, { id: '<id>' });
        const api = await createApiClient(io, globalUrl(command));
        const body = options.reason ? { reason: options.reason } : {};
        const voided = await answer(
          api,
          api.signedIn.POST('/api/shipments/{id}/void', { params: { path: { id: options.id }, header: { 'idempotency-key': io.randomUUID() } }, body }),
        ).catch(notFoundAs(options.id));
        if (options.json) return printJson(io, voided);
        printFields(io.stdout, [
          ['Voided', voided.trackingNumber],
          ['Refund', `${money(voided.refund.amountMinor, voided.refund.currency)} (${voided.refund.refundId})${refundNote(voided.refund.status)}`],
          ['Next', `buy another rate: waypost shipments rates ${options.id}`],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}
