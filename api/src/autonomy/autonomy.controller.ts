import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ActivateCrisisSchema,
  DecisionListQuerySchema,
  HumanOverrideSchema,
  PageQuerySchema,
  RecentListQuerySchema,
  ResolveCrisisSchema,
  ShippingPreferenceSchema,
  type AutonomyIntelligence,
} from '@waypost/contracts';
import { findShippingPreference, listCrises, listQueue, pageCrises, pageDecisions, pageNotifications, pageOverrides, pageQueue } from '@waypost/projections';
import { Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { CurrentUser, Roles, type RequestUser } from '../platform/auth/auth.decorators';
import { parseOrThrow } from '../platform/http/validation';
import { PageCursors, filtersOf } from '../platform/http/pagination';
import { DB } from '../platform/tokens';
import { CrisisCommands } from './commands/crisis-commands';
import { HumanOverrideCommands } from './commands/human-override';
import { ShippingPreferenceCommands } from './commands/shipping-preference';
import { IntelligenceService } from './queries/intelligence.service';
import { ReadScopes } from '../access/queries/read-scopes';
import { RequestId } from '../platform/http/request-context';

// ── /api/autonomous/*: admin only (spec sections 3, 7; issue 7) ──────────────

@Controller('api/autonomous')
@Roles('admin')
export class AutonomyController {
  constructor(
    private readonly crisis: CrisisCommands,
    private readonly overrides: HumanOverrideCommands,
    private readonly intelligence: IntelligenceService,
    @Inject(DB) private readonly pool: Pool,
    private readonly cursors: PageCursors,
    private readonly scopes: ReadScopes,
  ) {}

  @Get('intelligence')
  getIntelligence(): Promise<AutonomyIntelligence> {
    return this.intelligence.intelligence();
  }

  @Post('override')
  @HttpCode(200)
  override(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    return this.overrides.override(parseOrThrow(HumanOverrideSchema, body), user, requestId);
  }

  @Get('overrides')
  async listOverrides(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    const q = parseOrThrow(RecentListQuerySchema, query ?? {});
    const request = this.cursors.read({ list: 'overrides', caller: user.id }, q);
    return request.answer(await pageOverrides(this.pool, request.page));
  }

  @Post('crisis')
  async activate(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    return this.crisis.activateCrisis(parseOrThrow(ActivateCrisisSchema, body), user, requestId);
  }

  @Get('crisis')
  async crises(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    // The plain array keeps the operators' order (active first); pages go newest first.
    const request = this.cursors.read({ list: 'crises', caller: user.id }, parseOrThrow(PageQuerySchema, query ?? {}));
    return request.paged ? request.answer(await pageCrises(this.pool, {}, request.page)) : listCrises(this.pool);
  }

  @Post('crisis/:id/resolve')
  @HttpCode(200)
  resolve(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    return this.crisis.resolveCrisis(id, parseOrThrow(ResolveCrisisSchema, body ?? {}).reason, user, requestId);
  }

  @Get('decisions')
  async decisions(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    const q = parseOrThrow(DecisionListQuerySchema, query ?? {});
    const request = this.cursors.read({ list: 'decisions', caller: user.id, filters: filtersOf(q) }, q);
    // the decisions on test-mode shipments stay out (as in every staff view)
    const exceptOwners = await this.scopes.testPrincipals();
    return request.answer(await pageDecisions(this.pool, { human: q.human === undefined ? undefined : q.human === 'true', exceptOwners }, request.page));
  }

  @Get('queue')
  async queue(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    // The plain array keeps the operators' order (by code and priority); pages go newest hold first.
    const request = this.cursors.read({ list: 'queue', caller: user.id }, parseOrThrow(PageQuerySchema, query ?? {}));
    const exceptOwners = await this.scopes.testPrincipals();
    return request.paged ? request.answer(await pageQueue(this.pool, { exceptOwners }, request.page)) : listQueue(this.pool, exceptOwners);
  }
}

/** The signed-in user's notifications (the top bar's notifications button). */
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    private readonly cursors: PageCursors,
  ) {}

  @Get()
  async mine(@Query() query: unknown, @CurrentUser() user: RequestUser) {
    const request = this.cursors.read({ list: 'notifications', caller: user.id }, parseOrThrow(RecentListQuerySchema, query ?? {}));
    return request.answer(await pageNotifications(this.pool, user.id, request.page));
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
  set(@Body() body: unknown, @CurrentUser() user: RequestUser, @RequestId() requestId: string) {
    return this.preferences.setPreference(parseOrThrow(ShippingPreferenceSchema, body), user, requestId);
  }
}
