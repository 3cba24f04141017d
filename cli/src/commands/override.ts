import { Command } from 'commander';
import { z } from 'zod';
import { AUTONOMY_MESSAGES, OVERRIDE_ACTIONS } from '@waypost/contracts';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { printJson } from '../lib/output';

const Schema = z.object({
  target: z.string().trim().min(1).optional(),
  carrier: z.string().trim().min(1).optional(),
  reason: z.string().trim().min(3, 'must say why (at least 3 characters)'),
  json: z.boolean().default(false),
});

export function override(io: Io): Command {
  return new Command('override')
    .description('human override of the autonomous system (admins); every override is an event: who, when, why, what changed')
    .argument('<action>', OVERRIDE_ACTIONS.join(' | '))
    .option('--target <shipment>', 'shipment id or tracking number (force_carrier, release_hold, cancel_decision)')
    .option('--carrier <carrier>', 'force_carrier: the carrier to book')
    .requiredOption('--reason <text>', 'why a person decides here')
    .option('--json', 'print JSON')
    .action(async (action: string, opts: unknown, command: Command) => {
      try {
        const parsedAction = z.enum(OVERRIDE_ACTIONS, { error: `must be one of ${OVERRIDE_ACTIONS.join(', ')}` }).parse(action);
        const options = parseOptions(Schema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const result = await answer(
          api,
          api.signedIn.POST('/api/autonomous/override', {
            body: { action: parsedAction, reason: options.reason, ...(options.target ? { target: options.target } : {}), ...(options.carrier ? { carrier: options.carrier } : {}) },
          }),
        );
        if (options.json) return printJson(io, result);
        io.stdout.write(`${AUTONOMY_MESSAGES.overrideSuccess.title}: ${result.changed}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
