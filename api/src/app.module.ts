import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlatformModule } from './platform/platform.module';
import type { PlatformResources } from './platform/resources';
import { migrate, type Migration } from './platform/db/migrations';
import { AccessModule } from './access/access.module';
import { ShippingModule } from './shipping/shipping.module';
import { OpsModule } from './platform/ops/ops.module';
import { OpenApiModule } from './platform/openapi/openapi.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ComplianceModule } from './compliance/compliance.module';
import { QuotingModule } from './quoting/quoting.module';
import { CrmModule } from './crm/crm.module';
import { AdminModule } from './admin/admin.module';
import { AssistantModule } from './assistant/assistant.module';
import { CarriersModule } from './carriers/carriers.module';
import { AuditModule } from './audit/audit.module';
import { EarlyAccessModule } from './early-access/early-access.module';
import { AutonomyModule } from './autonomy/autonomy.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { AddressBookModule } from './address-book/address-book.module';
import { ManifestsModule } from './manifests/manifests.module';
import { PickupsModule } from './pickups/pickups.module';

// ── Bounded contexts: one line each ──────────────────────────────────────────
const CONTEXT_MODULES = [
  AccessModule,
  OpsModule,
  OpenApiModule,
  ShippingModule,
  CatalogueModule,
  ComplianceModule,
  QuotingModule,
  CrmModule,
  AdminModule,
  AssistantModule,
  CarriersModule,
  AuditModule,
  EarlyAccessModule,
  AutonomyModule,
  WebhooksModule,
  AddressBookModule,
  ManifestsModule,
  PickupsModule,
];

/** Each context's schema migrations, in the order of CONTEXT_MODULES (after the platform's, which resources ran). */
export const contextMigrations = (): Migration[] => CONTEXT_MODULES.flatMap((m) => ('migrations' in m ? (m.migrations as readonly Migration[]) : []));

/** Runs the contexts' migrations not applied yet: before the app is created. */
export const migrateContexts = (resources: PlatformResources): Promise<void> => migrate(resources.pool, contextMigrations());

@Module({})
export class AppModule {
  static forRoot(resources: PlatformResources): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.forRoot(resources), ...CONTEXT_MODULES],
    };
  }
}
