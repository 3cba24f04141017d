import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { EXIT } from './exit-codes';
import { CliError } from './errors';
import type { Io } from './io';

// ── Stored sign-in: $WAYPOST_CONFIG or ~/.config/waypost/config.json, mode 0600 ─
const StoredConfigSchema = z.object({
  url: z.string().optional(),
  token: z.string().optional(),
  tokenId: z.string().optional(),
  email: z.string().optional(),
});
export type StoredConfig = z.infer<typeof StoredConfigSchema>;

export function configPath(io: Io): string {
  return io.env.WAYPOST_CONFIG || join(io.homedir(), '.config', 'waypost', 'config.json');
}

export async function readConfig(io: Io): Promise<StoredConfig> {
  const path = configPath(io);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError(`The config file ${path} is not valid JSON: fix or delete it.`, EXIT.general);
  }
  const parsed = StoredConfigSchema.safeParse(json);
  if (!parsed.success) throw new CliError(`The config file ${path} is malformed: fix or delete it.`, EXIT.general);
  return parsed.data;
}

/** Writes atomically (temp file + rename) and keeps the file readable by its owner only. */
export async function writeConfig(io: Io, config: StoredConfig): Promise<void> {
  const path = configPath(io);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, path);
}

export async function clearConfigToken(io: Io): Promise<void> {
  const { url } = await readConfig(io);
  if (url) await writeConfig(io, { url });
  else await rm(configPath(io), { force: true });
}
