import { Body, Controller, HttpCode, Inject, Optional, Post, UnprocessableEntityException } from '@nestjs/common';
import {
  CalculateShippingRequestSchema,
  InstantQuoteRequestSchema,
  OptimizeRouteRequestSchema,
  QUOTING_MESSAGES,
  RealRatesRequestSchema,
  type ApiErrorBody,
} from '@waypost/contracts';
import { RouteSchema } from '@nestjs/platform-fastify';
import { FxRatesStore } from '../catalogue/catalogue.module';
import { Public, RequestMode } from '../platform/auth/auth.decorators';
import { CALCULATE_RESPONSE_SCHEMA } from './calculate-response.schema';
import { parseOrThrow } from '../platform/http/validation';
import { calculateShipping } from './queries/calculate-shipping.query';
import { instantQuote, UnservedPlaceError } from './queries/instant-quote.query';
import { optimizeRoute } from './queries/optimize-route.query';
import { CarrierIntegrationRequiredError, realRates } from './queries/real-rates.query';
import type { LiveRateProvider } from './live-rates/live-rate-providers';
import { LIVE_RATE_PROVIDERS, QUOTE_CLOCK, type Clock } from './quoting.tokens';
import { NO_RESTRICTIONS, QUOTE_RESTRICTIONS, type QuoteRestrictionsSource } from './queries/quote-restrictions';

// ── Quotes, calculator, real rates and route optimisation: public, pure reads over the catalogue ──

const unprocessable = (message: string, field: string, detail: string) =>
  new UnprocessableEntityException({ statusCode: 422, error: 'Unprocessable Entity', message, issues: [{ field, message: detail }] } satisfies ApiErrorBody);

function unserved<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof UnservedPlaceError) {
      const [field = '(body)', ...rest] = e.message.split(': ');
      throw unprocessable(e.message, field, rest.join(': '));
    }
    throw e;
  }
}

@Controller('api')
export class QuotingController {
  constructor(
    @Inject(QUOTE_CLOCK) private readonly clock: Clock,
    @Inject(LIVE_RATE_PROVIDERS) private readonly providers: LiveRateProvider[],
    @Optional() @Inject(QUOTE_RESTRICTIONS) private readonly restrictions: QuoteRestrictionsSource = { current: () => NO_RESTRICTIONS },
    @Optional() private readonly fx?: FxRatesStore,
  ) {}

  @Post('quotes')
  @Public()
  @HttpCode(200)
  quotes(@Body() body: unknown) {
    const input = parseOrThrow(InstantQuoteRequestSchema, body);
    return unserved(() => instantQuote(input, this.clock(), this.restrictions.current(), this.fx?.table()));
  }

  @Post('shipping/calculate')
  @Public()
  @HttpCode(200)
  @RouteSchema({ response: { 200: CALCULATE_RESPONSE_SCHEMA } })
  calculate(@Body() body: unknown) {
    const input = parseOrThrow(CalculateShippingRequestSchema, body);
    return calculateShipping(input, this.clock(), this.restrictions.current(), this.fx?.table());
  }

  @Post('shipping/real-rates')
  @Public()
  @HttpCode(200)
  async realRates(@Body() body: unknown, @RequestMode() mode: 'test' | 'live') {
    const input = parseOrThrow(RealRatesRequestSchema, body);
    try {
      // a test key quotes the sandbox carriers only: the configured (live) carriers are never called in test mode
      return await realRates(input, this.clock(), mode === 'test' ? [] : this.providers, this.restrictions.current(), this.fx?.table());
    } catch (e) {
      if (e instanceof CarrierIntegrationRequiredError) {
        const { title, description } = QUOTING_MESSAGES.ratesFailed;
        throw unprocessable(`${title}: ${description}`, e.field, e.reason);
      }
      throw e;
    }
  }

  @Post('ai/optimize-route')
  @Public()
  @HttpCode(200)
  optimizeRoute(@Body() body: unknown) {
    const input = parseOrThrow(OptimizeRouteRequestSchema, body);
    return unserved(() => optimizeRoute(input));
  }
}
