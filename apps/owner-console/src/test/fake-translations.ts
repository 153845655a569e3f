import type { Schemas } from '@tavola/api/schema';
import { TAVOLA_THEME } from './fake-clubs';
import { error, http } from './fake-http';

/**
 * The translation editor's calls (issue 13) for the fake API: menus 71-74 of any club, so they
 * never meet another feature's fake menus. Answers depend on the request only, except that the last
 * saved body per menu and language is kept for the tests to read back (`lastTranslationSave`).
 *
 * - menu 71 "Cena" (Italian, translations on): French has a translated, an outdated and two machine
 *   drafts; every language answers the same texts.
 * - menu 72: its translations switch is off. Menu 73: the server refuses with `translations_off`.
 * - menu 74: a pizza's option groups and options (see optionTexts).
 * - machine drafts by language: `fr` fills the missing texts; `de`, `es`, `pt`, `nl`, `el` answer
 *   the provider errors (quota, rate limit for 30 s, unreachable, failed, not configured), `cs` the
 *   rate limit for 1 s; `pl` is a server without a provider (`machineTranslationAvailable: false`).
 * - a save with the text "REFUSE" is refused on that entry (400 `texts[i].translation`).
 */

type FakeText = Schemas['TranslationText'];
type Kind = FakeText['kind'];
type Field = FakeText['field'];
type Language = Schemas['TranslationLanguage'];

const text = (
  kind: Kind,
  id: number,
  sectionId: number | null,
  field: Field,
  original: string,
  hidden = false,
): FakeText => ({
  kind,
  id,
  sectionId,
  field,
  original,
  translation: null,
  translatedFrom: null,
  outdated: false,
  machineDraft: false,
  hidden,
});

/** Menu 71's texts with nothing translated, in menu order. */
function originals(): FakeText[] {
  return [
    text('menu', 71, null, 'name', 'Cena'),
    text('section', 81, 81, 'name', 'Antipasti'),
    text('item', 91, 81, 'name', 'Bruschetta'),
    text('item', 91, 81, 'description', 'Pane tostato con pomodoro'),
    text('item', 91, 81, 'ingredients', 'pane, pomodoro, basilico'),
    text('section', 82, 82, 'name', 'Primi', true),
    text('item', 93, 82, 'name', 'Carbonara', true),
    text('item', 93, 82, 'description', 'Uova, guanciale e pecorino'),
  ];
}

/**
 * Menu 74's texts (also "Cena"): a pizza with two option groups. In French the "Formato" group is
 * translated, its "Grande" is a machine draft, "Aggiunte" is outdated and "+ parmigiano" missing.
 */
function optionTexts(): FakeText[] {
  const option = (
    kind: 'option-group' | 'option',
    id: number,
    groupId: number,
    original: string,
    values: Partial<FakeText> = {},
  ): FakeText => ({
    ...text(kind, id, 84, 'name', original),
    itemId: 94,
    optionGroupId: groupId,
    ...(values.translation ? { translatedFrom: original } : {}),
    ...values,
  });
  return [
    text('menu', 74, null, 'name', 'Cena'),
    text('section', 84, 84, 'name', 'Pizze'),
    text('item', 94, 84, 'name', 'Marinara'),
    option('option-group', 104, 104, 'Formato', { translation: 'Taille' }),
    option('option', 114, 104, 'Grande', { translation: 'Grande', machineDraft: true }),
    option('option-group', 105, 105, 'Aggiunte', {
      translation: 'Suppléments',
      translatedFrom: 'Extra',
      outdated: true,
    }),
    option('option', 115, 105, '+ parmigiano'),
  ];
}

/** What is stored per language: the same for all, French-looking. */
function storedTexts(menuId: string): FakeText[] {
  if (menuId === '74') return optionTexts();
  const texts = originals();
  const set = (index: number, values: Partial<FakeText>) => {
    const found = texts[index];
    if (found) Object.assign(found, { translatedFrom: found.original, ...values });
  };
  set(0, { translation: 'Dîner' });
  set(1, { translation: 'Entrée', translatedFrom: 'Antipasto', outdated: true });
  set(2, { translation: 'Bruschetta', machineDraft: true });
  set(4, { translation: 'pain, tomate, basilic', machineDraft: true });
  set(6, { translation: 'Carbonara' });
  return texts;
}

function sheet(language: Language, texts: FakeText[]): Schemas['TranslationSheet'] {
  const progress = { total: texts.length, translated: 0, outdated: 0, machineDrafts: 0 };
  for (const entry of texts) {
    if (!entry.translation) continue;
    if (entry.machineDraft) progress.machineDrafts++;
    else progress.translated++;
    if (entry.outdated && !entry.machineDraft) progress.outdated++;
  }
  return {
    language,
    sourceLanguage: 'it',
    machineTranslationAvailable: language !== 'pl',
    texts,
    progress,
  };
}

/** The seconds a rate-limited provider asks to wait. */
const RETRY_AFTER: Partial<Record<Language, string>> = { es: '30', cs: '1' };

const MACHINE_ERRORS: Partial<Record<Language, [502 | 503, string]>> = {
  de: [502, 'translation_quota_exceeded'],
  es: [503, 'translation_rate_limited'],
  cs: [503, 'translation_rate_limited'],
  pt: [502, 'translation_unreachable'],
  nl: [502, 'translation_failed'],
  el: [503, 'machine_translation_not_configured'],
  pl: [503, 'machine_translation_not_configured'],
};

/** Menus 71-74 as `getMenu` answers them: "Cena", its sections Antipasti and Primi (hidden) with one item each. */
export function fullMenu(menuId: number): Schemas['FullMenu'] {
  const translation = { id: 1, language: 'fr', originalName: 'Cena', translatedName: 'Dîner' };
  const item = (id: number, name: string, position: number) => ({
    id,
    name,
    description: null,
    ingredients: null,
    allergens: [],
    additionalNotes: null,
    price: 8,
    priceText: null,
    position,
    disabled: false,
    outOfStock: false,
    bestSeller: false,
    suggested: false,
    branded: false,
    translateName: true,
    photo: null,
    dietaryTags: [],
    spiciness: 0,
    optionGroups: [],
    orderable: true,
    translations: {},
  });
  return {
    id: menuId,
    name: 'Cena',
    sourceLanguage: 'it',
    disabled: false,
    adminDisplayName: null,
    position: 0,
    banner: null,
    bannerUrl: null,
    footer: null,
    logo: null,
    refreshTime: 0,
    callWaiterEnabled: false,
    menuLabelEnabled: false,
    translationsEnabled: menuId !== 72,
    pdfPhotos: false,
    theme: TAVOLA_THEME,
    sections: [
      {
        id: 81,
        name: 'Antipasti',
        position: 0,
        disabled: false,
        station: 'kitchen' as const,
        items: [item(91, 'Bruschetta', 0)],
        translations: {},
      },
      {
        id: 82,
        name: 'Primi',
        position: 1,
        disabled: true,
        station: 'kitchen' as const,
        items: [item(93, 'Carbonara', 0)],
        translations: {},
      },
    ],
    translations: { fr: { ...translation, outdated: false, machineDraft: false } },
    clubAddress: null,
    clubDisplayEmail: null,
    clubDisplayPhone: null,
    clubFacebook: null,
    clubInstagram: null,
    clubWebsite: null,
    clubWhatsapp: null,
    currency: 'EUR',
  };
}

const LIMITS: Record<Field, number> = { name: 100, description: 254, ingredients: 254 };
/** Option groups' and options' names are shorter (issue 49). */
const OPTION_NAME_LIMIT = 60;

/** The last body saved per `menuId/language`, for the tests. */
const lastSaves = new Map<string, Schemas['TranslationSheetInput']>();

/** The body of the last save of menu `menuId`'s `language` translations, or null. */
export const lastTranslationSave = (menuId: number, language: string) =>
  lastSaves.get(`${menuId}/${language}`) ?? null;

/** Menus 71-74 are this module's; any other falls through to the other fakes. */
const isTranslationsMenu = (menuId: string) => ['71', '72', '73', '74'].includes(menuId);

/** The refusal of a language's calls, or null: menus 72 and 73 are off; the menu's own language is no target. */
function refusal(menuId: string, language: string) {
  if (menuId === '72' || menuId === '73')
    return { status: 403 as const, body: error('translations_off', 'Translations are turned off.') };
  if (language === 'it')
    return { status: 400 as const, body: error('validation_failed', 'This is the menu’s own language.') };
  return null;
}

export const translationsHandlers = [
  http.get('/clubs/{clubId}/menu/{menuId}', ({ params, response }) => {
    if (isTranslationsMenu(params.menuId)) return response(200).json(fullMenu(Number(params.menuId)));
  }),

  http.get('/clubs/{clubId}/menu/{menuId}/translations/{language}', ({ params, response }) => {
    if (!isTranslationsMenu(params.menuId)) return;
    const refused = refusal(params.menuId, params.language);
    if (refused) return response(refused.status).json(refused.body);
    return response(200).json(sheet(params.language as Language, storedTexts(params.menuId)));
  }),

  http.delete('/clubs/{clubId}/menu/{menuId}/translations/{language}', ({ params, response }) => {
    if (!isTranslationsMenu(params.menuId)) return;
    const refused = refusal(params.menuId, params.language);
    if (refused) return response(refused.status).json(refused.body);
    return response(204).empty();
  }),

  http.post('/clubs/{clubId}/menu/{menuId}/translations/{language}/machine', ({ params, response }) => {
    if (!isTranslationsMenu(params.menuId)) return;
    const language = params.language as Language;
    const refused = refusal(params.menuId, language);
    if (refused) return response(refused.status).json(refused.body);
    const failure = MACHINE_ERRORS[language];
    if (failure) {
      const wait = RETRY_AFTER[language];
      const headers = wait ? { 'Retry-After': wait } : undefined;
      return response(failure[0]).json(error(failure[1], 'The provider refused.'), { headers });
    }
    const texts = storedTexts(params.menuId).map((entry) =>
      entry.translation
        ? entry
        : {
            ...entry,
            translation: `[${language}] ${entry.original}`,
            translatedFrom: entry.original,
            machineDraft: true,
          },
    );
    return response(200).json(sheet(language, texts));
  }),

  http.put('/clubs/{clubId}/menu/{menuId}/translations/{language}', async ({ params, request, response }) => {
    if (!isTranslationsMenu(params.menuId)) return;
    const language = params.language as Language;
    const refused = refusal(params.menuId, language);
    if (refused) return response(refused.status).json(refused.body);
    const body = await request.json();
    lastSaves.set(`${params.menuId}/${language}`, body);
    const entries = body.texts;
    const texts = storedTexts(params.menuId);
    const details: { field: string; message: string }[] = [];
    entries.forEach((entry, index) => {
      const target = texts.find((t) => t.kind === entry.kind && t.id === entry.id && t.field === entry.field);
      if (!target) details.push({ field: `texts[${index}]`, message: 'No such text in this menu' });
      else if (entry.translation === 'REFUSE')
        details.push({ field: `texts[${index}].translation`, message: 'This translation is refused' });
      else if (
        (entry.translation ?? '').length >
        (target.kind === 'option' || target.kind === 'option-group'
          ? OPTION_NAME_LIMIT
          : LIMITS[target.field])
      )
        details.push({ field: `texts[${index}].translation`, message: 'Too long' });
    });
    if (details.length > 0)
      return response(400).json(error('validation_failed', 'Some texts are not valid', details));
    for (const entry of entries) {
      const target = texts.find((t) => t.kind === entry.kind && t.id === entry.id && t.field === entry.field);
      if (!target) continue;
      const translation = entry.translation?.trim() || null;
      if (translation !== target.translation || entry.accept) {
        Object.assign(target, {
          translation,
          translatedFrom: translation ? target.original : null,
          outdated: false,
          machineDraft: false,
        });
      }
    }
    return response(200).json(sheet(language, texts));
  }),
];
