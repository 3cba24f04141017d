import { parseZpl } from '../../../test-support/zpl-grammar';
import { layoutLabels } from './label-layout';
import { renderLabelZpl, zplField } from './render-zpl';
import { oneParcelLive, twoParcelInput } from './label.fixture';

// ── ZPL II read back by a strict grammar: known commands only, fields closed, one ^XA..^XZ per parcel ──

describe('ZPL label', () => {
  it('prints one 4x6 label (812x1218 dots at 203 dpi) per parcel with the tracking number as Code 128', () => {
    const labels = parseZpl(renderLabelZpl(layoutLabels(twoParcelInput, '4x6')));
    expect(labels).toHaveLength(2);
    labels.forEach((label, i) => {
      expect(label).toMatchObject({ width: 812, length: 1218 });
      expect(label.fields.filter((f) => f.kind === 'barcode').map((f) => f.data)).toEqual(['WP1234567890']);
      const text = label.fields.filter((f) => f.kind === 'text').map((f) => f.data);
      expect(text).toEqual(expect.arrayContaining([`Parcel ${i + 1} of 2`, 'John Carter', 'Anna Schmidt', 'DHL Express', 'US-JFK 2L US 10118', 'WP1234567890']));
      expect(label.fields.find((f) => f.data === 'SANDBOX - NOT VALID FOR CARRIAGE')).toMatchObject({ reverse: true });
    });
    expect(labels[0]!.fields.map((f) => f.data)).toContain('Weight: 2.5 kg · 30x20x10 cm');
    expect(labels[1]!.fields.map((f) => f.data)).toContain('Weight: 0.75 kg');
  });

  it('prints A6 at 839x1183 dots, and no sandbox mark on a live label', () => {
    const [label] = parseZpl(renderLabelZpl(layoutLabels(oneParcelLive, 'a6')));
    expect(label).toMatchObject({ width: 839, length: 1183 });
    expect(label!.fields.some((f) => f.data.includes('SANDBOX'))).toBe(false);
  });

  it('escapes ^, ~ and _ in field data so an address can never inject a command', () => {
    expect(zplField('a^XZ~JA_b')).toBe('a_5EXZ_7EJA_5Fb');
    const hostile = { ...oneParcelLive, to: { ...oneParcelLive.to, name: 'Evil ^XZ^XA~JR_x' } };
    const zpl = renderLabelZpl(layoutLabels(hostile, '4x6'));
    const labels = parseZpl(zpl);
    expect(labels).toHaveLength(1);
    expect(labels[0]!.fields.map((f) => f.data)).toContain('Evil ^XZ^XA~JR_x');
  });

  it('the grammar refuses what a printer would misread', () => {
    expect(() => parseZpl('^XA^PW812^LL1218^FO10,10^A0N,20,20^FDx^XZ')).toThrow('not closed');
    expect(() => parseZpl('^XA^PW812^LL1218^FO10,10^ZZ^FS^XZ')).toThrow('Unknown command ^ZZ');
    expect(() => parseZpl('^XA^PW812^LL1218^FO10,10^A0N,20,20^FS^XZ')).toThrow('without ^FD');
    expect(() => parseZpl('^XA^PW812^LL1218^FO10,10^A0N,20,20^FH^FD_ZZ^FS^XZ')).toThrow('Bad ^FH escape');
    expect(() => parseZpl('^XA^PW812^LL1218')).toThrow('not closed with ^XZ');
    expect(() => parseZpl('^XA^PW812^LL1218^FO900,10^GB1,1,1^FS^XZ')).toThrow('off the label');
  });
});
