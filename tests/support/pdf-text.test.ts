import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

/** A PDF of one page per entry, each a list of text runs placed at (x, y) in 12 pt Helvetica. */
function makePdf(pages: Array<Array<{ x: number; y: number; text: string }>>): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) + 2; // object numbers start at 3
  const pageIds = pages.map((runs) => {
    const stream = runs
      .map(({ x, y, text }) => `BT /F1 12 Tf ${x} ${y} Td (${text}) Tj ET`)
      .join('\n');
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>`,
    );
  });
  const all = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    ...objects,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = all.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

describe('pdfText', () => {
  it('reads every page, spacing runs apart by their gaps and joining a split word', async () => {
    const { pages, text } = await pdfText(
      makePdf([
        [
          { x: 50, y: 800, text: 'Total' },
          { x: 100, y: 800, text: 'income' },
          { x: 50, y: 780, text: 'Pers' },
          // Helvetica's "Pers" at 12 pt is 23.34 pt wide: the next run starts where it ends.
          { x: 73.34, y: 780, text: 'onal allowance' },
        ],
        [{ x: 50, y: 800, text: 'Second page' }],
      ]),
    );
    expect(pages).toBe(2);
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Total income');
    expect(words).toContain('Personal allowance');
    expect(words).toContain('Second page');
  });
});
