import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ComplianceCheckSchema,
  CustomsDeclarationSchema,
  HS_CODE_UNKNOWN_MESSAGE,
  TaxCalculationSchema,
  VatValidateSchema,
  type ComplianceResult,
  type CustomsDeclarationResult,
  type TaxCalculationResult,
  type VatValidationResult,
} from '@waypost/contracts';
import { KeyScope, Public } from '../platform/auth/auth.decorators';
import { badRequest, parseOrThrow } from '../platform/http/validation';
import { VIES_CLIENT, type VatRegistry } from './adapters/vies.client';
import { renderCustomsDocument } from './documents/customs-document.pdf';
import { checkCompliance } from './domain/compliance-check';
import { declareCustoms } from './domain/customs-declaration';
import { knownHsCode } from './domain/hs-nomenclature';
import { calculateTax } from './domain/tax-calculation';
import { checkVatNumberOffline, vatVerdict } from './domain/vat-number';
import { ComplianceStatusQueries } from './queries/compliance-status.queries';

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
  ) {}

  @Public()
  @Post('compliance/check')
  @HttpCode(200)
  check(@Body() body: unknown): ComplianceResult {
    const input = parseOrThrow(ComplianceCheckSchema, body);
    knownHsOrThrow('hsCode', input.hsCode);
    return checkCompliance(input, input.shipDate ?? today());
  }

  @Public()
  @Post('tax/calculate')
  @HttpCode(200)
  async calculate(@Body() body: unknown): Promise<TaxCalculationResult> {
    const input = parseOrThrow(TaxCalculationSchema, body);
    knownHsOrThrow('hsCode', input.hsCode);
    let vatNumber: { valid: boolean; country: string } | undefined;
    if (input.customerVatNumber) {
      const verdict = await this.validate(input.customerVatNumber);
      vatNumber = { valid: verdict.isValid, country: verdict.country };
    }
    return calculateTax(input, { on: input.transactionDate ?? today(), vatNumber });
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
    return declareCustoms(input, input.shipDate ?? today());
  }

  @Public()
  @Post('customs/declaration/pdf')
  @KeyScope('labels')
  @HttpCode(200)
  async declarationPdf(@Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    const input = parseOrThrow(CustomsDeclarationSchema, body);
    knownHsOrThrow('itemDetails.hsCode', input.itemDetails.hsCode);
    const result = declareCustoms(input, input.shipDate ?? today());
    const reference = `WP-${result.declarationDate.replace(/-/g, '')}-${result.hsCode}`;
    const pdf = await renderCustomsDocument(input, result, reference);
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

  private async validate(vatNumber: string, country?: string): Promise<VatValidationResult> {
    const offline = checkVatNumberOffline(vatNumber, country);
    const offlineOk = offline.format === 'valid' && offline.checksum === 'valid';
    const registry = offlineOk ? await this.registry.check(offline.country, offline.localNumber) : { status: 'unknown' as const };
    return vatVerdict(offline, registry);
  }
}
