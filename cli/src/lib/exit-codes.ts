// ── Exit codes of every waypost command (documented in cli/README.md) ────────
export const EXIT = {
  ok: 0,
  general: 1,
  usage: 2,
  notSignedIn: 3,
  notFound: 4,
  conflict: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Maps an HTTP status of the API to the exit code the CLI ends with. */
export function exitCodeForStatus(status: number): ExitCode {
  if (status === 400 || status === 422) return EXIT.usage;
  if (status === 401 || status === 403) return EXIT.notSignedIn;
  if (status === 404) return EXIT.notFound;
  if (status === 409) return EXIT.conflict;
  return EXIT.general;
}
