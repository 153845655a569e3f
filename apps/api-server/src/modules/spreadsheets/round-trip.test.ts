/**
 * The property of the spreadsheet export: for any menu (sections, empty ones too, items with every
 * field and flag, allergens, dietary tags, spiciness, option groups, prices, translations of
 * unicode texts), exporting it then importing
 * the file gives the same menu: same sections and items in the same order with the same fields and
 * translations (ids and absolute positions aside).
 */
import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import { DIETARY_TAGS } from '@tavola/domain/item-extras';
import { TRANSLATION_LANGUAGES } from '@tavola/domain/languages';
import { FIELD_LIMITS, ITEM_PRICE_MAX } from '@tavola/domain/limits';
import { CONTROL_CHARACTER } from '@tavola/domain/text';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '#db/client.ts';
import {
  itemOptionGroups,
  itemOptions,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  sectionTranslations,
} from '#db/schema.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { itemColumns, NO_TEXT, writtenText } from '#modules/translations/states.ts';
import { useTestApp } from '#test/harness.ts';
import { menuContent, multipart } from './test-support.ts';

/** The demo club is Italian: its menus are written in Italian, so Italian is never a translation. */
const LANGUAGES = TRANSLATION_LANGUAGES.filter((language) => language !== 'it');

/** A stored text: trimmed like the API stores it, unicode, no control characters. */
function text(max: number) {
  return fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 24) })
    .map((value) => value.trim())
    .filter(
      (value) =>
        value !== '' &&
        [...value].length <= max &&
        !CONTROL_CHARACTER.test(value) &&
        // not characters at all (XML cannot carry them)
        !/[\ufffe\uffff]/.test(value),
    );
}

const optionalText = (max: number) => fc.option(text(max), { nil: null });
const languages = fc.subarray([...LANGUAGES], { maxLength: 3 });
const limits = FIELD_LIMITS.item;

const itemTranslation = fc
  .record({
    name: optionalText(limits.name),
    description: optionalText(limits.description),
    ingredients: optionalText(limits.ingredients),
  })
  .filter((texts) => texts.name !== null || texts.description !== null || texts.ingredients !== null);

const option = fc.record({
  name: text(60),
  price: fc.option(
    fc.integer({ min: 0, max: 1_000_000 * 100 }).map((cents) => cents / 100),
    { nil: null },
  ),
  outOfStock: fc.boolean(),
  allergens: fc.subarray([...ALLERGEN_CODES]),
});

/** A group within the domain's rules: a single choice takes one, min ≤ max, min ≤ its options. */
const optionGroup = fc
  .record({
    name: text(60),
    choice: fc.constantFrom('single' as const, 'multiple' as const),
    options: fc.array(option, { maxLength: 4 }),
    max: fc.integer({ min: 1, max: 5 }),
    min: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ choice, options, max, min, ...group }) => {
    const maxChoices = choice === 'single' ? 1 : max;
    const minChoices = Math.min(min, maxChoices, options.length);
    return { ...group, choice, options, maxChoices, minChoices, required: minChoices >= 1 };
  });

const item = fc.record({
  name: text(limits.name),
  description: optionalText(limits.description),
  ingredients: optionalText(limits.ingredients),
  allergens: fc.subarray([...ALLERGEN_CODES]),
  additionalNotes: optionalText(limits.additionalNotes),
  price: fc.option(
    fc.integer({ min: 0, max: ITEM_PRICE_MAX * 100 }).map((cents) => cents / 100),
    { nil: null },
  ),
  priceText: optionalText(limits.priceText),
  disabled: fc.boolean(),
  outOfStock: fc.boolean(),
  bestSeller: fc.boolean(),
  suggested: fc.boolean(),
  branded: fc.boolean(),
  translateName: fc.boolean(),
  dietaryTags: fc.subarray([...DIETARY_TAGS]),
  spiciness: fc.integer({ min: 0, max: 3 }),
  optionGroups: fc.array(optionGroup, { maxLength: 3 }),
  translations: languages.chain((chosen) =>
    fc
      .array(itemTranslation, { minLength: chosen.length, maxLength: chosen.length })
      .map((texts) =>
        Object.fromEntries(texts.map((translation, index) => [chosen[index] as string, translation])),
      ),
  ),
});

const section = fc.record({
  name: text(FIELD_LIMITS.section.name),
  disabled: fc.boolean(),
  translations: languages.chain((chosen) =>
    fc
      .tuple(...chosen.map(() => text(FIELD_LIMITS.section.name)))
      .map((names) =>
        Object.fromEntries(chosen.map((language, index) => [language, names[index] as string])),
      ),
  ),
  // the tags an item's allergens allow (a vegan dish has no milk or eggs, a gluten-free one no gluten)
  items: fc.array(
    item.map((generated) => ({
      ...generated,
      dietaryTags: generated.dietaryTags.filter(
        (tag) =>
          !(tag === 'vegan' && generated.allergens.some((code) => code === 'milk' || code === 'eggs')) &&
          !(tag === 'gluten-free' && generated.allergens.includes('gluten')),
      ),
    })),
    { maxLength: 5 },
  ),
});

// sections are told apart by name in a spreadsheet
const randomMenu = fc.uniqueArray(section, { minLength: 1, maxLength: 4, selector: (s) => s.name });

type RandomSection = typeof section extends fc.Arbitrary<infer S> ? S : never;

/** Stores a generated menu directly (not through the import under test). */
async function storeMenu(db: DbOrTx, clubId: number, sections: RandomSection[]): Promise<number> {
  const now = new Date();
  const [menu] = await db
    .insert(menus)
    .values({ clubId, name: 'Random', position: 99, sourceLanguage: 'it', createdAt: now, updatedAt: now })
    .returning({ id: menus.id });
  if (!menu) throw new Error('menu not stored');
  for (const [sectionPosition, generated] of sections.entries()) {
    const [row] = await db
      .insert(menuSections)
      .values({
        menuId: menu.id,
        name: generated.name,
        position: sectionPosition,
        disabled: generated.disabled,
      })
      .returning({ id: menuSections.id });
    if (!row) throw new Error('section not stored');
    for (const [language, translatedName] of Object.entries(generated.translations))
      await db
        .insert(sectionTranslations)
        .values({ sectionId: row.id, language, translatedName, originalName: generated.name });
    for (const [position, { translations, optionGroups, ...values }] of generated.items.entries()) {
      const [itemRow] = await db
        .insert(menuItems)
        .values({ ...values, sectionId: row.id, position })
        .returning({ id: menuItems.id });
      if (!itemRow) throw new Error('item not stored');
      for (const [groupPosition, { options, ...group }] of optionGroups.entries()) {
        const [groupRow] = await db
          .insert(itemOptionGroups)
          .values({ ...group, itemId: itemRow.id, position: groupPosition })
          .returning({ id: itemOptionGroups.id });
        if (!groupRow) throw new Error('group not stored');
        if (options.length > 0)
          await db
            .insert(itemOptions)
            .values(options.map((values, index) => ({ ...values, groupId: groupRow.id, position: index })));
      }
      for (const [language, texts] of Object.entries(translations)) {
        const columns = itemColumns({
          name: writtenText(NO_TEXT, texts.name, values.name),
          description: writtenText(NO_TEXT, texts.description, values.description),
          ingredients: writtenText(NO_TEXT, texts.ingredients, values.ingredients),
        });
        if (columns) await db.insert(itemTranslations).values({ itemId: itemRow.id, language, ...columns });
      }
    }
  }
  return menu.id;
}

describe('spreadsheets: export then import gives the same menu', () => {
  const t = useTestApp();
  let token = '';

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
  });

  // each run stores, exports and imports a menu: a busy machine needs more than the default 30 s
  it('for random menus', { timeout: 180_000 }, async () => {
    const clubId = t.demo.clubId;
    await fc.assert(
      fc.asyncProperty(randomMenu, async (sections) => {
        const menuId = await storeMenu(t.app.db, clubId, sections);
        const exported = await t.call('exportMenuToExcel', { params: { clubId, menuId }, token });
        expect(exported.statusCode).toBe(200);
        const { payload, contentType } = multipart([
          { name: 'file', data: exported.rawPayload, filename: 'Random.xlsx' },
        ]);
        const response = await t.call('importMenuFromExcel', {
          params: { clubId },
          payload,
          contentType,
          token,
        });
        expect(response.statusCode, response.body).toBe(201);
        const copyId = response.json().menuId as number;
        const [original, copy] = await Promise.all([
          findFullMenu(t.app.db, clubId, menuId),
          findFullMenu(t.app.db, clubId, copyId),
        ]);
        if (!original || !copy) throw new Error('menu missing');
        expect(menuContent(copy)).toEqual(menuContent(original));
        expect(copy.sourceLanguage).toBe(original.sourceLanguage);
        await t.app.db.delete(menus).where(eq(menus.id, menuId));
        await t.app.db.delete(menus).where(eq(menus.id, copyId));
      }),
      { numRuns: 40 },
    );
  });
});
