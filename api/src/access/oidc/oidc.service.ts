import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, LOGGER } from '../../platform/tokens';
import type { AppConfig } from '../../platform/config/config';
import type { Logger } from '../../platform/logger';
import { HealthChecks } from '../../platform/ops/health-checks';
import type { UserRecord } from '../users.repository';
import { FlowCookies, type OidcFlow } from './flow-cookie';
import { OidcAccounts, type ProviderClaims } from './oidc-accounts';
import { OidcFailure, callbackFailure, discoveryFailure } from './oidc-failure';

// ── OIDC sign-in (authorization code + PKCE + nonce) through openid-client, when OIDC_ISSUER_URL is set ──
type OpenIdClient = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type OidcConfiguration = Awaited<ReturnType<OpenIdClient['discovery']>>;

export type CallbackOutcome =
  | { kind: 'signed-in'; user: UserRecord; returnTo: string; idToken: string | undefined }
  | { kind: 'link-required'; email: string; returnTo: string }
  | { kind: 'linked'; userId: string; returnTo: string }
  | { kind: 'link-refused'; returnTo: string };

@Injectable()
export class OidcService implements OnModuleInit {
  private client: Promise<{ lib: OpenIdClient; configuration: OidcConfiguration }> | null = null;
  private readonly flows: FlowCookies;
  private readonly log: Logger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: OidcAccounts,
    private readonly health: HealthChecks,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.flows = new FlowCookies(config);
    this.log = logger.child('oidc');
  }

  onModuleInit(): void {
    // informs /api/health ("degraded"), never gates readiness: password sign-in works without the provider
    const report = async () => {
      const r = await this.status();
      return r && { ok: r.status === 'ok', detail: r.detail ?? r.status, report: r };
    };
    this.health.register('identityProvider', report, { gates: false, timeoutMs: this.config.OIDC_TIMEOUT_SECONDS * 1000 + 1000 });
  }

  get enabled(): boolean {
    return Boolean(this.config.OIDC_ISSUER_URL && this.config.OIDC_CLIENT_ID);
  }

  /** The provider's sign-in page for a new flow (its own cookie); an OidcFailure when the provider cannot be used. */
  async authorizationUrl(request: FastifyRequest, reply: FastifyReply, flow: Pick<OidcFlow, 'userType' | 'returnTo' | 'linkUserId'>): Promise<string> {
    const { lib, configuration } = await this.connect();
    const verifier = lib.randomPKCECodeVerifier();
    const state = lib.randomState();
    const nonce = lib.randomNonce();
    this.flows.save(request, reply, { ...flow, verifier, state, nonce });
    const url = lib.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(request),
      scope: 'openid email profile',
      code_challenge: await lib.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return url.href;
  }

  /** GET /api/callback: the provider's answer, checked, turned into an account decision. Throws OidcFailure. */
  async complete(request: FastifyRequest, reply: FastifyReply, signedInUserId: string | undefined): Promise<CallbackOutcome> {
    const current = new URL(request.url, this.baseUrl(request));
    const flow = this.flows.take(request, reply, current.searchParams.get('state'));
    if (flow === 'tampered') throw this.logged(new OidcFailure('flow-tampered', 'the flow cookie failed its signature check'));
    if (!flow) {
      const error = current.searchParams.get('error');
      throw this.logged(
        error ? callbackFailure({ error, error_description: current.searchParams.get('error_description') }) : new OidcFailure('flow-expired', 'no flow cookie for this state'),
      );
    }
    const { lib, configuration } = await this.connect();
    let claims: ProviderClaims;
    let idToken: string | undefined;
    try {
      const tokens = await lib.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const fromIdToken = tokens.claims();
      if (!fromIdToken?.sub) throw new OidcFailure('response-mismatch', 'the ID token has no subject');
      idToken = tokens.id_token;
      // Many providers put only `sub` in the ID token: the profile and the address come from the userinfo endpoint.
      const fromUserInfo = configuration.serverMetadata().userinfo_endpoint ? await lib.fetchUserInfo(configuration, tokens.access_token, fromIdToken.sub) : {};
      claims = { ...fromIdToken, ...fromUserInfo, sub: fromIdToken.sub } as ProviderClaims;
    } catch (error) {
      throw this.logged(callbackFailure(error));
    }
    const issuer = configuration.serverMetadata().issuer;
    if (flow.linkUserId) {
      // linking from the account page: only for the account that started it, still signed in
      if (signedInUserId !== flow.linkUserId) return { kind: 'link-refused', returnTo: flow.returnTo };
      const linked = await this.accounts.linkToAccount(flow.linkUserId, issuer, claims);
      return linked ? { kind: 'linked', userId: flow.linkUserId, returnTo: flow.returnTo } : { kind: 'link-refused', returnTo: flow.returnTo };
    }
    const resolution = await this.accounts.resolve(issuer, claims, flow.userType, request.id);
    if (resolution.kind === 'link-required') {
      this.log.info(`OIDC sign-in of ${issuer} subject ${claims.sub} not linked to the existing account of its address: the owner must link it`);
      return { kind: 'link-required', email: resolution.email, returnTo: flow.returnTo };
    }
    return { kind: 'signed-in', user: resolution.user, returnTo: flow.returnTo, idToken };
  }

  /** Where sign-out sends the browser to end the provider's session too (RP-initiated logout), when it offers that. */
  async endSessionUrl(request: FastifyRequest, idToken: string): Promise<string | null> {
    if (!this.enabled) return null;
    try {
      const { lib, configuration } = await this.connect();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      return lib.buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: new URL('/', this.baseUrl(request)).href }).href;
    } catch (error) {
      this.log.warn(`OIDC sign-out ends only the Waypost session: ${error instanceof OidcFailure ? error.message : String(error)}`);
      return null;
    }
  }

  /** For readiness: whether the provider's discovery answers as configured. */
  async status(): Promise<{ status: 'ok' | OidcFailure['kind']; issuer: string; detail?: string } | null> {
    if (!this.enabled) return null;
    try {
      await this.connect();
      return { status: 'ok', issuer: this.config.OIDC_ISSUER_URL! };
    } catch (error) {
      const failure = discoveryFailure(error);
      return { status: failure.kind, issuer: this.config.OIDC_ISSUER_URL!, detail: failure.detail };
    }
  }

  logged(failure: OidcFailure): OidcFailure {
    const line = `OIDC ${failure.kind} (answered ${failure.status}): ${failure.detail}`;
    if (failure.kind === 'cancelled' || failure.kind === 'flow-expired') this.log.info(line);
    else this.log.warn(line);
    return failure;
  }

  private connect() {
    this.client ??= (async () => {
      const lib = await import('openid-client');
      const issuer = new URL(this.config.OIDC_ISSUER_URL!);
      // Plain http is allowed only for an issuer on loopback (a local provider in development or tests).
      const insecure = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      try {
        const configuration = await lib.discovery(issuer, this.config.OIDC_CLIENT_ID!, this.config.OIDC_CLIENT_SECRET, undefined, {
          ...(insecure ? { execute: [lib.allowInsecureRequests] } : {}),
          timeout: this.config.OIDC_TIMEOUT_SECONDS,
        });
        configuration.timeout = this.config.OIDC_TIMEOUT_SECONDS;
        return { lib, configuration };
      } catch (error) {
        throw this.logged(discoveryFailure(error));
      }
    })().catch((error) => {
      this.client = null;
      throw error;
    });
    return this.client;
  }

  private baseUrl(request: FastifyRequest): string {
    return this.config.PUBLIC_URL ?? `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
  }

  private redirectUri(request: FastifyRequest): string {
    return new URL('/api/callback', this.baseUrl(request)).href;
  }
}
