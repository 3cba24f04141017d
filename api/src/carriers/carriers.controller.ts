import { BadRequestException, ConflictException, Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { type ApiErrorBody, type CarrierBooking, type CarrierStatus, LabelQuerySchema, UUID_PATTERN } from '@waypost/contracts';
import { findCarrierBooking, findLabelPreference, findShipmentLabel } from '@waypost/projections';
import { CurrentUser, KeyScope, Public, type RequestUser } from '../platform/auth/auth.decorators';
import { APP_CONFIG, DB } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { ReadScopes } from '../access/queries/read-scopes';
import { CarrierNetworkService } from './carrier-network.service';
import { parseOrThrow } from '../platform/http/validation';
import { LabelRequestError, renderLabelDocument } from './label/label-document';
import { labelInput } from './label/label-input';

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

  /**
   * The label from the read models (the shipment and its carrier booking), one per parcel; 404 unless owner, or live
   * data and staff. `format`/`size` absent: the caller's saved label preference (pdf, 4x6 unless set).
   */
  @Get('shipments/:id/label')
  @KeyScope('labels')
  async label(@Param('id') id: string, @Query() query: unknown, @CurrentUser() user: RequestUser, @Res() reply: FastifyReply): Promise<void> {
    const asked = parseOrThrow(LabelQuerySchema, query ?? {});
    const found = UUID_PATTERN.test(id) ? await findShipmentLabel(this.pool, id, await this.scopes.ownerScope(user)) : null;
    if (!found) throw new NotFoundException(`Shipment ${id} not found`);
    const { shipment: created, booking: booked } = found;
    if (!booked) throw new ConflictException('No carrier has booked this shipment yet; the label is available once it is booked.');
    const saved = asked.format && asked.size ? null : await findLabelPreference(this.pool, user.id);
    const format = asked.format ?? saved!.labelFormat;
    const size = asked.size ?? saved!.labelSize;
    let doc;
    try {
      doc = await renderLabelDocument(labelInput(created, booked), format, size, asked.parcel);
    } catch (err) {
      if (!(err instanceof LabelRequestError)) throw err;
      const body: ApiErrorBody = {
        statusCode: 400,
        error: 'Bad Request',
        message: `Invalid request: ${err.field} ${err.message}`,
        issues: [{ field: err.field, message: err.message }],
      };
      throw new BadRequestException(body);
    }
    await reply.header('content-type', doc.contentType).header('content-disposition', `attachment; filename="${doc.filename}"`).send(doc.body);
  }
}
