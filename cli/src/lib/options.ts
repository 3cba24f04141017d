import type { Command } from 'commander';
import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses a command's options with zod; each issue names the flag (`--from-city`), not the property. */
export function parseOptions<S extends z.ZodType>(
  schema: S,
  options: unknown,
  /** Labels for properties that are not flags, e.g. `{ id: '<id>' }` for an argument. */
  labels: Record<string, string> = {},
): z.infer<S> {
  const result = schema.safeParse(options);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      field: typeof issue.path[0] === 'string' ? (labels[issue.path[0]] ?? toFlag(issue.path[0])) : issue.path.join('.') || '(options)',
      message: issue.message,
    })),
  );
}

export function toFlag(property: string): string {
  return `--${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The global options (--url) merged with the command's own. */
export function globalUrl(command: Command): string | undefined {
  const url = (command.optsWithGlobals() as { url?: unknown }).url;
  return typeof url === 'string' ? url : undefined;
}
