import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountIdentities } from '@waypost/contracts';
import { CurrentUser, KeyScope, Public, type RequestUser } from '../../platform/auth/auth.decorators';
import { requestLanguage } from '../../platform/i18n/request-language';
import { renderMessagePage } from '../login-page';
import { oidcFailureText, pageT } from '../page-messages';
import { safeReturnTo } from '../return-to';
import { SessionsService } from '../sessions.service';
import { IdentitiesRepository } from './identities.repository';
import { OidcFailure } from './oidc-failure';
import { OidcService } from './oidc.service';

/** The English texts (pages.json's sso section repeats them; the pages show that catalogue in the visitor's language). */
export const OIDC_MESSAGES = {
  linkRequiredTitle: 'Sign in with your password first',
  linkRequired: (email: string) =>
    `A Waypost account already uses ${email}, and this single sign-on identity is not linked to it. Sign in with your email and password, then link single sign-on from your account page.`,
  linkRefusedTitle: 'Single sign-on was not linked',
  linkRefused: 'This single sign-on identity belongs to another Waypost account, or you were signed out meanwhile, so it was not linked.',
  notConfigured: 'Single sign-on is not set up on this Waypost.',
} as const;

/** The provider's callback, and the signed-in account's identities (listed, and linked from the account page). */
@Controller('api')
export class OidcController {
  constructor(
    private readonly oidc: OidcService,
    private readonly sessions: SessionsService,
    private readonly identities: IdentitiesRepository,
  ) {}

  @Public()
  @Get('callback')
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @CurrentUser() user: RequestUser | undefined) {
    if (!this.oidc.enabled) return notConfiguredPage(request, reply);
    try {
      const outcome = await this.oidc.complete(request, reply, user?.id);
      switch (outcome.kind) {
        case 'signed-in':
          await this.sessions.begin(request, reply, outcome.user.id, outcome.idToken);
          return reply.code(302).header('location', outcome.returnTo).send();
        case 'linked':
          return reply.code(302).header('location', outcome.returnTo).send();
        case 'link-required': {
          const language = requestLanguage(request);
          const t = pageT(language);
          return html(
            reply,
            409,
            renderMessagePage({
              title: t('sso.linkRequiredTitle'),
              message: t('sso.linkRequired', { email: outcome.email }),
              tone: 'error',
              links: [{ href: `/api/login?mode=local&returnTo=${encodeURIComponent('/account')}`, text: t('links.signInWithPassword') }],
              language,
            }),
          );
        }
        case 'link-refused': {
          const language = requestLanguage(request);
          const t = pageT(language);
          return html(
            reply,
            409,
            renderMessagePage({
              title: t('sso.linkRefusedTitle'),
              message: t('sso.linkRefused'),
              tone: 'error',
              links: [{ href: '/account', text: t('links.backToAccount') }],
              language,
            }),
          );
        }
      }
    } catch (error) {
      if (error instanceof OidcFailure) return oidcFailurePage(request, reply, error);
      throw error;
    }
  }

  @Get('auth/identities')
  @KeyScope(null)
  async listIdentities(@CurrentUser() user: RequestUser): Promise<AccountIdentities> {
    return { singleSignOn: this.oidc.enabled, identities: await this.identities.list(user.id) };
  }

  /** A browser navigation from the account page: off to the provider, back to the account with the identity linked. */
  @Get('auth/identities/link')
  @KeyScope(null)
  async link(@Query('returnTo') returnTo: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply, @CurrentUser() user: RequestUser) {
    if (!this.oidc.enabled) return notConfiguredPage(request, reply);
    try {
      const location = await this.oidc.authorizationUrl(request, reply, { returnTo: safeReturnTo(returnTo ?? '/account'), linkUserId: user.id });
      return reply.code(302).header('location', location).send();
    } catch (error) {
      if (error instanceof OidcFailure) return oidcFailurePage(request, reply, error);
      throw error;
    }
  }
}

const html = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/** Single sign-on asked for where it is not set up: a 400 page in the request's language. */
function notConfiguredPage(request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  const t = pageT(language);
  const links = [{ href: '/', text: t('links.backToWaypost') }];
  return html(reply, 400, renderMessagePage({ title: t('sso.title'), message: t('sso.notConfigured'), tone: 'error', links, language }));
}

/** A provider failure as a plain page in the request's language: what happened, and the ways on (try again, or the password form). */
export function oidcFailurePage(request: FastifyRequest, reply: FastifyReply, failure: OidcFailure) {
  if (failure.status === 503) reply.header('retry-after', '60');
  const language = requestLanguage(request);
  const t = pageT(language);
  const { title, message } = oidcFailureText(language, failure.kind);
  return html(
    reply,
    failure.status,
    renderMessagePage({
      title,
      message,
      tone: 'error',
      links: [
        { href: '/api/login', text: t('links.trySignInAgain') },
        { href: '/', text: t('links.backToWaypost') },
      ],
      language,
    }),
  );
}
