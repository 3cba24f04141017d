import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, CreateApiTokenSchema, LoginSchema, PageQuerySchema, SignUpSchema, type ApiErrorBody, type SignUpAnswer, UUID_PATTERN } from '@waypost/contracts';
import { z } from 'zod';
import { APP_CONFIG } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { checkPayload, parseOrThrow } from '../platform/http/validation';
import { PageCursors } from '../platform/http/pagination';
import { HttpRateLimits, TOO_MANY_REQUESTS_MESSAGE } from '../platform/rate-limit/http-rate-limit';
import { crossSiteRefusal } from '../platform/security/cross-site-request-guard';
import { requestLanguage } from '../platform/i18n/request-language';
import { CurrentUser, KeyScope, Public, RateLimited, type RequestUser } from '../platform/auth/auth.decorators';
import { SESSION_COOKIE, clearCookie, readCookie } from './cookies';
import { EmailVerificationService } from './email-verification.service';
import { renderLoginPage, renderMessagePage, renderSignOutPage } from './login-page';
import { LoginRateLimiter } from './login-rate-limiter';
import { pageT, signUpIssueText, tooManySignInsText } from './page-messages';
import { passwordWeakness } from './password-policy';
import { PasswordsService } from './passwords.service';
import { safeReturnTo } from './return-to';
import { SessionsService } from './sessions.service';
import { UsersRepository, publicUser, type UserRecord } from './users.repository';
import { OidcFailure } from './oidc/oidc-failure';
import { OidcService } from './oidc/oidc.service';
import { oidcFailurePage } from './oidc/oidc.controller';

export const INVALID_CREDENTIALS = 'Email or password is incorrect.';
/** OIDC_ONLY=true: accounts sign in through the identity provider only. */
export const PASSWORDS_OFF = 'Passwords are turned off on this Waypost: sign in with single sign-on at /api/login.';
export const tooMany = (wait: number) => `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`;
export const wantsJson = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').includes('application/json') || String(request.headers.accept ?? '').includes('application/json');
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

type Credentials = { ok: true; user: UserRecord } | { ok: false; status: 401 } | { ok: false; status: 429; retryAfter: number };

@Controller('api')
export class AuthController {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly limiter: LoginRateLimiter,
    private readonly passwords: PasswordsService,
    private readonly verification: EmailVerificationService,
    private readonly oidc: OidcService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: HttpRateLimits,
    private readonly cursors: PageCursors,
  ) {}

  @Public()
  @Get('login')
  async loginPage(@Query() query: Record<string, string>, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const userType = query.userType === 'business' || query.userType === 'private' ? query.userType : undefined;
    if (this.oidc.enabled && (query.mode !== 'local' || this.config.OIDC_ONLY)) {
      try {
        const location = await this.oidc.authorizationUrl(request, reply, { userType, returnTo: safeReturnTo(query.returnTo) });
        return reply.code(302).header('location', location).send();
      } catch (error) {
        if (error instanceof OidcFailure) return oidcFailurePage(request, reply, error);
        throw error;
      }
    }
    const mode = query.mode === 'signup' ? 'signup' : 'signin';
    return this.page(request, reply, 200, { userType, mode, returnTo: safeReturnTo(query.returnTo) });
  }

  @Public()
  @Post('login')
  @RateLimited('auth')
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const json = wantsJson(request);
    if (this.config.OIDC_ONLY) return this.passwordsOff(request, reply, json);
    const raw = (body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(raw.returnTo);
    const parsed = checkPayload(LoginSchema, raw);
    if (!parsed.ok) {
      if (json) parseOrThrow(LoginSchema, raw);
      return this.page(request, reply, 400, { mode: 'signin', error: pageT(requestLanguage(request))('errors.invalidCredentials'), email: String(raw.email ?? ''), returnTo });
    }
    const { email, password } = parsed.data;
    const checked = await this.checkCredentials(request, email, password);
    if (checked.ok) return this.signIn(request, reply, checked.user, json, returnTo);
    if (checked.status === 429) {
      reply.header('retry-after', String(checked.retryAfter));
      return json
        ? this.error(reply, 429, 'Too Many Requests', tooMany(checked.retryAfter))
        : this.page(request, reply, 429, { mode: 'signin', error: tooManySignInsText(requestLanguage(request), checked.retryAfter), email, returnTo });
    }
    if (json) return this.error(reply, 401, 'Unauthorized', INVALID_CREDENTIALS);
    return this.page(request, reply, 401, { mode: 'signin', error: pageT(requestLanguage(request))('errors.invalidCredentials'), email, returnTo });
  }

  /** The same answer and the same work whether or not the address has an account: the mailbox learns which. */
  @Public()
  @Post('signup')
  @RateLimited('auth')
  async signup(@Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const json = wantsJson(request);
    if (this.config.OIDC_ONLY) return this.passwordsOff(request, reply, json);
    const raw = (body ?? {}) as Record<string, unknown>;
    const parsed = checkPayload(SignUpSchema, raw);
    const weakness = parsed.ok ? await passwordWeakness(parsed.data.password, [parsed.data.email, parsed.data.firstName, parsed.data.lastName]) : null;
    if (!parsed.ok || weakness) {
      const issues = parsed.ok ? [{ field: 'password', message: weakness! }] : parsed.issues;
      if (json) {
        const body: ApiErrorBody = { statusCode: 400, error: 'Bad Request', message: `Invalid request: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`, issues };
        return reply.code(400).send(body);
      }
      return this.page(request, reply, 400, {
        mode: 'signup',
        error: signUpIssueText(requestLanguage(request), issues[0]),
        email: String(raw.email ?? ''),
        returnTo: safeReturnTo(raw.returnTo),
      });
    }
    const limited = await this.limits.anonymousWriteDecision(request.ip, reply);
    if (!limited.allowed) {
      if (json) return this.error(reply, 429, 'Too Many Requests', TOO_MANY_REQUESTS_MESSAGE(limited.retryAfterSeconds));
      const error = pageT(requestLanguage(request))('errors.tooManyRequests', { count: limited.retryAfterSeconds });
      return this.page(request, reply, 429, { mode: 'signup', error, email: parsed.data.email });
    }
    const language = requestLanguage(request);
    await this.verification.signUp(parsed.data, language); // the mail speaks the language of the page that asked for it
    const answer: SignUpAnswer = { status: 'verification_sent', email: parsed.data.email, message: ACCESS_MESSAGES.checkInbox(parsed.data.email) };
    if (json) return reply.code(202).send(answer);
    const t = pageT(language);
    const page = renderMessagePage({
      title: t('signUp.checkInboxTitle'),
      message: t('signUp.checkInbox', { email: parsed.data.email }),
      tone: 'notice',
      links: [{ href: '/api/login', text: t('links.signIn') }],
      language,
    });
    return this.html(reply, 200, page);
  }

  /**
   * The spec's sign-out navigation. Followed from another site (Sec-Fetch-Site, or an Origin or Referer of another
   * host) it only shows a page whose button posts the sign-out (the cross-site guard refuses a forged post).
   */
  @Public()
  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (this.fromAnotherSite(request)) {
      reply.header('cache-control', 'no-store');
      const language = requestLanguage(request);
      const t = pageT(language);
      return this.html(reply, 200, renderSignOutPage({ title: t('signOut.title'), message: t('signOut.crossSite'), button: t('signOut.button'), language }));
    }
    const providerSignOut = await this.endSession(request, reply);
    return reply
      .code(302)
      .header('location', providerSignOut ?? '/')
      .send();
  }

  @Public()
  @Post('logout')
  async logoutPost(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const providerSignOut = await this.endSession(request, reply);
    if (wantsJson(request)) return reply.code(204).send();
    return reply
      .code(303)
      .header('location', providerSignOut ?? '/')
      .send();
  }

  @Get('auth/user')
  currentUser(@CurrentUser() user: RequestUser) {
    return user;
  }

  @Public()
  @Post('auth/cli-login')
  @RateLimited('auth')
  async cliLogin(@Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (this.config.OIDC_ONLY) return this.passwordsOff(request, reply, true);
    const input = parseOrThrow(LoginSchema.extend({ name: z.string().trim().min(1).max(80).default('waypost-cli') }), body);
    const checked = await this.checkCredentials(request, input.email, input.password);
    if (!checked.ok && checked.status === 429) {
      reply.header('retry-after', String(checked.retryAfter));
      return this.error(reply, 429, 'Too Many Requests', tooMany(checked.retryAfter));
    }
    if (!checked.ok) return this.error(reply, 401, 'Unauthorized', INVALID_CREDENTIALS);
    return reply.code(201).send({ ...(await this.sessions.createToken(checked.user.id, input.name)), user: publicUser(checked.user) });
  }

  @Post('auth/tokens')
  @KeyScope(null)
  async createToken(@Body() body: unknown, @CurrentUser() user: RequestUser) {
    const input = parseOrThrow(CreateApiTokenSchema, body);
    return this.sessions.createToken(user.id, input.name);
  }

  @Get('auth/tokens')
  @KeyScope(null)
  async listTokens(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    const request = this.cursors.read({ list: 'tokens', caller: user.id }, parseOrThrow(PageQuerySchema, query ?? {}));
    return request.answer(await this.sessions.listTokens(user.id, request.page));
  }

  @Delete('auth/tokens/:id')
  @KeyScope(null)
  @HttpCode(204)
  async revokeToken(@Param('id') id: string, @CurrentUser() user: RequestUser) {
    if (!UUID_PATTERN.test(id) || !(await this.sessions.revokeToken(user.id, id))) throw new NotFoundException('No such token');
  }

  // ── helpers ───────────────────────────────────────────────────────────────

  /**
   * Throttled per (client, account); one scrypt at the configured cost whether or not the account exists (an unknown
   * email is checked against a dummy hash); a hash made at a lower cost is replaced after the right password.
   */
  private async checkCredentials(request: FastifyRequest, email: string, password: string): Promise<Credentials> {
    const { retryAfter } = await this.limiter.begin(request.ip, email);
    if (retryAfter > 0) return { ok: false, status: 429, retryAfter };
    const user = await this.users.findByEmail(email);
    const matches = await this.passwords.verify(password, user?.passwordHash); // a dummy hash when there is no account
    if (!user || !matches) return { ok: false, status: 401 };
    await this.limiter.succeeded(request.ip, email);
    if (user.passwordHash && this.passwords.needsRehash(user.passwordHash)) {
      await this.users.replacePasswordHash(user.id, user.passwordHash, await this.passwords.hash(password));
    }
    return { ok: true, user };
  }

  private fromAnotherSite(request: FastifyRequest): boolean {
    const facts = {
      method: 'POST',
      host: request.host,
      headers: { origin: header(request, 'origin'), referer: header(request, 'referer'), 'sec-fetch-site': header(request, 'sec-fetch-site') },
    };
    return crossSiteRefusal(facts, this.config.PUBLIC_URL ? [this.config.PUBLIC_URL] : []) !== null;
  }

  /** Ends this browser's session; returns the provider's sign-out URL when it was a single sign-on session. */
  private async endSession(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const session = readCookie(request, SESSION_COOKIE);
    const { idToken } = session ? await this.sessions.endSession(session) : { idToken: null };
    clearCookie(request, reply, SESSION_COOKIE);
    return idToken ? this.oidc.endSessionUrl(request, idToken) : null;
  }

  private passwordsOff(request: FastifyRequest, reply: FastifyReply, json: boolean) {
    if (json) return this.error(reply, 403, 'Forbidden', PASSWORDS_OFF);
    const language = requestLanguage(request);
    const t = pageT(language);
    const links = [{ href: '/api/login', text: t('links.signInWithSso') }];
    return this.html(reply, 403, renderMessagePage({ title: t('errors.passwordsOffTitle'), message: t('errors.passwordsOff'), tone: 'error', links, language }));
  }

  private async signIn(request: FastifyRequest, reply: FastifyReply, user: UserRecord, json: boolean, returnTo: string) {
    await this.sessions.begin(request, reply, user.id);
    if (json) return reply.code(200).send({ user: publicUser(user) });
    return reply.code(302).header('location', returnTo).send();
  }

  /** The sign-in or sign-up page in the request's language (the waypost_lang cookie, else Accept-Language). */
  private page(request: FastifyRequest, reply: FastifyReply, status: number, options: Omit<Parameters<typeof renderLoginPage>[0], 'demoAccounts' | 'language'>) {
    return this.html(reply, status, renderLoginPage({ ...options, demoAccounts: this.config.seedDemo, language: requestLanguage(request) }));
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }

  private error(reply: FastifyReply, statusCode: number, error: string, message: string) {
    const body: ApiErrorBody = { statusCode, error, message };
    return reply.code(statusCode).send(body);
  }
}
