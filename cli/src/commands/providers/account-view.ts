import type { z } from 'zod';
import { MANAGED_PROVIDER_IDS, PROVIDER_ACCOUNT_ID_PATTERN, type ManagedProviderId, type ProviderAccountView } from '@waypost/contracts';
import { ValidationError } from '../../lib/errors';
import type { Io } from '../../lib/io';
import { toFlag } from '../../lib/options';
import { formatTime, printFields, type Column } from '../../lib/output';

// ── What the provider commands share: the account key, one account's fields, the table's columns ──

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const names = (list: readonly string[]) => (list.length > 0 ? list.join(',') : '-');

export const ACCOUNT_COLUMNS: Column<ProviderAccountView>[] = [
  { header: 'KEY', value: (a) => a.key },
  { header: 'PROVIDER', value: (a) => a.providerName },
  { header: 'LABEL', value: (a) => a.label || '-' },
  { header: 'MODE', value: (a) => a.mode },
  { header: 'SOURCE', value: (a) => a.source },
  { header: 'ENABLED', value: (a) => yesNo(a.enabled) },
  { header: 'CREDENTIALS SET', value: (a) => names(a.credentialsSet) },
  { header: 'CIRCUIT', value: (a) => a.circuit ?? '-' },
];

export function printAccount(io: Io, a: ProviderAccountView): void {
  printFields(io.stdout, [
    ['Key', a.key],
    ['Provider', a.providerName],
    ['Label', a.label || '-'],
    ['Mode', a.mode],
    ['Base URL', a.baseUrl ?? "the provider's own host"],
    ['Enabled', yesNo(a.enabled)],
    ['Source', a.source],
    ['Credentials set', names(a.credentialsSet)],
    ['Credentials updated', formatTime(a.credentialsUpdatedAt)],
    ['Circuit', a.circuit ?? '-'],
    ...(a.webhookPath ? [['Webhook path', a.webhookPath] as [string, string]] : []),
  ]);
}

/**
 * `<provider>.<account>`, e.g. easypost.acme. Checked here so that a typo is named before anything is sent (and so
 * that `credentials` knows the provider whose names to check). A bare provider id is the account configured from the
 * server's environment, which only the server's configuration changes.
 */
export function parseAccountKey(key: string): { provider: ManagedProviderId; account: string } {
  if (MANAGED_PROVIDER_IDS.some((p) => p === key)) {
    throw new ValidationError([
      { field: '<key>', message: `${key} is the account configured from the server environment: read-only here, change it in the server's configuration` },
    ]);
  }
  const dot = key.indexOf('.');
  const provider = MANAGED_PROVIDER_IDS.find((p) => p === key.slice(0, dot));
  const account = key.slice(dot + 1);
  if (dot > 0 && provider && PROVIDER_ACCOUNT_ID_PATTERN.test(account)) return { provider, account };
  throw new ValidationError([
    { field: '<key>', message: `must be <provider>.<account>, e.g. easypost.acme, with <provider> one of ${MANAGED_PROVIDER_IDS.join(', ')} (see \`waypost providers list\`)` },
  ]);
}

/** A request body refused by its contract schema, each issue named by the flag or argument that set it. */
export function refusedBody(error: z.ZodError, labels: Record<string, string> = {}): ValidationError {
  return new ValidationError(
    error.issues.map((issue) => {
      const [first, second] = issue.path;
      const field =
        first === 'credentials' && typeof second === 'string' ? second : typeof first === 'string' ? (labels[first] ?? toFlag(first)) : issue.path.join('.') || '(options)';
      return { field, message: issue.message };
    }),
  );
}
