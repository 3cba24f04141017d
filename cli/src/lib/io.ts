import { randomUUID } from 'node:crypto';
import { homedir, hostname } from 'node:os';
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
