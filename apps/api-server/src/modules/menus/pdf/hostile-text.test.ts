/**
 * Menu text holding HTML or script is printed as the text it is. The menu comes in through the
 * spreadsheet import (as an owner would bring it), the club's name is set to a payload too, and the
 * PDF is read back with poppler's pdftotext: every payload must be there character for character.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '#db/schema.ts';
import { multipart } from '#modules/spreadsheets/test-support.ts';
import { useTestApp } from '#test/harness.ts';

const run = promisify(execFile);

const PAYLOADS = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
  svg: '"><svg onload=alert(1)>',
  entity: '&lt;b&gt; &amp; &#60;i&#62;',
  pdfSyntax: '(x) Tj ET BT /F1 12 Tf (injected) Tj \\) %%EOF',
};

/** A CSV field, always quoted (quotes doubled), so commas, quotes and brackets are plain text. */
const field = (text: string) => `"${text.replaceAll('"', '""')}"`;

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-hostile-pdf-'));
  try {
    const file = path.join(dir, 'menu.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', [file, '-']);
    // a long text may wrap: compare with white space runs made one space
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('hostile text in the PDF menu', () => {
  const t = useTestApp();
  let token = '';

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
  });

  it('prints HTML, script and PDF syntax in every text as the literal text', async () => {
    const clubName = `Bar ${PAYLOADS.svg}`;
    await t.app.db.update(clubs).set({ name: clubName }).where(eq(clubs.id, t.demo.clubId));
    const csv = [
      ['section', 'name', 'description', 'ingredients', 'price', 'price text', 'notes'].join(','),
      [PAYLOADS.script, PAYLOADS.img, PAYLOADS.svg, PAYLOADS.entity, '5', PAYLOADS.script, PAYLOADS.pdfSyntax]
        .map(field)
        .join(','),
      [PAYLOADS.script, PAYLOADS.pdfSyntax, PAYLOADS.img, '', '7', '', ''].map(field).join(','),
    ].join('\n');
    const { payload, contentType } = multipart([
      { name: 'name', data: `Menu ${PAYLOADS.img}` },
      { name: 'file', data: csv, filename: 'menu.csv', contentType: 'text/csv' },
    ]);
    const imported = await t.call('importMenuFromExcel', {
      params: { clubId: t.demo.clubId },
      payload,
      contentType,
      token,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const menuId = imported.json().menuId as number;

    const response = await t.call('getMenuPdf', { params: { clubId: t.demo.clubId, menuId }, token });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [clubName, `Menu ${PAYLOADS.img}`, ...Object.values(PAYLOADS)]) {
      expect(text, expected).toContain(expected);
    }
    // the PDF operators in the text were not run: no bare "injected" was drawn as a text of its own
    expect(text).not.toMatch(/(^| )injected( |$)/);
  });
});
