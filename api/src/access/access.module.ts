import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { APP_CONFIG, DB } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { commandContext } from '../platform/event-store/command-context';
import { uuidV5 } from '../platform/event-store/ids';
import { AdminUsersController } from './admin-users.controller';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { ChangeRoleHandler } from './commands/change-role.handler';
import { CreateApiKeyHandler } from './commands/create-api-key.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key.handler';
import { RecordEmailVerifiedCommand } from './commands/record-email-verified.command';
import { RecordEmailVerifiedHandler } from './commands/record-email-verified.handler';
import { seedDemoAccounts } from './demo-seed';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { MailOutbox } from './mail/mail-outbox';
import { MailOutboxController } from './mail/mail-outbox.controller';
import { MailSender } from './mail/mail-sender';
import { IdentitiesRepository } from './oidc/identities.repository';
import { OidcAccounts } from './oidc/oidc-accounts';
import { OidcController } from './oidc/oidc.controller';
import { OidcService } from './oidc/oidc.service';
import { PasswordsService } from './passwords.service';
import { SessionsService } from './sessions.service';
import { UsersRepository } from './users.repository';
import { ACCESS_MIGRATIONS } from './access.migration';
import { AccountNotices } from './queries/account-notices';
import { ReadScopes } from './queries/read-scopes';

@Module({
  controllers: [AuthController, EmailVerificationController, MailOutboxController, OidcController, AdminUsersController, ApiKeysController],
  providers: [
    UsersRepository,
    SessionsService,
    LoginRateLimiter,
    PasswordsService,
    MailOutbox,
    MailSender,
    EmailVerificationService,
    RecordEmailVerifiedHandler,
    ChangeRoleHandler,
    ApiKeysService,
    CreateApiKeyHandler,
    RevokeApiKeyHandler,
    OidcService,
    OidcAccounts,
    IdentitiesRepository,
    AccountNotices,
    ReadScopes,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [UsersRepository, SessionsService, AccountNotices, ReadScopes],
})
export class AccessModule implements OnApplicationBootstrap {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = ACCESS_MIGRATIONS;

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordsService,
    private readonly commands: CommandBus,
    @Inject(DB) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.seedDemo) return;
    await seedDemoAccounts({
      users: this.users,
      hash: (password) => this.passwords.hash(password),
      verifyExisting: async (userId, email) => {
        await this.pool.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [userId]);
        const commandId = uuidV5(`demo-seed/email-verified/${userId}/${email}`);
        const ctx = { ...commandContext({ actor: { kind: 'system', id: 'demo-seed' } }), commandId, correlationId: commandId };
        await this.commands.execute(new RecordEmailVerifiedCommand(userId, email, ctx));
      },
    });
  }
}
