/**
 * Issue 49 in the spreadsheets: the export's Photo, Dietary tags, Spiciness and Options columns, the
 * template's example and instructions, the import's reading of them (with a clear problem per row),
 * and an export then import that keeps options and tags and leaves photos alone.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  clubMembers,
  clubs,
  itemOptionGroups,
  itemOptions,
  menuItems,
  menuSections,
  menus,
} from '#db/schema.ts';
import { API_PREFIX } from '#http/contract.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { useTestApp } from '#test/harness.ts';
import { multipart, readWorkbook, sheetValues, xlsxOf } from './test-support.ts';

const PHOTO_KEY = '3f9a'.repeat(8);

describe('spreadsheets: photos, options and dietary tags', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
    clubId = t.demo.clubId;
  });

  function upload(
    operation: 'importMenuFromExcel' | 'previewMenuImport',
    data: Buffer | string,
    filename = 'menu.xlsx',
  ) {
    const { payload, contentType } = multipart([{ name: 'file', data, filename }]);
    return t.call(operation, { params: { clubId }, payload, contentType, token });
  }

  async function importedMenu(data: Buffer | string, filename?: string) {
    const response = await upload('importMenuFromExcel', data, filename);
    expect(response.statusCode, response.body).toBe(201);
    const menu = await findFullMenu(t.app.db, clubId, response.json().menuId);
    if (!menu) throw new Error('imported menu not found');
    return menu;
  }

  async function problems(data: Buffer | string, filename?: string) {
    const menusBefore = (await t.app.db.select({ id: menus.id }).from(menus).where(eq(menus.clubId, clubId)))
      .length;
    const response = await upload('importMenuFromExcel', data, filename);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('invalid_spreadsheet');
    const after = (await t.app.db.select({ id: menus.id }).from(menus).where(eq(menus.clubId, clubId)))
      .length;
    expect(after).toBe(menusBefore);
    return (response.json().details as { row: number; column?: string; message: string }[]).map(
      (detail) => detail.message,
    );
  }

  /** A menu of one pizza with a photo, two option groups, tags and a spiciness, written to the database. */
  async function pizzaMenu() {
    return t.app.db.transaction(async (tx) => {
      const [menu] = await tx.insert(menus).values({ clubId, name: 'Pizzeria export' }).returning();
      if (!menu) throw new Error('menu not created');
      const [section] = await tx
        .insert(menuSections)
        .values({ menuId: menu.id, name: 'Pizze', position: 0 })
        .returning();
      if (!section) throw new Error('section not created');
      const [pizza, water] = await tx
        .insert(menuItems)
        .values([
          {
            sectionId: section.id,
            position: 0,
            name: 'Margherita',
            price: 8,
            allergens: ['gluten', 'milk'],
            dietaryTags: ['vegetarian'],
            spiciness: 1,
            photo: {
              key: PHOTO_KEY,
              url: `${t.app.config.publicApiUrl}${API_PREFIX}/images/${PHOTO_KEY}`,
              widths: [320, 640, 960],
              width: 960,
              height: 720,
              placeholder: 'data:image/webp;base64,AA',
            },
          },
          {
            sectionId: section.id,
            position: 1,
            name: 'Acqua',
            price: 2,
            dietaryTags: ['vegan', 'gluten-free'],
          },
        ])
        .returning();
      if (!pizza || !water) throw new Error('items not created');
      const [size, extras] = await tx
        .insert(itemOptionGroups)
        .values([
          {
            itemId: pizza.id,
            name: 'Size',
            choice: 'single',
            minChoices: 1,
            maxChoices: 1,
            required: true,
            position: 0,
          },
          {
            itemId: pizza.id,
            name: 'Extras (top)',
            choice: 'multiple',
            minChoices: 0,
            maxChoices: 2,
            required: false,
            position: 1,
          },
        ])
        .returning();
      if (!size || !extras) throw new Error('groups not created');
      await tx.insert(itemOptions).values([
        { groupId: size.id, name: 'Small', price: null, position: 0 },
        { groupId: size.id, name: 'Large "XL"', price: 11, position: 1 },
        { groupId: extras.id, name: 'parmesan', price: 1.5, allergens: ['milk'], position: 0 },
        { groupId: extras.id, name: 'basil', price: null, outOfStock: true, position: 1 },
      ]);
      return { menuId: menu.id, pizzaId: pizza.id };
    });
  }

  it('exports the photo’s address, the tags, the spiciness and the options, and imports them back but the photo', async () => {
    const { menuId } = await pizzaMenu();
    const response = await t.call('exportMenuToExcel', { params: { clubId, menuId }, token });
    expect(response.statusCode).toBe(200);
    const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Menu');
    if (!sheet) throw new Error('no Menu sheet');
    const [header, pizza, water] = sheetValues(sheet);
    const cell = (row: unknown[] | undefined, name: string) => row?.[(header ?? []).indexOf(name)];
    expect(cell(pizza, 'Photo')).toMatch(new RegExp(`^https?://[^ ]+/api/v1/images/${PHOTO_KEY}-960\\.jpg$`));
    expect(cell(pizza, 'Dietary tags')).toBe('vegetarian');
    expect(cell(pizza, 'Spiciness')).toBe(1);
    expect(cell(pizza, 'Options')).toBe(
      'Size (single, required): Small | "Large ""XL""" = 11; "Extras (top)" (multiple): parmesan + 1.50 [milk] | basil (out of stock)',
    );
    expect(cell(water, 'Dietary tags')).toBe('vegan, gluten-free');
    expect(cell(water, 'Photo')).toBeUndefined();
    expect(cell(water, 'Options')).toBeUndefined();

    const original = await findFullMenu(t.app.db, clubId, menuId);
    const copy = await importedMenu(response.rawPayload);
    const shape = (menu: typeof copy | null) =>
      menu?.sections.flatMap((section) =>
        section.items.map((item) => ({
          name: item.name,
          dietaryTags: item.dietaryTags,
          spiciness: item.spiciness,
          optionGroups: item.optionGroups.map(
            ({ name, choice, minChoices, maxChoices, required, options }) => ({
              name,
              choice,
              minChoices,
              maxChoices,
              required,
              options: options.map(({ name: optionName, price, outOfStock, allergens }) => ({
                name: optionName,
                price,
                outOfStock,
                allergens,
              })),
            }),
          ),
        })),
      );
    expect(shape(copy)).toEqual(shape(original));
    // a new menu: its items have no photo (the import never reads the Photo column)
    expect(copy.sections[0]?.items.map((item) => item.photo)).toEqual([null, null]);
  });

  it('leaves the photos of the club’s items untouched when a file names other photos', async () => {
    const { pizzaId } = await pizzaMenu();
    const [before] = await t.app.db
      .select({ photo: menuItems.photo })
      .from(menuItems)
      .where(eq(menuItems.id, pizzaId));
    await importedMenu(
      await xlsxOf([
        ['Section', 'Name', 'Photo'],
        ['Pizze', 'Margherita', `http://example.com/api/v1/images/${'0'.repeat(32)}-960.jpg`],
      ]),
    );
    const [after] = await t.app.db
      .select({ photo: menuItems.photo })
      .from(menuItems)
      .where(eq(menuItems.id, pizzaId));
    expect(after?.photo).toEqual(before?.photo);
  });

  it('writes the template’s example with a tag and two option groups, explains every column, and imports it', async () => {
    for (const language of ['en', 'it'] as const) {
      const response = await t.call('getMenuImportTemplate', {
        params: { clubId },
        query: { language },
        token,
      });
      const workbook = await readWorkbook(response.rawPayload);
      const instructions = workbook.getWorksheet(language === 'en' ? 'Instructions' : 'Istruzioni');
      if (!instructions) throw new Error('no Instructions sheet');
      const rows = sheetValues(instructions);
      const options = rows.find((row) => row[0] === (language === 'en' ? 'Options' : 'Opzioni'));
      expect(options?.[1]).toMatch(language === 'en' ? /single or multiple/ : /singola o multipla/);
      const menu = await importedMenu(response.rawPayload, `template-${language}.xlsx`);
      const item = menu.sections[0]?.items[0];
      expect(item?.dietaryTags).toEqual(['vegetarian']);
      expect(item?.optionGroups.map((group) => [group.name, group.choice, group.options.length])).toEqual(
        language === 'en'
          ? [
              ['Size', 'single', 2],
              ['Extras', 'multiple', 2],
            ]
          : [
              ['Formato', 'single', 2],
              ['Aggiunte', 'multiple', 2],
            ],
      );
      expect(item?.optionGroups[1]?.options[0]).toMatchObject({ price: 2, allergens: ['milk'] });
    }
  });

  it('reads tags and options written by hand, in CSV too', async () => {
    const menu = await importedMenu(
      'Section;Name;Price;Dietary tags;Spiciness;Options\n' +
        'Primi;Arrabbiata;9;Vegano, senza glutine;2;"Pasta (singola): Penne | Spaghetti = 9,50\nExtra: peperoncino + 0,50"\n',
      'menu.csv',
    );
    const item = menu.sections[0]?.items[0];
    expect(item).toMatchObject({ dietaryTags: ['vegan', 'gluten-free'], spiciness: 2 });
    expect(item?.optionGroups).toMatchObject([
      {
        name: 'Pasta',
        choice: 'single',
        minChoices: 0,
        maxChoices: 1,
        required: false,
        options: [
          { name: 'Penne', price: null },
          { name: 'Spaghetti', price: 9.5 },
        ],
      },
      { name: 'Extra', choice: 'multiple', maxChoices: 1, options: [{ name: 'peperoncino', price: 0.5 }] },
    ]);
  });

  it('names every problem of the new columns by row and column, and creates nothing', async () => {
    const many = Array.from({ length: 60 }, (_, index) => `o${index}`).join(' | ');
    const messages = await problems(
      await xlsxOf([
        ['Section', 'Name', 'Dietary tags', 'Spiciness', 'Options', 'Allergens'],
        ['A', 'Min over max', null, null, 'Extras (multiple, min 3, max 2): a + 1 | b + 1 | c + 1'],
        ['A', 'Negative', null, null, 'Extras: cheese + -1'],
        ['A', 'Single of two', null, null, 'Size (single, max 2): a | b'],
        ['A', 'Too many', null, null, `Size: ${many}`],
        ['A', 'Long', null, null, `Size: ${'x'.repeat(10_000)}`],
        ['A', 'Tags', 'paleo', 7, null],
        ['A', 'Vegan cheese', 'vegan', null, null, 'milk'],
      ]),
    );
    expect(messages[0]).toMatch(/^Row 2, Options: group 1 "Extras": .*min/i);
    expect(messages).toContain(
      'Row 3, Options: group 1 "Extras", option 1: \'-1\' is not a price (write 8 or 1.50)',
    );
    expect(messages).toContain(
      'Row 4, Options: group 1 "Size": A single choice allows exactly 1 option: set the maximum to 1',
    );
    expect(messages.some((message) => /^Row 5, Options: .*50/.test(message))).toBe(true);
    expect(messages).toContain(
      `Row 6, Options: group 1 "Size", option 1 "${'x'.repeat(40)}…": Option name must be at most 60 characters`,
    );
    expect(messages).toContain(
      "Row 7, Dietary tags: 'paleo' is not a dietary tag: write vegetarian, vegan, gluten-free, lactose-free, halal or kosher",
    );
    expect(messages).toContain(
      "Row 7, Spiciness: '7' is not a spiciness: write 0 (not spicy), 1, 2 or 3 (very hot)",
    );
    expect(messages).toContain(
      'Row 8, Dietary tags: A vegan dish cannot contain milk or eggs: remove the tag or the allergen.',
    );
  });

  it('refuses a control character in an Options cell (an .xlsx cannot even hold NUL; a CSV can hold the others)', async () => {
    const messages = await problems(
      'Section,Name,Options\nA,Pizza,"Size: Sm\u0007all | Large = 9"\n',
      'menu.csv',
    );
    expect(messages).toEqual([
      'Row 2, Options: contains the control character U+0007, which cannot be stored: remove it',
    ]);
  });

  it('refuses options on a plan without them, naming the rows', async () => {
    const db = t.app.db;
    const [address] = await db
      .insert(addresses)
      .values({ line1: 'Via Roma 1', city: 'Roma', country: 'IT', postalCode: '00100' })
      .returning();
    const [club] = await db
      .insert(clubs)
      .values({
        name: 'Freemium bar',
        seats: 10,
        addressId: address?.id ?? 0,
        timeZone: 'Europe/Rome',
        companyName: 'Bar srl',
        vatNumber: 'IT00743110157',
        plan: 'freemium',
      })
      .returning();
    if (!club) throw new Error('club not created');
    await db.insert(clubMembers).values({ clubId: club.id, userId: t.demo.user.id, role: 'owner' });
    const file = await xlsxOf([
      ['Section', 'Name', 'Options', 'Dietary tags'],
      ['A', 'Pizza', 'Size: Small | Large = 11', 'vegetarian'],
    ]);
    const { payload, contentType } = multipart([{ name: 'file', data: file, filename: 'menu.xlsx' }]);
    const response = await t.call('previewMenuImport', {
      params: { clubId: club.id },
      payload,
      contentType,
      token,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([
      {
        row: 2,
        column: 'Options',
        message: "Row 2, Options: options are a Smart feature: upgrade the club's plan, or clear this cell",
      },
    ]);
    // dietary tags are on every plan
    const tagsOnly = await xlsxOf([
      ['Section', 'Name', 'Dietary tags'],
      ['A', 'Pizza', 'vegetarian'],
    ]);
    const body = multipart([{ name: 'file', data: tagsOnly, filename: 'menu.xlsx' }]);
    const tagged = await t.call('previewMenuImport', {
      params: { clubId: club.id },
      payload: body.payload,
      contentType: body.contentType,
      token,
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
  });
});
