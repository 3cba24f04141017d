// ── What can go wrong between Waypost and the identity provider, told apart for the log and for the user ──
// Every failure becomes one of these kinds: the log line names the kind and the provider's own code, the person sees a
// plain sentence on an HTML page (never JSON) with a way on.

export type OidcFailureKind =
  'unreachable' | 'issuer-mismatch' | 'timeout' | 'cancelled' | 'client-rejected' | 'provider-error' | 'flow-expired' | 'flow-tampered' | 'response-mismatch';

const SENTENCES: Record<OidcFailureKind, { status: number; title: string; message: string }> = {
  unreachable: {
    status: 503,
    title: 'Single sign-on is unavailable',
    message: 'Waypost cannot reach the identity provider right now, so single sign-on is not available. Please try again in a few minutes.',
  },
  'issuer-mismatch': {
    status: 503,
    title: 'Single sign-on is unavailable',
    message:
      'The identity provider did not identify itself as the one Waypost is set up for, so Waypost will not send you there. An administrator needs to check the single sign-on settings.',
  },
  timeout: {
    status: 504,
    title: 'The identity provider did not answer',
    message: 'The identity provider took too long to answer, so you are not signed in. Please try again in a few minutes.',
  },
  cancelled: {
    status: 400,
    title: 'Sign-in cancelled',
    message: 'You cancelled signing in at the identity provider, so you are not signed in. Nothing was changed.',
  },
  'client-rejected': {
    status: 502,
    title: 'Single sign-on is misconfigured',
    message:
      'The identity provider refused to recognise Waypost, so you are not signed in. This is a setup problem on our side: an administrator needs to check the single sign-on credentials.',
  },
  'provider-error': {
    status: 502,
    title: 'The identity provider reported a problem',
    message: 'The identity provider could not complete your sign-in. Please try again; if it keeps happening, tell an administrator.',
  },
  'flow-expired': {
    status: 400,
    title: 'This sign-in expired',
    message: 'This sign-in took too long or was already used, so it cannot be completed. Please start again.',
  },
  'flow-tampered': {
    status: 400,
    title: 'This sign-in was refused',
    message: 'The sign-in information kept in your browser was changed, so this sign-in was refused. Please start again.',
  },
  'response-mismatch': {
    status: 400,
    title: 'This sign-in was refused',
    message: "The identity provider's answer did not match the sign-in started here, so it was refused. Please start again.",
  },
};

export class OidcFailure extends Error {
  readonly status: number;
  readonly title: string;
  readonly sentence: string;

  constructor(
    readonly kind: OidcFailureKind,
    /** For the log: the provider's code and description, or the underlying error's message. */
    readonly detail: string,
  ) {
    super(`OIDC ${kind}: ${detail}`);
    const s = SENTENCES[kind];
    this.status = s.status;
    this.title = s.title;
    this.sentence = s.message;
  }
}

const errorCode = (error: unknown): string | undefined => {
  const e = error as { error?: unknown; cause?: unknown } | null;
  if (typeof e?.error === 'string') return e.error;
  // a WWW-Authenticate challenge (401 from the token endpoint) carries the code in its parameters
  const challenges = Array.isArray(e?.cause) ? (e.cause as { parameters?: { error?: unknown } }[]) : [];
  const code = challenges.find((c) => typeof c?.parameters?.error === 'string')?.parameters?.error;
  return typeof code === 'string' ? code : undefined;
};

const isTimeout = (error: unknown): boolean => {
  for (let e = error as { name?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  }
  return false;
};

const chain = (error: unknown): string => {
  const parts: string[] = [];
  for (let e = error as { message?: string; code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.message === 'string') parts.push(e.code ? `${e.message} (${e.code})` : e.message);
    if (typeof e.cause !== 'object') break;
  }
  return parts.join(' <- ') || String(error);
};

/** Discovery (GET /.well-known/openid-configuration) failed: down, slow, or a provider claiming another issuer. */
export function discoveryFailure(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error;
  if (isTimeout(error)) return new OidcFailure('timeout', `discovery timed out: ${chain(error)}`);
  const text = chain(error);
  if (/issuer/i.test(text) && /(match|expected)/i.test(text)) return new OidcFailure('issuer-mismatch', text);
  return new OidcFailure('unreachable', text);
}

/** The callback's exchange (authorization response, token endpoint, ID token, userinfo) failed. */
export function callbackFailure(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error;
  if (isTimeout(error)) return new OidcFailure('timeout', chain(error));
  const code = errorCode(error);
  const description = (error as { error_description?: unknown }).error_description;
  const detail = `${code ?? 'no code'}${typeof description === 'string' ? `: ${description}` : ''} (${chain(error)})`;
  if (code === 'access_denied' || code === 'login_required' || code === 'consent_required' || code === 'interaction_required') return new OidcFailure('cancelled', detail);
  if (code === 'invalid_client' || code === 'unauthorized_client') return new OidcFailure('client-rejected', detail);
  if (code) return new OidcFailure('provider-error', detail);
  if ((error as { name?: string }).name === 'TypeError' && /fetch failed/i.test(chain(error))) return new OidcFailure('unreachable', detail);
  return new OidcFailure('response-mismatch', detail);
}
