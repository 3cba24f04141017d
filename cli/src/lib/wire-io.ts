import type { Command } from 'commander';
import { EXIT } from './exit-codes';
import type { Io } from './io';

/**
 * Routes commander's own output (help, usage errors) through the Io of every command in the tree and turns its
 * process.exit into a thrown CommanderError with the exit code set: 0 for --help/--version, 2 for usage errors.
 * addCommand() does not copy these settings to subcommands, hence the walk.
 */
export function wireIo(program: Command, io: Io): Command {
  const visit = (command: Command) => {
    command
      .configureOutput({
        writeOut: (s) => io.stdout.write(s),
        writeErr: (s) => io.stderr.write(s),
        getOutHelpWidth: () => io.stdout.columns ?? 80,
        getErrHelpWidth: () => io.stderr.columns ?? 80,
      })
      .exitOverride((error) => {
        io.setExitCode(error.exitCode === 0 ? EXIT.ok : EXIT.usage);
        throw error;
      })
      .showHelpAfterError('(add --help for usage)');
    for (const sub of command.commands) visit(sub);
  };
  visit(program);
  return program;
}
