import { ConflictException, Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { type CarrierBooking, type CarrierStatus, UUID_PATTERN } from '@waypost/contracts';
import { findCarrierBooking, findShipmentLabel } from '@waypost/projections';
import { CurrentUser, KeyScope, Public, type RequestUser } from '../platform/auth/auth.decorators';
import { APP_CONFIG, DB } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { ReadScopes } from '../access/queries/read-scopes';
import { CarrierNetworkService } from './carrier-network.service';
import { renderShippingLabel } from './label/shipping-label.pdf';

@Controller('api')
export class CarriersController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly pool: Pool,
    private readonly network: CarrierNetworkService,
    private readonly scopes: ReadScopes,
  ) {}

  /** Spec section 3: real integrations only with real credentials; plus which carriers the sandbox answers for. */
  @Public()
  @Get('carriers/status')
  status(): CarrierStatus {
    const c = this.config;
    return {
      aiServices: { openAI: Boolean(c.OPENAI_API_KEY) },
      carriers: {
        dhl: Boolean(c.DHL_API_KEY),
        ups: Boolean(c.UPS_CLIENT_ID && c.UPS_CLIENT_SECRET),
        fedex: Boolean(c.FEDEX_API_KEY && c.FEDEX_SECRET_KEY),
      },
      sandbox: this.network.network.sandboxIds,
    };
  }

  /** The shipment's carrier booking (read model); 404 unless it is the caller's, or live data and the caller is staff. */
  @Get('shipments/:id/carrier')
  async booking(@Param('id') id: string, @CurrentUser() user: RequestUser): Promise<CarrierBooking> {
    const booking = UUID_PATTERN.test(id) ? await findCarrierBooking(this.pool, id, await this.scopes.ownerScope(user)) : null;
    if (!booking) throw new NotFoundException(`Shipment ${id} not found`);
    return booking;
  }

  /** PDF label from the read models (the shipment and its carrier booking); 404 unless owner, or live data and staff. */
  @Get('shipments/:id/label')
  @KeyScope('labels')
  async label(@Param('id') id: string, @CurrentUser() user: RequestUser, @Res() reply: FastifyReply): Promise<void> {
    const found = UUID_PATTERN.test(id) ? await findShipmentLabel(this.pool, id, await this.scopes.ownerScope(user)) : null;
    if (!found) throw new NotFoundException(`Shipment ${id} not found`);
    const { shipment: created, booking: booked } = found;
    if (!booked) throw new ConflictException('No carrier has booked this shipment yet; the label is available once it is booked.');
    const pdf = await renderShippingLabel(created, booked);
    await reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="label-${created.trackingNumber}.pdf"`).send(pdf);
  }
}
