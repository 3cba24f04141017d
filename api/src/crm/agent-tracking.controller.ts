import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { CRM_MESSAGES } from '@waypost/contracts';
import { Roles } from '../access/auth.decorators';
import { CrmQueries } from './queries/crm.queries';

/**
 * GET /api/tracking/customer/{email}/{shipmentId}: the desk's view of a customer's shipment. The last segment is the
 * shipment id (spec) or its tracking number (what the customer and the profile show); nothing found is a JSON 404.
 */
@Controller('api/tracking/customer')
@Roles('agent', 'admin')
export class AgentTrackingController {
  constructor(private readonly queries: CrmQueries) {}

  @Get(':email/:shipmentId')
  async track(@Param('email') email: string, @Param('shipmentId') shipmentId: string) {
    const result = await this.queries.trackForCustomer(decodeURIComponent(email), shipmentId);
    if (!result) throw new NotFoundException(CRM_MESSAGES.agentTrackingNotFound.description);
    return result;
  }
}
