import { Inject, Optional } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProviderAnswer } from '@waypost/contracts';
import type { ChargedOption } from '../../quoting/queries/quote-shipment.query';
import { ProviderError } from '../providers/provider';
import { optionOf } from '../providers/provider-options';
import { PROVIDER_REGISTRY, PROVIDER_SETTINGS, type ProviderSettings } from '../providers/provider.tokens';
import type { ProviderRegistry } from '../providers/provider-registry';
import { shipmentSpec, type SpecSource } from '../providers/shipment-spec';
import { QUOTE_RESTRICTIONS, type QuoteRestrictionsSource } from '../../quoting/queries/quote-restrictions';

// ── Query: the real providers' rates for a shipment (issue 27) ───────────────
// Every configured provider account is asked at once, within the quote's time budget; each answer is said (how many
// rates, or why none), so a quote records which provider and account answered every rate and which did not.

/** What a provider needs of a shipment (our shipment as the query's callers hold it). */
export type { SpecSource };

export class ProviderRatesQuery {
  constructor(readonly shipment: SpecSource) {}
}

export interface ProviderRates {
  options: ChargedOption[];
  /** Empty when no provider is configured. */
  answers: ProviderAnswer[];
}

@QueryHandler(ProviderRatesQuery)
export class ProviderRatesHandler implements IQueryHandler<ProviderRatesQuery, ProviderRates> {
  constructor(
    @Optional() @Inject(PROVIDER_REGISTRY) private readonly registry?: ProviderRegistry,
    @Optional() @Inject(PROVIDER_SETTINGS) private readonly settings?: ProviderSettings,
    @Optional() @Inject(QUOTE_RESTRICTIONS) private readonly restrictions?: QuoteRestrictionsSource,
  ) {}

  async execute({ shipment }: ProviderRatesQuery): Promise<ProviderRates> {
    // paused accounts answer nothing; the registry is read per quote (admins connect and remove accounts at run time)
    const providers = (this.registry?.usable() ?? []).filter((p) => p.capabilities.rates);
    if (providers.length === 0) return { options: [], answers: [] };
    if (this.restrictions) this.registry!.followCrisis(this.restrictions.current().suspendedCarriers);
    const spec = shipmentSpec(shipment);
    const budget = this.settings?.ratesBudgetMs ?? 8000;
    const results = await Promise.all(
      providers.map(async (p) => {
        const base = { id: p.id, name: p.name, account: p.account.accountId, mode: p.account.mode };
        try {
          const rates = await p.rates(spec, { signal: AbortSignal.timeout(budget) });
          return { answer: { ...base, rates: rates.length, error: null }, options: rates.map((r) => optionOf(p, r)) };
        } catch (error) {
          const why =
            error instanceof ProviderError ? error.message : error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${budget} ms` : 'the provider call failed';
          return { answer: { ...base, rates: 0, error: why }, options: [] };
        }
      }),
    );
    return { options: results.flatMap((r) => r.options), answers: results.map((r) => r.answer) };
  }
}
