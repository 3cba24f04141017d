import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { CarriersModule } from '../carriers/carriers.module';
import { AutonomyController, NotificationsController, ShippingPreferenceController } from './autonomy.controller';
import { AutonomyService } from './autonomy.service';
import { CrisisCommands } from './commands/crisis-commands';
import { HumanOverrideCommands } from './commands/human-override';
import { ShippingPreferenceCommands } from './commands/shipping-preference';
import { IntelligenceService } from './queries/intelligence.service';
import { AUTONOMY_MIGRATIONS } from './autonomy.migration';

// ── Autonomous operations: the dispatcher (decisions), crisis protocols, human override, intelligence ──

@Module({
  imports: [CarriersModule, AdminModule],
  controllers: [AutonomyController, NotificationsController, ShippingPreferenceController],
  providers: [AutonomyService, CrisisCommands, HumanOverrideCommands, ShippingPreferenceCommands, IntelligenceService],
})
export class AutonomyModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = AUTONOMY_MIGRATIONS;
}
