import { Command } from 'commander';
import { z } from 'zod';
import { EXIT } from '../lib/exit-codes';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { globalUrl, parseOptions } from '../lib/options';
import { printFields, printJson } from '../lib/output';

const VatCheckOptionsSchema = z.object({
  vatNumber: z.string().trim().min(1, 'is required'),
  country: z.string().trim().toUpperCase().length(2, 'must be a 2-letter country code').optional(),
  json: z.boolean().default(false),
});

function vatCheck(io: Io): Command {
  return new Command('check')
    .description('validate a VAT number: format, check digits and EU VIES (POST /api/vat/validate)')
    .argument('<vatNumber>', 'e.g. DE136695976')
    .option('--country <code>', 'country code when the number has no prefix')
    .option('--json', 'print the API result as JSON')
    .action(async (vatNumber: string, opts: object, command: Command) => {
      try {
        const o = parseOptions(VatCheckOptionsSchema, { ...opts, vatNumber }, { vatNumber: '<vatNumber>' });
        const api = await createApiClient(io, globalUrl(command));
        const body = { vatNumber: o.vatNumber, ...(o.country ? { country: o.country } : {}) };
        const result = await answer(api, api.anonymous.POST('/api/vat/validate', { body }), false);
        if (!result.isValid) io.setExitCode(EXIT.general);
        if (o.json) return printJson(io, result);
        printFields(io.stdout, [
          ['VAT number', result.vatNumber],
          ['Country', result.country],
          ['Valid', result.isValid ? 'yes' : 'no'],
          ['Format', result.checks.format],
          ['Check digits', result.checks.checksum],
          ['Registry (VIES)', result.checks.registry],
          ...(result.name ? ([['Name', result.name]] as [string, string][]) : []),
          ['Note', result.note],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}

export function vat(io: Io): Command {
  return new Command('vat').description('VAT numbers').addCommand(vatCheck(io));
}
