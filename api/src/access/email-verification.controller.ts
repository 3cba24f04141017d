import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, ConfirmEmailSchema, type ApiErrorBody } from '@waypost/contracts';
import { checkPayload, parseOrThrow } from '../platform/http/validation';
import { CurrentUser, KeyScope, Public, RateLimited, type RequestUser } from '../platform/auth/auth.decorators';
import { APP_CONFIG } from '../platform/tokens';
import { requestLanguage } from '../platform/i18n/request-language';
import type { AppConfig } from '../platform/config/config';
import { PASSWORDS_OFF, tooMany, wantsJson } from './auth.controller';
import { EmailVerificationService } from './email-verification.service';
import { renderConfirmEmailPage, renderMessagePage } from './login-page';
import { LoginRateLimiter } from './login-rate-limiter';
import { pageT, tooManySignInsText } from './page-messages';
import { PasswordsService } from './passwords.service';
import { SessionsService } from './sessions.service';
import { publicUser } from './users.repository';

/**
 * The mailed link and what it leads to: GET shows a page whose button confirms (mail scanners open links too, so a
 * GET changes nothing); POST confirms, with the password unless signed in as that account, and signs in.
 * POST /api/auth/verification mails a new link to the signed-in, unconfirmed account.
 */
@Controller('api')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionsService,
    private readonly limiter: LoginRateLimiter,
    private readonly passwords: PasswordsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('verify-email')
  async verifyEmailPage(@Query('token') token: unknown, @CurrentUser() user: RequestUser | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const language = requestLanguage(request);
    const pending = typeof token === 'string' ? await this.verification.pending(token) : null;
    if (!pending) return this.html(reply, 400, this.invalidLinkPage(language));
    const askPassword = pending.replacesCredentials || user?.id !== pending.userId;
    const title = pageT(language)('confirmEmail.title');
    return this.html(reply, 200, renderConfirmEmailPage({ title, email: pending.email, token: token as string, askPassword, language }));
  }

  @Public()
  @Post('verify-email')
  @RateLimited('auth')
  async verifyEmail(@Body() body: unknown, @CurrentUser() user: RequestUser | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const json = wantsJson(request);
    const language = requestLanguage(request);
    const t = pageT(language);
    const parsed = checkPayload(ConfirmEmailSchema, body ?? {});
    if (!parsed.ok && json) parseOrThrow(ConfirmEmailSchema, body);
    const pending = parsed.ok ? await this.verification.pending(parsed.data.token) : null;
    if (!parsed.ok || !pending) return json ? this.invalidLink(reply) : this.html(reply, 400, this.invalidLinkPage(language));
    const { token, password } = parsed.data;
    const askPassword = pending.replacesCredentials || user?.id !== pending.userId;
    if (askPassword && this.config.OIDC_ONLY) {
      // with single sign-on only, a password signs nobody in, not even through a confirmation link
      if (json) return this.error(reply, 403, 'Forbidden', PASSWORDS_OFF);
      const links = [{ href: '/api/login', text: t('links.signInWithSso') }];
      return this.html(reply, 403, renderMessagePage({ title: t('confirmEmail.title'), message: t('errors.passwordsOff'), tone: 'error', links, language }));
    }
    if (askPassword) {
      const { retryAfter } = await this.limiter.begin(request.ip, pending.email);
      const refused = retryAfter > 0 ? 429 : (await this.passwords.verify(password ?? '', pending.passwordHash)) ? null : 401;
      if (refused) {
        if (refused === 429) reply.header('retry-after', String(retryAfter));
        if (json) {
          const [error, message] = refused === 429 ? ['Too Many Requests', tooMany(retryAfter)] : ['Unauthorized', ACCESS_MESSAGES.confirmPasswordWrong];
          return this.error(reply, refused, error, message);
        }
        const refusal = refused === 429 ? tooManySignInsText(language, retryAfter) : t('confirmEmail.wrongPassword');
        return this.html(reply, refused, renderConfirmEmailPage({ title: t('confirmEmail.title'), email: pending.email, token, askPassword, error: refusal, language }));
      }
      await this.limiter.succeeded(request.ip, pending.email);
    }
    const result = await this.verification.confirm(token, request.id);
    if (!result.ok) return json ? this.invalidLink(reply) : this.html(reply, 400, this.invalidLinkPage(language));
    if (pending.replacesCredentials) this.sessions.forgetCached();
    await this.sessions.begin(request, reply, result.user.id);
    if (json) return reply.code(200).send({ user: publicUser(result.user) });
    const links = [{ href: '/', text: t('links.continueToWaypost') }];
    return this.html(reply, 200, renderMessagePage({ title: t('confirmEmail.confirmedTitle'), message: t('confirmEmail.confirmed'), tone: 'notice', links, language }));
  }

  /** A new confirmation link for the signed-in account (at most one a minute). */
  @Post('auth/verification')
  @KeyScope(null) // the account's own mail: a session or the CLI token
  async resendVerification(@CurrentUser() user: RequestUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (user.emailVerified) return reply.code(200).send({ message: ACCESS_MESSAGES.alreadyVerified });
    const result = await this.verification.resend(user, requestLanguage(request)); // the mail in the language of the page that asked
    if (!result.sent) {
      reply.header('retry-after', String(result.retryAfter));
      return this.error(reply, 429, 'Too Many Requests', ACCESS_MESSAGES.resendTooSoon);
    }
    return reply.code(202).send({ message: ACCESS_MESSAGES.verificationResent(user.email) });
  }

  /** An unknown, used or expired token: a 400 that names the token (the field that is wrong). */
  private invalidLink(reply: FastifyReply) {
    const body: ApiErrorBody = { statusCode: 400, error: 'Bad Request', message: ACCESS_MESSAGES.linkInvalid, issues: [{ field: 'token', message: ACCESS_MESSAGES.linkInvalid }] };
    return reply.code(400).send(body);
  }

  private invalidLinkPage(language: string): string {
    const t = pageT(language);
    return renderMessagePage({
      title: t('confirmEmail.title'),
      message: t('confirmEmail.linkInvalid'),
      tone: 'error',
      links: [{ href: '/api/login', text: t('links.signIn') }],
      language,
    });
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }

  private error(reply: FastifyReply, statusCode: number, error: string, message: string) {
    const body: ApiErrorBody = { statusCode, error, message };
    return reply.code(statusCode).send(body);
  }
}
