import { Module } from '@nestjs/common';
import { OpenInquiryHandler } from './commands/open-inquiry.handler';
import { UpdateInquiryHandler } from './commands/update-inquiry.handler';
import { CrmQueries } from './queries/crm.queries';
import { CrmController } from './crm.controller';
import { CustomerInquiriesController } from './customer-inquiries.controller';
import { AgentTrackingController } from './agent-tracking.controller';
import { InquiryCustomerLinker } from './process/inquiry-customer-linker';

@Module({
  controllers: [CrmController, CustomerInquiriesController, AgentTrackingController],
  providers: [OpenInquiryHandler, UpdateInquiryHandler, CrmQueries, InquiryCustomerLinker],
  exports: [CrmQueries],
})
export class CrmModule {}
