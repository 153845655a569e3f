import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, send } from './fake-http';

/**
 * The translation editor's calls (issue 13) for the fake API: menus 71-73 of any club, so they
 * never meet another feature's fake menus. Answers depend on the request only, except that the last
 * saved body per menu and language is kept for the tests to read back
 * (`GET /__test/translations/71/fr/last-save`).
 *
 * - menu 71 "Cena" (Italian, translations on): French has a translated, an outdated and two machine
 *   drafts; every language answers the same texts.
 * - menu 72: its translations switch is off. Menu 73: the server refuses with `translations_off`.
 * - machine drafts by language: `fr` fills the missing texts; `de`, `es`, `pt`, `nl`, `el` answer
 *   the provider errors (quota, rate limit, unreachable, failed, not configured); `pl` is a server
 *   without a provider (`machineTranslationAvailable: false`).
 * - a save with the text "REFUSE" is refused on that entry (400 `texts[i].translation`).
 */

type Kind = 'menu' | 'section' | 'item';
type Field = 'name' | 'description' | 'ingredients';

interface FakeText {
  kind: Kind;
  id: number;
  sectionId: number | null;
  field: Field;
  original: string;
  translation: string | null;
  translatedFrom: string | null;
  outdated: boolean;
  machineDraft: boolean;
  hidden: boolean;
}

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

/** What is stored per language: the same for all, French-looking. */
function storedTexts(): FakeText[] {
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

function sheet(language: string, texts: FakeText[]) {
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

const MACHINE_ERRORS: Record<string, [number, string]> = {
  de: [502, 'translation_quota_exceeded'],
  es: [503, 'translation_rate_limited'],
  pt: [502, 'translation_unreachable'],
  nl: [502, 'translation_failed'],
  el: [503, 'machine_translation_not_configured'],
  pl: [503, 'machine_translation_not_configured'],
};

function fullMenu(menuId: number) {
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
    translations: {},
  });
  return {
    id: menuId,
    name: 'Cena',
    sourceLanguage: 'it',
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
    theme: { id: 1, name: 'Tavola' },
    sections: [
      {
        id: 81,
        name: 'Antipasti',
        position: 0,
        disabled: false,
        items: [item(91, 'Bruschetta', 0)],
        translations: {},
      },
      {
        id: 82,
        name: 'Primi',
        position: 1,
        disabled: true,
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

/** The last body saved per `menuId/language`, for the tests. */
const lastSaves = new Map<string, unknown>();

const MENU_ROUTE =
  /^(GET|PUT|DELETE|POST) \/clubs\/\d+\/menu\/(7[1-3])(?:\/translations\/([a-z]+)(\/machine)?)?$/;
const TEST_ROUTE = /^GET \/__test\/translations\/(\d+)\/([a-z]+)\/last-save$/;

/** Whether the route is one of this module's (checked before the other fake routes). */
export function isTranslationsRoute(route: string): boolean {
  return MENU_ROUTE.test(route) || TEST_ROUTE.test(route);
}

/** Whether the route reads back a test's last save (no sign-in: the test asks, not the console). */
export function isTranslationsTestRoute(route: string): boolean {
  return TEST_ROUTE.test(route);
}

type SaveEntry = {
  kind?: string;
  id?: number;
  field?: string;
  translation?: string | null;
  accept?: boolean;
};

export async function handleTranslations(req: IncomingMessage, res: ServerResponse, route: string) {
  const probe = TEST_ROUTE.exec(route);
  if (probe) return send(res, 200, { body: lastSaves.get(`${probe[1]}/${probe[2]}`) ?? null });
  const match = MENU_ROUTE.exec(route);
  if (!match) return send(res, 404, { code: 'not_found', message: `No route ${route}` });
  const [, method, menu, language, machine] = match;
  const menuId = Number(menu);
  if (!language) {
    if (method === 'GET') return send(res, 200, fullMenu(menuId));
    return send(res, 404, { code: 'not_found', message: `No route ${route}` });
  }
  if (menuId === 72 || menuId === 73)
    return send(res, 403, { code: 'translations_off', message: 'Translations are turned off.' });
  if (language === 'it')
    return send(res, 400, { code: 'validation_failed', message: 'This is the menu’s own language.' });

  if (machine) {
    const failure = MACHINE_ERRORS[language];
    if (failure) {
      if (failure[1] === 'translation_rate_limited') res.setHeader('Retry-After', '30');
      return send(res, failure[0], { code: failure[1], message: 'The provider refused.' });
    }
    const texts = storedTexts().map((entry) =>
      entry.translation
        ? entry
        : {
            ...entry,
            translation: `[${language}] ${entry.original}`,
            translatedFrom: entry.original,
            machineDraft: true,
          },
    );
    return send(res, 200, sheet(language, texts));
  }
  if (method === 'GET') return send(res, 200, sheet(language, storedTexts()));
  if (method === 'DELETE') return send(res, 204);

  const body = await readJson(req);
  lastSaves.set(`${menuId}/${language}`, body);
  const entries = (Array.isArray(body.texts) ? body.texts : []) as SaveEntry[];
  const texts = storedTexts();
  const details: { field: string; message: string }[] = [];
  entries.forEach((entry, index) => {
    const target = texts.find((t) => t.kind === entry.kind && t.id === entry.id && t.field === entry.field);
    if (!target) details.push({ field: `texts[${index}]`, message: 'No such text in this menu' });
    else if (entry.translation === 'REFUSE')
      details.push({ field: `texts[${index}].translation`, message: 'This translation is refused' });
    else if ((entry.translation ?? '').length > LIMITS[target.field])
      details.push({ field: `texts[${index}].translation`, message: 'Too long' });
  });
  if (details.length > 0)
    return send(res, 400, { code: 'validation_failed', message: 'Some texts are not valid', details });
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
  return send(res, 200, sheet(language, texts));
}
