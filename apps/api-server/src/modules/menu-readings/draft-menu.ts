/**
 * A reviewed draft as the sections and items the spreadsheet import writes (write-menu.ts), so a
 * menu read from paper is created by the same path: one transaction, the plan's menu limit, the
 * same defaults. Every field is checked by the domain's rules first; all the problems come back at
 * once, each named by its place in the draft (`sections.0.dishes.3.name`), and nothing is written.
 */
import { validateDietaryTags } from '@tavola/domain/dietary';
import { validateItemDescription, validateItemName, validateItemPrice } from '@tavola/domain/item';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { messages } from '@tavola/domain/messages';
import { validateSectionName } from '@tavola/domain/section';
import { limitText } from '@tavola/domain/text';
import { badRequest, type ErrorDetail } from '#errors.ts';
import type { ImportedItem, ImportedSection, PlanFeatures } from '#modules/spreadsheets/check-rows.ts';
import type { SheetOptionGroup } from '#modules/spreadsheets/option-cell.ts';
import type { DraftDish, MenuDraft } from './draft.ts';

/** The option group two or more prices of a dish become, by the menu's language. */
const SIZE_GROUP_NAME: Record<string, string> = {
  it: 'Formato',
  en: 'Size',
  de: 'Größe',
  fr: 'Taille',
  es: 'Tamaño',
};

const invalidDraft = (details: ErrorDetail[]) =>
  badRequest(
    'invalid_draft',
    details.length === 1
      ? 'The draft has a problem: correct it and create the menu again. Nothing was created.'
      : `The draft has ${details.length} problems: correct them and create the menu again. Nothing was created.`,
    details,
  );

/** A dish's prices as the item's price and, for sizes, a group of one required choice. */
function sizesOf(dish: DraftDish, language: string, plan: PlanFeatures): SheetOptionGroup[] {
  if (dish.prices.length < 2 || !plan.itemOptions) return [];
  return [
    {
      name: SIZE_GROUP_NAME[language] ?? 'Size',
      choice: 'single',
      minChoices: 1,
      maxChoices: 1,
      required: true,
      options: dish.prices.map((price, index) => ({
        name: price.label?.trim() || `${index + 1}`,
        price: price.amount,
        outOfStock: false,
        allergens: [],
      })),
    },
  ];
}

function itemOf(dish: DraftDish, language: string, plan: PlanFeatures): ImportedItem {
  return {
    name: dish.name.trim(),
    description: dish.description?.trim() || null,
    ingredients: null,
    allergens: dish.allergens,
    dietaryTags: dish.dietaryTags,
    spiciness: 0,
    optionGroups: sizesOf(dish, language, plan),
    additionalNotes: null,
    price: dish.prices[0]?.amount ?? null,
    priceText: null,
    disabled: false,
    outOfStock: false,
    bestSeller: false,
    suggested: false,
    branded: false,
    translateName: true,
    translations: Object.fromEntries(
      Object.entries(dish.translations)
        .filter(([other]) => other !== language)
        .map(([other, text]) => [
          other,
          {
            name: text.name?.trim() || null,
            description: text.description?.trim() || null,
            ingredients: null,
          },
        ]),
    ),
  };
}

/** The draft's sections and items, checked; throws 400 `invalid_draft` with every problem. */
export function checkedDraft(draft: MenuDraft, language: string, plan: PlanFeatures): ImportedSection[] {
  const problems: ErrorDetail[] = [];
  const check = (field: string, message: { message: string } | null) => {
    if (message) problems.push({ field, message: message.message });
  };
  const limits = FIELD_LIMITS.item;
  const sections = draft.sections.map((section, sectionIndex): ImportedSection => {
    const at = `sections.${sectionIndex}`;
    check(`${at}.name`, validateSectionName(section.name.trim()));
    for (const [other, text] of Object.entries(section.translations))
      check(`${at}.translations.${other}`, validateSectionName(text.trim()));
    const items = section.dishes.map((dish, dishIndex) => {
      const place = `${at}.dishes.${dishIndex}`;
      check(`${place}.name`, validateItemName(dish.name.trim()));
      check(`${place}.description`, validateItemDescription(dish.description?.trim() ?? null));
      check(`${place}.dietaryTags`, validateDietaryTags(dish.dietaryTags, dish.allergens));
      for (const [priceIndex, price] of dish.prices.entries())
        check(`${place}.prices.${priceIndex}.amount`, validateItemPrice(price.amount));
      for (const [other, text] of Object.entries(dish.translations)) {
        check(
          `${place}.translations.${other}.name`,
          limitText(text.name, limits.name, messages.itemNameTooLong),
        );
        check(
          `${place}.translations.${other}.description`,
          limitText(text.description, limits.description, messages.itemDescriptionTooLong),
        );
      }
      return itemOf(dish, language, plan);
    });
    return {
      name: section.name.trim(),
      disabled: false,
      translations: Object.fromEntries(
        Object.entries(section.translations)
          .filter(([other, text]) => other !== language && text.trim() !== '')
          .map(([other, text]) => [other, text.trim()]),
      ),
      items,
      firstRow: sectionIndex + 1,
    };
  });
  if (sections.length === 0 || sections.every((section) => section.items.length === 0))
    problems.push({
      field: 'sections',
      message: 'The draft has no dishes: add one, or read the menu again.',
    });
  if (problems.length > 0) throw invalidDraft(problems);
  return sections;
}
