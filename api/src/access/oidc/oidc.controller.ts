import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountIdentities } from '@waypost/contracts';
import { CurrentUser, KeyScope, Public, type RequestUser } from '../../platform/auth/auth.decorators';
import { renderMessagePage } from '../login-page';
import { safeReturnTo } from '../return-to';
import { SessionsService } from '../sessions.service';
import { IdentitiesRepository } from './identities.repository';
import { OidcFailure } from './oidc-failure';
import { OidcService } from './oidc.service';

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
    if (!this.oidc.enabled) return failurePage(reply, 400, 'Single sign-on', OIDC_MESSAGES.notConfigured);
    try {
      const outcome = await this.oidc.complete(request, reply, user?.id);
      switch (outcome.kind) {
        case 'signed-in':
          await this.sessions.begin(request, reply, outcome.user.id, outcome.idToken);
          return reply.code(302).header('location', outcome.returnTo).send();
        case 'linked':
          return reply.code(302).header('location', outcome.returnTo).send();
        case 'link-required':
          return html(
            reply,
            409,
            renderMessagePage({
              title: OIDC_MESSAGES.linkRequiredTitle,
              message: OIDC_MESSAGES.linkRequired(outcome.email),
              tone: 'error',
              links: [{ href: `/api/login?mode=local&returnTo=${encodeURIComponent('/account')}`, text: 'Sign in with your password' }],
            }),
          );
        case 'link-refused':
          return html(
            reply,
            409,
            renderMessagePage({
              title: OIDC_MESSAGES.linkRefusedTitle,
              message: OIDC_MESSAGES.linkRefused,
              tone: 'error',
              links: [{ href: '/account', text: 'Back to your account' }],
            }),
          );
      }
    } catch (error) {
      if (error instanceof OidcFailure) return oidcFailurePage(reply, error);
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
    if (!this.oidc.enabled) return failurePage(reply, 400, 'Single sign-on', OIDC_MESSAGES.notConfigured);
    try {
      const location = await this.oidc.authorizationUrl(request, reply, { returnTo: safeReturnTo(returnTo ?? '/account'), linkUserId: user.id });
      return reply.code(302).header('location', location).send();
    } catch (error) {
      if (error instanceof OidcFailure) return oidcFailurePage(reply, error);
      throw error;
    }
  }
}

const html = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

const failurePage = (reply: FastifyReply, status: number, title: string, message: string) =>
  html(reply, status, renderMessagePage({ title, message, tone: 'error', links: [{ href: '/', text: 'Back to Waypost' }] }));

/** A provider failure as a plain page: what happened, and the ways on (try again, or the password form). */
export function oidcFailurePage(reply: FastifyReply, failure: OidcFailure) {
  if (failure.status === 503) reply.header('retry-after', '60');
  return html(
    reply,
    failure.status,
    renderMessagePage({
      title: failure.title,
      message: failure.sentence,
      tone: 'error',
      links: [
        { href: '/api/login', text: 'Try signing in again' },
        { href: '/', text: 'Back to Waypost' },
      ],
    }),
  );
}
