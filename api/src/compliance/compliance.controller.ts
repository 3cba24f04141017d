import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, Post, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUDIT_MESSAGES,
  ComplianceCheckSchema,
  CustomsDeclarationSchema,
  HS_CODE_UNKNOWN_MESSAGE,
  LanguageQuerySchema,
  TaxCalculationSchema,
  VatValidateSchema,
  type ComplianceResult,
  type CustomsDeclarationResult,
  type CustomerVatNumberStatus,
  type TaxCalculationInput,
  type TaxCalculationResult,
  type VatValidationResult,
} from '@waypost/contracts';
import { FxRatesStore } from '../catalogue/catalogue.module';
import { CurrentUser, KeyScope, Public, type RequestUser } from '../platform/auth/auth.decorators';
import { actorOf, isReadOnly } from '../platform/auth/permissions';
import { commandContext } from '../platform/event-store/command-context';
import { badRequest, parseOrThrow } from '../platform/http/validation';
import { requestLanguage } from '../platform/i18n/request-language';
import { RecordVatOverrideCommand } from './commands/record-vat-override.command';
import { VIES_CLIENT, type VatRegistry } from './adapters/vies.client';
import { renderCustomsDocument } from './documents/customs-document.pdf';
import { checkCompliance } from './domain/compliance-check';
import { declareCustoms } from './domain/customs-declaration';
import { knownHsCode } from './domain/hs-nomenclature';
import { calculateTax } from './domain/tax-calculation';
import { checkVatNumberOffline, vatVerdict } from './domain/vat-number';
import { ComplianceStatusQueries } from './queries/compliance-status.queries';
import { RequestId } from '../platform/http/request-context';

/** Today in UTC: the only place the clock is read; the domain gets the date as an argument. */
const today = () => new Date().toISOString().slice(0, 10);

/** The shipper's HS code must be a subheading of HS 2022: otherwise a 400 naming the field. */
function knownHsOrThrow(field: string, hsCode: string | undefined): void {
  if (hsCode !== undefined && !knownHsCode(hsCode)) throw badRequest([{ field, message: HS_CODE_UNKNOWN_MESSAGE }]);
}

@Controller('api')
export class ComplianceController {
  constructor(
    @Inject(VIES_CLIENT) private readonly registry: VatRegistry,
    private readonly status: ComplianceStatusQueries,
    private readonly fx: FxRatesStore,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Post('compliance/check')
  @HttpCode(200)
  check(@Body() body: unknown): ComplianceResult {
    const input = parseOrThrow(ComplianceCheckSchema, body);
    knownHsOrThrow('hsCode', input.hsCode);
    return checkCompliance(input, input.asOf ?? input.shipDate ?? today(), this.fx.table());
  }

  @Public()
  @Post('tax/calculate')
  @HttpCode(200)
  async calculate(@Body() body: unknown, @CurrentUser() user: RequestUser | undefined, @RequestId() requestId: string): Promise<TaxCalculationResult> {
    const input = parseOrThrow(TaxCalculationSchema, body);
    knownHsOrThrow('hsCode', input.hsCode);
    input.items?.forEach((item, n) => knownHsOrThrow(`items.${n}.hsCode`, item.hsCode));
    if (input.vatNumberOverride && (!input.customerVatNumber || input.customerType !== 'B2B'))
      throw badRequest([{ field: 'vatNumberOverride', message: 'applies to a B2B customer with a customerVatNumber only' }]);
    const on = input.asOf ?? input.transactionDate ?? today();
    if (!input.customerVatNumber) return calculateTax(input, { on, fx: this.fx.table() });
    const verdict = await this.validate(input.customerVatNumber, undefined, on);
    const { status, overrideId } = await this.override(input, verdict, user, requestId);
    const result = calculateTax(input, { on, vatNumber: { valid: verdict.isValid, country: verdict.country, status }, fx: this.fx.table() });
    // outside the EU the reverse charge follows the customer's business status, not the number: say so, never silently
    const reverseCharged = result.taxBreakdown.some((l) => /reverse charge/i.test(l.taxType));
    const note =
      status === 'overridden'
        ? `${verdict.note} Overridden by a signed-in user (override ${overrideId}): ${input.vatNumberOverride?.reason}`
        : status !== 'confirmed' && reverseCharged
          ? `${verdict.note} The reverse charge rests on the declared business customer outside the EU (Implementing Regulation (EU) No 282/2011 art. 18(3)), not on this number.`
          : verdict.note;
    return { ...result, customerVatNumber: { vatNumber: verdict.vatNumber, country: verdict.country, status, note, ...(overrideId ? { overrideId } : {}) } };
  }

  /** An unconfirmed number counts as a business customer's only by a signed-in user's recorded decision. */
  private async override(
    input: TaxCalculationInput,
    verdict: VatValidationResult,
    user: RequestUser | undefined,
    requestId: string,
  ): Promise<{ status: CustomerVatNumberStatus; overrideId?: string }> {
    if (!input.vatNumberOverride || verdict.status === 'confirmed') return { status: verdict.status };
    if (verdict.status === 'invalid') throw badRequest([{ field: 'vatNumberOverride', message: `cannot override an invalid VAT number (${verdict.note})` }]);
    if (!user) throw new UnauthorizedException('Sign in to override a VAT number: the override is recorded under your name');
    if (isReadOnly(user)) throw new ForbiddenException(AUDIT_MESSAGES.auditorReadOnly);
    const data = {
      vatNumber: verdict.vatNumber,
      country: verdict.country,
      registryStatus: 'unknown' as const,
      registryDetail: verdict.note,
      reason: input.vatNumberOverride.reason,
      numberStatus: verdict.status,
      supply: {
        serviceType: input.serviceType,
        originCountry: input.originCountry,
        destinationCountry: input.destinationCountry,
        amount: input.amount,
        currency: input.currency,
        transactionDate: input.asOf ?? input.transactionDate ?? today(),
      },
    };
    const ctx = commandContext({ actor: actorOf(user), body: input, requestId });
    const { overrideId } = await this.commands.execute<RecordVatOverrideCommand, { overrideId: string }>(new RecordVatOverrideCommand(data, user.id, ctx));
    return { status: 'overridden', overrideId };
  }

  @Public()
  @Post('vat/validate')
  @HttpCode(200)
  async validateVat(@Body() body: unknown): Promise<VatValidationResult> {
    const input = parseOrThrow(VatValidateSchema, body);
    return this.validate(input.vatNumber, input.country);
  }

  @Public()
  @Post('customs/declaration')
  @HttpCode(200)
  declaration(@Body() body: unknown): CustomsDeclarationResult {
    const input = parseOrThrow(CustomsDeclarationSchema, body);
    knownHsOrThrow('itemDetails.hsCode', input.itemDetails.hsCode);
    return declareCustoms(input, input.asOf ?? input.shipDate ?? today(), this.fx.table());
  }

  @Public()
  @Post('customs/declaration/pdf')
  @KeyScope('labels')
  @HttpCode(200)
  async declarationPdf(@Body() body: unknown, @Query() query: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // the commercial invoice in the shipper's language plus English: ?lang=, else the request's language
    const language = parseOrThrow(LanguageQuerySchema, query ?? {}).lang ?? requestLanguage(request);
    const input = parseOrThrow(CustomsDeclarationSchema, body);
    knownHsOrThrow('itemDetails.hsCode', input.itemDetails.hsCode);
    const result = declareCustoms(input, input.asOf ?? input.shipDate ?? today(), this.fx.table());
    const reference = `WP-${result.declarationDate.replace(/-/g, '')}-${result.hsCode}`;
    const pdf = await renderCustomsDocument(input, result, reference, language);
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="commercial-invoice-${result.form.toLowerCase()}-${reference}.pdf"`)
      .send(pdf);
  }

  /** Platform-wide totals: signed-in users only. */
  @Get('tax/compliance/status')
  complianceStatus() {
    return this.status.status();
  }

  @Public()
  @Get('tax/api-status')
  apiStatus() {
    return this.status.apiStatus(new Date());
  }

  private async validate(vatNumber: string, country?: string, on: string = today()): Promise<VatValidationResult> {
    const offline = checkVatNumberOffline(vatNumber, country, on);
    const offlineOk = offline.format === 'valid' && offline.checksum === 'valid';
    const registry = offlineOk ? await this.registry.check(offline.country, offline.localNumber) : { status: 'unknown' as const };
    return vatVerdict(offline, registry);
  }
}
