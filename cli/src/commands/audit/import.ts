import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Command } from 'commander';
import type { ImportResult } from '@waypost/contracts';
import { EXIT } from '../../lib/exit-codes';
import { CliError } from '../../lib/errors';
import { handleError } from '../../lib/handle-error';
import type { Io } from '../../lib/io';
import { globalUrl } from '../../lib/options';
import { rawRequest } from './raw-request';

export function auditImport(io: Io): Command {
  return new Command('import')
    .description('import an export into an EMPTY event store (admin); the checksum must match or nothing is kept')
    .argument('<file>', 'an NDJSON file written by `waypost audit export`')
    .action(async (file: string, _opts: object, command: Command) => {
      try {
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) throw new CliError(`No such file: ${file}`, EXIT.usage);
        const body = Readable.toWeb(createReadStream(file)) as unknown as RequestInit['body'];
        const response = await rawRequest(io, globalUrl(command), 'POST', '/api/audit/import', { body, contentType: 'application/x-ndjson' });
        const result = (await response.json()) as ImportResult;
        io.stdout.write(`Imported ${result.events} events in ${result.streams} streams (sha256 ${result.checksum}).\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
