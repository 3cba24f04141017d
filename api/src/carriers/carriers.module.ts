import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { CarrierNetworkService } from './carrier-network.service';
import { CarriersController } from './carriers.controller';
import { LaneCoverageHandler } from './queries/lane-coverage.query';
import { ShipmentRatesHandler } from './queries/shipment-rates.query';
import { CarrierNetworkQueries } from './queries/carrier-network.queries';
import { CARRIER_MIGRATIONS } from './carriers.migration';
import { ProviderRatesHandler } from './queries/provider-rates.query';
import { ProviderWebhooks } from './provider-webhooks';
import { PROVIDER_REGISTRY, PROVIDER_SETTINGS } from './providers/provider.tokens';
import { providerRegistryFrom } from './providers/provider-factory';
import { ProviderAccountsController } from './provider-accounts.controller';
import { ProviderAccountsSync } from './provider-accounts-sync';
import { ChangeProviderAccountHandler } from './commands/change-provider-account.handler';
import { APP_CONFIG } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';

// ── Carriers: status, labels, bookings; the forwarder and carrier workers run from CarrierNetworkService ──

@Module({
  imports: [AccessModule],
  controllers: [CarriersController, ProviderAccountsController],
  providers: [
    CarrierNetworkService,
    LaneCoverageHandler,
    ShipmentRatesHandler,
    CarrierNetworkQueries,
    // Real shipping providers (issue 27): the accounts configured, their rates, their tracking pushes
    { provide: PROVIDER_REGISTRY, useFactory: (config: AppConfig) => providerRegistryFrom(config), inject: [APP_CONFIG] },
    {
      provide: PROVIDER_SETTINGS,
      useFactory: (config: AppConfig) => ({ ratesBudgetMs: config.PROVIDER_RATES_BUDGET_MS, pollSeconds: config.PROVIDER_POLL_SECONDS }),
      inject: [APP_CONFIG],
    },
    ProviderRatesHandler,
    ProviderWebhooks,
    // Accounts admins manage (issue 27, item 6): the commands, and every process reloading them
    ChangeProviderAccountHandler,
    ProviderAccountsSync,
  ],
  exports: [CarrierNetworkQueries],
})
export class CarriersModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = CARRIER_MIGRATIONS;
}
