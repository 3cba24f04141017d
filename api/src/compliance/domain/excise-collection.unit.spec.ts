import { TaxCalculationSchema } from '@waypost/contracts';
import { calculateTax } from './tax-calculation';

// ── Excise goods stay outside the schemes where the seller collects import VAT at sale ──
// EU IOSS (Directive 2006/112/EC art. 369l: "except goods subject to excise duties"), the UK's GBP 135 rules (not for
// excise goods) and Australia's low value goods (not tobacco or alcoholic beverages): their VAT/GST is paid at import.

const ON = '2026-11-27';
const tax = (input: object) => calculateTax(TaxCalculationSchema.parse({ amount: 0, customerType: 'B2C', ...input, asOf: ON }), { on: ON });
const item = (hsCode: string, unitValue: number, description: string) => ({ hsCode, unitValue, description, quantity: 1 });
const whisky = (v: number) => item('220830', v, 'Scotch whisky, 70 cl');
const cigars = (v: number) => item('240210', v, 'cigars');
const tshirt = (v: number) => item('610910', v, 'cotton t-shirt');

describe('excise goods and VAT collected at sale', () => {
  it.each([
    ['EU (IOSS)', { originCountry: 'US', destinationCountry: 'DE', currency: 'EUR', items: [whisky(60)] }, 'EU-IOSS-150'],
    ['UK (GBP 135)', { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', items: [whisky(60)] }, 'GB-135-SALE'],
    ['Australia (low value goods)', { originCountry: 'GB', destinationCountry: 'AU', currency: 'AUD', items: [cigars(200)] }, 'AU-1000-GST'],
  ])('%s: a consumer parcel of excise goods pays its VAT at import, not to the seller', (_name, input, ruleId) => {
    const r = tax(input);
    expect(r.vatGst).toBeGreaterThan(0);
    expect(r.buyerRule?.collector).toBe('declarant-at-border');
    expect(r.rulesApplied?.map((x) => x.id) ?? []).not.toContain(ruleId);
    expect(r.notes.join('\n')).toMatch(/Goods subject to excise duty .* are outside the rule/);
    expect(r.taxBreakdown.find((l) => /^Import (VAT|GST)$/.test(l.taxType))?.basis).toMatch(/due at import/);
  });

  it('a mixed parcel: the T-shirt is collected at sale under IOSS, the whisky at import', () => {
    const r = tax({ originCountry: 'US', destinationCountry: 'DE', currency: 'EUR', items: [tshirt(40), whisky(60)] });
    const vat = r.taxBreakdown.filter((l) => l.taxType.includes('VAT'));
    expect(vat.find((l) => l.taxType.startsWith('Item 1'))?.taxType).toBe('Item 1: VAT collected by the seller at the point of sale');
    expect(vat.find((l) => l.taxType.startsWith('Item 2'))?.taxType).toBe('Item 2: Import VAT');
    expect(vat.find((l) => l.taxType.startsWith('Item 2'))?.basis).toMatch(/due at import/);
  });

  it('goods without excise in the same lane are still collected at sale (the rule is unchanged for them)', () => {
    const r = tax({ originCountry: 'US', destinationCountry: 'DE', currency: 'EUR', items: [tshirt(60)] });
    expect(r.buyerRule?.collector).toBe('seller-at-sale');
    expect(r.notes.join('\n')).not.toMatch(/excise/);
  });
});
