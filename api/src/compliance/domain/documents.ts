import type { CurrencyCode } from '@waypost/contracts';
import type { Dated } from './effective';
import type { FxReferenceRates } from '../../catalogue/queries/catalogue';
import { convert, toMajor, type Minor } from '../../catalogue/queries/money';

// ── Postal customs declaration forms and the commercial invoice ──────────────
export const CUSTOMS_FORMS = {
  /** UPU: CN 22 up to 300 SDR, CN 23 above; applied here as an EUR 300 equivalent */
  cn22Limit: { amount: 300, currency: 'EUR' as CurrencyCode },
  effectiveFrom: '2018-01-01',
  source: 'UPU Convention art. 20 and Letter Post Regulations (CN 22 for contents up to 300 SDR, CN 23 above); EUR 300 used as the equivalent',
} satisfies Dated & Record<string, unknown>;

export const COMMERCIAL_INVOICE = {
  text: 'Commercial invoice (3 copies: seller, buyer, description, HS code, value, currency, origin, Incoterm)',
  source: 'Union Customs Code Delegated Regulation (EU) 2015/2446 Annex B; 19 CFR 141.81-141.86; UPU Convention art. 20',
};

export type CustomsForm = 'CN22' | 'CN23';
export function customsFormFor(value: Minor, currency: CurrencyCode, fx: FxReferenceRates): CustomsForm {
  const { amount, currency: limitCurrency } = CUSTOMS_FORMS.cn22Limit;
  return toMajor(convert(value, currency, limitCurrency, fx), limitCurrency) <= amount ? 'CN22' : 'CN23';
}

export const formLabel = (form: CustomsForm) =>
  form === 'CN22' ? 'CN22 customs declaration (contents up to EUR 300 equivalent)' : 'CN23 customs declaration (contents above EUR 300 equivalent)';
