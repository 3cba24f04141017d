import { COMPLIANCE_CATEGORIES, COMPLIANCE_COUNTRIES, ComplianceCheckSchema, type ComplianceCheckRequest } from '@waypost/contracts';
import { checkCompliance } from './compliance-check';

const check = (req: Partial<ComplianceCheckRequest>, on = '2026-11-22') =>
  checkCompliance(ComplianceCheckSchema.parse({ itemCategory: 'Other', fromCountry: 'DE', toCountry: 'US', declaredValue: 100, ...req }), on);

describe('every one of the 15 x 11 destination x category combinations returns a complete result', () => {
  const cases = COMPLIANCE_COUNTRIES.flatMap((to) => COMPLIANCE_CATEGORIES.map((category) => [to.name, category] as const));
  it('has 165 cases', () => expect(cases).toHaveLength(165));
  it.each(cases)('%s / %s', (to, category) => {
    const from = to === 'China' ? 'Germany' : 'China';
    const r = check({ itemCategory: category, fromCountry: from, toCountry: to, declaredValue: 250, description: '' });
    expect(typeof r.allowed).toBe('boolean');
    expect(['permitted', 'restricted', 'prohibited']).toContain(r.status);
    expect(r.allowed).toBe(r.status === 'permitted');
    expect(r.hsCode).toMatch(/^\d{6}$/);
    expect(r.requiredDocuments.length).toBeGreaterThan(0);
    expect(r.requiredDocuments[0]).toMatch(/Commercial invoice/);
    expect(Array.isArray(r.restrictions) && Array.isArray(r.warnings)).toBe(true);
    const t = r.estimatedTaxes;
    for (const n of [t.vat, t.duty, t.total, t.vatRate, t.dutyRate, t.totalRate]) expect(Number.isFinite(n)).toBe(true);
    expect(t.total).toBeCloseTo(t.vat + t.duty, 10);
    // estimated tax = declared value x total rate (to the cent)
    expect(Math.abs(t.total - (250 * t.totalRate) / 100)).toBeLessThanOrEqual(0.005);
    if (!r.allowed) expect(r.restrictions.length).toBeGreaterThan(0);
    expect(r.sources.length).toBeGreaterThan(0);
  });
});

describe('prohibited and restricted combinations say why', () => {
  // Australia Biosecurity Act 2015 / BICON: meat products may not be imported by post
  it('beef jerky to Australia is prohibited', () => {
    const r = check({ itemCategory: 'Food & Beverages', description: 'beef jerky', fromCountry: 'US', toCountry: 'Australia' });
    expect(r.allowed).toBe(false);
    expect(r.status).toBe('prohibited');
    expect(r.restrictions.join(' ')).toMatch(/^Prohibited: meat/);
    expect(r.sources.join(' ')).toMatch(/Biosecurity Act 2015/);
  });
  // UPU Convention art. 19
  it('a rifle is prohibited on every lane', () => {
    const r = check({ itemCategory: 'Sports Equipment', description: 'hunting rifle', toCountry: 'Japan' });
    expect(r.status).toBe('prohibited');
    expect(r.restrictions[0]).toMatch(/weapons/);
  });
  // IATA DGR; GHS: chemicals need special handling and an SDS
  it('chemicals need special handling and a safety data sheet', () => {
    const r = check({ itemCategory: 'Chemicals', description: 'industrial adhesive', toCountry: 'United States' });
    expect(r.allowed).toBe(false);
    expect(r.status).toBe('restricted');
    expect(r.requiredDocuments).toContain('Safety Data Sheet (SDS, GHS format)');
    expect(r.requiredDocuments).toContain('TSCA certification');
  });
  // Regulation (EU) 2017/745 (MDR)
  it('medical equipment needs the regulator authorisation', () => {
    const r = check({ itemCategory: 'Medical Equipment', description: 'digital thermometer', fromCountry: 'US', toCountry: 'Germany' });
    expect(r.status).toBe('restricted');
    expect(r.restrictions.join(' ')).toMatch(/EU MDR/);
  });
  // Regulation (EU) 2016/2031 art. 72
  it('plants need a phytosanitary certificate', () => {
    const r = check({ itemCategory: 'Food & Beverages', description: 'fresh fruit', fromCountry: 'US', toCountry: 'France' });
    expect(r.requiredDocuments).toContain('Phytosanitary certificate');
  });
  // VAT Act 1994 Sch 8 Group 3: books are zero-rated in the UK (issue 26 item 3; this answered 20 % before)
  it('books from Germany to the UK are permitted and zero-rated', () => {
    const r = check({ itemCategory: 'Books & Media', description: 'novel', fromCountry: 'DE', toCountry: 'GB', declaredValue: 30, currency: 'GBP' });
    expect(r.allowed).toBe(true);
    expect(r.estimatedTaxes).toMatchObject({ duty: 0, vat: 0, vatRate: 0 });
  });
});

describe('documents by value and lane', () => {
  // UPU Convention art. 20: CN 22 up to 300 SDR (EUR 300 here), CN 23 above
  it('CN22 up to EUR 300, CN23 above', () => {
    expect(check({ declaredValue: 300, currency: 'EUR' }).requiredDocuments.join()).toMatch(/CN22/);
    expect(check({ declaredValue: 300.01, currency: 'EUR' }).requiredDocuments.join()).toMatch(/CN23/);
  });
  // EU-UK TCA: statement on origin
  it('EU to UK lists proof of preferential origin under the TCA', () => {
    expect(check({ fromCountry: 'DE', toCountry: 'GB' }).requiredDocuments.join()).toMatch(/EU-UK Trade and Cooperation Agreement/);
  });
  // EUDR applies from 2026-12-30 (Regulation (EU) 2023/1115 as amended)
  it('EUDR statement for wooden furniture into the EU only from 2026-12-30', () => {
    const req = { itemCategory: 'Furniture', description: 'oak table', fromCountry: 'CN', toCountry: 'DE' } as const;
    expect(check(req, '2026-12-29').requiredDocuments.join()).not.toMatch(/EUDR/);
    expect(check(req, '2026-12-30').requiredDocuments.join()).toMatch(/EUDR/);
  });
  it('domestic and intra-EU shipments need no customs documents', () => {
    const r = check({ fromCountry: 'DE', toCountry: 'FR', description: 'mug' });
    expect(r.requiredDocuments).toEqual([]);
    expect(r.estimatedTaxes.total).toBe(0);
    expect(r.warnings.join(' ')).toMatch(/Intra-EU/);
  });
  it('accepts country names and ISO codes alike', () => {
    expect(check({ fromCountry: 'south korea', toCountry: 'JP' }).fromCountry).toBe('KR');
    expect(() => ComplianceCheckSchema.parse({ itemCategory: 'Other', fromCountry: 'Mars', toCountry: 'DE' })).toThrow(/must be one of/);
  });
});

describe('keyword rules ignore harmless look-alikes', () => {
  it.each([
    ['Other', 'hot glue gun'],
    ['Clothing & Textiles', 'fake fur coat'],
    ['Electronics', 'ham radio transceiver'],
    ['Other', 'ceramic plant pot'],
    ['Clothing & Textiles', 'silk bow tie'],
  ])('%s: "%s" is not restricted by a keyword rule', (itemCategory, description) => {
    const r = check({ itemCategory: itemCategory as 'Other', description, fromCountry: 'US', toCountry: 'Australia' });
    expect(r.status).toBe('permitted');
  });
  it('a toy gun is fine but a pistol is not', () => {
    expect(check({ description: 'nerf gun' }).status).toBe('permitted');
    expect(check({ description: 'pistol' }).status).toBe('prohibited');
  });
});
