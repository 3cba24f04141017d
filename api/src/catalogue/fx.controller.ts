import { BadRequestException, Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { FxReferenceRatesUploadSchema, type ApiErrorBody, type FxReferenceRatesUploadResult, type FxTableSummary } from '@waypost/contracts';
import { Public, Roles } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { fxSnapshotOn, exchangeRatesUsed } from './queries/money';
import { FxUploadError } from './queries/fx-table';
import { FxRatesStore } from './fx-rates.store';

/** Today in UTC: the only place the clock is read. */
const today = () => new Date().toISOString().slice(0, 10);

// ── The ECB reference-rate table: what answers convert with today, and `waypost fx update` storing new snapshots ──
@Controller('api/fx')
export class FxController {
  constructor(private readonly fx: FxRatesStore) {}

  @Public()
  @Get('reference-rates')
  latest(): FxTableSummary {
    const table = this.fx.table();
    const on = today();
    return { ...exchangeRatesUsed(fxSnapshotOn(table, on), on), snapshots: table.snapshots.map((s) => ({ date: s.date, source: s.source })) };
  }

  @Roles('admin')
  @Post('reference-rates')
  @HttpCode(200)
  async store(@Body() body: unknown): Promise<FxReferenceRatesUploadResult> {
    const upload = parseOrThrow(FxReferenceRatesUploadSchema, body);
    try {
      return await this.fx.store(upload);
    } catch (error) {
      if (error instanceof FxUploadError)
        throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: error.message, issues: error.issues } satisfies ApiErrorBody);
      throw error;
    }
  }
}
