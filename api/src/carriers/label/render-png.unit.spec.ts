import sharp from 'sharp';
import { layoutLabels } from './label-layout';
import { labelPageSvg, renderLabelPng } from './render-png';
import { oneParcelLive, twoParcelInput } from './label.fixture';

// ── PNG labels: a PNG of the label's size at 203 dpi, one parcel per image ──

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from the IHDR chunk, which must come first. */
const ihdr = (png: Buffer) => {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

describe('PNG label', () => {
  it('is 812x1218 px for 4x6 and 839x1183 px for A6', async () => {
    expect(ihdr(await renderLabelPng(layoutLabels(oneParcelLive, '4x6'), 1))).toEqual({ width: 812, height: 1218 });
    expect(ihdr(await renderLabelPng(layoutLabels(oneParcelLive, 'a6'), 1))).toEqual({ width: 839, height: 1183 });
  }, 30_000);

  it('draws each parcel: the second parcel image differs from the first, and both have ink', async () => {
    const layout = layoutLabels(twoParcelInput, '4x6');
    const [a, b] = await Promise.all([renderLabelPng(layout, 1), renderLabelPng(layout, 2)]);
    expect(a.equals(b)).toBe(false);
    const stats = await sharp(a).stats();
    // mostly white paper with black print: the mean is high but well below pure white
    expect(stats.channels[0]!.mean).toBeGreaterThan(150);
    expect(stats.channels[0]!.mean).toBeLessThan(250);
    await expect(renderLabelPng(layout, 3)).rejects.toThrow('No parcel 3');
  }, 30_000);

  it('escapes the text it draws', () => {
    const layout = layoutLabels({ ...oneParcelLive, to: { ...oneParcelLive.to, name: 'A & B <x>' } }, '4x6');
    const svg = labelPageSvg(layout, layout.pages[0]!);
    expect(svg).toContain('A &#38; B &#60;x&#62;');
    expect(svg).not.toContain('<x>');
  });
});
