import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { AgentTrackingParamsSchema, CRM_MESSAGES } from '@waypost/contracts';
import { Roles } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
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
  async track(@Param() params: unknown) {
    // The router has decoded the path once already: decoding again would turn %25 into a URIError.
    const { email, shipmentId } = parseOrThrow(AgentTrackingParamsSchema, params);
    const result = await this.queries.trackForCustomer(email, shipmentId);
    if (!result) throw new NotFoundException(CRM_MESSAGES.agentTrackingNotFound.description);
    return result;
  }
}
