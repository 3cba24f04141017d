import { readPdf } from '../../../test-support/pdf-reader';
import { layoutLabels } from './label-layout';
import { renderLabelPdf } from './render-pdf';
import { oneParcelLive, twoParcelInput } from './label.fixture';

// ── PDF labels read back by a PDF parser: one page per parcel, the page size asked for, the text a carrier reads ──

describe('PDF label', () => {
  it('is one 4x6 page (288x432 pt) per parcel with the tracking number, recipient, sandbox mark and "n of N"', async () => {
    const pdf = await readPdf(await renderLabelPdf(layoutLabels(twoParcelInput, '4x6')));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.title).toBe('Shipping label WP1234567890');
    pdf.pages.forEach((page, i) => {
      expect(page).toMatchObject({ width: 288, height: 432 });
      for (const text of ['WP1234567890', 'John Carter', '350 Fifth Avenue', 'Anna Schmidt', `Parcel ${i + 1} of 2`, 'SANDBOX - NOT VALID FOR CARRIAGE', 'Express Worldwide'])
        expect(page.text).toContain(text);
    });
    expect(pdf.pages[0]!.text).toContain('2.5 kg');
    expect(pdf.pages[1]!.text).toContain('0.75 kg');
  }, 30_000);

  it('is A6 (297.6x419.5 pt) when asked, without the sandbox mark on a live label', async () => {
    const pdf = await readPdf(await renderLabelPdf(layoutLabels(oneParcelLive, 'a6')));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.width).toBeCloseTo(297.64, 1);
    expect(pdf.pages[0]!.height).toBeCloseTo(419.53, 1);
    expect(pdf.pages[0]!.text).toContain('Parcel 1 of 1');
    expect(pdf.pages[0]!.text).not.toContain('SANDBOX');
  }, 30_000);
});
