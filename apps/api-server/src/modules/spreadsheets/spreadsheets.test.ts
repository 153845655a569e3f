import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BAR_CLUB_NAME } from '#db/demo-account.ts';
import { clubs, itemTranslations, menus } from '#db/schema.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { useTestApp } from '#test/harness.ts';
import { menuContent, multipart, readWorkbook, sheetValues, xlsxOf } from './test-support.ts';
import { MAX_UNZIPPED_BYTES } from './zip-guard.ts';

/** A valid workbook whose parts `change` may rewrite (name -> new content) before it is zipped again. */
async function rewrittenXlsx(
  rows: unknown[][],
  change: (parts: Map<string, string>) => void,
  extra?: Record<string, Buffer>,
) {
  const original = await JSZip.loadAsync(await xlsxOf(rows as never));
  const parts = new Map<string, string>();
  for (const [name, entry] of Object.entries(original.files))
    if (!entry.dir) parts.set(name, await entry.async('string'));
  change(parts);
  const zip = new JSZip();
  for (const [name, content] of parts) zip.file(name, content);
  for (const [name, content] of Object.entries(extra ?? {})) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A workbook carrying a part of zeros just over the cap: about 50 KB that inflate to 50 MiB. */
let bombBytes: Promise<Buffer> | undefined;
function zipBomb() {
  bombBytes ??= rewrittenXlsx([['section', 'name']], () => {}, {
    'xl/media/zeros.bin': Buffer.alloc(MAX_UNZIPPED_BYTES + 1024),
  });
  return bombBytes;
}

/** Sets the uncompressed size that the zip's directory (and local header) declare for an entry. */
function declareSize(zip: Buffer, entryName: string, size: number): Buffer {
  const bytes = Buffer.from(zip);
  for (let at = 0; at < bytes.length - 46; at++) {
    const signature = bytes.readUInt32LE(at);
    if (signature === 0x02014b50) {
      const nameLength = bytes.readUInt16LE(at + 28);
      if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === entryName)
        bytes.writeUInt32LE(size, at + 24);
    } else if (signature === 0x04034b50) {
      const nameLength = bytes.readUInt16LE(at + 26);
      if (bytes.toString('utf8', at + 30, at + 30 + nameLength) === entryName)
        bytes.writeUInt32LE(size, at + 22);
    }
  }
  return bytes;
}

/** The template's headers: the console's names of the fields (the item form's "Recommended"…). */
const HEADER = [
  'Section',
  'Name',
  'Description',
  'Ingredients',
  'Allergens',
  'Price',
  'Price text',
  'Bestseller',
  'Recommended',
  'Out of stock',
  'Hidden',
  'Additional notes',
  'Branded product',
  'Name translation enabled',
];

describe('spreadsheets: template, export and import of menus', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
    clubId = t.demo.clubId;
  });

  async function menuCount(club = clubId) {
    return (await t.app.db.select({ id: menus.id }).from(menus).where(eq(menus.clubId, club))).length;
  }

  function importFile(
    data: Buffer | string,
    options: { filename?: string; name?: string; club?: number; contentType?: string } = {},
  ) {
    const parts = [
      ...(options.name === undefined ? [] : [{ name: 'name', data: options.name }]),
      {
        name: 'file',
        data,
        filename: options.filename ?? 'menu.xlsx',
        ...(options.contentType ? { contentType: options.contentType } : {}),
      },
    ];
    const { payload, contentType } = multipart(parts);
    return t.call('importMenuFromExcel', {
      params: { clubId: options.club ?? clubId },
      payload,
      contentType,
      token,
    });
  }

  async function imported(response: Awaited<ReturnType<typeof importFile>>) {
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { outcome: string; menuId: number; items: number };
    expect(body.outcome).toBe('created');
    const menu = await findFullMenu(t.app.db, clubId, body.menuId);
    if (!menu) throw new Error('imported menu not found');
    return { body, menu };
  }

  /** Expects a 400 with this code and that nothing was created. */
  async function refused(data: Buffer | string, code: string, options: { filename?: string } = {}) {
    const before = await menuCount();
    const response = await importFile(data, options);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await menuCount()).toBe(before);
    return response.json() as {
      code: string;
      message: string;
      details?: { row?: number; column?: string; message: string }[];
    };
  }

  describe('template', () => {
    it('is an .xlsx with a frozen header, yes/no drop-downs, an example row and the Allergens sheet', async () => {
      const response = await t.call('getMenuImportTemplate', { params: { clubId }, token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="tavola-menu-template.xlsx"',
      );
      const workbook = await readWorkbook(response.rawPayload);
      const sheet = workbook.getWorksheet('Menu');
      if (!sheet) throw new Error('no Menu sheet');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const [header, example] = sheetValues(sheet);
      for (const name of [...HEADER, 'Dietary tags', 'Spiciness', 'Options', 'Photo'])
        expect(header).toContain(name);
      expect(header).not.toContain('suggested');
      expect(header).not.toContain('best seller');
      expect(header).toEqual(expect.arrayContaining(['Name:fr', 'Description:fr', 'Ingredients:fr']));
      expect(example?.[(header ?? []).indexOf('Name')]).toBe('Margherita');
      // drop-downs on every flag column, beyond the example row
      const flagColumn = sheet.getColumn((header ?? []).indexOf('Bestseller') + 1).letter;
      for (const row of [2, 500, 2001])
        expect(sheet.getCell(`${flagColumn}${row}`).dataValidation).toMatchObject({
          type: 'list',
          formulae: ['"yes,no"'],
        });
      const allergens = workbook.getWorksheet('Allergens');
      if (!allergens) throw new Error('no Allergens sheet');
      const rows = sheetValues(allergens);
      expect(rows[0]).toEqual(['number', 'code', 'English', 'Italiano']);
      expect(rows).toHaveLength(15);
      expect(rows[7]).toEqual([7, 'milk', 'Milk', 'Latte']);
    });

    it('is written in Italian for an Italian owner: the console’s Italian names and sì/no', async () => {
      const response = await t.call('getMenuImportTemplate', {
        params: { clubId },
        query: { language: 'it' },
        token,
      });
      expect(response.statusCode).toBe(200);
      const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Menu');
      if (!sheet) throw new Error('no Menu sheet');
      const [header, example] = sheetValues(sheet);
      expect(header?.slice(0, 19)).toEqual([
        'Sezione',
        'Sezione nascosta',
        'Nome',
        'Descrizione',
        'Ingredienti',
        'Allergeni',
        'Indicazioni alimentari',
        'Piccantezza',
        'Prezzo',
        'Testo del prezzo',
        'Opzioni',
        'Più venduto',
        'Consigliato',
        'Esaurito',
        'Nascosto',
        'Note aggiuntive',
        'Prodotto di marca',
        'Traduzione del nome attiva',
        'Foto',
      ]);
      expect(header).toEqual(expect.arrayContaining(['Nome:fr', 'Descrizione:fr']));
      const cell = (name: string) => example?.[(header ?? []).indexOf(name)];
      expect(cell('Sezione')).toBe('Pizze');
      expect(cell('Più venduto')).toBe('sì');
      const flagColumn = sheet.getColumn((header ?? []).indexOf('Consigliato') + 1).letter;
      expect(sheet.getCell(`${flagColumn}2`).dataValidation).toMatchObject({ formulae: ['"sì,no"'] });

      // and it imports as it is
      const { menu } = await imported(await importFile(response.rawPayload, { filename: 'modello.xlsx' }));
      expect(menuContent(menu)[0]).toMatchObject({
        name: 'Pizze',
        translations: { fr: 'Pizzas' },
        items: [{ name: 'Margherita', bestSeller: true, suggested: false, allergens: ['gluten', 'milk'] }],
      });
    });

    it('imports as is: the example row becomes a menu with one item', async () => {
      const template = (await t.call('getMenuImportTemplate', { params: { clubId }, token })).rawPayload;
      const { body, menu } = await imported(
        await importFile(template, { filename: 'tavola-menu-template.xlsx' }),
      );
      expect(body.items).toBe(1);
      expect(menu.name).toBe('tavola-menu-template');
      const [section] = menuContent(menu);
      expect(section).toMatchObject({ name: 'Pizzas', translations: { fr: 'Pizzas' } });
      expect(section?.items[0]).toMatchObject({
        name: 'Margherita',
        allergens: ['gluten', 'milk'],
        price: 8.5,
        bestSeller: true,
        translateName: false,
        translations: {
          fr: {
            name: null,
            description: 'Notre classique, cuite au feu de bois',
            outdated: false,
            machineDraft: false,
          },
        },
      });
    });
  });

  describe('export', () => {
    it('gives the demo menu in order with its languages, and importing it gives back the same menu', async () => {
      const list = (await t.call('listMenus', { params: { clubId }, token })).json() as {
        id: number;
        name: string;
      }[];
      const food = list[0];
      if (!food) throw new Error('no demo menu');
      const response = await t.call('exportMenuToExcel', { params: { clubId, menuId: food.id }, token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${food.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(food.name)}.xlsx`,
      );
      const original = await findFullMenu(t.app.db, clubId, food.id);
      if (!original) throw new Error('demo menu missing');
      const workbook = await readWorkbook(response.rawPayload);
      const sheet = workbook.getWorksheet('Menu');
      if (!sheet) throw new Error('no Menu sheet');
      const [header, ...rows] = sheetValues(sheet);
      expect(header).toEqual(expect.arrayContaining(['Name:it', 'Description:it', 'Name:de', 'Section:de']));
      const itemCount = original.sections.reduce(
        (sum, section) => sum + Math.max(1, section.items.length),
        0,
      );
      expect(rows).toHaveLength(itemCount);
      const nameAt = (header ?? []).indexOf('Name');
      expect(rows.map((row) => row[nameAt])).toEqual(
        original.sections.flatMap((section) => section.items.map((item) => item.name)),
      );

      const { menu } = await imported(
        await importFile(response.rawPayload, { filename: `${food.name}.xlsx` }),
      );
      expect(menu.name).toBe(food.name);
      expect(menu.sourceLanguage).toBe(original.sourceLanguage);
      expect(menuContent(menu)).toEqual(menuContent(original));
    });

    it('names the file after the menu, with an ASCII fallback', async () => {
      const created = await t.call('createMenu', {
        params: { clubId },
        token,
        body: { name: 'Carta dei vini "è" ß' },
      });
      expect(created.statusCode).toBe(201);
      const menuId = created.json().id as number;
      const response = await t.call('exportMenuToExcel', { params: { clubId, menuId }, token });
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Carta dei vini e.xlsx"; filename*=UTF-8''Carta%20dei%20vini%20%C3%A8%20%C3%9F.xlsx`,
      );
      await t.call('deleteMenu', { params: { clubId, menuId }, token });
    });

    it('leaves out machine drafts not accepted yet: the file holds the owner’s own texts', async () => {
      const csv =
        'section,section:fr,name,description,name:fr,description:fr\nPizze,Pizzas,Margherita,Classica,Marguerite,Classique\n';
      const { menu } = await imported(await importFile(csv, { filename: 'drafts.csv' }));
      const itemId = menu.sections[0]?.items[0]?.id;
      if (itemId === undefined) throw new Error('no item');
      // the French description becomes an unreviewed machine draft
      await t.app.db
        .update(itemTranslations)
        .set({ descriptionMachineDraft: true })
        .where(eq(itemTranslations.itemId, itemId));
      const response = await t.call('exportMenuToExcel', { params: { clubId, menuId: menu.id }, token });
      const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Menu');
      if (!sheet) throw new Error('no Menu sheet');
      const [header, row] = sheetValues(sheet);
      const cell = (name: string) => row?.[(header ?? []).indexOf(name)];
      expect(cell('Name:fr')).toBe('Marguerite');
      expect(cell('Description:fr')).toBeUndefined();
      expect(cell('Section:fr')).toBe('Pizzas');
    });

    it('404 for a menu of another club', async () => {
      const response = await t.call('exportMenuToExcel', { params: { clubId, menuId: 999_999 }, token });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('import', () => {
    it('reads an .xlsx with Italian headers, names, prices as text and yes/no words', async () => {
      const file = await xlsxOf([
        ['Sezione', 'Nome', 'Descrizione', 'Allergeni', 'Prezzo', 'Più venduto', 'Esaurito', 'nome:en'],
        ['Antipasti', 'Bruschetta', 'Pane e pomodoro', 'Glutine; 7', '12,50', 'sì', 'no', 'Toasted bread'],
        ['Antipasti', 'Olive', null, 'Sedano, Semi di sesamo', 4, 'x', 'SI', null],
        ['Dolci', 'Tiramisù', null, 'Latte, uova', '1.234,50', null, null, null],
      ]);
      const { body, menu } = await imported(
        await importFile(file, { filename: 'Carta.xlsx', name: '  Pranzo ' }),
      );
      expect(body.items).toBe(3);
      expect(menu.name).toBe('Pranzo');
      const sections = menuContent(menu);
      expect(sections.map((section) => section.name)).toEqual(['Antipasti', 'Dolci']);
      expect(sections[0]?.items).toMatchObject([
        {
          name: 'Bruschetta',
          allergens: ['gluten', 'milk'],
          price: 12.5,
          bestSeller: true,
          outOfStock: false,
          translations: { en: { name: 'Toasted bread', description: null } },
        },
        { name: 'Olive', allergens: ['celery', 'sesame'], price: 4, bestSeller: true, outOfStock: true },
      ]);
      expect(sections[1]?.items[0]).toMatchObject({
        name: 'Tiramisù',
        allergens: ['eggs', 'milk'],
        price: 1234.5,
      });
      // imported translations are the owner's own, made from the imported originals
      const [row] = await t.app.db.query.itemTranslations.findMany({
        where: (tr, { eq: is }) => is(tr.language, 'en'),
      });
      expect(row).toBeDefined();
    });

    it('names the menu after the file when no name is given, else "Imported menu"', async () => {
      const csv = 'section,name\nPizze,Margherita\n';
      expect((await imported(await importFile(csv, { filename: 'Menù d’estate.csv' }))).menu.name).toBe(
        'Menù d’estate',
      );
      expect((await imported(await importFile(csv, { filename: '.csv' }))).menu.name).toBe('Imported menu');
      const tooLong = await importFile(csv, { filename: 'a.csv', name: 'n'.repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ code: 'validation_failed', details: [{ field: 'name' }] });
    });

    it('reads a comma-separated CSV', async () => {
      const csv =
        'section,name,price,allergens\nPizze,Margherita,"8,50","gluten, milk"\nPizze,Marinara,7.00,gluten\n';
      const { menu } = await imported(await importFile(csv, { filename: 'pizze.csv' }));
      expect(menu.name).toBe('pizze');
      expect(menuContent(menu)[0]?.items.map((item) => [item.name, item.price, item.allergens])).toEqual([
        ['Margherita', 8.5, ['gluten', 'milk']],
        ['Marinara', 7, ['gluten']],
      ]);
    });

    it('reads a semicolon-separated CSV with a byte-order mark, as Excel saves it in Italy', async () => {
      const csv =
        '\uFEFFsezione;nome;prezzo;descrizione\r\nPizze;Diavola;12,50;"Piccante; con ""salame"""\r\n;;;\r\n';
      const { menu } = await imported(await importFile(Buffer.from(csv, 'utf8'), { filename: 'x.bin' }));
      const item = menuContent(menu)[0]?.items[0];
      expect(item).toMatchObject({ name: 'Diavola', price: 12.5, description: 'Piccante; con "salame"' });
    });

    it('keeps an empty section: a row with a section and no item', async () => {
      const csv = 'section,section hidden,name\nBevande,yes,\nPizze,,Margherita\n';
      const { body, menu } = await imported(await importFile(csv, { filename: 'a.csv' }));
      expect(body.items).toBe(1);
      expect(menuContent(menu).map((s) => [s.name, s.disabled, s.items.length])).toEqual([
        ['Bevande', true, 0],
        ['Pizze', false, 1],
      ]);
    });

    it('names every problem of a broken file by row and column, and creates nothing', async () => {
      const file = await xlsxOf([
        HEADER,
        ['Pizze', 'Margherita', null, null, 'gluten', '8,50', null, 'yes', null, null, null],
        ['Pizze', null, null, null, null, '5', null, null, null, null, null],
        ['Pizze', 'Diavola', null, null, 'glutine, kryptonite', '12,5O', null, 'maybe', null, null, null],
        [null, 'Orphan', null, null, null, 1, null, null, null, null, null],
        ['Pizze', 'x'.repeat(101), 'd'.repeat(255), null, null, 2_000_000, null, null, null, null, null],
        ['Pizze', 'Decimals', null, null, null, 1.234, 'p'.repeat(46), null, null, null, null],
      ]);
      const error = await refused(file, 'invalid_spreadsheet');
      expect(error.details).toEqual([
        { row: 3, column: 'Name', message: 'Row 3, Name: Name is required' },
        {
          row: 4,
          column: 'Allergens',
          message: expect.stringContaining("Row 4, Allergens: 'kryptonite' is not an allergen"),
        },
        { row: 4, column: 'Price', message: "Row 4, Price: '12,5O' is not a price" },
        { row: 4, column: 'Bestseller', message: "Row 4, Bestseller: 'maybe' is not yes or no" },
        {
          row: 5,
          column: 'Section',
          message: 'Row 5, Section: the section is missing: every row names its section',
        },
        { row: 6, column: 'Name', message: expect.stringMatching(/^Row 6, Name: .*100/) },
        { row: 6, column: 'Description', message: expect.stringMatching(/^Row 6, Description: .*254/) },
        { row: 6, column: 'Price', message: expect.stringMatching(/^Row 6, Price: /) },
        { row: 7, column: 'Price', message: expect.stringMatching(/^Row 7, Price: .*decimal/i) },
        { row: 7, column: 'Price text', message: expect.stringMatching(/^Row 7, Price text: .*45/) },
      ]);
    });

    it('reports unknown and repeated columns, and a sheet without the header', async () => {
      const unknown = await refused(
        await xlsxOf([
          ['section', 'name', 'pricee', 'name', 'name:xx'],
          ['A', 'B', 1, 'C', 'D'],
        ]),
        'invalid_spreadsheet',
      );
      expect(unknown.details?.map((detail) => [detail.row, detail.column])).toEqual([
        [1, 'pricee'],
        [1, 'name'],
        [1, 'name:xx'],
      ]);
      const headless = await refused(await xlsxOf([['Pizze', 'Margherita', 8.5]]), 'invalid_spreadsheet');
      expect(headless.details?.[0]?.message).toContain('header');
    });

    it('refuses a section whose rows disagree on its hidden flag or its translation', async () => {
      const csv = 'section,section hidden,section:fr,name\nPizze,no,Pizzas,A\nPizze,yes,Pâtes,B\n';
      const error = await refused(csv, 'invalid_spreadsheet', { filename: 'a.csv' });
      expect(error.details?.map((detail) => [detail.row, detail.column])).toEqual([
        [3, 'section hidden'],
        [3, 'section:fr'],
      ]);
    });

    it('refuses control characters rather than storing them', async () => {
      const error = await refused('section,name\nPizze,Mar\u0007gherita\n', 'invalid_spreadsheet', {
        filename: 'a.csv',
      });
      expect(error.details?.[0]).toMatchObject({
        row: 2,
        column: 'name',
        message: expect.stringContaining('U+0007'),
      });
    });

    it('refuses formulas without a saved value, naming each cell', async () => {
      const file = await xlsxOf(
        [
          ['section', 'name', 'price'],
          ['Pizze', 'Margherita', 8],
          ['Pizze', 'Doppia', null],
        ],
        (sheet) => {
          sheet.getCell('C3').value = { formula: 'C2*2' } as never;
          sheet.getCell('B2').value = { formula: 'UPPER("x")', result: 'MARGHERITA' } as never;
        },
      );
      const error = await refused(file, 'invalid_spreadsheet');
      expect(error.details).toEqual([
        { row: 3, column: 'price', message: expect.stringContaining('=C2*2 has no saved value') },
      ]);
    });
  });

  describe('hostile and wrong files', () => {
    it('refuses files that are not spreadsheets, whatever their name', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      await refused(png, 'not_a_spreadsheet', { filename: 'menu.xlsx' });
      await refused(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'not_a_spreadsheet', { filename: 'menu.csv' });
      // a zip that is not a workbook
      const zip = await xlsxOf([['section', 'name']]);
      const broken = Buffer.concat([zip.subarray(0, 200)]);
      await refused(broken, 'not_a_spreadsheet');
    });

    it('refuses a zip bomb by its declared size, before inflating it', async () => {
      const bomb = await zipBomb();
      expect(bomb.length).toBeLessThan(200_000);
      const error = await refused(bomb, 'file_too_large');
      expect(error.message).toContain('50 MiB');
    });

    it('refuses a zip bomb whose directory lies about the size, stopping the inflate at the cap', async () => {
      const bomb = await zipBomb();
      await refused(declareSize(bomb, 'xl/media/zeros.bin', 1000), 'file_too_large');
    });

    it('reads a workbook with huge ranges (defined names, merges, validations) without expanding them', async () => {
      const file = await rewrittenXlsx(
        [
          ['section', 'name'],
          ['Pizze', 'Margherita'],
        ],
        (parts) => {
          const workbook = parts.get('xl/workbook.xml') ?? '';
          parts.set(
            'xl/workbook.xml',
            workbook.replace(
              '</sheets>',
              '</sheets><definedNames><definedName name="All">Menu!$A$1:$XFD$1048576</definedName></definedNames>',
            ),
          );
          const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
          parts.set(
            'xl/worksheets/sheet1.xml',
            sheet.replace(
              '</sheetData>',
              '</sheetData><mergeCells count="1"><mergeCell ref="C3:XFD1048576"/></mergeCells><dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="A2:XFD1048576"><formula1>"yes,no"</formula1></dataValidation></dataValidations>',
            ),
          );
        },
      );
      const started = performance.now();
      const { body } = await imported(await importFile(file));
      expect(body.items).toBe(1);
      expect(performance.now() - started).toBeLessThan(5000);
    });

    it('refuses a sheet of a million empty rows before building them', async () => {
      const file = await rewrittenXlsx([['section', 'name']], (parts) => {
        const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
        const rows = Array.from({ length: 50_000 }, (_, index) => `<row r="${index + 2}"/>`).join('');
        parts.set('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', `${rows}</sheetData>`));
      });
      await refused(file, 'too_many_rows');
    });

    it('refuses a body that is not a multipart upload', async () => {
      for (const [payload, contentType] of [
        ['{"file":"x"}', 'application/json'],
        [Buffer.from('PK'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ] as const) {
        const response = await t.call('importMenuFromExcel', {
          params: { clubId },
          payload,
          contentType,
          token,
        });
        expect(response.statusCode).toBe(400);
      }
      const { payload, contentType } = multipart([{ name: 'name', data: 'No file' }]);
      const missing = await t.call('importMenuFromExcel', {
        params: { clubId },
        payload,
        contentType,
        token,
      });
      expect(missing.json()).toMatchObject({ code: 'validation_failed', details: [{ field: 'file' }] });
    });

    it('answers a damaged workbook or CSV with a 400 (or imports what is still valid), never a 500', async () => {
      const workbook = await xlsxOf([
        ['section', 'name', 'price', 'allergens'],
        ['Pizze', 'Margherita', 8.5, 'gluten, milk'],
        ['Pizze', 'Diavola', '9,50', 'gluten'],
      ]);
      const csv = Buffer.from('sezione;nome;prezzo\nPizze;Margherita;8,50\n');
      const damaged = fc.record({
        original: fc.constantFrom(workbook, csv),
        changes: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
      });
      await fc.assert(
        fc.asyncProperty(damaged, async ({ original, changes }) => {
          const bytes = Buffer.from(original);
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          const response = await importFile(bytes);
          expect([201, 400], response.body).toContain(response.statusCode);
        }),
        { numRuns: 60 },
      );
    });

    it('reads a text without the template’s header, and says what its header lacks', async () => {
      const error = await refused('just some text\nwith lines\n', 'invalid_spreadsheet', {
        filename: 'menu.csv',
      });
      expect(error.details?.at(-1)?.message).toContain('"Section" and "Name"');
    });

    it('refuses an empty file', async () => {
      const error = await refused(Buffer.alloc(0), 'not_a_spreadsheet');
      expect(error.message).toContain('empty');
    });

    it('refuses a header with no rows', async () => {
      await refused('section,name\n', 'invalid_spreadsheet', { filename: 'a.csv' });
    });

    it('refuses more than 2,000 item rows', async () => {
      const rows = Array.from({ length: 2001 }, (_, index) => `Pizze,Pizza ${index + 1}`);
      const error = await refused(`section,name\n${rows.join('\n')}\n`, 'too_many_rows', {
        filename: 'a.csv',
      });
      expect(error.message).toContain('2,000');
    });

    it('refuses a file over 5 MiB with a 400, not a 413', async () => {
      const big = `section,name,description\n${'Pizze,Margherita,aaaaaaaaaa\n'.repeat(200_000)}`;
      expect(Buffer.byteLength(big)).toBeGreaterThan(5 * 1024 * 1024);
      await refused(big, 'file_too_large', { filename: 'big.csv' });
    });
  });

  describe('Freemium', () => {
    it('refuses a new menu at the plan limit with 403 menu_limit_reached', async () => {
      const [bar] = await t.app.db
        .select({ id: clubs.id })
        .from(clubs)
        .where(eq(clubs.name, DEMO_BAR_CLUB_NAME));
      if (!bar) throw new Error('no Bar Demo');
      const before = await menuCount(bar.id);
      const response = await importFile('section,name\nDrinks,Spritz\n', { filename: 'a.csv', club: bar.id });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('menu_limit_reached');
      expect(await menuCount(bar.id)).toBe(before);
    });
  });
});
