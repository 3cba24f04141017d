import { Command } from 'commander';
import { z } from 'zod';
import { findSavedAddress } from '../../lib/address-book';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';

const RemoveOptionsSchema = z.object({ ref: z.string().trim().min(1, 'is required') });

export function removeAddress(io: Io): Command {
  return new Command('remove')
    .description('remove a saved address')
    .argument('<nickname-or-id>', 'its nickname (letter case aside) or id (see `waypost addresses list`)')
    .action(async (ref: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(RemoveOptionsSchema, { ...opts, ref }, { ref: '<nickname-or-id>' });
        const api = await createApiClient(io, globalUrl(command));
        const saved = await findSavedAddress(api, options.ref);
        await answer(api, api.signedIn.DELETE('/api/address-book/addresses/{id}', { params: { path: { id: saved.id } } }));
        io.stdout.write(`Saved address '${saved.nickname}' removed.\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
