// Over 300 lines: the worked duty cases are one list, each with its tariff line, order and hand computation, read against the tariffs.
import type { CountryCode, CurrencyCode } from '@waypost/contracts';
import { checkedCases } from '../../../test-support/worked-cases';
import { dutyRateFor } from '../domain/duty-rates';

// Worked cases, class 'duty-rates' (issue 26 item 4): the customs duty on goods of a given HS code, computed by hand
// from the cited tariff line (MFN / third-country rate; preferential FTA rates are not claimed) and, for the United
// States, the additional duties of the orders in force on the date (for goods of origin `from`). Customs value =
// the declared value (no freight or insurance added), so that the figure is the tariff's alone.
type Input = { hsCode: string; to: CountryCode; from: CountryCode; value: number; currency: CurrencyCode };
type Expected = { ratePercent: number; duty: number };

const CN_2025 = 'Combined Nomenclature 2025 (Reg. (EEC) No 2658/87 Annex I, Implementing Reg. (EU) 2024/2522), conventional rate';
const UKGT = 'UK Global Tariff, third-country duty';
const HTSUS = 'HTSUS, column 1 General';
const EO_14326 = 'EO 14326 of 31 July 2025, Annex I';
const SECTION_122 = 'Proclamation of 20 February 2026 under Trade Act of 1974 s.122 (temporary import surcharge 10%, 24 February to 24 July 2026; CBP CSMS #67844987)';
const IEEPA_END = 'Learning Resources, Inc. v. Trump, U.S. Supreme Court No. 24-1287, 20 February 2026; CBP CSMS #67834313: no IEEPA duty from 24 February 2026';

const CASES = checkedCases<Input, Expected>([
  {
    id: 'DUTY-EU-FOOTWEAR-1',
    class: 'duty-rates',
    countries: ['DE', 'CN'],
    source: `${CN_2025}, CN 6403 99 98 (footwear, uppers of leather, other): 8%`,
    working: 'EUR 200.00 x 8% = EUR 16.00',
    asOf: '2026-11-27',
    input: { hsCode: '640399', to: 'DE', from: 'CN', value: 200, currency: 'EUR' },
    expected: { ratePercent: 8, duty: 16 },
  },
  {
    id: 'DUTY-EU-FOOTWEAR-2',
    class: 'duty-rates',
    countries: ['FR', 'US'],
    source: `${CN_2025}, CN 6404 11 00 (sports footwear, textile uppers): 16.9%`,
    working: 'EUR 120.00 x 16.9% = EUR 20.28',
    asOf: '2026-11-27',
    input: { hsCode: '640411', to: 'FR', from: 'US', value: 120, currency: 'EUR' },
    expected: { ratePercent: 16.9, duty: 20.28 },
  },
  {
    id: 'DUTY-EU-TOYS-1',
    class: 'duty-rates',
    countries: ['NL', 'CN'],
    source: `${CN_2025}, CN 9503 00 95 / 9503 00 99 (other toys): 4.7%`,
    working: 'EUR 300.00 x 4.7% = EUR 14.10',
    asOf: '2026-11-27',
    input: { hsCode: '950300', to: 'NL', from: 'CN', value: 300, currency: 'EUR' },
    expected: { ratePercent: 4.7, duty: 14.1 },
  },
  {
    id: 'DUTY-EU-SMARTPHONE-1',
    class: 'duty-rates',
    countries: ['IT', 'US'],
    source: `${CN_2025}, CN 8517 13 00 (smartphones): free (WTO Information Technology Agreement)`,
    working: 'EUR 900.00 x 0% = EUR 0.00',
    asOf: '2026-11-27',
    input: { hsCode: '851713', to: 'IT', from: 'US', value: 900, currency: 'EUR' },
    expected: { ratePercent: 0, duty: 0 },
  },
  {
    id: 'DUTY-GB-FOOTWEAR-1',
    class: 'duty-rates',
    countries: ['GB', 'CN'],
    source: `${UKGT}, commodity 6404 11 00: 16%`,
    working: 'GBP 100.00 x 16% = GBP 16.00',
    asOf: '2026-11-27',
    input: { hsCode: '640411', to: 'GB', from: 'CN', value: 100, currency: 'GBP' },
    expected: { ratePercent: 16, duty: 16 },
  },
  {
    id: 'DUTY-GB-JEWELLERY-1',
    class: 'duty-rates',
    countries: ['GB', 'US'],
    source: `${UKGT}, commodity 7113 19 00 (jewellery of precious metal other than silver): 2%`,
    working: 'GBP 500.00 x 2% = GBP 10.00',
    asOf: '2026-11-27',
    input: { hsCode: '711319', to: 'GB', from: 'US', value: 500, currency: 'GBP' },
    expected: { ratePercent: 2, duty: 10 },
  },
  {
    id: 'DUTY-US-EU-APPAREL-1',
    class: 'duty-rates',
    countries: ['US', 'DE'],
    source: `${HTSUS} 6109.10.00 (cotton T-shirts): 16.5%; ${EO_14326} (European Union: 15% minus the column 1 rate, 0 when that is 15% or more)`,
    working: 'Column 1 16.5% >= 15%, so the EU reciprocal duty is 0; USD 500.00 x 16.5% = USD 82.50',
    asOf: '2025-10-01',
    input: { hsCode: '610910', to: 'US', from: 'DE', value: 500, currency: 'USD' },
    expected: { ratePercent: 16.5, duty: 82.5 },
  },
  {
    id: 'DUTY-US-EU-FOOTWEAR-1',
    class: 'duty-rates',
    countries: ['US', 'IT'],
    source: `${HTSUS} 6403.99.90 (leather uppers, for women and other persons): 10%; ${EO_14326} (European Union: 15% minus the column 1 rate)`,
    working: 'Reciprocal = 15% - 10% = 5%; total 15%; USD 200.00 x 15% = USD 30.00',
    asOf: '2025-10-01',
    input: { hsCode: '640399', to: 'US', from: 'IT', value: 200, currency: 'USD' },
    expected: { ratePercent: 15, duty: 30 },
  },
  {
    id: 'DUTY-US-CN-APPAREL-1',
    class: 'duty-rates',
    countries: ['US', 'CN'],
    source: `${HTSUS} 6109.10.00: 16.5%; Section 301 List 4A (HTSUS 9903.88.15): 7.5%; EO 14298 (China reciprocal 10%); EO 14228 (China synthetic-opioid duty 20%)`,
    working: '16.5% + 7.5% + 10% + 20% = 54%; USD 100.00 x 54% = USD 54.00',
    asOf: '2025-10-01',
    input: { hsCode: '610910', to: 'US', from: 'CN', value: 100, currency: 'USD' },
    expected: { ratePercent: 54, duty: 54 },
  },
  {
    id: 'DUTY-US-CN-APPAREL-2',
    class: 'duty-rates',
    countries: ['US', 'CN'],
    source: `${HTSUS} 6109.10.00: 16.5%; Section 301 List 4A: 7.5%; EO 14298 as extended on 4 November 2025 (China reciprocal 10%); Executive Order of 4 November 2025 (China synthetic-opioid duty 10% from 10 November 2025)`,
    working: '16.5% + 7.5% + 10% + 10% = 44%; USD 100.00 x 44% = USD 44.00',
    asOf: '2025-12-01',
    input: { hsCode: '610910', to: 'US', from: 'CN', value: 100, currency: 'USD' },
    expected: { ratePercent: 44, duty: 44 },
  },
  {
    id: 'DUTY-US-CN-FURNITURE-1',
    class: 'duty-rates',
    countries: ['US', 'CN'],
    source: `${HTSUS} 9403.60.80 (wooden furniture): free; Section 301 List 3 (HTSUS 9903.88.03): 25%; EO 14298 (China reciprocal 10%); EO 14228 (20%)`,
    working: '0% + 25% + 10% + 20% = 55%; USD 400.00 x 55% = USD 220.00',
    asOf: '2025-10-01',
    input: { hsCode: '940360', to: 'US', from: 'CN', value: 400, currency: 'USD' },
    expected: { ratePercent: 55, duty: 220 },
  },
  {
    id: 'DUTY-US-GB-JEWELLERY-1',
    class: 'duty-rates',
    countries: ['US', 'GB'],
    source: `${HTSUS} 7113.19.50 (jewellery of precious metal other than silver): 5.5%; ${EO_14326} (United Kingdom 10%, HTSUS 9903.01.25)`,
    working: '5.5% + 10% = 15.5%; USD 1,000.00 x 15.5% = USD 155.00',
    asOf: '2025-10-01',
    input: { hsCode: '711319', to: 'US', from: 'GB', value: 1000, currency: 'USD' },
    expected: { ratePercent: 15.5, duty: 155 },
  },
  {
    id: 'DUTY-US-CH-JEWELLERY-1',
    class: 'duty-rates',
    countries: ['US', 'CH'],
    source: `${HTSUS} 7113.19.50: 5.5%; ${EO_14326} (Switzerland 39%)`,
    working: '5.5% + 39% = 44.5%; USD 1,000.00 x 44.5% = USD 445.00',
    asOf: '2025-10-01',
    input: { hsCode: '711319', to: 'US', from: 'CH', value: 1000, currency: 'USD' },
    expected: { ratePercent: 44.5, duty: 445 },
  },
  {
    id: 'DUTY-US-KR-COSMETICS-1',
    class: 'duty-rates',
    countries: ['US', 'KR'],
    source: `${HTSUS} 3304.99.50 (beauty and skin-care preparations): free; ${EO_14326} (Republic of Korea 15%)`,
    working: '0% + 15% = 15%; USD 300.00 x 15% = USD 45.00',
    asOf: '2025-10-01',
    input: { hsCode: '330499', to: 'US', from: 'KR', value: 300, currency: 'USD' },
    expected: { ratePercent: 15, duty: 45 },
  },
  {
    id: 'DUTY-US-JP-SMARTPHONE-1',
    class: 'duty-rates',
    countries: ['US', 'JP'],
    source: `${HTSUS} 8517.13.00 (smartphones): free; reciprocal duties except smartphones (presidential memorandum of 11 April 2025, CBP CSMS 64724565)`,
    working: '0% + 0% (excepted); USD 800.00 x 0% = USD 0.00',
    asOf: '2025-10-01',
    input: { hsCode: '851713', to: 'US', from: 'JP', value: 800, currency: 'USD' },
    expected: { ratePercent: 0, duty: 0 },
  },
  {
    id: 'DUTY-US-AU-BAGS-1',
    class: 'duty-rates',
    countries: ['US', 'AU'],
    source: `${HTSUS} 4202.21.90 (handbags, outer surface of leather, valued over USD 20): 9%; EO 14257 / ${EO_14326} (countries not listed: 10%). AUSFTA preference not claimed`,
    working: '9% + 10% = 19%; USD 250.00 x 19% = USD 47.50',
    asOf: '2025-10-01',
    input: { hsCode: '420221', to: 'US', from: 'AU', value: 250, currency: 'USD' },
    expected: { ratePercent: 19, duty: 47.5 },
  },
  {
    id: 'DUTY-US-DE-BOOKS-1',
    class: 'duty-rates',
    countries: ['US', 'DE'],
    source: `${HTSUS} 4901.99.00 (printed books): free; IEEPA does not reach informational materials (50 U.S.C. 1702(b)(3)), so no reciprocal duty`,
    working: '0% + 0%; USD 60.00 x 0% = USD 0.00',
    asOf: '2025-10-01',
    input: { hsCode: '490199', to: 'US', from: 'DE', value: 60, currency: 'USD' },
    expected: { ratePercent: 0, duty: 0 },
  },
  // After the Supreme Court ruling of 20 February 2026 (Learning Resources, Inc. v. Trump, No. 24-1287): no IEEPA duty
  // for goods entered from 24 February 2026 (CBP CSMS #67834313); Section 122 surcharge 10% from then to 24 July 2026.
  {
    id: 'DUTY-US-CN-APPAREL-3',
    class: 'duty-rates',
    countries: ['US', 'CN'],
    source: `${HTSUS} 6109.10.00: 16.5%; Section 301 List 4A (HTSUS 9903.88.15): 7.5%; ${SECTION_122} (HTSUS 9903.03.01); IEEPA reciprocal and synthetic-opioid duties ended (${IEEPA_END})`,
    working: '16.5% + 7.5% + 10% (Section 122) = 34%; USD 100.00 x 34% = USD 34.00',
    asOf: '2026-03-02',
    input: { hsCode: '610910', to: 'US', from: 'CN', value: 100, currency: 'USD' },
    expected: { ratePercent: 34, duty: 34 },
  },
  {
    id: 'DUTY-US-EU-FOOTWEAR-2',
    class: 'duty-rates',
    countries: ['US', 'IT'],
    source: `${HTSUS} 6403.99.90: 10%; ${SECTION_122}: 10% on top of column 1 (the EU 15% all-in rate of EO 14326 was an IEEPA rate and ended, ${IEEPA_END})`,
    working: '10% + 10% = 20%; USD 200.00 x 20% = USD 40.00',
    asOf: '2026-05-15',
    input: { hsCode: '640399', to: 'US', from: 'IT', value: 200, currency: 'USD' },
    expected: { ratePercent: 20, duty: 40 },
  },
  {
    id: 'DUTY-US-GB-JEWELLERY-2',
    class: 'duty-rates',
    countries: ['US', 'GB'],
    source: `${HTSUS} 7113.19.50: 5.5%; IEEPA duties ended (${IEEPA_END}); Section 122 surcharge for entries before 12:01 a.m. EDT 24 July 2026 only (CBP CSMS #67844987)`,
    working: 'On 2026-07-24 the surcharge no longer applies: 5.5%; USD 1,000.00 x 5.5% = USD 55.00',
    asOf: '2026-07-24',
    input: { hsCode: '711319', to: 'US', from: 'GB', value: 1000, currency: 'USD' },
    expected: { ratePercent: 5.5, duty: 55 },
  },
  {
    id: 'DUTY-US-CN-FURNITURE-2',
    class: 'duty-rates',
    countries: ['US', 'CN'],
    source: `${HTSUS} 9403.60.80: free; Section 301 List 3 (HTSUS 9903.88.03): 25%, not affected by the ruling; IEEPA duties ended (${IEEPA_END}); Section 122 ended 24 July 2026`,
    working: '0% + 25% = 25%; USD 400.00 x 25% = USD 100.00',
    asOf: '2026-11-27',
    input: { hsCode: '940360', to: 'US', from: 'CN', value: 400, currency: 'USD' },
    expected: { ratePercent: 25, duty: 100 },
  },
  {
    id: 'DUTY-CA-APPAREL-1',
    class: 'duty-rates',
    countries: ['CA', 'CN'],
    source: 'Customs Tariff (S.C. 1997, c. 36) Schedule, tariff item 6109.10, Most-Favoured-Nation Tariff: 18%',
    working: 'CAD 200.00 x 18% = CAD 36.00',
    asOf: '2026-11-27',
    input: { hsCode: '610910', to: 'CA', from: 'CN', value: 200, currency: 'CAD' },
    expected: { ratePercent: 18, duty: 36 },
  },
  {
    id: 'DUTY-AU-FOOTWEAR-1',
    class: 'duty-rates',
    countries: ['AU', 'CN'],
    source: 'Customs Tariff Act 1995 Schedule 3, subheading 6403.99.00, general rate: 5% (ChAFTA preference not claimed)',
    working: 'AUD 1,500.00 x 5% = AUD 75.00',
    asOf: '2026-11-27',
    input: { hsCode: '640399', to: 'AU', from: 'CN', value: 1500, currency: 'AUD' },
    expected: { ratePercent: 5, duty: 75 },
  },
  {
    id: 'DUTY-KR-JEWELLERY-1',
    class: 'duty-rates',
    countries: ['KR', 'US'],
    source: 'Customs Tariff Schedule of Korea, subheading 7113.19, basic rate: 8% (KORUS preference not claimed)',
    working: 'KRW 2,000,000 x 8% = KRW 160,000',
    asOf: '2026-11-27',
    input: { hsCode: '711319', to: 'KR', from: 'US', value: 2_000_000, currency: 'KRW' },
    expected: { ratePercent: 8, duty: 160_000 },
  },
  {
    id: 'DUTY-JP-APPAREL-1',
    class: 'duty-rates',
    countries: ['JP', 'US'],
    source: 'Customs Tariff Schedules of Japan, 6109.10 (T-shirts of cotton, knitted), WTO rate: 10.9%',
    working: 'JPY 50,000 x 10.9% = JPY 5,450',
    asOf: '2026-11-27',
    input: { hsCode: '610910', to: 'JP', from: 'US', value: 50_000, currency: 'JPY' },
    expected: { ratePercent: 10.9, duty: 5450 },
  },
  {
    id: 'DUTY-CN-PERFUME-1',
    class: 'duty-rates',
    countries: ['CN', 'FR'],
    source: 'Customs Tariff of the PRC 2025, 3303.00.00 (perfumes and toilet waters), MFN rate: 3%',
    working: 'CNY 1,000.00 x 3% = CNY 30.00',
    asOf: '2026-11-27',
    input: { hsCode: '330300', to: 'CN', from: 'FR', value: 1000, currency: 'CNY' },
    expected: { ratePercent: 3, duty: 30 },
  },
  {
    id: 'DUTY-CH-FOOTWEAR-1',
    class: 'duty-rates',
    countries: ['CH', 'DE'],
    source: 'Swiss Customs Tariff Tares 6403.9900: industrial products duty-free from 1 January 2024 (Customs Tariff Act SR 632.10, amended 1 October 2021)',
    working: 'CHF 300.00 x 0% = CHF 0.00',
    asOf: '2026-11-27',
    input: { hsCode: '640399', to: 'CH', from: 'DE', value: 300, currency: 'CHF' },
    expected: { ratePercent: 0, duty: 0 },
  },
]);

const DIGITS: Partial<Record<CurrencyCode, number>> = { JPY: 0, KRW: 0 };
const round = (n: number, currency: CurrencyCode) => {
  const f = 10 ** (DIGITS[currency] ?? 2);
  return Math.round(n * f) / f;
};

describe('worked cases: duty rates by tariff line (issue 26 item 4)', () => {
  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { hsCode, to, from, value, currency } = c.input;
    const duty = dutyRateFor(hsCode, to, c.asOf, from);
    expect({ id: c.id, rate: duty.rate, basis: duty.basis }).toEqual({ id: c.id, rate: c.expected.ratePercent, basis: 'tariff-line' });
    expect(round((value * duty.rate) / 100, currency)).toBe(c.expected.duty);
  });
});
