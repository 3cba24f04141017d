import type { RegistryAnswer } from '../domain/vat-number';
import { VIES_COUNTRIES } from '../domain/vat-number';

export const VIES_CLIENT = Symbol('VIES_CLIENT');

/** Port: asks the registry whether a VAT number is registered. Outages answer 'unknown', never 'invalid'. */
export interface VatRegistry {
  check(country: string, localNumber: string): Promise<RegistryAnswer>;
}

const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';
const TIMEOUT_MS = 2500;
const BREAKER_MS = 60_000;

/** EU VIES REST adapter with a short timeout and a breaker: after a failure it answers 'unknown' at once for a minute. */
export class ViesClient implements VatRegistry {
  private openUntil = 0;
  constructor(
    private readonly fetcher: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async check(country: string, localNumber: string): Promise<RegistryAnswer> {
    if (!VIES_COUNTRIES.has(country))
      return { status: 'unknown', detail: country === 'GB' ? 'GB numbers are checked by the HMRC VAT API, which needs credentials' : `${country} is not in EU VIES` };
    if (this.now() < this.openUntil) return { status: 'unknown', detail: 'EU VIES unreachable, next attempt within a minute' };
    try {
      const response = await this.fetcher(VIES_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode: country, vatNumber: localNumber }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`VIES HTTP ${response.status}`);
      const body = (await response.json()) as { valid?: boolean; name?: string; address?: string; userError?: string };
      if (typeof body.valid !== 'boolean' || (body.userError && body.userError !== 'VALID' && body.userError !== 'INVALID'))
        return { status: 'unknown', detail: `EU VIES answered ${body.userError ?? 'without a verdict'}` };
      const clean = (s?: string) => (s && s !== '---' ? s.trim() : undefined);
      return { status: body.valid ? 'valid' : 'invalid', name: clean(body.name), address: clean(body.address) };
    } catch (error) {
      this.openUntil = this.now() + BREAKER_MS;
      return { status: 'unknown', detail: `EU VIES unreachable: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
}
