import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommanderError } from 'commander';
import { createProgram } from '../index';
import { CliError } from '../lib/errors';
import { EXIT } from '../lib/exit-codes';
import { CLI_MESSAGES } from '../lib/messages';
import type { StoredConfig } from '../lib/config-store';
import type { Io } from '../lib/io';

// ── An Io that records output, answers prompts from a list and keeps its config in a temp dir ─
export interface CapturedWriter {
  text: string;
  isTTY: boolean;
  write(chunk: string): boolean;
}

export type TestIo = Io & {
  out: CapturedWriter;
  err: CapturedWriter;
  exitCode: number;
  prompts: { question: string; secret: boolean }[];
  sleeps: number[];
  configFile: string;
  readConfig(): StoredConfig | undefined;
  writeConfig(config: StoredConfig): void;
  cleanup(): void;
};

function writer(isTTY = false): CapturedWriter {
  return {
    text: '',
    isTTY,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

export function testIo(options: { answers?: string[]; env?: Record<string, string>; stderrIsTTY?: boolean; stdin?: string } = {}): TestIo {
  const dir = mkdtempSync(join(tmpdir(), 'waypost-cli-'));
  const configFile = join(dir, 'config.json');
  const answers = [...(options.answers ?? [])];
  let clock = Date.parse('2026-01-01T00:00:00Z');
  let uuids = 0;
  const io: TestIo = {
    out: writer(),
    err: writer(options.stderrIsTTY),
    stdout: undefined as unknown as CapturedWriter,
    stderr: undefined as unknown as CapturedWriter,
    exitCode: 0,
    prompts: [],
    sleeps: [],
    configFile,
    env: { WAYPOST_CONFIG: configFile, ...options.env },
    async prompt(question, { secret = false } = {}) {
      io.prompts.push({ question, secret });
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`unexpected prompt: ${question}`);
      return answer;
    },
    async readStdin(maxBytes) {
      const text = options.stdin ?? '';
      if (Buffer.byteLength(text) > maxBytes) throw new CliError(CLI_MESSAGES.stdinTooLarge(maxBytes), EXIT.usage);
      return text;
    },
    fetch: (input, init) => fetch(input, init),
    hostname: () => 'test-host',
    homedir: () => dir,
    randomUUID: () => `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`,
    now: () => clock,
    async sleep(ms) {
      io.sleeps.push(ms);
      clock += ms;
    },
    setExitCode(code) {
      io.exitCode = code;
    },
    readConfig() {
      try {
        return JSON.parse(readFileSync(configFile, 'utf8')) as StoredConfig;
      } catch {
        return undefined;
      }
    },
    writeConfig(config) {
      writeFileSync(configFile, JSON.stringify(config), { mode: 0o600 });
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
  io.stdout = io.out;
  io.stderr = io.err;
  return io;
}

/** Runs `waypost <args>` in-process. Commander's usage errors and --help end as thrown CommanderErrors. */
export async function runWaypost(io: TestIo, args: string[]): Promise<TestIo> {
  try {
    await createProgram(io).parseAsync(args, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
  }
  return io;
}

/** A signed-in Io against the given API. */
export function signedInIo(url: string, options: Parameters<typeof testIo>[0] = {}): TestIo {
  const io = testIo(options);
  io.writeConfig({ url, token: 'wp_test_token', tokenId: 'tok-1', email: 'shipper@waypost.test' });
  return io;
}
