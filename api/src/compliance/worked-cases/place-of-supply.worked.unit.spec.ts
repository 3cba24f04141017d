// Over 300 lines: one literal record per worked case (the census counts them from this text).
import { TaxCalculationSchema, type CustomerVatNumberStatus, type TaxCalculationRequest } from '@waypost/contracts';
import { checkedCases, type WorkedCase } from '../../../test-support/worked-cases';
import { calculateTax } from '../domain/tax-calculation';

// Worked cases, class 'place-of-supply' (issue 26 item 7): VAT on Waypost's service fee by serviceType, computed by
// hand from the article that places the supply (Directive 2006/112/EC; VAT Act 1994; MWSTG) and the standard rate
// of that country. The fee only: shipmentValue is 0, so no goods line is added.
type Input = { request: Partial<TaxCalculationRequest>; vatNumber?: { country: string; status: CustomerVatNumberStatus } };
type Expected = { vatGst: number; jurisdiction: string; rate: number; article: RegExp; reverseCharge?: boolean };

const D = 'Council Directive 2006/112/EC';
const B2C = { customerType: 'B2C', shipmentValue: 0 } as const;
const cases: readonly WorkedCase<Input, Expected>[] = checkedCases<Input, Expected>([
  {
    id: 'DE-FR-transport-B2C',
    class: 'place-of-supply',
    countries: ['DE', 'FR'],
    source: `${D} art. 50 (intra-Community transport of goods for a non-taxable person: place of departure); art. 28; UStG § 12(1) 19 %`,
    working: 'departs DE, arrives FR: taxed in DE; EUR 100 x 19 % = 19.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'FR' } },
    expected: { vatGst: 19, jurisdiction: 'Germany', rate: 19, article: /art\. 50/ },
  },
  {
    id: 'FR-DE-transport-B2C',
    class: 'place-of-supply',
    countries: ['FR', 'DE'],
    source: `${D} art. 50; CGI art. 278 (20 %)`,
    working: 'departs FR: taxed in FR; EUR 100 x 20 % = 20.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 100, currency: 'EUR', originCountry: 'FR', destinationCountry: 'DE' } },
    expected: { vatGst: 20, jurisdiction: 'France', rate: 20, article: /art\. 50/ },
  },
  {
    id: 'SE-DE-transport-B2C',
    class: 'place-of-supply',
    countries: ['SE', 'DE'],
    source: `${D} art. 50; Mervärdesskattelag (2023:200) ch. 9 (25 %)`,
    working: 'departs SE: taxed in SE; SEK 1000 x 25 % = 250.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 1000, currency: 'SEK', originCountry: 'SE', destinationCountry: 'DE' } },
    expected: { vatGst: 250, jurisdiction: 'Sweden', rate: 25, article: /art\. 50/ },
  },
  {
    id: 'FR-ES-transport-B2C',
    class: 'place-of-supply',
    countries: ['FR', 'ES'],
    source: `${D} art. 50; CGI art. 278 (20 %)`,
    working: 'departs FR: EUR 200 x 20 % = 40.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 200, currency: 'EUR', originCountry: 'FR', destinationCountry: 'ES' } },
    expected: { vatGst: 40, jurisdiction: 'France', rate: 20, article: /art\. 50/ },
  },
  {
    id: 'DE-DE-transport-B2C',
    class: 'place-of-supply',
    countries: ['DE'],
    source: `${D} art. 49 (transport of goods other than intra-Community: where it takes place), wholly in DE; UStG § 12(1)`,
    working: 'all of the distance in DE: EUR 100 x 19 % = 19.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'DE' } },
    expected: { vatGst: 19, jurisdiction: 'Germany', rate: 19, article: /art\. 49/ },
  },
  {
    id: 'DE-US-transport-B2C',
    class: 'place-of-supply',
    countries: ['DE', 'US'],
    source: `${D} art. 49 (where the transport takes place, in proportion to distances) and art. 146(1)(e) (transport directly linked to an export: exempt with credit)`,
    working: 'the EU part of an export transport is exempt: 0 % of EUR 100 = 0.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'US' } },
    expected: { vatGst: 0, jurisdiction: 'Germany', rate: 0, article: /art\. 146\(1\)\(e\)/ },
  },
  {
    id: 'DE-FR-commission-B2C',
    class: 'place-of-supply',
    countries: ['DE', 'FR'],
    source: `${D} art. 46 (intermediary for a non-taxable person: where the underlying transaction is supplied) with art. 50 (underlying intra-Community transport departs DE)`,
    working: 'the carrier commission follows the transport DE->FR, taxed in DE: EUR 100 x 19 % = 19.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'carrier_commission', amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'FR' } },
    expected: { vatGst: 19, jurisdiction: 'Germany', rate: 19, article: /art\. 46/ },
  },
  {
    id: 'NL-BE-commission-B2C',
    class: 'place-of-supply',
    countries: ['NL', 'BE'],
    source: `${D} art. 46 with art. 50; Wet OB 1968 art. 9 (21 %)`,
    working: 'underlying transport departs NL: EUR 100 x 21 % = 21.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'carrier_commission', amount: 100, currency: 'EUR', originCountry: 'NL', destinationCountry: 'BE' } },
    expected: { vatGst: 21, jurisdiction: 'Netherlands', rate: 21, article: /art\. 46/ },
  },
  {
    id: 'IT-DE-commission-B2C',
    class: 'place-of-supply',
    countries: ['IT', 'DE'],
    source: `${D} art. 46 with art. 50; DPR 633/1972 art. 16 (22 %)`,
    working: 'underlying transport departs IT: EUR 80 x 22 % = 17.60',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'carrier_commission', amount: 80, currency: 'EUR', originCountry: 'IT', destinationCountry: 'DE' } },
    expected: { vatGst: 17.6, jurisdiction: 'Italy', rate: 22, article: /art\. 46/ },
  },
  {
    id: 'DE-US-commission-B2C',
    class: 'place-of-supply',
    countries: ['DE', 'US'],
    source: `${D} art. 46 and art. 153 (intermediaries in transactions linked to exports: exempt with credit)`,
    working: 'commission on an export transport: exempt, 0 % of EUR 50 = 0.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'carrier_commission', amount: 50, currency: 'EUR', originCountry: 'DE', destinationCountry: 'US' } },
    expected: { vatGst: 0, jurisdiction: 'Germany', rate: 0, article: /art\. 153/ },
  },
  {
    id: 'DE-FR-platform-B2C',
    class: 'place-of-supply',
    countries: ['FR', 'DE'],
    source: `${D} art. 58(1)(c) (electronically supplied services to a non-taxable person: where the customer lives); OSS art. 369a-369k; CGI art. 278 (20 %)`,
    working: 'platform fee to a consumer in FR: EUR 100 x 20 % = 20.00, declared through OSS',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'platform_fee', amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'FR' } },
    expected: { vatGst: 20, jurisdiction: 'France', rate: 20, article: /art\. 58/ },
  },
  {
    id: 'NL-DE-platform-B2C',
    class: 'place-of-supply',
    countries: ['DE', 'NL'],
    source: `${D} art. 58(1)(c); UStG § 12(1) (19 %)`,
    working: 'consumer in DE: EUR 100 x 19 % = 19.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'platform_fee', amount: 100, currency: 'EUR', originCountry: 'NL', destinationCountry: 'DE' } },
    expected: { vatGst: 19, jurisdiction: 'Germany', rate: 19, article: /art\. 58/ },
  },
  {
    id: 'FR-IT-platform-B2C',
    class: 'place-of-supply',
    countries: ['IT', 'FR'],
    source: `${D} art. 58(1)(c); DPR 633/1972 art. 16 (22 %)`,
    working: 'consumer in IT: EUR 100 x 22 % = 22.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'platform_fee', amount: 100, currency: 'EUR', originCountry: 'FR', destinationCountry: 'IT' } },
    expected: { vatGst: 22, jurisdiction: 'Italy', rate: 22, article: /art\. 58/ },
  },
  {
    id: 'ES-FR-platform-B2C',
    class: 'place-of-supply',
    countries: ['FR', 'ES'],
    source: `${D} art. 58(1)(c); CGI art. 278 (20 %)`,
    working: 'consumer in FR: EUR 200 x 20 % = 40.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'platform_fee', amount: 200, currency: 'EUR', originCountry: 'ES', destinationCountry: 'FR' } },
    expected: { vatGst: 40, jurisdiction: 'France', rate: 20, article: /art\. 58/ },
  },
  {
    id: 'US-DE-platform-B2C',
    class: 'place-of-supply',
    countries: ['DE', 'US'],
    source: `${D} art. 58(1)(c) and art. 358-369 (non-Union scheme); UStG § 12(1)`,
    working: 'non-EU supplier, consumer in DE: EUR 100 x 19 % = 19.00, declared through the non-Union OSS',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'platform_fee', amount: 100, currency: 'EUR', originCountry: 'US', destinationCountry: 'DE' } },
    expected: { vatGst: 19, jurisdiction: 'Germany', rate: 19, article: /art\. 58/ },
  },
  {
    id: 'DE-GB-platform-B2C',
    class: 'place-of-supply',
    countries: ['GB', 'DE'],
    source: 'VAT Act 1994 Sch 4A para 15 (electronically supplied services to a non-business person: where the recipient belongs); VAT Act 1994 s.2 (20 %)',
    working: 'consumer in the UK: GBP 100 x 20 % = 20.00; the supplier registers for UK VAT',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'platform_fee', amount: 100, currency: 'GBP', originCountry: 'DE', destinationCountry: 'GB' } },
    expected: { vatGst: 20, jurisdiction: 'United Kingdom', rate: 20, article: /Sch 4A para 15/ },
  },
  {
    id: 'CN-DE-clearance-B2C',
    class: 'place-of-supply',
    countries: ['DE', 'CN'],
    source: `${D} art. 54(2)(a) (ancillary transport activities: where physically carried out) and art. 144 with art. 86(1)(b) (costs up to the first destination are in the import VAT base, the service is exempt)`,
    working: 'import clearance performed in DE, its cost taxed once in the import VAT: 0 % of EUR 100 = 0.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'customs_clearance', amount: 100, currency: 'EUR', originCountry: 'CN', destinationCountry: 'DE' } },
    expected: { vatGst: 0, jurisdiction: 'Germany', rate: 0, article: /art\. 54\(2\)\(a\)/ },
  },
  {
    id: 'DE-FR-B2B-confirmed',
    class: 'place-of-supply',
    countries: ['FR', 'DE'],
    source: `${D} art. 44 (business customer: where it is established) and art. 196 (reverse charge)`,
    working: 'confirmed FR number: taxed in FR by the customer; 0.00 charged',
    asOf: '2026-11-27',
    input: {
      request: { customerType: 'B2B', shipmentValue: 0, amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'FR', customerVatNumber: 'FR11123456782' },
      vatNumber: { country: 'FR', status: 'confirmed' },
    },
    expected: { vatGst: 0, jurisdiction: 'France', rate: 0, article: /art\. 44 and 196/, reverseCharge: true },
  },
  {
    id: 'DE-FR-B2B-unconfirmed',
    class: 'place-of-supply',
    countries: ['DE', 'FR'],
    source: `${D} art. 44 needs the customer's business status established (Implementing Regulation (EU) 282/2011 art. 18(1)); without it art. 50 applies; UStG § 12(1)`,
    working: 'registry could not confirm the number and no override: treated as a consumer, transport departs DE: EUR 100 x 19 % = 19.00',
    asOf: '2026-11-27',
    input: {
      request: { customerType: 'B2B', shipmentValue: 0, amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'FR', customerVatNumber: 'FR11123456782' },
      vatNumber: { country: 'FR', status: 'unconfirmed' },
    },
    expected: { vatGst: 19, jurisdiction: 'Germany', rate: 19, article: /art\. 50/ },
  },
  {
    id: 'DE-FR-B2B-overridden',
    class: 'place-of-supply',
    countries: ['FR', 'DE'],
    source: `${D} art. 44 and 196; Implementing Regulation (EU) 282/2011 art. 18(1)(b) (the supplier's own verification, here a recorded override)`,
    working: 'override recorded with a reason: business customer in FR, reverse charge; 0.00 charged',
    asOf: '2026-11-27',
    input: {
      request: { customerType: 'B2B', shipmentValue: 0, amount: 100, currency: 'EUR', originCountry: 'DE', destinationCountry: 'FR', customerVatNumber: 'FR11123456782' },
      vatNumber: { country: 'FR', status: 'overridden' },
    },
    expected: { vatGst: 0, jurisdiction: 'France', rate: 0, article: /art\. 44 and 196/, reverseCharge: true },
  },
  {
    id: 'GB-GB-transport-B2C',
    class: 'place-of-supply',
    countries: ['GB'],
    source: 'VAT Act 1994 s.7A and Sch 4A Part 3 (transport of goods for a non-business person: where it takes place, here wholly in the UK); s.2 (20 %)',
    working: 'GBP 100 x 20 % = 20.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 100, currency: 'GBP', originCountry: 'GB', destinationCountry: 'GB' } },
    expected: { vatGst: 20, jurisdiction: 'United Kingdom', rate: 20, article: /s\.7A/ },
  },
  {
    id: 'GB-DE-transport-B2C',
    class: 'place-of-supply',
    countries: ['GB', 'DE'],
    source: 'VAT Act 1994 Sch 4A Part 3 (UK leg taxed in the UK) and Sch 8 Group 8 item 5 (transport of goods to a place outside the UK: zero rate); HMRC VAT Notice 744B',
    working: 'UK leg of an export transport is zero-rated: 0 % of GBP 100 = 0.00',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 100, currency: 'GBP', originCountry: 'GB', destinationCountry: 'DE' } },
    expected: { vatGst: 0, jurisdiction: 'United Kingdom', rate: 0, article: /Sch 8 Group 8/ },
  },
  {
    id: 'CH-CH-transport-B2C',
    class: 'place-of-supply',
    countries: ['CH'],
    source: 'MWSTG art. 8(1) (place of the recipient: Switzerland) and art. 25(1) (standard rate 8.1 % from 2024-01-01)',
    working: 'CHF 100 x 8.1 % = 8.10',
    asOf: '2026-11-27',
    input: { request: { ...B2C, serviceType: 'logistics_orchestration', amount: 100, currency: 'CHF', originCountry: 'CH', destinationCountry: 'CH' } },
    expected: { vatGst: 8.1, jurisdiction: 'Switzerland', rate: 8.1, article: /MWSTG art\. 8\(1\)/ },
  },
]);

describe('worked cases: place of supply of the service fee by serviceType', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const vatNumber = c.input.vatNumber ? { valid: c.input.vatNumber.status !== 'invalid', ...c.input.vatNumber } : undefined;
    const r = calculateTax(TaxCalculationSchema.parse(c.input.request), { on: c.asOf, vatNumber });
    const line = r.taxBreakdown[0]!;
    expect({ vatGst: r.vatGst, jurisdiction: line.jurisdiction, rate: line.rate }).toEqual({
      vatGst: c.expected.vatGst,
      jurisdiction: c.expected.jurisdiction,
      rate: c.expected.rate,
    });
    expect(line.source).toMatch(c.expected.article);
    if (c.expected.reverseCharge) expect(line.taxType).toMatch(/reverse charge/i);
  });
});
