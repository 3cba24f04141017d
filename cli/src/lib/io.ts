import { randomUUID } from 'node:crypto';
import { homedir, hostname } from 'node:os';
import type { Readable } from 'node:stream';
import { EXIT } from './exit-codes';
import { CliError } from './errors';
import { CLI_MESSAGES } from './messages';
import { createPrompter } from './prompt';

export interface Writer {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/**
 * Everything a command touches outside itself. The real one wraps `process`; tests pass their own, so they need
 * no global patching.
 */
export interface Io {
  stdout: Writer;
  stderr: Writer;
  env: Record<string, string | undefined>;
  /** Asks on stderr and reads one line; `secret` hides what is typed. */
  prompt(question: string, options?: { secret?: boolean }): Promise<string>;
  /** All of standard input as text (secrets piped in, e.g. `--credentials-stdin`); refused past `maxBytes`. */
  readStdin(maxBytes: number): Promise<string>;
  fetch: typeof fetch;
  hostname(): string;
  homedir(): string;
  randomUUID(): string;
  now(): number;
  sleep(ms: number): Promise<void>;
  setExitCode(code: number): void;
}

export function processIo(): Io & { close(): void } {
  const prompter = createPrompter(process.stdin, process.stderr);
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    prompt: prompter.prompt,
    close: prompter.close,
    readStdin: (maxBytes) => readAll(process.stdin, process.stderr, maxBytes),
    fetch: (input, init) => fetch(input, init),
    hostname,
    homedir,
    randomUUID,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    setExitCode: (code) => {
      process.exitCode = code;
    },
  };
}

/** A stream read to its end as UTF-8 text, refused (and destroyed) past `maxBytes`. */
export async function readAll(input: Readable & { isTTY?: boolean }, hint: Writer, maxBytes: number): Promise<string> {
  // On a terminal nothing says where the input ends: tell the person how to end it.
  if (input.isTTY) hint.write(`${CLI_MESSAGES.stdinFromTerminal}\n`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > maxBytes) {
      input.destroy();
      throw new CliError(CLI_MESSAGES.stdinTooLarge(maxBytes), EXIT.usage);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
