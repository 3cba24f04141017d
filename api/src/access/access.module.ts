import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { seedDemoAccounts } from './demo-seed';
import { LoginRateLimiter } from './login-rate-limiter';
import { OidcService } from './oidc.service';
import { SessionsService } from './sessions.service';
import { UsersRepository } from './users.repository';

@Module({
  controllers: [AuthController],
  providers: [UsersRepository, SessionsService, LoginRateLimiter, OidcService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [UsersRepository, SessionsService],
})
export class AccessModule implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.seedDemo) await seedDemoAccounts(this.users);
  }
}
