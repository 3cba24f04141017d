import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreateApiTokenSchema, LoginSchema, SignUpSchema, type ApiErrorBody } from '@waypost/contracts';
import { z } from 'zod';
import { APP_CONFIG } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { checkPayload, parseOrThrow } from '../platform/http/validation';
import { HttpRateLimits, TOO_MANY_REQUESTS_MESSAGE } from '../platform/rate-limit/http-rate-limit';
import { CurrentUser, Public, type RequestUser } from './auth.decorators';
import { SESSION_COOKIE, clearCookie, readCookie, setCookie } from './cookies';
import { renderLoginPage } from './login-page';
import { LoginRateLimiter } from './login-rate-limiter';
import { hashPassword, verifyPassword } from './password';
import { SessionsService } from './sessions.service';
import { UsersRepository, publicUser, type UserRecord } from './users.repository';
import { OidcService } from './oidc.service';

const INVALID_CREDENTIALS = 'Email or password is incorrect.';
const safeReturnTo = (to: unknown) => (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : '/');
const wantsJson = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').includes('application/json') || String(request.headers.accept ?? '').includes('application/json');

@Controller('api')
export class AuthController {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly limiter: LoginRateLimiter,
    private readonly oidc: OidcService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: HttpRateLimits,
  ) {}

  @Public()
  @Get('login')
  async loginPage(@Query() query: Record<string, string>, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const userType = query.userType === 'business' || query.userType === 'private' ? query.userType : undefined;
    if (this.oidc.enabled && query.mode !== 'local') {
      const location = await this.oidc.authorizationUrl(request, reply, { userType, returnTo: safeReturnTo(query.returnTo) });
      return reply.code(302).header('location', location).send();
    }
    const mode = query.mode === 'signup' ? 'signup' : 'signin';
    return this.page(reply, 200, { userType, mode, returnTo: safeReturnTo(query.returnTo) });
  }

  @Public()
  @Post('login')
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const json = wantsJson(request);
    const raw = (body ?? {}) as Record<string, unknown>;
    const parsed = checkPayload(LoginSchema, raw);
    if (!parsed.ok) {
      if (json) parseOrThrow(LoginSchema, raw);
      return this.page(reply, 400, { mode: 'signin', error: INVALID_CREDENTIALS, email: String(raw.email ?? ''), returnTo: safeReturnTo(raw.returnTo) });
    }
    const { email, password } = parsed.data;
    const wait = this.limiter.retryAfter(request.ip, email);
    if (wait > 0) {
      const message = `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`;
      reply.header('retry-after', String(wait));
      return json ? this.error(reply, 429, 'Too Many Requests', message) : this.page(reply, 429, { mode: 'signin', error: message, email });
    }
    const user = await this.users.findByEmail(email);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      this.limiter.recordFailure(request.ip, email);
      return json
        ? this.error(reply, 401, 'Unauthorized', INVALID_CREDENTIALS)
        : this.page(reply, 401, { mode: 'signin', error: INVALID_CREDENTIALS, email, returnTo: safeReturnTo(raw.returnTo) });
    }
    this.limiter.recordSuccess(email);
    return this.signIn(request, reply, user, json, safeReturnTo(raw.returnTo));
  }

  @Public()
  @Post('signup')
  async signup(@Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const json = wantsJson(request);
    const raw = (body ?? {}) as Record<string, unknown>;
    const parsed = checkPayload(SignUpSchema, raw);
    if (!parsed.ok) {
      if (json) parseOrThrow(SignUpSchema, raw);
      const first = parsed.issues[0];
      return this.page(reply, 400, { mode: 'signup', error: `${first?.field ?? 'form'} ${first?.message ?? 'is invalid'}`, email: String(raw.email ?? '') });
    }
    const input = parsed.data;
    const limited = await this.limits.anonymousWriteDecision(request.ip, reply);
    if (!limited.allowed) {
      const message = TOO_MANY_REQUESTS_MESSAGE(limited.retryAfterSeconds);
      return json ? this.error(reply, 429, 'Too Many Requests', message) : this.page(reply, 429, { mode: 'signup', error: message, email: input.email });
    }
    const created = await this.users.create({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'shipper',
      userType: input.userType,
    });
    if (!created) {
      const message = 'An account with this email exists already. Sign in instead.';
      return json ? this.error(reply, 409, 'Conflict', message) : this.page(reply, 409, { mode: 'signup', error: message, email: input.email });
    }
    return this.signIn(request, reply, created, json, safeReturnTo(raw.returnTo));
  }

  @Public()
  @Get('callback')
  async oidcCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { user, returnTo } = await this.oidc.complete(request, reply);
    return this.signIn(request, reply, user, false, returnTo);
  }

  @Public()
  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const session = readCookie(request, SESSION_COOKIE);
    if (session) await this.sessions.endSession(session);
    clearCookie(request, reply, SESSION_COOKIE);
    return reply.code(302).header('location', '/').send();
  }

  @Get('auth/user')
  currentUser(@CurrentUser() user: RequestUser) {
    return user;
  }

  @Public()
  @Post('auth/cli-login')
  async cliLogin(@Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const input = parseOrThrow(LoginSchema.extend({ name: z.string().trim().min(1).max(80).default('waypost-cli') }), body);
    const wait = this.limiter.retryAfter(request.ip, input.email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return this.error(reply, 429, 'Too Many Requests', `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`);
    }
    const user = await this.users.findByEmail(input.email);
    if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
      this.limiter.recordFailure(request.ip, input.email);
      return this.error(reply, 401, 'Unauthorized', INVALID_CREDENTIALS);
    }
    this.limiter.recordSuccess(input.email);
    return reply.code(201).send({ ...(await this.sessions.createToken(user.id, input.name)), user: publicUser(user) });
  }

  @Post('auth/tokens')
  async createToken(@Body() body: unknown, @CurrentUser() user: RequestUser) {
    const input = parseOrThrow(CreateApiTokenSchema, body);
    return this.sessions.createToken(user.id, input.name);
  }

  @Get('auth/tokens')
  listTokens(@CurrentUser() user: RequestUser) {
    return this.sessions.listTokens(user.id);
  }

  @Delete('auth/tokens/:id')
  @HttpCode(204)
  async revokeToken(@Param('id') id: string, @CurrentUser() user: RequestUser) {
    if (!/^[0-9a-f-]{36}$/i.test(id) || !(await this.sessions.revokeToken(user.id, id))) throw new NotFoundException('No such token');
  }

  // ── helpers ───────────────────────────────────────────────────────────────
  private async signIn(request: FastifyRequest, reply: FastifyReply, user: UserRecord, json: boolean, returnTo: string) {
    const previous = readCookie(request, SESSION_COOKIE);
    if (previous) await this.sessions.endSession(previous); // never keep a pre-login session id
    const session = await this.sessions.createSession(user.id);
    setCookie(request, reply, SESSION_COOKIE, session.id, session.maxAgeSeconds);
    if (json) return reply.code(200).send({ user: publicUser(user) });
    return reply.code(302).header('location', returnTo).send();
  }

  private page(reply: FastifyReply, status: number, options: Omit<Parameters<typeof renderLoginPage>[0], 'demoAccounts'>) {
    return reply.code(status).type('text/html; charset=utf-8').send(renderLoginPage({ ...options, demoAccounts: this.config.seedDemo }));
  }

  private error(reply: FastifyReply, statusCode: number, error: string, message: string) {
    const body: ApiErrorBody = { statusCode, error, message };
    return reply.code(statusCode).send(body);
  }
}
