import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { CarriersModule } from '../carriers/carriers.module';
import { AutonomyController, NotificationsController, ShippingPreferenceController } from './autonomy.controller';
import { AutonomyService } from './autonomy.service';
import { IntelligenceService } from './queries/intelligence.service';

// ── Autonomous operations: the dispatcher (decisions), crisis protocols, human override, intelligence ──

@Module({
  imports: [CarriersModule, AdminModule],
  controllers: [AutonomyController, NotificationsController, ShippingPreferenceController],
  providers: [AutonomyService, IntelligenceService],
})
export class AutonomyModule {}
