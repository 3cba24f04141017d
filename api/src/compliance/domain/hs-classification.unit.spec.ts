import { COMPLIANCE_CATEGORIES } from '@waypost/contracts';
import { classifyHs, HS_TABLE, UnknownHsCodeError } from './hs-classification';
import { HS_NOMENCLATURE, hsEntry, hsSubheadingCount, knownHsCode } from './hs-nomenclature';
import { nearestSubheadings, stem } from './hs-text-index';

describe('HS 2022 nomenclature', () => {
  it('holds every 6-digit subheading of HS 2022, with its heading and chapter texts, and says where it comes from', () => {
    expect(hsSubheadingCount()).toBe(5612);
    expect(hsEntry('851713')).toMatchObject({ heading: '8517', description: expect.stringMatching(/smartphones/i), chapterDescription: expect.stringMatching(/electrical/i) });
    expect(HS_NOMENCLATURE).toMatchObject({ edition: 'HS 2022', effectiveFrom: '2022-01-01', licence: expect.stringMatching(/PDDL/) });
    expect(HS_NOMENCLATURE.origin).toMatch(/datasets\/harmonized-system/);
  });

  it('knows a code of 6 to 10 digits by its first 6, and no code HS 2022 dropped or never had', () => {
    expect(knownHsCode('6403.99.93')?.code).toBe('640399');
    expect(knownHsCode('8518300000')?.code).toBe('851830');
    expect(knownHsCode('620193')).toBeUndefined(); // HS 2017 code, split in HS 2022
    expect(knownHsCode('999999')).toBeUndefined();
    expect(knownHsCode('85')).toBeUndefined();
  });

  it('every keyword row of the classifier is an HS 2022 subheading', () => {
    const codes = COMPLIANCE_CATEGORIES.flatMap((c) => [HS_TABLE[c].defaultCode, ...HS_TABLE[c].rows].map((r) => r.hsCode));
    expect(codes.filter((code) => !hsEntry(code))).toEqual([]);
  });
});

describe('text index over the HS texts', () => {
  it('stems plurals and finds the subheadings a description reads like', () => {
    expect(['shoes', 'batteries', 'boxes', 'glass'].map(stem)).toEqual(['shoe', 'battery', 'box', 'glass']);
    const near = nearestSubheadings('lithium-ion accumulator', 3);
    expect(near[0]?.entry.code).toBe('850760');
    expect(near[0]!.similarity).toBeGreaterThan(0.3);
  });
});

describe('classifyHs: ranked candidates, confidence, and the shipper code first', () => {
  it('the material of the article decides, not the first keyword: leather shoes are 6403, not textile sports shoes', () => {
    const leather = classifyHs('Clothing & Textiles', 'leather shoes');
    expect(leather).toMatchObject({ hsCode: '640399', basis: 'keyword' });
    expect(leather.candidates.map((c) => c.hsCode)).toContain('640411');
    expect(classifyHs('Clothing & Textiles', 'running sneakers').hsCode).toBe('640411');
    expect(classifyHs('Other', 'suede loafers').hsCode).toBe('640399');
  });

  it('the article beats its material: a gold ring set with a diamond is jewellery of 7113, a loose diamond is 7102', () => {
    expect(classifyHs('Jewelry & Precious Metals', 'gold ring with diamond').hsCode).toBe('711319');
    expect(classifyHs('Jewelry & Precious Metals', 'diamond ring').hsCode).toBe('711319');
    expect(classifyHs('Jewelry & Precious Metals', 'loose diamond').hsCode).toBe('710239');
    expect(classifyHs('Jewelry & Precious Metals', 'gold bullion bar').hsCode).toBe('710812');
    expect(classifyHs('Jewelry & Precious Metals', 'stainless steel bracelet').hsCode).toBe('711719');
  });

  it('the head noun wins: a coffee mug is tableware, a phone case is a case', () => {
    expect(classifyHs('Other', 'ceramic coffee mug').hsCode).toBe('691200');
    expect(classifyHs('Electronics', 'iphone case').hsCode).toBe('420232');
  });

  it('says its confidence: high for a clear article, lower for the category default, 1 for the shipper code', () => {
    const clear = classifyHs('Clothing & Textiles', 'leather handbag');
    const vague = classifyHs('Other', 'assorted items');
    expect(clear.confidence).toBeGreaterThan(0.6);
    expect(vague).toMatchObject({ hsCode: '392690', basis: 'category-default' });
    expect(vague.confidence).toBeLessThanOrEqual(0.5);
    expect(clear.candidates.length).toBeGreaterThan(1);
    expect(clear.candidates[0]!.score).toBeGreaterThan(clear.candidates[1]!.score);
  });

  it('a code the shipper gives wins, checked against HS 2022; an unknown one is refused', () => {
    expect(classifyHs('Clothing & Textiles', 'leather shoes', '6404.19.90')).toMatchObject({ hsCode: '64041990', basis: 'shipper', confidence: 1 });
    expect(() => classifyHs('Other', 'x', '990000')).toThrow(UnknownHsCodeError);
  });
});
