import { Command } from 'commander';
import { z } from 'zod';
import type { SavedAddressView } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printJson, printTable, type Column } from '../../lib/output';

const ListOptionsSchema = z.object({ json: z.boolean().default(false) });

const COLUMNS: Column<SavedAddressView>[] = [
  { header: 'NICKNAME', value: (a) => a.nickname },
  { header: 'DEFAULT', value: (a) => (a.defaultSender ? 'sender' : '') },
  { header: 'NAME', value: (a) => a.address.name },
  { header: 'ADDRESS', value: (a) => [a.address.address, `${a.address.postalCode} ${a.address.city}`.trim(), a.address.countryCode].join(', ') },
  { header: 'ID', value: (a) => a.id },
];

export function listAddresses(io: Io): Command {
  return new Command('list')
    .description('list your saved addresses')
    .option('--json', 'print JSON')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(ListOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const list = await answer(api, api.signedIn.GET('/api/address-book/addresses'));
        if (options.json) return printJson(io, list);
        if (list.length === 0) return void io.stdout.write('No saved addresses yet: `waypost addresses add <nickname> --name … --address … --city … --country …`\n');
        printTable(io, COLUMNS, list);
      } catch (error) {
        handleError(error, io);
      }
    });
}
