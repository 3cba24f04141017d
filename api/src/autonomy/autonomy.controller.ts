import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ActivateCrisisSchema, DecisionListQuerySchema, HumanOverrideSchema, ResolveCrisisSchema, ShippingPreferenceSchema, type AutonomyIntelligence } from '@waypost/contracts';
import { findShippingPreference, listDecisions, listNotifications, listOverrides, listQueue } from '@waypost/projections';
import { Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { DB } from '../platform/tokens';
import { CrisisCommands } from './commands/crisis-commands';
import { HumanOverrideCommands } from './commands/human-override';
import { ShippingPreferenceCommands } from './commands/shipping-preference';
import { IntelligenceService } from './queries/intelligence.service';

// ── /api/autonomous/*: admin only (spec sections 3, 7; issue 7) ──────────────

@Controller('api/autonomous')
@Roles('admin')
export class AutonomyController {
  constructor(
    private readonly crisis: CrisisCommands,
    private readonly overrides: HumanOverrideCommands,
    private readonly intelligence: IntelligenceService,
    @Inject(DB) private readonly pool: Pool,
  ) {}

  @Get('intelligence')
  getIntelligence(): Promise<AutonomyIntelligence> {
    return this.intelligence.intelligence();
  }

  @Post('override')
  @HttpCode(200)
  override(@Body() body: unknown, @CurrentUser() user: RequestUser) {
    return this.overrides.override(parseOrThrow(HumanOverrideSchema, body), user);
  }

  @Get('overrides')
  listOverrides() {
    return listOverrides(this.pool);
  }

  @Post('crisis')
  async activate(@Body() body: unknown, @CurrentUser() user: RequestUser) {
    return this.crisis.activateCrisis(parseOrThrow(ActivateCrisisSchema, body), user);
  }

  @Get('crisis')
  crises() {
    return this.crisis.crises();
  }

  @Post('crisis/:id/resolve')
  @HttpCode(200)
  resolve(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser) {
    return this.crisis.resolveCrisis(id, parseOrThrow(ResolveCrisisSchema, body ?? {}).reason, user);
  }

  @Get('decisions')
  decisions(@Query() query: unknown) {
    return listDecisions(this.pool, parseOrThrow(DecisionListQuerySchema, query ?? {}).limit);
  }

  @Get('queue')
  queue() {
    return listQueue(this.pool);
  }
}

/** The signed-in user's notifications (the top bar's notifications button). */
@Controller('api/notifications')
export class NotificationsController {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  @Get()
  mine(@CurrentUser() user: RequestUser) {
    return listNotifications(this.pool, user.id);
  }
}

/** The signed-in shipper's carrier preference: what the dispatcher optimises for on their new shipments. */
@Controller('api/preferences/shipping')
export class ShippingPreferenceController {
  constructor(
    private readonly preferences: ShippingPreferenceCommands,
    @Inject(DB) private readonly pool: Pool,
  ) {}

  @Get()
  mine(@CurrentUser() user: RequestUser) {
    return findShippingPreference(this.pool, user.id);
  }

  @Put()
  set(@Body() body: unknown, @CurrentUser() user: RequestUser) {
    return this.preferences.setPreference(parseOrThrow(ShippingPreferenceSchema, body).priority, user);
  }
}
