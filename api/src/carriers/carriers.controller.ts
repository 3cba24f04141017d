import { BadRequestException, ConflictException, Controller, Get, Inject, NotFoundException, Optional, Param, Query, Res } from '@nestjs/common';
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
import { ProviderParcels } from './workers/provider-parcels';
import { PROVIDER_REGISTRY } from './providers/provider.tokens';
import type { ProviderRegistry } from './providers/provider-registry';
import { PROVIDER_WEBHOOK_PATH } from './provider-webhooks';

@Controller('api')
export class CarriersController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly pool: Pool,
    private readonly network: CarrierNetworkService,
    private readonly scopes: ReadScopes,
    @Optional() @Inject(PROVIDER_REGISTRY) private readonly providers?: ProviderRegistry,
  ) {}

  /** Spec section 3: real integrations only with real credentials; plus which carriers the sandbox answers for. */
  @Public()
  @Get('carriers/status')
  status(): CarrierStatus {
    const c = this.config;
    return {
      aiServices: { openAI: Boolean(c.OPENAI_API_KEY) },
      carriers: {
        dhl: this.configured('dhl-direct'),
        ups: this.configured('ups-direct'),
        fedex: this.configured('fedex-direct'),
      },
      sandbox: this.network.network.sandboxIds,
      providers: (this.providers?.keys() ?? []).map((key) => {
        const p = this.providers!.get(key)!;
        return {
          key,
          id: p.id,
          name: p.name,
          account: p.account.accountId,
          mode: p.account.mode,
          capabilities: { ...p.capabilities, labelFormats: [...p.capabilities.labelFormats] },
          circuit: p.state,
          paused: this.providers!.isPaused(key),
          webhookPath: p.capabilities.trackPush ? PROVIDER_WEBHOOK_PATH.replace(':provider', key) : null,
        };
      }),
    };
  }

  /** A carrier's own API is configured (its credentials complete, issue 27). */
  private configured(id: string): boolean {
    return (this.providers?.list() ?? []).some((p) => p.id === id);
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
    if (booked.provider) return this.providerLabel(id, booked.provider, asked.format, reply);
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

  /** A label bought from a real provider (issue 27) is the provider's own file, in the format it was bought in. */
  private async providerLabel(
    shipmentId: string,
    provider: { name: string; shipmentRef: string; labelFormat: string },
    asked: string | undefined,
    reply: FastifyReply,
  ): Promise<void> {
    const format = provider.labelFormat.toLowerCase();
    if (asked && asked !== format) {
      const message = `must be ${format}: the label was bought from ${provider.name} as ${provider.labelFormat}`;
      const body: ApiErrorBody = { statusCode: 400, error: 'Bad Request', message: `Invalid request: format ${message}`, issues: [{ field: 'format', message }] };
      throw new BadRequestException(body);
    }
    const file = await new ProviderParcels(this.pool).labelOf(shipmentId, provider.shipmentRef);
    if (!file) throw new ConflictException(`The label from ${provider.name} is not stored yet; try again in a moment.`);
    await reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="label-${shipmentId}.${format}"`).send(file.bytes);
  }
}
