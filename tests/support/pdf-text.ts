// Reads a PDF's text with pdf.js, in Node, so the print tests need nothing installed beyond npm's
// packages (no poppler). Text runs on one line are joined with a space where the PDF leaves a gap
// between them and without one where a word was merely split into runs.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfText = { pages: number; text: string };

type Run = { str: string; width: number; transform: number[]; hasEOL: boolean };

const isRun = (item: object): item is Run => 'str' in item;

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      let text = '';
      let previous: Run | undefined;
      for (const item of items) {
        if (!isRun(item)) continue;
        if (previous && !previous.hasEOL) {
          const [, , , height = 0, x = 0, y = 0] = item.transform;
          const previousEnd = (previous.transform[4] ?? 0) + previous.width;
          const sameLine = Math.abs((previous.transform[5] ?? 0) - y) < Math.abs(height) / 2;
          // A gap wider than a fifth of the font's size is a space; a new line is one too.
          if (!sameLine || x - previousEnd > Math.abs(height) / 5) text += ' ';
        }
        text += item.str;
        if (item.hasEOL) text += '\n';
        previous = item;
      }
      pages.push(text);
      page.cleanup();
    }
    return { pages: document.numPages, text: pages.join('\n') };
  } finally {
    await document.destroy();
  }
}
