import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlatformModule } from './platform/platform.module';
import type { PlatformResources } from './platform/resources';
import { AccessModule } from './access/access.module';
import { ShippingModule } from './shipping/shipping.module';
import { OpsModule } from './platform/ops/ops.module';
import { ComplianceModule } from './compliance/compliance.module';
import { QuotingModule } from './quoting/quoting.module';
import { CrmModule } from './crm/crm.module';
import { AdminModule } from './admin/admin.module';
import { AssistantModule } from './assistant/assistant.module';
import { CarriersModule } from './carriers/carriers.module';
import { AuditModule } from './audit/audit.module';
import { EarlyAccessModule } from './early-access/early-access.module';
import { AutonomyModule } from './autonomy/autonomy.module';

// ── Bounded contexts: one line each ──────────────────────────────────────────
const CONTEXT_MODULES = [
  AccessModule,
  OpsModule,
  ShippingModule,
  ComplianceModule,
  QuotingModule,
  CrmModule,
  AdminModule,
  AssistantModule,
  CarriersModule,
  AuditModule,
  EarlyAccessModule,
  AutonomyModule,
];

@Module({})
export class AppModule {
  static forRoot(resources: PlatformResources): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.forRoot(resources), ...CONTEXT_MODULES],
    };
  }
}
