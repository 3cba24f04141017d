import { Body, Controller, Get, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateManifestSchema,
  LanguageQuerySchema,
  ManifestPreviewQuerySchema,
  MANIFEST_MAX_SHIPMENTS,
  UUID_PATTERN,
  type ManifestList,
  type ManifestPreview,
} from '@waypost/contracts';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { actorOf } from '../platform/auth/permissions';
import { commandContext } from '../platform/event-store/command-context';
import { IdempotencyKey } from '../platform/http/request-headers';
import { RequestId } from '../platform/http/request-context';
import { badRequest, parseOrThrow } from '../platform/http/validation';
import { requestLanguage } from '../platform/i18n/request-language';
import { CARRIERS } from '../catalogue/queries/catalogue';
import { resolveCarrierId, UnknownCarrierError } from '../catalogue/queries/carrier-names';
import { CreateManifestCommand, type CreatedManifest } from './commands/create-manifest.command';
import { manifestTotals } from './domain/manifest';
import { renderManifestPdf } from './documents/manifest.pdf';
import { ManifestsQueries } from './queries/manifests.queries';

// ── /api/manifests: a shipper's end-of-day manifests (issue 28 item 6) ──────
// Only the caller's own: any other id answers 404. Creating one closes the shipments it lists (their own streams).

@Controller('api/manifests')
@Roles('shipper')
export class ManifestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ManifestsQueries,
  ) {}

  @Get()
  async list(@CurrentUser() user: RequestUser): Promise<ManifestList> {
    return { manifests: await this.queries.list(user.id) };
  }

  /** What a manifest of this carrier and day would list now. */
  @Get('preview')
  async preview(@Query() query: unknown, @CurrentUser() user: RequestUser): Promise<ManifestPreview> {
    const input = parseOrThrow(ManifestPreviewQuerySchema, query ?? {});
    const carrier = carrierOf(input.carrierId);
    const shipments = await this.queries.candidates(user.id, carrier.id, input.shipDate, MANIFEST_MAX_SHIPMENTS);
    return { carrierId: carrier.id, carrierName: carrier.name, shipDate: input.shipDate, shipments, ...manifestTotals(shipments) };
  }

  @Post()
  async create(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string, @IdempotencyKey() key?: string): Promise<CreatedManifest> {
    const input = parseOrThrow(CreateManifestSchema, body);
    const carrier = carrierOf(input.carrierId);
    const ctx = commandContext({ actor: actorOf(user), idempotencyKey: key, body: input, requestId });
    return this.commands.execute<CreateManifestCommand, CreatedManifest>(
      new CreateManifestCommand({ carrierId: carrier.id, carrierName: carrier.name, shipDate: input.shipDate }, ctx),
    );
  }

  @Get(':id')
  async byId(@Param('id') id: string, @CurrentUser() user: RequestUser) {
    const manifest = UUID_PATTERN.test(id) ? await this.queries.find(user.id, id) : null;
    if (!manifest) throw new NotFoundException(`Manifest ${id} not found`);
    return manifest;
  }

  /** The manifest as a PDF, in ?lang= (else the request's language) plus English. */
  @Get(':id/pdf')
  async pdf(@Param('id') id: string, @Query() query: unknown, @CurrentUser() user: RequestUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = parseOrThrow(LanguageQuerySchema, query ?? {}).lang ?? requestLanguage(request);
    const manifest = UUID_PATTERN.test(id) ? await this.queries.find(user.id, id) : null;
    if (!manifest) throw new NotFoundException(`Manifest ${id} not found`);
    const shipper = [`${user.firstName} ${user.lastName}`.trim(), user.email].filter(Boolean).join(' · ');
    const pdf = await renderManifestPdf(manifest, shipper, language);
    await reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="manifest-${manifest.carrierId}-${manifest.shipDate}.pdf"`).send(pdf);
  }
}

/** The carrier the input names (an id or a name), or 400 naming carrierId. */
function carrierOf(input: string): { id: string; name: string } {
  try {
    const id = resolveCarrierId(input);
    return { id, name: CARRIERS.find((c) => c.id === id)?.name ?? id };
  } catch (error) {
    if (!(error instanceof UnknownCarrierError)) throw error;
    throw badRequest([{ field: 'carrierId', message: error.message }]);
  }
}
