/**
 * Items of a section: create, edit (texts, allergens, dietary tags, price, flags, translations,
 * option groups), move to another section of the same menu, reorder, delete. Club ownership is
 * checked before these run (plugins/openapi.ts); each handler checks menu -> club, section ->
 * menu, item -> section. Every write locks the menu row first and leaves positions 0..n-1 in
 * every section it touches, shifting only the rows between the old and the new place (positions.ts).
 * Option groups are replaced as a whole (option-groups.ts, decision 038).
 */
import type { components } from '@tavola/api/schema';
import { priceInCents } from '@tavola/domain/activity';
import { sortAllergens } from '@tavola/domain/allergens';
import { validateDietaryTags, validateSpiciness } from '@tavola/domain/dietary';
import { validateItem } from '@tavola/domain/item';
import { sortDietaryTags } from '@tavola/domain/item-extras';
import { validateOptionGroups } from '@tavola/domain/item-options';
import { toErrorDetails, type ValidationErrors } from '@tavola/domain/messages';
import { entitlementsFor } from '@tavola/domain/plans';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clubs, menuItems } from '#db/schema.ts';
import { type ErrorDetail, forbidden, HttpError, validationFailed } from '#errors.ts';
import { clubIdOf, itemNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { type ActivityChange, actorOf, recordActivity } from '#modules/activity/record.ts';
import {
  applyReorder,
  closePlace,
  countRows,
  itemsOfSection,
  movePlace,
  openPlace,
} from '#modules/sections/positions.ts';
import * as sections from '#modules/sections/queries.ts';
import { ownLanguageTranslations } from '#modules/translations/own-language.ts';
import { type OptionGroupInput, replaceOptionGroups } from './option-groups.ts';
import * as queries from './queries.ts';

type ItemInput = components['schemas']['ItemInput'];

/** Trimmed; blank becomes null (cleared); absent stays absent (kept on update). */
function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The columns to write from the body: only the fields it has (an update keeps the others). */
function itemValues(input: ItemInput): queries.ItemValues & { name: string } {
  const values: queries.ItemValues & { name: string } = { name: input.name.trim() };
  const texts = {
    description: optionalText(input.description),
    ingredients: optionalText(input.ingredients),
    additionalNotes: optionalText(input.additionalNotes),
    priceText: optionalText(input.priceText),
  };
  for (const [key, value] of Object.entries(texts))
    if (value !== undefined) values[key as keyof typeof texts] = value;
  if (input.price !== undefined) values.price = input.price;
  if (input.allergens !== undefined) values.allergens = sortAllergens(input.allergens);
  if (input.dietaryTags !== undefined) values.dietaryTags = sortDietaryTags(input.dietaryTags);
  if (input.spiciness !== undefined) values.spiciness = input.spiciness;
  for (const flag of [
    'disabled',
    'outOfStock',
    'bestSeller',
    'suggested',
    'branded',
    'translateName',
    'orderable',
  ] as const)
    if (input[flag] !== undefined) values[flag] = input[flag];
  return values;
}

/** The body's own problems: the item's fields, its spiciness and its option groups. */
function validate(
  values: queries.ItemValues & { name: string },
  optionGroups: OptionGroupInput[] | undefined,
): void {
  const errors: ValidationErrors = { ...validateItem(values), ...validateOptionGroups(optionGroups) };
  const spiciness = validateSpiciness(values.spiciness);
  if (spiciness) errors.spiciness = spiciness;
  if (Object.keys(errors).length > 0) throw validationFailed(toErrorDetails(errors));
}

/**
 * The tags against the allergens the item will have: the body's, or the stored ones for what the
 * body leaves out (an update that adds milk to a vegan dish is refused as one that tags it vegan).
 */
async function assertDietaryTagsFit(
  tx: DbOrTx,
  itemId: number | undefined,
  values: queries.ItemValues,
): Promise<void> {
  if (values.dietaryTags === undefined && values.allergens === undefined) return;
  let { dietaryTags, allergens } = values;
  if (itemId !== undefined && (dietaryTags === undefined || allergens === undefined)) {
    const [stored] = await tx
      .select({ dietaryTags: menuItems.dietaryTags, allergens: menuItems.allergens })
      .from(menuItems)
      .where(eq(menuItems.id, itemId));
    dietaryTags ??= stored?.dietaryTags;
    allergens ??= stored?.allergens;
  }
  const problem = validateDietaryTags(dietaryTags, sortAllergens(allergens ?? []));
  if (problem) throw validationFailed([{ field: 'dietaryTags', message: problem.message }]);
}

const optionsNotInPlan = () =>
  forbidden(
    'feature_not_in_plan',
    "Item options (sizes, extras) are a Smart feature: upgrade the club's plan to use them.",
  );

/**
 * Options are a plan feature: without it a save may leave the groups out (kept as they are) or
 * remove them all (`[]`), not write any.
 */
async function assertMayWriteOptions(
  tx: DbOrTx,
  clubId: number,
  optionGroups: OptionGroupInput[] | undefined,
) {
  if (!optionGroups || optionGroups.length === 0) return;
  const [club] = await tx.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, clubId));
  if (!club || !entitlementsFor(club.plan).itemOptions) throw optionsNotInPlan();
}

/** A group's or an option's translation in the menu's own language is refused, as an item's. */
function ownLanguageOptionTexts(optionGroups: OptionGroupInput[], sourceLanguage: string): ErrorDetail[] {
  return optionGroups.flatMap((group, g) => [
    ...ownLanguageTranslations(group.translations, sourceLanguage).map((problem) => ({
      ...problem,
      field: `optionGroups.${g}.${problem.field}`,
    })),
    ...group.options.flatMap((option, o) =>
      ownLanguageTranslations(option.translations, sourceLanguage).map((problem) => ({
        ...problem,
        field: `optionGroups.${g}.options.${o}.${problem.field}`,
      })),
    ),
  ]);
}

/**
 * What a save of an item tells the activity log: its price and its stock when they changed, and a
 * save (with the old name when renamed) when it was renamed or neither changed.
 */
function itemSaveChanges(before: queries.ItemLogged, after: queries.ItemLogged): ActivityChange[] {
  const changes: ActivityChange[] = [];
  const subject = after.name;
  const oldPrice = priceInCents(before.price);
  const newPrice = priceInCents(after.price);
  if (oldPrice !== newPrice)
    changes.push({ kind: 'item_price_changed', subject, details: { oldPrice, newPrice } });
  if (before.outOfStock !== after.outOfStock) changes.push(stockChange(subject, after.outOfStock));
  const renamed = before.name !== after.name;
  if (renamed || changes.length === 0)
    changes.push({ kind: 'item_updated', subject, details: renamed ? { oldName: before.name } : {} });
  return changes;
}

function stockChange(subject: string, outOfStock: boolean): ActivityChange {
  return { kind: outOfStock ? 'item_out_of_stock' : 'item_back_in_stock', subject };
}

function translationValues(translations: NonNullable<ItemInput['translations']>) {
  const result: Record<string, queries.ItemTranslationValues> = {};
  for (const [language, translation] of Object.entries(translations)) {
    result[language] = {
      translatedName: optionalText(translation.translatedName) ?? null,
      translatedDescription: optionalText(translation.translatedDescription) ?? null,
      translatedIngredients: optionalText(translation.translatedIngredients) ?? null,
    };
  }
  return result;
}

export const itemHandlers: Handlers<
  'saveItem' | 'saveItemsBatch' | 'getItem' | 'deleteItem' | 'setItemStock'
> = {
  async saveItem(request) {
    const clubId = clubIdOf(request);
    const { menuId, sectionId } = request.params;
    const { id, position, translations, optionGroups } = request.body;
    const values = itemValues(request.body);
    validate(values, optionGroups);
    const targetId = request.body.sectionId ?? sectionId;
    const actor = actorOf(request);

    const saved = await sections.writeSectionItems(
      request.server.db,
      clubId,
      menuId,
      sectionId,
      async (tx) => {
        await assertMayWriteOptions(tx, clubId, optionGroups);
        if (translations || optionGroups) {
          const sourceLanguage = await sections.menuSourceLanguage(tx, menuId);
          const problems = [
            ...ownLanguageTranslations(translations, sourceLanguage),
            ...ownLanguageOptionTexts(optionGroups ?? [], sourceLanguage),
          ];
          if (problems.length > 0) throw validationFailed(problems);
        }
        if (targetId !== sectionId && !(await sections.sectionInMenu(tx, menuId, targetId))) {
          throw new HttpError(404, 'section_not_found', 'Section not found', [
            { field: 'sectionId', message: `Section ${targetId} is not in this menu` },
          ]);
        }
        const target = itemsOfSection(targetId);
        if (id !== undefined && targetId === sectionId && position === undefined) {
          // an edit that leaves the item where it is: no other row is read or written, and the
          // stored row comes back from the update itself (the checks after it roll it back)
          const updated = await queries.updateItemInSection(tx, sectionId, id, values);
          if (!updated) throw itemNotFound();
          const { item, row, before } = updated;
          await assertDietaryTagsFit(tx, id, values);
          if (translations) await queries.replaceItemTranslations(tx, id, translationValues(translations));
          if (optionGroups) await replaceOptionGroups(tx, id, optionGroups);
          await recordActivity(tx, clubId, actor, itemSaveChanges(before, row));
          // the details came back with the update: read again only what this call went on to write
          return translations || optionGroups ? queries.loadItem(tx, sectionId, id) : item;
        }
        let itemId: number;
        if (id === undefined) {
          await assertDietaryTagsFit(tx, undefined, values);
          const place = await openPlace(tx, target, await countRows(tx, target), position);
          itemId = await queries.insertItem(tx, { ...values, sectionId: targetId, position: place });
          await recordActivity(tx, clubId, actor, {
            kind: 'item_created',
            subject: values.name,
            details: { newPrice: priceInCents(values.price) },
          });
        } else {
          const source = itemsOfSection(sectionId);
          // counted (and repaired if need be) before the item's own position is read
          const count = await countRows(tx, source);
          const from = await queries.itemPosition(tx, sectionId, id);
          if (from === null) throw itemNotFound();
          await assertDietaryTagsFit(tx, id, values);
          itemId = id;
          let updated: Awaited<ReturnType<typeof queries.updateItem>>;
          if (targetId === sectionId) {
            // the item's place is written with its other columns: a move adds only the others' shift
            const place = position === undefined ? from : await movePlace(tx, source, count, from, position);
            updated = await queries.updateItem(tx, id, { ...values, position: place });
          } else {
            // out of the source (its gap closed), then into the target as a new item would go
            await closePlace(tx, source, from);
            const place = await openPlace(tx, target, await countRows(tx, target), position);
            updated = await queries.updateItem(tx, id, { ...values, sectionId: targetId, position: place });
          }
          if (updated) await recordActivity(tx, clubId, actor, itemSaveChanges(updated.before, updated.row));
        }
        if (translations) await queries.replaceItemTranslations(tx, itemId, translationValues(translations));
        if (optionGroups) await replaceOptionGroups(tx, itemId, optionGroups);
        return queries.loadItem(tx, targetId, itemId);
      },
    );
    if (!saved) throw itemNotFound();
    return { status: 200, body: saved };
  },

  async saveItemsBatch(request) {
    const clubId = clubIdOf(request);
    const { menuId, sectionId } = request.params;
    const items = await sections.writeSectionItems(
      request.server.db,
      clubId,
      menuId,
      sectionId,
      async (tx) => {
        await applyReorder(tx, itemsOfSection(sectionId), request.body, {
          noun: 'Item',
          container: 'section',
          notFoundCode: 'item_not_found',
          notFoundMessage: 'Some items are not items of this section. Nothing was changed.',
        });
        return (await queries.loadItemsBySection(tx, [sectionId])).get(sectionId) ?? [];
      },
    );
    // the contract's summary: the items without their translations
    return { status: 200, body: items.map(({ translations: _, optionGroups: _groups, ...item }) => item) };
  },

  async getItem(request) {
    const { menuId, sectionId, itemId } = request.params;
    const db = request.server.db;
    await sections.requireMenuSection(db, clubIdOf(request), menuId, sectionId);
    const item = await queries.loadItem(db, sectionId, itemId);
    if (!item) throw itemNotFound();
    return { status: 200, body: item };
  },

  async setItemStock(request) {
    const clubId = clubIdOf(request);
    const { menuId, sectionId, itemId } = request.params;
    const { outOfStock } = request.body;
    const saved = await sections.writeSectionItems(
      request.server.db,
      clubId,
      menuId,
      sectionId,
      async (tx) => {
        const before = await queries.setOutOfStock(tx, sectionId, itemId, outOfStock);
        // marking an item as it already is changes nothing worth a line in the log
        if (before && before.outOfStock !== outOfStock)
          await recordActivity(tx, clubId, actorOf(request), stockChange(before.name, outOfStock));
        return before !== null;
      },
    );
    if (!saved) throw itemNotFound();
    return { status: 200, body: { itemId, outOfStock } };
  },

  async deleteItem(request) {
    const clubId = clubIdOf(request);
    const { menuId, sectionId, itemId } = request.params;
    await sections.writeSectionItems(request.server.db, clubId, menuId, sectionId, async (tx) => {
      const container = itemsOfSection(sectionId);
      await countRows(tx, container); // repairs the positions first if they are not dense
      const deleted = await queries.deleteItem(tx, sectionId, itemId);
      if (deleted === null) throw itemNotFound();
      await closePlace(tx, container, deleted.position);
      await recordActivity(tx, clubId, actorOf(request), { kind: 'item_deleted', subject: deleted.name });
    });
    return { status: 204 };
  },
};
