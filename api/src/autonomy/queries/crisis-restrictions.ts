import { Injectable } from '@nestjs/common';
import { NO_RESTRICTIONS, type QuoteRestrictions, type QuoteRestrictionsSource } from '../../quoting/queries/quote-restrictions';

// ── What the crisis protocols currently restrict: autonomy's answer to quoting's QUOTE_RESTRICTIONS port ──
// Kept by the dispatcher where it runs (at once, as it folds crises) and refreshed from the crisis read model by
// the autonomy service elsewhere (an API-only process). Quoting, carrier selection and human overrides read it.

@Injectable()
export class CrisisRestrictions implements QuoteRestrictionsSource {
  private restrictions: QuoteRestrictions = NO_RESTRICTIONS;

  current(): QuoteRestrictions {
    return this.restrictions;
  }

  set(next: { suspendedCarriers: Iterable<string>; surge: boolean }): void {
    this.restrictions = { suspendedCarriers: new Set(next.suspendedCarriers), suspendedLevels: new Set(next.surge ? ['economy'] : []) };
  }
}
