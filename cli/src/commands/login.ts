import { Command } from 'commander';
import { z } from 'zod';
import { LoginSchema } from '@waypost/contracts';
import { writeConfig } from '../lib/config-store';
import { handleError } from '../lib/handle-error';
import { answer, createApiClient } from '../lib/http';
import type { Io } from '../lib/io';
import { CLI_MESSAGES } from '../lib/messages';
import { globalUrl, parseOptions } from '../lib/options';

const LoginOptionsSchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
});

export function login(io: Io): Command {
  return new Command('login')
    .description('sign in and store an API token for the next commands')
    .option('--email <email>', 'account email (prompted when missing)')
    .option('--password <password>', 'password (prompted when missing, without echo)')
    .action(async (opts: unknown, command: Command) => {
      try {
        const options = parseOptions(LoginOptionsSchema, opts);
        const api = await createApiClient(io, globalUrl(command));
        const email = options.email ?? (await io.prompt('Email: '));
        const password = options.password ?? (await io.prompt('Password: ', { secret: true }));
        const credentials = parseOptions(LoginSchema, { email: email.trim(), password });
        const created = await answer(api, api.anonymous.POST('/api/auth/cli-login', { body: { ...credentials, name: `waypost-cli@${io.hostname()}`.slice(0, 80) } }), false);
        const previous = api.config;
        await writeConfig(io, { url: api.baseUrl, token: created.token, tokenId: created.id, email: credentials.email });
        // Signing in again replaces the stored token: revoke the old one so tokens do not pile up.
        if (previous.token && previous.tokenId && previous.url === api.baseUrl && !io.env.WAYPOST_TOKEN) {
          await answer(api, api.signedIn.DELETE('/api/auth/tokens/{id}', { params: { path: { id: previous.tokenId } } })).catch(() => undefined);
        }
        io.stdout.write(`${CLI_MESSAGES.signedIn(credentials.email, api.baseUrl)}\n`);
      } catch (error) {
        handleError(error, io);
      }
    });
}
