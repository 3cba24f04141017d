import { execFile } from 'node:child_process';
import { join } from 'node:path';

// ── A PDF as a real parser (pdf-parse, over pdfjs) reads it: page sizes and each page's text ──

export interface ParsedPdf {
  pages: { width: number; height: number; text: string }[];
  title: string | null;
}

export function readPdf(pdf: Buffer): Promise<ParsedPdf> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(__dirname, 'pdf-reader-process.mjs')], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`pdf-reader failed: ${stderr || err.message}`));
      else resolve(JSON.parse(stdout) as ParsedPdf);
    });
    child.stdin!.end(pdf);
  });
}
