/**
 * `exportMenuToExcel`: a menu in the import layout, so that exporting then importing gives back the
 * same menu: sections and items in order with every field (dietary tags, spiciness and option
 * groups included; the photo's address is written for the owner, never read back), the items' own hidden flag with the
 * section's in `Section hidden`, an empty section as a row with only its section, and
 * `section:xx` / `name:xx` / `description:xx` / `ingredients:xx` columns for each language of the
 * menu. Machine drafts not accepted yet are left out: the file holds the owner's own texts, and an
 * import makes every text accepted.
 */
import { TRANSLATION_LANGUAGES } from '@tavola/domain/languages';
import type { SpreadsheetLanguage } from '@tavola/domain/menu-spreadsheet';
import type { FullMenu } from '#modules/menus/queries.ts';
import { withoutControlCharacters } from './control-characters.ts';
import { formatDietaryTags } from './dietary-words.ts';
import { formatOptionGroups } from './option-cell.ts';
import { buildMenuWorkbook, type SheetRow, sheetText } from './workbook.ts';

type Section = FullMenu['sections'][number];
type Item = Section['items'][number];

/** Languages with an accepted section or item text, in the editor's order. */
function exportedLanguages(menu: FullMenu): string[] {
  const languages = new Set<string>();
  for (const section of menu.sections) {
    for (const translation of Object.values(section.translations))
      if (!translation.machineDraft) languages.add(translation.language);
    for (const item of section.items) {
      for (const translation of Object.values(item.translations)) {
        const drafts = new Set(translation.machineDraftFields);
        const accepted = (['name', 'description', 'ingredients'] as const).some(
          (field) => !drafts.has(field) && itemText(translation, field) !== null,
        );
        if (accepted) languages.add(translation.language);
      }
    }
  }
  const order = TRANSLATION_LANGUAGES as readonly string[];
  return [...languages].sort((a, b) => rank(order, a) - rank(order, b) || a.localeCompare(b));
}

function rank(order: readonly string[], language: string) {
  const index = order.indexOf(language);
  return index < 0 ? order.length : index;
}

function itemText(
  translation: Item['translations'][string],
  field: 'name' | 'description' | 'ingredients',
): string | null {
  if (translation.machineDraftFields.includes(field)) return null;
  if (field === 'name') return translation.translatedName;
  if (field === 'description') return translation.translatedDescription;
  return translation.translatedIngredients;
}

function sectionCells(section: Section, languages: string[]): SheetRow {
  const row: SheetRow = { section: sheetText(section.name), sectionHidden: section.disabled };
  for (const language of languages) {
    const translation = section.translations[language];
    row[`section:${language}`] =
      translation && !translation.machineDraft ? sheetText(translation.translatedName) : null;
  }
  return row;
}

/** The address of the photo's 960 px JPEG, or its largest: what an owner opens or reuses elsewhere. */
function photoAddress(photo: Item['photo']): string | null {
  const width = photo?.widths.at(-1);
  return photo && width ? `${photo.url}-${width}.jpg` : null;
}

function itemCells(item: Item, languages: string[], language: SpreadsheetLanguage): SheetRow {
  const row: SheetRow = {
    name: sheetText(item.name),
    description: sheetText(item.description),
    ingredients: sheetText(item.ingredients),
    allergens: item.allergens.join(', '),
    dietaryTags: formatDietaryTags(item.dietaryTags) || null,
    spiciness: item.spiciness,
    price: item.price,
    priceText: sheetText(item.priceText),
    options: sheetText(formatOptionGroups(item.optionGroups, language) || null),
    photo: photoAddress(item.photo),
    bestSeller: item.bestSeller,
    suggested: item.suggested,
    outOfStock: item.outOfStock,
    hidden: item.disabled,
    notes: sheetText(item.additionalNotes),
    branded: item.branded,
    translateName: item.translateName,
  };
  for (const language of languages) {
    const translation = item.translations[language];
    for (const field of ['name', 'description', 'ingredients'] as const)
      row[`${field}:${language}`] = translation ? sheetText(itemText(translation, field)) : null;
  }
  return row;
}

function menuRows(menu: FullMenu, languages: string[], language: SpreadsheetLanguage): SheetRow[] {
  return menu.sections.flatMap((section) => {
    const sectionPart = sectionCells(section, languages);
    if (section.items.length === 0) return [sectionPart];
    return section.items.map((item) => ({ ...sectionPart, ...itemCells(item, languages, language) }));
  });
}

/** The menu's workbook, its headers, yes/no words and option words in the owner's `language`. */
export function buildMenuExport(menu: FullMenu, language: SpreadsheetLanguage): Promise<Buffer> {
  const languages = exportedLanguages(menu);
  return buildMenuWorkbook(menuRows(menu, languages, language), languages, language);
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<the menu's name>` (RFC 6266): old
 * clients get a safe ASCII name, current browsers the real one.
 */
export function attachmentDisposition(menuName: string, extension = 'xlsx'): string {
  const clean =
    withoutControlCharacters(menuName)
      .replace(/["\\/:*?<>|]/g, '')
      .trim() || 'menu';
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'menu';
  const full = `${clean}.${extension}`;
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(full).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
