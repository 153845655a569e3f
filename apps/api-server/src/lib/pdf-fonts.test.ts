/**
 * The shared fonts of the server's PDFs: one document's text never changes how a later document's
 * text reads (copy, search, pdftotext), though documents share the parsed fonts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { newPdfDocument, pdfBytes } from './pdf-fonts.ts';

const run = promisify(execFile);

async function printed(text: string): Promise<string> {
  const doc = await newPdfDocument({ size: 'A4' });
  const done = pdfBytes(doc);
  doc.font('serif-bold').fontSize(14).text(text, 50, 50);
  doc.font('sans').fontSize(10).text(text, 50, 100);
  doc.end();
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-pdf-fonts-'));
  try {
    await writeFile(path.join(dir, 'doc.pdf'), await done);
    return (await run('pdftotext', [path.join(dir, 'doc.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the PDF fonts', () => {
  it('read back as written, whatever was printed before', async () => {
    // Greek capitals and Cyrillic letters drawn with the same glyphs as Latin ones, then Latin
    expect(await printed('Ελληνικά ΕΖΑΒ Кириллица АВЕ')).toContain('Ελληνικά ΕΖΑΒ Кириллица АВЕ');
    expect(await printed('Espresso Zuppa ABE Weißbier Żurek łódzki')).toContain(
      'Espresso Zuppa ABE Weißbier Żurek łódzki',
    );
  });
});
