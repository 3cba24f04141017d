import { Global, Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AdminModule } from '../admin/admin.module';
import { CarriersModule } from '../carriers/carriers.module';
import { AutonomyController, NotificationsController, ShippingPreferenceController } from './autonomy.controller';
import { AutonomyService } from './autonomy.service';
import { CrisisCommands } from './commands/crisis-commands';
import { HumanOverrideCommands } from './commands/human-override';
import { ShippingPreferenceCommands } from './commands/shipping-preference';
import { IntelligenceService } from './queries/intelligence.service';
import { DecideOnCrisisHandler } from './commands/decide-on-crisis.handler';
import { DecideOnDispatchHandler } from './commands/decide-on-dispatch.handler';
import { RecordOverrideHandler } from './commands/record-override.handler';
import { SetShippingPreferenceHandler } from './commands/set-shipping-preference.handler';
import { CrisisRestrictions } from './queries/crisis-restrictions';
import { QUOTE_RESTRICTIONS } from '../quoting/queries/quote-restrictions';
import { AUTONOMY_MIGRATIONS } from './autonomy.migration';

// ── Autonomous operations: the dispatcher (decisions), crisis protocols, human override, intelligence ──

// Global: it binds quoting's QUOTE_RESTRICTIONS port, which quoting and the carrier network inject without importing it.
@Global()
@Module({
  imports: [CarriersModule, AdminModule, AccessModule],
  controllers: [AutonomyController, NotificationsController, ShippingPreferenceController],
  providers: [
    AutonomyService,
    CrisisCommands,
    HumanOverrideCommands,
    ShippingPreferenceCommands,
    IntelligenceService,
    CrisisRestrictions,
    DecideOnDispatchHandler,
    DecideOnCrisisHandler,
    RecordOverrideHandler,
    SetShippingPreferenceHandler,
    { provide: QUOTE_RESTRICTIONS, useExisting: CrisisRestrictions },
  ],
  exports: [QUOTE_RESTRICTIONS],
})
export class AutonomyModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = AUTONOMY_MIGRATIONS;
}
