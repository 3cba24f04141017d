import { Module } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/tokens';
import { liveRateProviders } from './live-rates/live-rate-providers';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { QuotingController } from './quoting.controller';
import { LIVE_RATE_PROVIDERS, QUOTE_CLOCK } from './quoting.tokens';

@Module({
  imports: [CatalogueModule],
  controllers: [QuotingController],
  providers: [
    { provide: QUOTE_CLOCK, useValue: () => new Date() },
    { provide: LIVE_RATE_PROVIDERS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => liveRateProviders(config) },
  ],
})
export class QuotingModule {}
