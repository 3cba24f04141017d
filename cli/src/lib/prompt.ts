import { createInterface, type Interface } from 'node:readline';
import { EXIT } from './exit-codes';
import { CliError } from './errors';
import { CLI_MESSAGES } from './messages';

type Input = NodeJS.ReadableStream & { isTTY?: boolean };
type Output = NodeJS.WritableStream;

/**
 * Line prompts over one readline interface, so that piped input (`printf 'a\nb\n' | waypost login`) feeds
 * successive prompts in order. Secret answers are not echoed on a terminal.
 */
export function createPrompter(input: Input, output: Output) {
  let rl: Interface | undefined;
  let muted = false;
  let closed = false;
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];

  function open(): Interface {
    if (rl) return rl;
    const terminal = Boolean(input.isTTY);
    const created = createInterface({ input, output, terminal });
    // readline echoes typed characters through this private hook; muting it hides a password.
    const hooked = created as unknown as { _writeToOutput(s: string): void };
    const original = hooked._writeToOutput.bind(created);
    hooked._writeToOutput = (s: string) => {
      if (!muted) original(s);
    };
    created.on('line', (line) => {
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    });
    created.on('close', () => {
      closed = true;
      for (const next of waiting.splice(0)) next(undefined);
    });
    created.on('SIGINT', () => {
      output.write('\n');
      process.exit(130);
    });
    rl = created;
    return created;
  }

  async function prompt(question: string, options: { secret?: boolean } = {}): Promise<string> {
    open();
    output.write(question);
    const hide = Boolean(options.secret && input.isTTY);
    muted = hide;
    const line = lines.length > 0 ? lines.shift() : closed ? undefined : await new Promise<string | undefined>((r) => waiting.push(r));
    muted = false;
    // Nothing echoed a newline (hidden input, or piped input): end the prompt's line ourselves.
    if (hide || !input.isTTY) output.write('\n');
    if (line === undefined) throw new CliError(CLI_MESSAGES.noInput, EXIT.usage);
    return line;
  }

  function close(): void {
    rl?.close();
  }

  return { prompt, close };
}
