import { Module } from '@nestjs/common';
import { OpenInquiryHandler } from './commands/open-inquiry.handler';
import { UpdateInquiryHandler } from './commands/update-inquiry.handler';
import { CrmQueries } from './queries/crm.queries';
import { CrmController } from './crm.controller';
import { CustomerInquiriesController } from './customer-inquiries.controller';
import { AgentTrackingController } from './agent-tracking.controller';
import { InquiryCustomerLinker } from './process/inquiry-customer-linker';
import { CRM_MIGRATIONS } from './crm.migration';
import { AccessModule } from '../access/access.module';

@Module({
  imports: [AccessModule],
  controllers: [CrmController, CustomerInquiriesController, AgentTrackingController],
  providers: [OpenInquiryHandler, UpdateInquiryHandler, CrmQueries, InquiryCustomerLinker],
  exports: [CrmQueries],
})
export class CrmModule {
  /** This context's schema migrations (run by the app after the platform's). */
  static readonly migrations = CRM_MIGRATIONS;
}
