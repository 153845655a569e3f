/**
 * The QR sheet prints with the menu's fonts (src/lib/pdf-fonts.ts): club, table and zone names in
 * Latin Extended, Greek or Cyrillic come out of the PDF as written (read back with pdftotext).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderQrSheet } from './qr-sheet.ts';

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-qr-fonts-'));
  try {
    await writeFile(path.join(dir, 'sheet.pdf'), pdf);
    return (await run('pdftotext', [path.join(dir, 'sheet.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the QR sheet fonts', () => {
  it('print Latin Extended, Greek and Cyrillic names as written', async () => {
    const pdf = await renderQrSheet({
      clubName: 'Ταβέρνα Κρήτη',
      language: 'en',
      logo: null,
      tables: [
        { name: 'Стол 1', zoneName: 'Ogród łąka', url: 'https://menu.example.test/public/qrcodemenu/1/1' },
        { name: 'Tisch ß', zoneName: 'Terrazza è', url: 'https://menu.example.test/public/qrcodemenu/1/2' },
      ],
    });
    const text = await pdfText(pdf);
    for (const expected of [
      'Ταβέρνα Κρήτη',
      'Стол 1',
      'Ogród łąka',
      'Tisch ß',
      'Terrazza è',
      'Scan for the menu',
    ])
      expect(text).toContain(expected);
  });
});
