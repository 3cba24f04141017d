import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { clearCookie, readCookie, setCookie } from './cookies';
import { UsersRepository, type UserRecord } from './users.repository';

// ── OIDC sign-in (authorization code + PKCE) through openid-client, when OIDC_ISSUER_URL is set ──
type OpenIdClient = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type OidcConfiguration = Awaited<ReturnType<OpenIdClient['discovery']>>;

const FLOW_COOKIE = 'waypost_oidc';

@Injectable()
export class OidcService {
  private client: Promise<{ lib: OpenIdClient; configuration: OidcConfiguration }> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.OIDC_ISSUER_URL && this.config.OIDC_CLIENT_ID);
  }

  async authorizationUrl(request: FastifyRequest, reply: FastifyReply, flow: { userType?: string; returnTo: string }): Promise<string> {
    const { lib, configuration } = await this.connect();
    const verifier = lib.randomPKCECodeVerifier();
    const state = lib.randomState();
    setCookie(request, reply, FLOW_COOKIE, JSON.stringify({ verifier, state, ...flow }), 600);
    const url = lib.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(request),
      scope: 'openid email profile',
      code_challenge: await lib.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return url.href;
  }

  async complete(request: FastifyRequest, reply: FastifyReply): Promise<{ user: UserRecord; returnTo: string }> {
    if (!this.enabled) throw new BadRequestException('OIDC sign-in is not configured');
    const { lib, configuration } = await this.connect();
    const flow = JSON.parse(readCookie(request, FLOW_COOKIE) ?? 'null') as { verifier: string; state: string; userType?: string; returnTo: string } | null;
    if (!flow) throw new BadRequestException('The sign-in flow expired: start again from /api/login');
    clearCookie(request, reply, FLOW_COOKIE);
    const current = new URL(request.url, this.baseUrl(request));
    const tokens = await lib
      .authorizationCodeGrant(configuration, current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state })
      .catch((error: Error) => {
        throw new BadRequestException(`Sign-in failed: the identity provider's answer did not match this sign-in (${error.message})`);
      });
    const claims = tokens.claims();
    if (!claims?.sub) throw new BadRequestException('The identity provider returned no subject');
    const email = typeof claims.email === 'string' ? claims.email : `${claims.sub}@oidc.invalid`;
    const user =
      (await this.users.findByOidcSubject(claims.sub)) ??
      (await this.users.create({
        email,
        passwordHash: null,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
        lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
        role: 'shipper',
        userType: flow.userType === 'business' ? 'business' : 'private',
        oidcSubject: claims.sub,
        profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
      })) ??
      (await this.users.findByEmail(email));
    if (!user) throw new BadRequestException('Could not create the account');
    return { user, returnTo: flow.returnTo };
  }

  private connect() {
    this.client ??= (async () => {
      const lib = await import('openid-client');
      const issuer = new URL(this.config.OIDC_ISSUER_URL!);
      // Plain http is allowed only for an issuer on loopback (a local provider in development or tests).
      const insecure = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      const configuration = await lib.discovery(
        issuer,
        this.config.OIDC_CLIENT_ID!,
        this.config.OIDC_CLIENT_SECRET,
        undefined,
        insecure ? { execute: [lib.allowInsecureRequests] } : undefined,
      );
      return { lib, configuration };
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
