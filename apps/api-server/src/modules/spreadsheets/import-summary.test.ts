/**
 * Issue 48's spreadsheet import: a CSV as Excel saves it on Windows (Windows-1252) or as "Unicode
 * text" (UTF-16) is read, not refused; the owner sees a summary (`previewMenuImport`) that writes
 * nothing before confirming; the new menu starts hidden from guests unless the owner chose to show it
 * at once; and the columns carry the console's names in either language, the old names still read.
 */
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menus, tables } from '#db/schema.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { databaseFingerprint } from '#test/db-fingerprint.ts';
import { useTestApp } from '#test/harness.ts';
import { multipart, type Part, readWorkbook, sheetValues } from './test-support.ts';

/**
 * The bytes Excel on Windows writes for "CSV (delimitato dal separatore di elenco)": Windows-1252,
 * semicolons, CRLF. Written byte by byte so that no encoder of ours takes part: è = 0xE8,
 * € = 0x80, à = 0xE0, ù = 0xF9.
 */
function windows1252Csv(): Buffer {
  const ascii = (text: string) => Buffer.from(text, 'ascii');
  return Buffer.concat([
    ascii('Sezione;Nome;Descrizione;Prezzo;Consigliato;Pi'),
    Buffer.from([0xf9]),
    ascii(' venduto\r\n'),
    ascii('Caffetteria;Caff'),
    Buffer.from([0xe8]),
    ascii(';Espresso della casa, 1,20 '),
    Buffer.from([0x80]),
    ascii(';1,20;s'),
    Buffer.from([0xec]),
    ascii(';no\r\n'),
    ascii('Bibite analcoliche;Acqua;Naturale o frizzante;2;no;s'),
    Buffer.from([0xec]),
    ascii('\r\n'),
    ascii('Bibite analcoliche;Aranciata;Met'),
    Buffer.from([0xe0]),
    ascii(' prezzo;;no;no\r\n'),
  ]);
}

describe('spreadsheet import: encodings, summary, visibility and column names', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let tableId = 0;

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
    clubId = t.demo.clubId;
    const [table] = await t.app.db.insert(tables).values({ clubId, name: 'Import 48' }).returning();
    tableId = table?.id ?? 0;
  });

  function upload(operation: 'importMenuFromExcel' | 'previewMenuImport', parts: Part[]) {
    const { payload, contentType } = multipart(parts);
    return t.call(operation, { params: { clubId }, payload, contentType, token });
  }

  const fileParts = (data: Buffer | string, filename: string, fields: Record<string, string> = {}) => [
    ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
    { name: 'file', data, filename },
  ];

  async function importCsv(
    data: Buffer | string,
    filename = 'menu.csv',
    fields: Record<string, string> = {},
  ) {
    const response = await upload('importMenuFromExcel', fileParts(data, filename, fields));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { menuId: number; items: number; hidden: boolean };
    const menu = await findFullMenu(t.app.db, clubId, body.menuId);
    if (!menu) throw new Error('imported menu not found');
    return { body, menu };
  }

  async function rowCounts() {
    const [menuRows] = await t.app.db.select({ value: count() }).from(menus);
    const [itemRows] = await t.app.db.select({ value: count() }).from(menuItems);
    return { menus: menuRows?.value, items: itemRows?.value };
  }

  async function guestSees(menuId: number): Promise<boolean> {
    await t.app.guestMenus.contexts.sync(t.app.db);
    const response = await t.call('getPublicMenu', { params: { clubId, tableId, menuId } });
    expect([200, 404], response.body).toContain(response.statusCode);
    return response.statusCode === 200;
  }

  describe('encodings', () => {
    it('reads a CSV that Excel saved on Windows (Windows-1252), accents and € exactly', async () => {
      const bytes = windows1252Csv();
      // really not UTF-8: the old import refused exactly this
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
      const { menu } = await importCsv(bytes, 'Caffè.csv');
      expect(menu.sections.map((section) => section.name)).toEqual(['Caffetteria', 'Bibite analcoliche']);
      const [coffee] = menu.sections[0]?.items ?? [];
      expect(coffee).toMatchObject({
        name: 'Caffè',
        description: 'Espresso della casa, 1,20 €',
        price: 1.2,
        suggested: true,
        bestSeller: false,
      });
      expect(menu.sections[1]?.items.map((item) => [item.name, item.bestSeller])).toEqual([
        ['Acqua', true],
        ['Aranciata', false],
      ]);
      expect(menu.sections[1]?.items[1]?.description).toBe('Metà prezzo');
    });

    it('reads UTF-16 with its byte-order mark (Excel’s "Unicode text"), little or big endian', async () => {
      const text = '\ufeffSection,Name,Price\r\nCaffetteria,Caffè,"1,20"\r\n';
      for (const encoding of ['utf16le', 'utf16be'] as const) {
        const bytes =
          encoding === 'utf16le' ? Buffer.from(text, 'utf16le') : Buffer.from(text, 'utf16le').swap16();
        const { menu } = await importCsv(bytes, `${encoding}.csv`);
        expect(menu.sections[0]?.items[0]).toMatchObject({ name: 'Caffè', price: 1.2 });
      }
    });

    it('reads UTF-8 with and without its byte-order mark', async () => {
      for (const mark of ['\ufeff', '']) {
        const { menu } = await importCsv(`${mark}Sezione;Nome\nCaffetteria;Caffè\n`);
        expect(menu.sections[0]?.name).toBe('Caffetteria');
        expect(menu.sections[0]?.items[0]?.name).toBe('Caffè');
      }
    });

    it('gives a file that is not text and a text it cannot read two different messages', async () => {
      const before = await databaseFingerprint(t.app.db);
      const garbage = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256));
      const notText = await upload('previewMenuImport', fileParts(garbage, 'menu.csv'));
      const badlyEncoded = await upload(
        'previewMenuImport',
        fileParts(
          Buffer.concat([Buffer.from('Sezione;Nome\nBar;Caffè\n'), Buffer.from('Bar;T\xe8\n', 'latin1')]),
          'menu.csv',
        ),
      );
      expect(notText.statusCode).toBe(400);
      expect(badlyEncoded.statusCode).toBe(400);
      expect(notText.json()).toMatchObject({
        code: 'not_a_spreadsheet',
        message: expect.stringContaining('not a spreadsheet or a CSV text file'),
      });
      expect(badlyEncoded.json()).toMatchObject({
        code: 'unreadable_characters',
        message: expect.stringContaining('save it as "CSV UTF-8"'),
      });
      expect(await databaseFingerprint(t.app.db)).toEqual(before);
    });

    it('still reads an .xlsx', async () => {
      const template = await t.call('getMenuImportTemplate', { params: { clubId }, token });
      const response = await upload('previewMenuImport', fileParts(template.rawPayload, 'template.xlsx'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        format: 'xlsx',
        items: 1,
        sections: [{ name: 'Pizzas', items: 1 }],
      });
    });
  });

  describe('the summary before importing (previewMenuImport)', () => {
    const csv = [
      'Section;Name;Price;Price text',
      'Starters;Bruschetta;6;',
      'Starters;Olives;;',
      'Starters;bruschetta;7;',
      'Pasta;Carbonara;12;',
      'Pasta;Amatriciana;;market price',
      'Desserts;Tiramisù;6;',
    ].join('\n');

    it('counts sections and items and lists the warnings by row and column, writing nothing', async () => {
      const before = await rowCounts();
      const fingerprint = await databaseFingerprint(t.app.db);
      const response = await upload('previewMenuImport', fileParts(csv, 'Dinner.csv'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        name: 'Dinner',
        format: 'csv-utf-8',
        sections: [
          { name: 'Starters', items: 3, hidden: false },
          { name: 'Pasta', items: 2, hidden: false },
          { name: 'Desserts', items: 1, hidden: false },
        ],
        items: 6,
        warnings: [
          { code: 'no_price', row: 3, column: 'Price', message: expect.stringContaining('without a price') },
          {
            code: 'duplicate_item',
            row: 4,
            column: 'Name',
            otherRow: 2,
            message: expect.stringContaining('also on row 2'),
          },
        ],
      });
      expect(await rowCounts()).toEqual(before);
      expect(await databaseFingerprint(t.app.db)).toEqual(fingerprint);
    });

    it('refuses a broken file with every problem by row and column, as the import does', async () => {
      const before = await rowCounts();
      const response = await upload(
        'previewMenuImport',
        fileParts('section;name;price\nA;B;12,5O\nA;;3\n', 'x.csv'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_spreadsheet',
        details: [
          { row: 2, column: 'price' },
          { row: 3, column: 'name' },
        ],
      });
      expect(await rowCounts()).toEqual(before);
    });

    it('then the confirmed import creates exactly what the summary announced, in one go', async () => {
      const preview = (await upload('previewMenuImport', fileParts(csv, 'Dinner.csv'))).json() as {
        sections: { name: string; items: number }[];
        items: number;
      };
      const before = await rowCounts();
      const { body, menu } = await importCsv(csv, 'Dinner.csv');
      expect(body.items).toBe(preview.items);
      expect(menu.sections.map((section) => ({ name: section.name, items: section.items.length }))).toEqual(
        preview.sections.map(({ name, items }) => ({ name, items })),
      );
      expect(await rowCounts()).toEqual({
        menus: (before.menus ?? 0) + 1,
        items: (before.items ?? 0) + preview.items,
      });
    });
  });

  describe('visibility of the new menu', () => {
    const csv = 'Section,Name,Price\nDrinks,Spritz,6\n';

    it('starts hidden from guests by default, and shows once the owner says so', async () => {
      const { body, menu } = await importCsv(csv);
      expect(body.hidden).toBe(true);
      expect(menu.disabled).toBe(true);
      expect(await guestSees(menu.id)).toBe(false);
      const listed = (await t.call('listMenus', { params: { clubId }, token })).json() as {
        id: number;
        disabled: boolean;
      }[];
      expect(listed.find((entry) => entry.id === menu.id)?.disabled).toBe(true);

      // the console's "Show to guests": the menu's disabled flag, nothing else changes
      const shown = await t.call('saveMenu', {
        params: { clubId },
        token,
        body: { id: menu.id, name: menu.name, disabled: false },
      });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json()).toMatchObject({ disabled: false, name: menu.name });
      expect(await guestSees(menu.id)).toBe(true);
    });

    it('shows at once when the owner ticked "Show to guests at once" in the summary', async () => {
      const { body, menu } = await importCsv(csv, 'menu.csv', { showToGuests: 'true' });
      expect(body.hidden).toBe(false);
      expect(menu.disabled).toBe(false);
      expect(await guestSees(menu.id)).toBe(true);
    });

    it('refuses a showToGuests that is not true or false', async () => {
      const before = await rowCounts();
      const response = await upload(
        'importMenuFromExcel',
        fileParts(csv, 'menu.csv', { showToGuests: 'yes' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'showToGuests' }],
      });
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('column names', () => {
    const flags = (menu: NonNullable<Awaited<ReturnType<typeof findFullMenu>>>) =>
      menu.sections.flatMap((section) =>
        section.items.map((item) => [item.name, item.suggested, item.bestSeller, item.additionalNotes]),
      );

    it.each([
      ['the console’s English names', 'Section;Name;Recommended;Bestseller;Additional notes'],
      ['the console’s Italian names', 'Sezione;Nome;Consigliato;Più venduto;Note aggiuntive'],
      ['the old template’s names', 'section;name;suggested;best seller;notes'],
      ['any case and spacing', '  SECTION ;name;  recommended;BEST   SELLER;additional_notes'],
      ['Italian without accents, mixed with English', 'sezione;Name;consigliato;piu venduto;note'],
    ])('reads %s', async (_label, header) => {
      const { menu } = await importCsv(`${header}\nBar;Spritz;yes;no;Con Aperol\nBar;Negroni;no;sì;\n`);
      expect(flags(menu)).toEqual([
        ['Spritz', true, false, 'Con Aperol'],
        ['Negroni', false, true, null],
      ]);
    });

    it('exports with the console’s names in the owner’s language, and the export imports back', async () => {
      const { menu } = await importCsv('Section;Name;Recommended\nBar;Spritz;yes\n', 'menu.csv', {
        showToGuests: 'true',
      });
      for (const [language, recommended, yes] of [
        ['en', 'Recommended', 'yes'],
        ['it', 'Consigliato', 'sì'],
      ] as const) {
        const response = await t.call('exportMenuToExcel', {
          params: { clubId, menuId: menu.id },
          query: { language },
          token,
        });
        const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Menu');
        if (!sheet) throw new Error('no Menu sheet');
        const [header = [], row = []] = sheetValues(sheet);
        expect(header).not.toContain('suggested');
        expect(row[header.indexOf(recommended)]).toBe(yes);
        const back = await importCsv(response.rawPayload, `export-${language}.xlsx`);
        expect(back.menu.sections[0]?.items[0]).toMatchObject({ name: 'Spritz', suggested: true });
      }
    });
  });
});
