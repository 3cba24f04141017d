// Reads a PDF from stdin with pdf-parse and prints { pages: [{ width, height, text }] } as JSON.
// It runs in its own Node process because pdf-parse (pdfjs) loads its worker by dynamic import, which Jest's VM refuses.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const text = await parser.getText();
  const info = await parser.getInfo({ parsePageInfo: true });
  const pages = info.pages.map((p) => ({ width: p.width, height: p.height, text: text.pages.find((t) => t.num === p.pageNumber)?.text ?? '' }));
  process.stdout.write(JSON.stringify({ pages, title: info.info?.Title ?? null }));
} finally {
  await parser.destroy();
}
