import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubs, menus } from '#db/schema.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import {
  type TranslationSheet as Sheet,
  type TranslationText as Text,
  translationEditor,
  useFakeDeepL,
} from './translations.fixtures.ts';

const fakeDeepL = useFakeDeepL();

describe('the translation editor of a menu', () => {
  const t = useTestApp({ env: fakeDeepL.env });
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let sectionId = 0;
  let itemId = 0;
  let hiddenItemId = 0;

  const path = (language = 'fr') => ({ clubId, menuId, language });
  const { get, save } = translationEditor(t, () => ({ token, clubId, menuId }));
  const text = (sheet: Sheet, kind: Text['kind'], id: number, field: Text['field'] = 'name') =>
    sheet.texts.find(
      (candidate) => candidate.kind === kind && candidate.id === id && candidate.field === field,
    );

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Osteria');
    await t.app.db
      .update(clubs)
      .set({ plan: 'smart', translationsEnabled: true, enabled: true })
      .where(eq(clubs.id, clubId));
    const created = await t.call('createMenu', {
      params: { clubId },
      token,
      body: { name: 'Cena', translationsEnabled: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    menuId = created.json().id;
    const section = await t.call('saveSection', {
      params: { clubId, menuId },
      token,
      body: { name: 'Primi' },
    });
    sectionId = section.json().id;
    const item = await t.call('saveItem', {
      params: { clubId, menuId, sectionId },
      token,
      body: {
        name: 'Cacio e pepe',
        description: 'Pecorino e pepe nero',
        ingredients: 'Tonnarelli, pecorino',
      },
    });
    itemId = item.json().id;
    const hidden = await t.call('saveItem', {
      params: { clubId, menuId, sectionId },
      token,
      body: { name: 'Amatriciana', disabled: true, translateName: false },
    });
    hiddenItemId = hidden.json().id;
  });

  beforeEach(() => fakeDeepL.deepl().reset());

  it('takes the menu language from the club country and lists every text in menu order', async () => {
    const menu = await t.call('getMenu', { params: { clubId, menuId }, token });
    expect(menu.json().sourceLanguage).toBe('it');
    const sheet = await get();
    expect(sheet.sourceLanguage).toBe('it');
    expect(sheet.machineTranslationAvailable).toBe(true);
    expect(sheet.texts.map((entry) => [entry.kind, entry.field, entry.original, entry.hidden])).toEqual([
      ['menu', 'name', 'Cena', false],
      ['section', 'name', 'Primi', false],
      ['item', 'name', 'Cacio e pepe', false],
      ['item', 'description', 'Pecorino e pepe nero', false],
      ['item', 'ingredients', 'Tonnarelli, pecorino', false],
      // a hidden item whose name translation is off has nothing to translate
    ]);
    expect(sheet.progress).toEqual({ total: 5, translated: 0, outdated: 0, machineDrafts: 0 });
    expect(text(sheet, 'item', hiddenItemId)).toBeUndefined();
  });

  it('never offers the menu language, nor a language outside the list', async () => {
    const own = await t.call('getMenuTranslations', { params: path('it'), token });
    expect(own.statusCode).toBe(400);
    expect(own.json().details[0].field).toBe('language');
    const unknown = await t.call('getMenuTranslations', { params: path('xx'), token });
    expect(unknown.statusCode).toBe(400);
  });

  // found by the contract fuzzer: createMenu stored a translation keyed by the menu's own language
  it('refuses translations into the menu language on every save that takes them, and stores nothing', async () => {
    const own = { it: { translatedName: 'Doppione' } };
    const refusals = [
      await t.call('createMenu', {
        params: { clubId },
        token,
        body: { name: 'Pranzo', sourceLanguage: 'it', translations: own },
      }),
      await t.call('createMenu', {
        params: { clubId },
        token,
        body: { name: 'Lunch', sourceLanguage: 'en', translations: { en: { translatedName: 'Lunch' } } },
      }),
      // the menu's stored language, and the language the same save gives it
      await t.call('saveMenu', {
        params: { clubId },
        token,
        body: { id: menuId, name: 'Cena', translations: own },
      }),
      await t.call('saveMenu', {
        params: { clubId },
        token,
        body: {
          id: menuId,
          name: 'Cena',
          sourceLanguage: 'fr',
          translations: { fr: { translatedName: 'Dîner' } },
        },
      }),
      await t.call('saveSection', {
        params: { clubId, menuId },
        token,
        body: { id: sectionId, name: 'Primi', translations: own },
      }),
      await t.call('saveItem', {
        params: { clubId, menuId, sectionId },
        token,
        body: { id: itemId, name: 'Cacio e pepe', translations: own },
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([
        {
          field: expect.stringMatching(/^translations\.(it|en|fr)$/),
          message: 'The menu is written in this language: choose another language to translate into',
        },
      ]);
    }
    const menusNow = await t.call('listMenus', { params: { clubId }, token });
    expect(menusNow.json().map((menu: { name: string }) => menu.name)).toEqual(['Cena']);
    const menu = await t.call('getMenu', { params: { clubId, menuId }, token });
    expect(menu.json().sourceLanguage).toBe('it');
    expect(Object.keys(menu.json().translations)).not.toContain('it');
    expect(Object.keys(menu.json().translations)).not.toContain('fr');
    const section = menu.json().sections.find((each: { id: number }) => each.id === sectionId);
    expect(Object.keys(section.translations)).not.toContain('it');
    const item = section.items.find((each: { id: number }) => each.id === itemId);
    expect(Object.keys(item.translations)).not.toContain('it');

    // another language is still taken on the same saves
    const french = await t.call('saveSection', {
      params: { clubId, menuId },
      token,
      body: { id: sectionId, name: 'Primi', translations: { fr: { translatedName: 'Entrées' } } },
    });
    expect(french.statusCode, french.body).toBe(200);
    await t.call('saveSection', {
      params: { clubId, menuId },
      token,
      body: { id: sectionId, name: 'Primi', translations: {} },
    });
  });

  it('saves a whole language at once and guests read it', async () => {
    const response = await save([
      { kind: 'menu', id: menuId, field: 'name', translation: ' Dîner ' },
      { kind: 'section', id: sectionId, field: 'name', translation: 'Pâtes' },
      { kind: 'item', id: itemId, field: 'description', translation: 'Pecorino et poivre noir' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const sheet: Sheet = response.json();
    expect(text(sheet, 'menu', menuId)).toMatchObject({
      translation: 'Dîner',
      translatedFrom: 'Cena',
      outdated: false,
    });
    expect(sheet.progress).toEqual({ total: 5, translated: 3, outdated: 0, machineDrafts: 0 });

    const table = await t.call('saveTable', { params: { clubId }, token, body: { name: 'T1' } });
    const menuForGuests = await t.call('getPublicMenu', {
      params: { clubId, tableId: table.json().id, menuId },
      query: { lang: 'fr' },
    });
    expect(menuForGuests.statusCode, menuForGuests.body).toBe(200);
    const guestMenu = menuForGuests.json();
    expect(guestMenu.name).toBe('Dîner');
    expect(guestMenu.sourceLanguage).toBe('it');
    expect(guestMenu.languages).toEqual(['fr']);
    expect(guestMenu.sections[0].name).toBe('Pâtes');
    expect(guestMenu.sections[0].items[0]).toMatchObject({
      name: 'Cacio e pepe',
      description: 'Pecorino et poivre noir',
      ingredients: 'Tonnarelli, pecorino',
    });
  });

  it('marks a translation outdated when its original changes, until the owner saves it again', async () => {
    const renamed = await t.call('saveSection', {
      params: { clubId, menuId },
      token,
      body: { id: sectionId, name: 'Primi piatti' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().translations.fr).toMatchObject({ outdated: true, originalName: 'Primi' });
    let sheet = await get();
    expect(text(sheet, 'section', sectionId)).toMatchObject({ outdated: true, translatedFrom: 'Primi' });
    expect(sheet.progress.outdated).toBe(1);

    // saving other texts leaves it outdated; confirming it as it is makes it current
    await save([{ kind: 'section', id: sectionId, field: 'name', translation: 'Pâtes' }]);
    sheet = await get();
    expect(text(sheet, 'section', sectionId)?.outdated).toBe(true);
    const confirmed = await save([
      { kind: 'section', id: sectionId, field: 'name', translation: 'Pâtes', accept: true },
    ]);
    expect(text(confirmed.json(), 'section', sectionId)).toMatchObject({
      outdated: false,
      translatedFrom: 'Primi piatti',
    });
  });

  it('refuses the whole save when one entry is wrong, naming each', async () => {
    const response = await save([
      { kind: 'menu', id: menuId, field: 'name', translation: 'Souper' },
      { kind: 'item', id: 999_999, field: 'name', translation: 'Rien' },
      { kind: 'item', id: itemId, field: 'name', translation: 'x'.repeat(101) },
      { kind: 'item', id: itemId, field: 'description', translation: 'bad text' },
      { kind: 'section', id: sectionId, field: 'description', translation: 'Sections have no description' },
      { kind: 'menu', id: menuId, field: 'name', translation: 'Twice' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      'texts[1]',
      'texts[2].translation',
      'texts[4]',
      'texts[5]',
    ]);
    expect(text(await get(), 'menu', menuId)?.translation).toBe('Dîner');
  });

  it('refuses control characters before anything else, naming each text that holds one', async () => {
    const response = await save([
      { kind: 'menu', id: menuId, field: 'name', translation: 'Sou\u0000per' },
      { kind: 'item', id: itemId, field: 'description', translation: 'bad\u001btext' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      'texts.0.translation',
      'texts.1.translation',
    ]);
    expect(text(await get(), 'menu', menuId)?.translation).toBe('Dîner');
  });

  it('fills the missing texts with machine drafts guests do not see until accepted', async () => {
    const response = await t.call('machineTranslateMenu', { params: path(), token });
    expect(response.statusCode, response.body).toBe(200);
    const sheet: Sheet = response.json();
    expect(text(sheet, 'item', itemId)).toMatchObject({
      translation: '[FR] Cacio e pepe',
      machineDraft: true,
    });
    expect(text(sheet, 'item', itemId, 'ingredients')).toMatchObject({ machineDraft: true });
    // the owner's own texts are left alone
    expect(text(sheet, 'menu', menuId)).toMatchObject({ translation: 'Dîner', machineDraft: false });
    expect(sheet.progress).toMatchObject({ translated: 3, machineDrafts: 2 });
    expect(fakeDeepL.deepl().requests).toHaveLength(1);
    expect(fakeDeepL.deepl().requests[0]).toMatchObject({
      sourceLang: 'it',
      texts: ['Cacio e pepe', 'Tonnarelli, pecorino'],
    });

    const item = await t.call('getItem', { params: { clubId, menuId, sectionId, itemId }, token });
    expect(item.json().translations.fr).toMatchObject({
      machineDraft: true,
      machineDraftFields: ['name', 'ingredients'],
    });
    const table = await t.call('saveTable', { params: { clubId }, token, body: { name: 'T2' } });
    const guest = async () =>
      (
        await t.call('getPublicMenu', {
          params: { clubId, tableId: table.json().id, menuId },
          query: { lang: 'fr' },
        })
      ).json().sections[0].items[0];
    expect(await guest()).toMatchObject({ name: 'Cacio e pepe', ingredients: 'Tonnarelli, pecorino' });

    // accept one as it is, correct the other: both are the owner's now
    const accepted = await save([
      { kind: 'item', id: itemId, field: 'name', translation: '[FR] Cacio e pepe', accept: true },
      { kind: 'item', id: itemId, field: 'ingredients', translation: 'Tonnarelli, pecorino romano' },
    ]);
    expect(accepted.json().progress).toMatchObject({ translated: 5, machineDrafts: 0 });
    expect(await guest()).toMatchObject({
      name: '[FR] Cacio e pepe',
      ingredients: 'Tonnarelli, pecorino romano',
    });
  });

  it('stores nothing when the provider fails, with a code for each failure', async () => {
    await t.call('deleteMenuTranslations', { params: path('de'), token });
    const cases: [456 | 429 | 403, number, string][] = [
      [456, 502, 'translation_quota_exceeded'],
      [429, 503, 'translation_rate_limited'],
      [403, 502, 'translation_failed'],
    ];
    for (const [status, expected, code] of cases) {
      fakeDeepL.deepl().failNext(status, Number.POSITIVE_INFINITY);
      const response = await t.call('machineTranslateMenu', { params: path('de'), token });
      expect(response.statusCode, `${status}`).toBe(expected);
      expect(response.json().code).toBe(code);
      fakeDeepL.deepl().reset();
      expect((await get('de')).progress).toMatchObject({ translated: 0, machineDrafts: 0 });
    }
  });

  it('removes a language from the menu, its sections and items', async () => {
    expect((await t.call('deleteMenuTranslations', { params: path(), token })).statusCode).toBe(204);
    const sheet = await get();
    expect(sheet.texts.every((entry) => entry.translation === null)).toBe(true);
    const list = await t.call('listMenus', { params: { clubId }, token });
    expect(list.json().find((menu: { id: number }) => menu.id === menuId)).toMatchObject({
      sourceLanguage: 'it',
      languages: [],
    });
  });

  it('keeps a menu language that has translations from being changed', async () => {
    await save([{ kind: 'menu', id: menuId, field: 'name', translation: 'Dinner' }], 'en');
    const refused = await t.call('saveMenu', {
      params: { clubId },
      token,
      body: { id: menuId, name: 'Cena', sourceLanguage: 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('sourceLanguage');
    const changed = await t.call('saveMenu', {
      params: { clubId },
      token,
      body: { id: menuId, name: 'Cena', sourceLanguage: 'es' },
    });
    expect(changed.json().sourceLanguage).toBe('es');
  });

  it('is a Smart feature behind the club and menu switches', async () => {
    await t.app.db.update(menus).set({ translationsEnabled: false }).where(eq(menus.id, menuId));
    let response = await t.call('getMenuTranslations', { params: path(), token });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('translations_off');
    await t.app.db.update(clubs).set({ plan: 'freemium' }).where(eq(clubs.id, clubId));
    response = await t.call('saveMenuTranslations', { params: path(), token, body: { texts: [] } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('feature_not_in_plan');
  });

  it('answers 404 for a menu of another club', async () => {
    const other = await t.createUser();
    const otherClub = await createClubFor(t, other.id, 'Elsewhere');
    const otherMenu = await createMenuFor(t, otherClub, 'Theirs');
    const response = await t.call('getMenuTranslations', {
      params: { clubId, menuId: otherMenu, language: 'fr' },
      token,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('machine translation without a provider', () => {
  const t = useTestApp();

  it('says it is not set up, and the sheet says so too', async () => {
    const token = await t.signIn(t.demo.user);
    const [menu] = await t.app.db.select().from(menus).where(eq(menus.clubId, t.demo.clubId)).limit(1);
    const params = { clubId: t.demo.clubId, menuId: menu?.id ?? 0, language: 'fr' };
    const sheet = await t.call('getMenuTranslations', { params, token });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().machineTranslationAvailable).toBe(false);
    const response = await t.call('machineTranslateMenu', { params, token });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('machine_translation_not_configured');
  });
});
