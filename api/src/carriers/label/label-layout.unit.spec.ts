import { fitLine, layoutLabels, parcelLine, SANDBOX_MARK, type LabelElement } from './label-layout';
import { labelParcels } from './label-parcels';
import { oneParcelLive, twoParcelInput } from './label.fixture';

// ── The format-free layout: one page per parcel, everything a carrier needs, inside the page ──

const texts = (els: LabelElement[]) => els.flatMap((e) => (e.kind === 'text' ? [e.text] : []));

describe('label layout', () => {
  it('lays out one page per parcel with "n of N", the weight with its unit and the barcode of the tracking number', () => {
    const layout = layoutLabels(twoParcelInput, '4x6');
    expect(layout).toMatchObject({ widthPt: 288, heightPt: 432, sandbox: true });
    expect(layout.pages.map((p) => [p.parcel, p.of])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const [first, second] = layout.pages.map((p) => texts(p.elements));
    expect(first).toEqual(
      expect.arrayContaining(['Parcel 1 of 2', 'Weight: 2.5 kg · 30x20x10 cm', 'DHL Express', 'Express Worldwide (express)', SANDBOX_MARK, 'US-JFK 2L US 10118']),
    );
    expect(first).toEqual(expect.arrayContaining(['John Carter', '350 Fifth Avenue', 'Suite 21', '10118 New York NY', 'United States', 'Anna Schmidt', 'Schmidt GmbH']));
    expect(second).toEqual(expect.arrayContaining(['Parcel 2 of 2', 'Weight: 0.75 kg']));
    for (const page of layout.pages) expect(page.elements.filter((e) => e.kind === 'barcode').map((e) => (e as { data: string }).data)).toEqual(['WP1234567890']);
  });

  it('keeps every element on the page, for both sizes', () => {
    for (const size of ['4x6', 'a6'] as const) {
      const layout = layoutLabels(twoParcelInput, size);
      for (const el of layout.pages.flatMap((p) => p.elements)) {
        const bottom = el.kind === 'text' ? el.y + el.size * 1.25 : el.y + el.height;
        expect(el.x).toBeGreaterThanOrEqual(0);
        expect(el.y).toBeGreaterThanOrEqual(0);
        expect(bottom).toBeLessThanOrEqual(layout.heightPt);
      }
    }
    expect(layoutLabels(twoParcelInput, 'a6')).toMatchObject({ widthPt: 297.64, heightPt: 419.53 });
  });

  it('marks only sandbox labels', () => {
    const live = layoutLabels(oneParcelLive, '4x6').pages[0]!;
    expect(texts(live.elements).some((t) => t.includes('SANDBOX'))).toBe(false);
    expect(texts(live.elements)).toContain('Parcel 1 of 1');
  });

  it('refuses a label without parcels', () => {
    expect(() => layoutLabels({ ...twoParcelInput, parcels: [] }, '4x6')).toThrow('at least one parcel');
  });

  it('cuts a long line to the width with an ellipsis', () => {
    expect(fitLine('a'.repeat(200), 10, 100)).toHaveLength(17);
    expect(fitLine('a'.repeat(200), 10, 100).endsWith('…')).toBe(true);
    expect(fitLine('  short   line ', 10, 100)).toBe('short line');
  });

  it('says the units: kg, and cm when all three dimensions are known', () => {
    expect(parcelLine({ weightKg: 1.23456 })).toBe('1.23 kg');
    expect(parcelLine({ weightKg: 1, lengthCm: 10, widthCm: 5 })).toBe('1 kg');
  });
});

describe('label parcels from the read model', () => {
  it('uses the shipment parcels when it has them', () => {
    expect(labelParcels({ itemDetails: { weight: 9 }, parcels: [{ weightKg: 1, dimensionsCm: { length: 10, width: 10, height: 10 } }, { weightKg: 2 }] })).toEqual([
      { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 },
      { weightKg: 2 },
    ]);
  });
  it('else derives one parcel from itemDetails (kg, cm), leaving out unknown dimensions', () => {
    expect(labelParcels({ itemDetails: { weight: 2.5, dimensions: { length: 30, width: 20, height: 10 } } })).toEqual([{ weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 10 }]);
    expect(labelParcels({ itemDetails: { weight: 2.5, dimensions: { length: 0, width: 20 } }, parcels: [] })).toEqual([{ weightKg: 2.5, widthCm: 20 }]);
  });
});
