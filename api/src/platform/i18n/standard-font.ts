// ── What PDFKit's standard fonts can draw (the customs documents, the end-of-day manifest) ──
// Helvetica is a Type 1 font in WinAnsi encoding (Windows-1252): Latin-1 and a few more characters. A PDF text in a
// language it cannot draw falls back to English (see compliance/documents/document-texts.ts for the whole story).

/** Code points above Latin-1 that WinAnsi places in 0x80-0x9F (PDFKit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026,
  0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Spaces a translation may use that WinAnsi lacks, drawn as the no-break space it has (French « : », thin spaces). */
const TO_NO_BREAK_SPACE = /[\u2007\u2009\u202f]/g;

/** The text as the standard fonts draw it: composed (NFC), narrow and thin spaces as no-break spaces. */
export const forStandardFont = (text: string): string => text.normalize('NFC').replace(TO_NO_BREAK_SPACE, '\u00a0');

/** True when PDFKit's standard (WinAnsi) fonts can draw every character of the text. */
export function standardFontCanDraw(text: string): boolean {
  for (const char of forStandardFont(text)) {
    const c = char.codePointAt(0)!;
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(c)) continue;
    return false;
  }
  return true;
}
