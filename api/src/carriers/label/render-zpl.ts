import type { LabelLayout } from './label-layout';

// ── ZPL II renderer for 203 dpi (8 dots/mm) thermal printers: one ^XA..^XZ block per parcel ──
// Field data goes through ^FH (hex escapes with "_") so that a "^", "~" or "_" in an address can never end a field
// or start a command; ^CI28 makes the printer read the field data as UTF-8.

export const ZPL_DPI = 203;
const dots = (pt: number) => Math.round((pt * ZPL_DPI) / 72);

/** Escapes field data for ^FH: the three characters ZPL gives a meaning to become _HH. */
export function zplField(text: string): string {
  return text.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

export function renderLabelZpl(layout: LabelLayout): string {
  const width = dots(layout.widthPt);
  const height = dots(layout.heightPt);
  const blocks = layout.pages.map((page) => {
    const lines = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
    for (const el of page.elements) {
      if (el.kind === 'box') {
        const t = Math.max(1, dots(el.thickness));
        lines.push(`^FO${dots(el.x)},${dots(el.y)}^GB${Math.max(t, dots(el.width))},${Math.max(t, dots(el.height))},${t}^FS`);
      } else if (el.kind === 'barcode') {
        // Code 128 with the human-readable line off (the layout prints it), module width 3 dots for 4x6 stock.
        const module = el.data.length > 16 ? 2 : 3;
        lines.push(`^FO${dots(el.x)},${dots(el.y)}^BY${module},3,${dots(el.height)}^BCN,${dots(el.height)},N,N,N^FH^FD${zplField(el.data)}^FS`);
      } else {
        const h = dots(el.size);
        const w = el.bold ? Math.round(h * 1.05) : Math.round(h * 0.9);
        if (el.inverse) lines.push(`^FO${dots(el.x) - 4},${dots(el.y) - 2}^GB${dots(el.width) + 8},${h + 4},${h + 4}^FS`);
        lines.push(`^FO${dots(el.x)},${dots(el.y)}^A0N,${h},${w}${el.inverse ? '^FR' : ''}^FH^FD${zplField(el.text)}^FS`);
      }
    }
    lines.push('^XZ');
    return lines.join('\n');
  });
  return `${blocks.join('\n')}\n`;
}
