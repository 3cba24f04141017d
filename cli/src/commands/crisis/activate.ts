import { Command } from 'commander';
import { z } from 'zod';
import { AUTONOMY_MESSAGES, CRISIS_DEFAULT_SEVERITY, CRISIS_SEVERITIES, CRISIS_TYPES } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson } from '../../lib/output';

const Schema = z.object({
  carrier: z.string().trim().min(1).optional(),
  severity: z.enum(CRISIS_SEVERITIES).optional(),
  reason: z.string().trim().min(1).optional(),
  capacity: z.coerce.number().int().positive().optional(),
  json: z.boolean().default(false),
});

export function activateCrisis(io: Io): Command {
  return new Command('activate')
    .description('activate a crisis protocol (activating an active one changes nothing)')
    .argument('<type>', CRISIS_TYPES.join(' | '))
    .option('--carrier <carrier>', 'carrier_outage: the carrier (id or name, e.g. dhl)')
    .option('--severity <severity>', `${CRISIS_SEVERITIES.join(' | ')} (default by type: outage high, payment critical, surge medium)`)
    .option('--reason <text>', 'why (recorded in the event)')
    .option('--capacity <perMinute>', 'demand_surge: shipments released per minute')
    .option('--json', 'print JSON')
    .action(async (type: string, opts: unknown, command: Command) => {
      try {
        const crisisType = z.enum(CRISIS_TYPES, { error: `must be one of ${CRISIS_TYPES.join(', ')}` }).parse(type);
        const options = parseOptions(Schema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const result = await answer(
          api,
          api.signedIn.POST('/api/autonomous/crisis', {
            body: {
              crisisType,
              severity: options.severity ?? CRISIS_DEFAULT_SEVERITY[crisisType],
              context: { trigger: 'cli' },
              ...(options.carrier ? { carrier: options.carrier } : {}),
              ...(options.reason ? { reason: options.reason } : {}),
              ...(options.capacity ? { capacityPerMinute: options.capacity } : {}),
            },
          }),
        );
        if (options.json) return printJson(io, result);
        const c = result.crisis;
        io.stdout.write(`${AUTONOMY_MESSAGES.crisisActivated.title}${result.alreadyActive ? ' (already active: nothing changed)' : ''}\n`);
        io.stdout.write(`${c.id}  ${c.crisisType}${c.carrierId ? ` ${c.carrierId}` : ''}  ${c.severity}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
