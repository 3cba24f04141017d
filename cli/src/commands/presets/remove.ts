import { Command } from 'commander';
import { z } from 'zod';
import { findParcelPreset } from '../../lib/address-book';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';

const RemoveOptionsSchema = z.object({ ref: z.string().trim().min(1, 'is required') });

export function removePreset(io: Io): Command {
  return new Command('remove')
    .description('remove a parcel preset')
    .argument('<name-or-id>', 'its name (letter case aside) or id (see `waypost presets list`)')
    .action(async (ref: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(RemoveOptionsSchema, { ...opts, ref }, { ref: '<name-or-id>' });
        const api = await createApiClient(io, globalUrl(command));
        const preset = await findParcelPreset(api, options.ref);
        await answer(api, api.signedIn.DELETE('/api/address-book/parcel-presets/{id}', { params: { path: { id: preset.id } } }));
        io.stdout.write(`Parcel preset '${preset.name}' removed.\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
