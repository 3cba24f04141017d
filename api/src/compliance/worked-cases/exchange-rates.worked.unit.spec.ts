import { TaxCalculationSchema, type ComplianceCategory, type CountryCode, type CurrencyCode, type CustomerType } from '@waypost/contracts';
import { FX_REFERENCE_RATES } from '../../catalogue/queries/catalogue';
import { convert, fxSnapshotOn, toMajor, toMinor } from '../../catalogue/queries/money';
import { checkedCases } from '../../../test-support/worked-cases';
import { checkCompliance } from '../domain/compliance-check';
import { calculateTax } from '../domain/tax-calculation';

// ── Worked cases, class 'exchange-rates' (issue 26 item 6) ──────────────────
// A threshold in one currency, a consignment in another, converted on the case's date with the ECB euro reference
// rates of that date, by hand: amount / (units of its currency per EUR) x (units of the threshold's currency per EUR),
// rounded half up to the threshold currency's minor unit. All cases are on 28 June 2024, whose ECB rates are in the
// shipped table: 1 EUR = USD 1.0705, JPY 171.94, GBP 0.84638, AUD 1.6079 (ECB eurofxref-daily.xml of 2024-06-28).
// Customs authorities convert with their own monthly rates (EU: Reg. (EU) 2015/2447 art. 146, the ECB rate of the
// penultimate Wednesday of the previous month); the engine's estimate uses the ECB rate of the date, as these do.
// Each pair sits either side of the threshold: the first converts to at most the threshold, the second above it.

const ECB_2024_06_28 = 'ECB euro foreign exchange reference rates of 28 June 2024 (eurofxref-daily.xml)';

interface ThresholdInput {
  from: CountryCode;
  to: CountryCode;
  value: number;
  currency: CurrencyCode;
  threshold: { amount: number; currency: CurrencyCode };
  category: ComplianceCategory;
  description: string;
  customerType: CustomerType;
  /** what the threshold decides: customs duty, import VAT/GST, or the CN 22 / CN 23 form */
  decides: 'duty' | 'vat' | 'cn22';
}
interface ThresholdExpected {
  /** the consignment's value in the threshold's currency, major units */
  converted: number;
  within: boolean;
}
const on = '2024-06-28';
const SOURCES = {
  eu150: `Council Regulation (EC) No 1186/2009, art. 23 (duty relief up to EUR 150, before 2026-07-01); ${ECB_2024_06_28}`,
  gb135: `GOV.UK, "VAT and overseas goods sold directly to customers in the UK" (no customs duty up to GBP 135); ${ECB_2024_06_28}`,
  jp10000: `Act on the Collection of Internal Consumption Tax on Imported Goods, art. 13; Japan Customs, small-value imports up to JPY 10,000; ${ECB_2024_06_28}`,
  kr150: `Customs Act (Korea) art. 94 and Enforcement Rule art. 45: personal imports up to USD 150 free of duty and VAT; ${ECB_2024_06_28}`,
  au1000: `Customs Act 1901 (Cth), s.68 and Australian Border Force: no duty on goods up to AUD 1,000; ${ECB_2024_06_28}`,
  us800: `19 U.S.C. 1321(a)(2)(C) (USD 800 administrative exemption, in force until its suspension in 2025); ${ECB_2024_06_28}`,
  cn22: `UPU Convention art. 20 and Letter Post Regulations (CN 22 for contents up to 300 SDR; applied as EUR 300); ${ECB_2024_06_28}`,
};
const shirt = { category: 'Clothing & Textiles', description: 'cotton t-shirt', customerType: 'B2C' } as const;
const headphones = { category: 'Electronics', description: 'wireless headphones', customerType: 'B2C' } as const;

const CASES = checkedCases<ThresholdInput, ThresholdExpected>([
  {
    id: 'EU-DUTY-150-USD-WITHIN',
    class: 'exchange-rates',
    countries: ['DE', 'US'],
    source: SOURCES.eu150,
    working: 'USD 160.56 / 1.0705 = EUR 149.9860 -> EUR 149.99 <= 150: no customs duty',
    asOf: on,
    input: { from: 'US', to: 'DE', value: 160.56, currency: 'USD', threshold: { amount: 150, currency: 'EUR' }, ...shirt, decides: 'duty' },
    expected: { converted: 149.99, within: true },
  },
  {
    id: 'EU-DUTY-150-USD-ABOVE',
    class: 'exchange-rates',
    countries: ['DE', 'US'],
    source: SOURCES.eu150,
    working: 'USD 160.60 / 1.0705 = EUR 150.0234 -> EUR 150.02 > 150: customs duty due',
    asOf: on,
    input: { from: 'US', to: 'DE', value: 160.6, currency: 'USD', threshold: { amount: 150, currency: 'EUR' }, ...shirt, decides: 'duty' },
    expected: { converted: 150.02, within: false },
  },
  {
    id: 'GB-DUTY-135-EUR-WITHIN',
    class: 'exchange-rates',
    countries: ['GB', 'DE'],
    source: SOURCES.gb135,
    working: 'EUR 159.49 x 0.84638 = GBP 134.9891 -> GBP 134.99 <= 135: no customs duty',
    asOf: on,
    input: { from: 'DE', to: 'GB', value: 159.49, currency: 'EUR', threshold: { amount: 135, currency: 'GBP' }, ...shirt, decides: 'duty' },
    expected: { converted: 134.99, within: true },
  },
  {
    id: 'GB-DUTY-135-EUR-ABOVE',
    class: 'exchange-rates',
    countries: ['GB', 'DE'],
    source: SOURCES.gb135,
    working: 'EUR 159.52 x 0.84638 = GBP 135.0145 -> GBP 135.01 > 135: customs duty due',
    asOf: on,
    input: { from: 'DE', to: 'GB', value: 159.52, currency: 'EUR', threshold: { amount: 135, currency: 'GBP' }, ...shirt, decides: 'duty' },
    expected: { converted: 135.01, within: false },
  },
  {
    id: 'JP-TAX-10000-USD-WITHIN',
    class: 'exchange-rates',
    countries: ['JP', 'US'],
    source: SOURCES.jp10000,
    working: 'USD 62.25 / 1.0705 x 171.94 = JPY 9,998.38 -> JPY 9,998 <= 10,000: no import consumption tax',
    asOf: on,
    input: { from: 'US', to: 'JP', value: 62.25, currency: 'USD', threshold: { amount: 10_000, currency: 'JPY' }, ...headphones, decides: 'vat' },
    expected: { converted: 9998, within: true },
  },
  {
    id: 'JP-TAX-10000-USD-ABOVE',
    class: 'exchange-rates',
    countries: ['JP', 'US'],
    source: SOURCES.jp10000,
    working: 'USD 62.27 / 1.0705 x 171.94 = JPY 10,001.59 -> JPY 10,002 > 10,000: import consumption tax due',
    asOf: on,
    input: { from: 'US', to: 'JP', value: 62.27, currency: 'USD', threshold: { amount: 10_000, currency: 'JPY' }, ...headphones, decides: 'vat' },
    expected: { converted: 10_002, within: false },
  },
  {
    id: 'KR-TAX-150-EUR-WITHIN',
    class: 'exchange-rates',
    countries: ['KR', 'DE'],
    source: SOURCES.kr150,
    working: 'EUR 140.10 x 1.0705 = USD 149.9771 -> USD 149.98 <= 150: no import VAT',
    asOf: on,
    input: { from: 'DE', to: 'KR', value: 140.1, currency: 'EUR', threshold: { amount: 150, currency: 'USD' }, ...headphones, decides: 'vat' },
    expected: { converted: 149.98, within: true },
  },
  {
    id: 'KR-TAX-150-EUR-ABOVE',
    class: 'exchange-rates',
    countries: ['KR', 'DE'],
    source: SOURCES.kr150,
    working: 'EUR 140.15 x 1.0705 = USD 150.0306 -> USD 150.03 > 150: import VAT due',
    asOf: on,
    input: { from: 'DE', to: 'KR', value: 140.15, currency: 'EUR', threshold: { amount: 150, currency: 'USD' }, ...headphones, decides: 'vat' },
    expected: { converted: 150.03, within: false },
  },
  {
    id: 'AU-DUTY-1000-USD-WITHIN',
    class: 'exchange-rates',
    countries: ['AU', 'US'],
    source: SOURCES.au1000,
    working: 'USD 665.50 / 1.0705 x 1.6079 = AUD 999.5866 -> AUD 999.59 <= 1,000: no customs duty',
    asOf: on,
    input: { from: 'US', to: 'AU', value: 665.5, currency: 'USD', threshold: { amount: 1000, currency: 'AUD' }, ...shirt, decides: 'duty' },
    expected: { converted: 999.59, within: true },
  },
  {
    id: 'AU-DUTY-1000-USD-ABOVE',
    class: 'exchange-rates',
    countries: ['AU', 'US'],
    source: SOURCES.au1000,
    working: 'USD 666.00 / 1.0705 x 1.6079 = AUD 1,000.3376 -> AUD 1,000.34 > 1,000: customs duty due',
    asOf: on,
    input: { from: 'US', to: 'AU', value: 666, currency: 'USD', threshold: { amount: 1000, currency: 'AUD' }, ...shirt, decides: 'duty' },
    expected: { converted: 1000.34, within: false },
  },
  {
    id: 'US-DUTY-800-EUR-WITHIN',
    class: 'exchange-rates',
    countries: ['US', 'DE'],
    source: SOURCES.us800,
    working: 'EUR 747.30 x 1.0705 = USD 799.9847 -> USD 799.98 <= 800: no customs duty',
    asOf: on,
    input: { from: 'DE', to: 'US', value: 747.3, currency: 'EUR', threshold: { amount: 800, currency: 'USD' }, ...shirt, decides: 'duty' },
    expected: { converted: 799.98, within: true },
  },
  {
    id: 'US-DUTY-800-EUR-ABOVE',
    class: 'exchange-rates',
    countries: ['US', 'DE'],
    source: SOURCES.us800,
    working: 'EUR 747.40 x 1.0705 = USD 800.0917 -> USD 800.09 > 800: customs duty due',
    asOf: on,
    input: { from: 'DE', to: 'US', value: 747.4, currency: 'EUR', threshold: { amount: 800, currency: 'USD' }, ...shirt, decides: 'duty' },
    expected: { converted: 800.09, within: false },
  },
  {
    id: 'CN22-300-USD-WITHIN',
    class: 'exchange-rates',
    countries: ['DE', 'US'],
    source: SOURCES.cn22,
    working: 'USD 321.10 / 1.0705 = EUR 299.9533 -> EUR 299.95 <= 300: CN 22',
    asOf: on,
    input: { from: 'US', to: 'DE', value: 321.1, currency: 'USD', threshold: { amount: 300, currency: 'EUR' }, ...headphones, decides: 'cn22' },
    expected: { converted: 299.95, within: true },
  },
  {
    id: 'CN22-300-USD-ABOVE',
    class: 'exchange-rates',
    countries: ['DE', 'US'],
    source: SOURCES.cn22,
    working: 'USD 321.20 / 1.0705 = EUR 300.0467 -> EUR 300.05 > 300: CN 23',
    asOf: on,
    input: { from: 'US', to: 'DE', value: 321.2, currency: 'USD', threshold: { amount: 300, currency: 'EUR' }, ...headphones, decides: 'cn22' },
    expected: { converted: 300.05, within: false },
  },
]);

describe('worked cases: exchange rates (thresholds converted with the ECB rates of the date)', () => {
  const fx = fxSnapshotOn(FX_REFERENCE_RATES, on);

  it('the table holds the ECB snapshot of the cases’ date', () => {
    expect(fx.date).toBe(on);
    expect(fx.perEurMicro).toMatchObject({ USD: 1_070_500, JPY: 171_940_000, GBP: 846_380, AUD: 1_607_900 });
  });

  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { input, expected } = c;
    const converted = toMajor(convert(toMinor(input.value, input.currency), input.currency, input.threshold.currency, fx), input.threshold.currency);
    expect(converted).toBe(expected.converted);
    expect(converted <= input.threshold.amount).toBe(expected.within);

    if (input.decides === 'cn22') {
      const check = checkCompliance(
        { itemCategory: input.category, description: input.description, fromCountry: input.from, toCountry: input.to, declaredValue: input.value, currency: input.currency },
        c.asOf,
        FX_REFERENCE_RATES,
      );
      expect(check.requiredDocuments.join('\n')).toContain(expected.within ? 'CN22' : 'CN23');
      expect(check.exchangeRates).toMatchObject({ date: on, ageDays: 0 });
      return;
    }
    const request = TaxCalculationSchema.parse({
      amount: 0,
      currency: input.currency,
      originCountry: input.from,
      destinationCountry: input.to,
      customerType: input.customerType,
      shipmentValue: input.value,
      itemCategory: input.category,
      description: input.description,
      transactionDate: c.asOf,
    });
    const answer = calculateTax(request, { on: c.asOf, fx: FX_REFERENCE_RATES });
    expect(answer.exchangeRates).toMatchObject({ date: on, ageDays: 0, base: 'EUR' });
    expect(answer.exchangeRates?.warning).toBeUndefined();
    const charged = input.decides === 'duty' ? answer.customsDuty : answer.vatGst;
    if (expected.within) expect(charged).toBe(0);
    else expect(charged).toBeGreaterThan(0);
  });
});
