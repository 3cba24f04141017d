#!/usr/bin/env node
import { Command } from 'commander';
import { events } from './commands/events';
import { login } from './commands/login';
import { logout } from './commands/logout';
import { projections } from './commands/projections';
import { shipments } from './commands/shipments';
import { tokens } from './commands/tokens';
import { keys } from './commands/keys';
import { track } from './commands/track';
import { whoami } from './commands/whoami';
import { tax } from './commands/tax';
import { vat } from './commands/vat';
import { quote } from './commands/quote';
import { inquiries } from './commands/inquiries';
import { admin } from './commands/admin';
import { audit } from './commands/audit';
import { replay } from './commands/replay';
import { forget } from './commands/forget';
import { earlyAccess } from './commands/early-access';
import { mail } from './commands/mail';
import { crisis } from './commands/crisis';
import { override } from './commands/override';
import { monitor } from './commands/monitor';
import { users } from './commands/users';
import { webhooks } from './commands/webhooks';
import { addresses } from './commands/addresses';
import { presets } from './commands/presets';
import { manifests } from './commands/manifests';
import { pickups } from './commands/pickups';
import { fx } from './commands/fx';
import { providers } from './commands/providers';
import { handleError } from './lib/handle-error';
import { DEFAULT_URL } from './lib/http';
import { processIo, type Io } from './lib/io';
import { wireIo } from './lib/wire-io';
import { VERSION } from './lib/version';

export function createProgram(io: Io): Command {
  const program = new Command('waypost')
    .description('Waypost from the terminal: shipments, tracking, event history and projections')
    .version(VERSION, '-v, --version', 'print the version')
    .option('--url <url>', `API base URL (else WAYPOST_URL, else the URL signed in to, else ${DEFAULT_URL})`);

  program.addCommand(login(io));
  program.addCommand(logout(io));
  program.addCommand(whoami(io));
  program.addCommand(shipments(io));
  program.addCommand(track(io));
  program.addCommand(events(io));
  program.addCommand(projections(io));
  program.addCommand(tokens(io));
  program.addCommand(keys(io));
  program.addCommand(tax(io));
  program.addCommand(vat(io));
  program.addCommand(quote(io));
  program.addCommand(inquiries(io));
  program.addCommand(admin(io));
  program.addCommand(audit(io));
  program.addCommand(replay(io));
  program.addCommand(forget(io));
  program.addCommand(earlyAccess(io));
  program.addCommand(mail(io));
  program.addCommand(crisis(io));
  program.addCommand(override(io));
  program.addCommand(monitor(io));
  program.addCommand(users(io));
  program.addCommand(webhooks(io));
  program.addCommand(addresses(io));
  program.addCommand(presets(io));
  program.addCommand(manifests(io));
  program.addCommand(pickups(io));
  program.addCommand(fx(io));
  program.addCommand(providers(io));

  return wireIo(program, io);
}

if (require.main === module) {
  const io = processIo();
  createProgram(io)
    .parseAsync(process.argv)
    .catch((error: unknown) => handleError(error, io))
    .finally(() => io.close());
}
