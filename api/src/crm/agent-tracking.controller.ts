import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { Roles } from '../access/auth.decorators';
import { CrmQueries } from './queries/crm.queries';
import { UUID } from './crm.controller';

/** GET /api/tracking/customer/{email}/{shipmentId}: the desk's view of a customer's shipment. */
@Controller('api/tracking/customer')
@Roles('agent', 'admin')
export class AgentTrackingController {
  constructor(private readonly queries: CrmQueries) {}

  @Get(':email/:shipmentId')
  async track(@Param('email') email: string, @Param('shipmentId') shipmentId: string) {
    const result = UUID.test(shipmentId) ? await this.queries.trackForCustomer(decodeURIComponent(email), shipmentId) : null;
    if (!result) throw new NotFoundException(`No shipment ${shipmentId} found for ${email}`);
    return result;
  }
}
