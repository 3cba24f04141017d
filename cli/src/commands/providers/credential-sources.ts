import { readFile, stat } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { MANAGED_PROVIDER_IDS, PROVIDER_CREDENTIAL_FIELDS, PROVIDER_DISPLAY_NAMES, type ManagedProviderId, type ProviderCredentials } from '@waypost/contracts';
import { CliError, ValidationError, type FieldIssue } from '../../lib/errors';
import { EXIT } from '../../lib/exit-codes';
import type { Io } from '../../lib/io';
import { CLI_MESSAGES } from '../../lib/messages';

// ── Where `waypost providers connect|credentials` read credentials from ─────
// Never from a plain option value: those show in `ps` and in shell history. A file, standard input (JSON object or
// name=value lines) or environment variables named on the command line. No message ever repeats a value.

/** Far more than any provider's set (at most four values of at most 1000 characters each). */
export const MAX_CREDENTIALS_BYTES = 64 * 1024;

export const CredentialSourceOptionsSchema = z.object({
  credentialsFile: z.string().min(1, 'must be a path').optional(),
  credentialsStdin: z.boolean().default(false),
  credentialEnv: z.array(z.string()).default([]),
});
export type CredentialSourceOptions = z.infer<typeof CredentialSourceOptionsSchema>;

const CREDENTIALS_HELP = `
Credentials are never taken as values on the command line (they would show in \`ps\` and your shell history).
Credential names ([optional]):
${MANAGED_PROVIDER_IDS.map((p) => `  ${p.padEnd(14)}${PROVIDER_CREDENTIAL_FIELDS[p].map((f) => (f.required ? f.name : `[${f.name}]`)).join(' ')}`).join('\n')}`;

/** Adds --credentials-file, --credentials-stdin and --credential-env (repeatable) to a command, and their help. */
export function withCredentialOptions(command: Command): Command {
  return command
    .addHelpText('after', CREDENTIALS_HELP)
    .option('--credentials-file <path>', 'read the credentials from a file: a JSON object {"apiKey": "…"} or name=value lines')
    .option('--credentials-stdin', 'read the credentials from standard input (same formats)')
    .option(
      '--credential-env <name=VARIABLE>',
      'take one credential from an environment variable, e.g. apiKey=EASYPOST_API_KEY (repeatable)',
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    );
}

/** One credential as read; `from` says where (for messages), never what. */
export interface ReadCredential {
  name: string;
  value: string;
  from: string;
}

/** A file's or standard input's text: a JSON object of names to strings, or name=value lines (# comments, blank lines). */
export function parseCredentialsText(text: string, from: string): { credentials: ReadCredential[]; issues: FieldIssue[] } {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { credentials: [], issues: [{ field: from, message: 'holds no credentials' }] };
  return /^\s*[{[]/.test(body) ? parseJson(body, from) : parseLines(body, from);
}

function parseJson(text: string, from: string): { credentials: ReadCredential[]; issues: FieldIssue[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // JSON.parse's own message quotes the text around the fault, which may be a secret: say only where it failed.
    return { credentials: [], issues: [{ field: from, message: 'is not valid JSON (expected an object of credential names to values)' }] };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { credentials: [], issues: [{ field: from, message: 'must be a JSON object of credential names to values' }] };
  }
  const credentials: ReadCredential[] = [];
  const issues: FieldIssue[] = [];
  for (const [name, value] of Object.entries(json)) {
    if (typeof value === 'string') credentials.push({ name, value, from });
    else issues.push({ field: `${name} (from ${from})`, message: 'must be a string (in quotes)' });
  }
  return { credentials, issues };
}

function parseLines(text: string, from: string): { credentials: ReadCredential[]; issues: FieldIssue[] } {
  const credentials: ReadCredential[] = [];
  const issues: FieldIssue[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const eq = trimmed.indexOf('=');
    const name = eq > 0 ? trimmed.slice(0, eq).trim() : '';
    if (name === '') return void issues.push({ field: `${from} line ${i + 1}`, message: 'must be name=value (e.g. apiKey=…)' });
    credentials.push({ name, value: unquote(trimmed.slice(eq + 1).trim()), from });
  });
  if (credentials.length === 0 && issues.length === 0) issues.push({ field: from, message: 'holds no credentials' });
  return { credentials, issues };
}

/** name="value" and name='value' as in .env files: the quotes are not part of the value. */
function unquote(value: string): string {
  const quoted = value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0];
  return quoted ? value.slice(1, -1) : value;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `--credential-env apiKey=EASYPOST_API_KEY`: the value of that variable, read here, never typed on the line. */
export function credentialsFromEnv(entries: readonly string[], env: Io['env']): { credentials: ReadCredential[]; issues: FieldIssue[] } {
  const credentials: ReadCredential[] = [];
  const issues: FieldIssue[] = [];
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    const name = eq > 0 ? entry.slice(0, eq).trim() : '';
    const variable = eq > 0 ? entry.slice(eq + 1).trim() : '';
    if (name === '' || !ENV_NAME.test(variable)) {
      issues.push({ field: '--credential-env', message: 'must be <credential name>=<ENVIRONMENT_VARIABLE>, e.g. apiKey=EASYPOST_API_KEY' });
      continue;
    }
    // process.env is a plain object: a name such as __proto__ must not reach its prototype.
    const value = Object.hasOwn(env, variable) ? env[variable] : undefined;
    if (value === undefined) issues.push({ field: `${name} (from $${variable})`, message: `the environment variable ${variable} is not set` });
    else credentials.push({ name, value, from: `$${variable}` });
  }
  return { credentials, issues };
}

/** Every credential from the sources given, each name once; refused (with every reason) before anything is sent. */
export async function readCredentialSources(io: Io, options: CredentialSourceOptions): Promise<ReadCredential[]> {
  if (options.credentialsFile === undefined && !options.credentialsStdin && options.credentialEnv.length === 0) {
    throw new CliError(CLI_MESSAGES.noCredentialSource, EXIT.usage);
  }
  const parts: { credentials: ReadCredential[]; issues: FieldIssue[] }[] = [];
  if (options.credentialsFile !== undefined) parts.push(parseCredentialsText(await readCredentialsFile(options.credentialsFile), '--credentials-file'));
  if (options.credentialsStdin) parts.push(parseCredentialsText(await io.readStdin(MAX_CREDENTIALS_BYTES), '--credentials-stdin'));
  parts.push(credentialsFromEnv(options.credentialEnv, io.env));

  const issues = parts.flatMap((p) => p.issues);
  const seen = new Map<string, ReadCredential>();
  for (const credential of parts.flatMap((p) => p.credentials)) {
    const first = seen.get(credential.name);
    if (first) issues.push({ field: credential.name, message: `is given twice (${first.from} and ${credential.from})` });
    else seen.set(credential.name, credential);
    if (credential.value.trim() === '') issues.push({ field: `${credential.name} (from ${credential.from})`, message: 'is empty' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return [...seen.values()];
}

async function readCredentialsFile(path: string): Promise<string> {
  try {
    const info = await stat(path);
    if (info.isFile() && info.size > MAX_CREDENTIALS_BYTES) throw new Error(`it holds more than ${MAX_CREDENTIALS_BYTES} bytes: that is not a set of credentials`);
    const text = await readFile(path, 'utf8');
    if (Buffer.byteLength(text) > MAX_CREDENTIALS_BYTES) throw new Error(`it holds more than ${MAX_CREDENTIALS_BYTES} bytes: that is not a set of credentials`);
    return text;
  } catch (error) {
    throw new CliError(CLI_MESSAGES.cannotReadFile(path, (error as Error).message), EXIT.usage);
  }
}

/** The provider's names only, its required ones all present (the API checks the same with the same table). */
export function credentialNameIssues(provider: ManagedProviderId, credentials: readonly ReadCredential[]): FieldIssue[] {
  const fields = PROVIDER_CREDENTIAL_FIELDS[provider];
  const name = PROVIDER_DISPLAY_NAMES[provider];
  const takes = fields.map((f) => (f.required ? `${f.name} (required)` : f.name)).join(', ');
  const issues: FieldIssue[] = [];
  for (const c of credentials) {
    if (!fields.some((f) => f.name === c.name)) issues.push({ field: `${c.name} (from ${c.from})`, message: `is not a credential of ${name}, which takes ${takes}` });
  }
  for (const f of fields) {
    if (f.required && !credentials.some((c) => c.name === f.name)) issues.push({ field: f.name, message: `is required for ${name} (${f.label})` });
  }
  return issues;
}

/** Read, checked against the provider's names: the `credentials` object of the request. */
export async function collectCredentials(io: Io, provider: ManagedProviderId, options: CredentialSourceOptions): Promise<ProviderCredentials> {
  const credentials = await readCredentialSources(io, options);
  const issues = credentialNameIssues(provider, credentials);
  if (issues.length > 0) throw new ValidationError(issues);
  // Only the provider's own names are left (checked just above), so the keys are known ones.
  return Object.fromEntries(credentials.map((c) => [c.name, c.value])) as ProviderCredentials;
}
