// ── Every message the CLI shows, in one place ───────────────────────────────
export const CLI_MESSAGES = {
  notSignedIn: 'Not signed in: run `waypost login` first.',
  sessionExpired: 'Your token was revoked or has expired: run `waypost login` again.',
  forbidden: (message: string) => `Forbidden: ${message}`,
  signInFailed: (message: string) => `Sign-in failed: ${message}`,
  unreachable: (url: string, cause: string) =>
    `Cannot reach the Waypost API at ${url} (${cause}). Is the server running? Set --url or WAYPOST_URL.`,
  validationFailed: 'Invalid input:',
  apiValidationFailed: 'The API refused the request:',
  unexpected: 'Something went wrong:',
  noInput: 'No input: pass the value as an option instead.',
  signedIn: (email: string, url: string) => `Signed in as ${email} on ${url}.`,
  signedOut: 'Signed out.',
  notSignedInNothingToDo: 'Not signed in: nothing to do.',
  revokeOnLogoutFailed: (reason: string) => `Warning: could not revoke the token on the server (${reason}).`,
  tokenShownOnce: 'Store this token now: it is not shown again.',
  tokenRevoked: (id: string) => `Token ${id} revoked.`,
  revokedOwnToken: 'That was the token this CLI signed in with: signed out.',
  noTokens: 'No API tokens yet',
  fileAndFlags: 'Use either --file or the --from-/--to-/item flags, not both.',
  cannotReadFile: (path: string, reason: string) => `Cannot read ${path}: ${reason}`,
  idempotencyHint: (key: string) => `To retry without creating a duplicate: --idempotency-key ${key}`,
  noEvents: (streamId: string) => `Stream ${streamId} has no events.`,
  noProjections: 'No projections registered',
  projectionUnknown: (name: string) => `Projection ${name} is not registered.`,
  rebuildDone: (name: string, processed: number, seconds: string) =>
    `Projection ${name} rebuilt: ${processed} events in ${seconds}s.`,
  rebuildFailed: (name: string, reason: string) => `Rebuild of projection ${name} failed${reason ? `: ${reason}` : '.'}`,
  rebuildTimedOut: (name: string, seconds: number) =>
    `Rebuild of projection ${name} still running after ${seconds}s; check \`waypost projections status\`.`,
} as const;
