import { Body, Controller, HttpCode, Inject, Optional, Post, UnprocessableEntityException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
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
import { CarrierIntegrationRequiredError, realRates, type LiveRates } from './queries/real-rates.query';
import { ProviderRatesQuery, type ProviderRates } from '../carriers/queries/provider-rates.query';
import { QUOTE_CLOCK, type Clock } from './quoting.tokens';
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
    private readonly queries: QueryBus,
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
      // a test key quotes the sandbox carriers only: the real providers are never called in test mode
      return await realRates(input, this.clock(), mode === 'test' ? undefined : this.providerRates, this.restrictions.current(), this.fx?.table());
    } catch (e) {
      if (e instanceof CarrierIntegrationRequiredError) {
        const { title, description } = QUOTING_MESSAGES.ratesFailed;
        throw unprocessable(`${title}: ${description}`, e.field, e.reason);
      }
      throw e;
    }
  }

  /** Every provider account configured now (the carriers context reads its registry per request). */
  private readonly providerRates: LiveRates = (shipment) => this.queries.execute<ProviderRatesQuery, ProviderRates>(new ProviderRatesQuery(shipment));

  @Post('ai/optimize-route')
  @Public()
  @HttpCode(200)
  optimizeRoute(@Body() body: unknown) {
    const input = parseOrThrow(OptimizeRouteRequestSchema, body);
    return unserved(() => optimizeRoute(input));
  }
}
