/**
 * Option groups' and options' names in the translation editor (issue 49): listed after their
 * item, with the same outdated and machine-draft marks as the other texts, saved all or nothing,
 * drafted by the machine translation, removed with the language.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubs, itemOptionGroups, itemOptionGroupTranslations, itemOptions } from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import {
  type TranslationSheet as Sheet,
  type TranslationText as Text,
  translationEditor,
  useFakeDeepL,
} from './translations.fixtures.ts';

const fakeDeepL = useFakeDeepL();

describe('option groups and options in the translation editor', () => {
  const t = useTestApp({ env: fakeDeepL.env });
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let sectionId = 0;
  let itemId = 0;
  let sizeId = 0;
  let largeId = 0;
  let extrasId = 0;
  let parmesanId = 0;

  const path = (language = 'fr') => ({ clubId, menuId, language });
  const { get, save } = translationEditor(t, () => ({ token, clubId, menuId }));
  const find = (sheet: Sheet, kind: Text['kind'], id: number) =>
    sheet.texts.find((candidate) => candidate.kind === kind && candidate.id === id);

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Pizzeria');
    await t.app.db
      .update(clubs)
      .set({ plan: 'smart', translationsEnabled: true, enabled: true })
      .where(eq(clubs.id, clubId));
    const created = await t.call('createMenu', {
      params: { clubId },
      token,
      body: { name: 'Pizze', translationsEnabled: true },
    });
    menuId = created.json().id;
    sectionId = (
      await t.call('saveSection', { params: { clubId, menuId }, token, body: { name: 'Rosse' } })
    ).json().id;
    itemId = (
      await t.call('saveItem', {
        params: { clubId, menuId, sectionId },
        token,
        body: { name: 'Marinara', translateName: false },
      })
    ).json().id;
    // the groups as the item form stores them (the options' own API is tested with the items)
    const [size, extras] = await t.app.db
      .insert(itemOptionGroups)
      .values([
        {
          itemId,
          name: 'Formato',
          choice: 'single',
          minChoices: 1,
          maxChoices: 1,
          required: true,
          position: 0,
        },
        { itemId, name: 'Aggiunte', choice: 'multiple', minChoices: 0, maxChoices: 3, position: 1 },
      ])
      .returning({ id: itemOptionGroups.id });
    sizeId = size?.id ?? 0;
    extrasId = extras?.id ?? 0;
    const [, large, parmesan] = await t.app.db
      .insert(itemOptions)
      .values([
        { groupId: sizeId, name: 'Normale', position: 0 },
        { groupId: sizeId, name: 'Grande', price: 11, position: 1 },
        { groupId: extrasId, name: '+ parmigiano', price: 1.5, allergens: ['milk'], position: 0 },
      ])
      .returning({ id: itemOptions.id });
    largeId = large?.id ?? 0;
    parmesanId = parmesan?.id ?? 0;
  });

  beforeEach(() => fakeDeepL.deepl().reset());

  it('lists each group after its item and each option after its group, saying whose they are', async () => {
    const sheet = await get();
    expect(sheet.texts.map((text) => [text.kind, text.original])).toEqual([
      ['menu', 'Pizze'],
      ['section', 'Rosse'],
      // the item's name stays as it is (translateName off): its options are still translated
      ['option-group', 'Formato'],
      ['option', 'Normale'],
      ['option', 'Grande'],
      ['option-group', 'Aggiunte'],
      ['option', '+ parmigiano'],
    ]);
    expect(find(sheet, 'option', parmesanId)).toEqual({
      kind: 'option',
      id: parmesanId,
      sectionId,
      itemId,
      optionGroupId: extrasId,
      field: 'name',
      original: '+ parmigiano',
      translation: null,
      translatedFrom: null,
      outdated: false,
      machineDraft: false,
      hidden: false,
    });
    expect(find(sheet, 'option-group', sizeId)).toMatchObject({ itemId, optionGroupId: sizeId });
    expect(sheet.progress).toEqual({ total: 7, translated: 0, outdated: 0, machineDrafts: 0 });
  });

  it('saves them with the other texts, and marks one outdated when its original changes', async () => {
    const saved = await save([
      { kind: 'section', id: sectionId, field: 'name', translation: 'Rouges' },
      { kind: 'option-group', id: sizeId, field: 'name', translation: 'Taille' },
      { kind: 'option', id: largeId, field: 'name', translation: 'Grande' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(find(saved.json(), 'option-group', sizeId)).toMatchObject({
      translation: 'Taille',
      translatedFrom: 'Formato',
      outdated: false,
    });
    expect((saved.json() as Sheet).progress).toMatchObject({ total: 7, translated: 3 });

    // the owner renames the group: its translation is outdated until rewritten or confirmed
    await t.app.db
      .update(itemOptionGroups)
      .set({ name: 'Dimensione' })
      .where(eq(itemOptionGroups.id, sizeId));
    const renamed = await get();
    expect(find(renamed, 'option-group', sizeId)).toMatchObject({
      original: 'Dimensione',
      translation: 'Taille',
      translatedFrom: 'Formato',
      outdated: true,
    });
    expect(renamed.progress.outdated).toBe(1);
    const confirmed = await save([
      { kind: 'option-group', id: sizeId, field: 'name', translation: 'Taille', accept: true },
    ]);
    expect(find(confirmed.json(), 'option-group', sizeId)).toMatchObject({
      translatedFrom: 'Dimensione',
      outdated: false,
    });
    // a blank text removes the translation
    const removed = await save([{ kind: 'option', id: largeId, field: 'name', translation: ' ' }]);
    expect(find(removed.json(), 'option', largeId)).toMatchObject({ translation: null });
  });

  it('refuses a name over 60 characters, or an option of another menu, and stores nothing', async () => {
    const before = await get();
    const tooLong = await save([
      { kind: 'option', id: parmesanId, field: 'name', translation: '+ parmesan' },
      { kind: 'option-group', id: extrasId, field: 'name', translation: 'x'.repeat(61) },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([
      { field: 'texts[1].translation', message: 'A translated name must be at most 60 characters' },
    ]);

    const other = await t.call('createMenu', { params: { clubId }, token, body: { name: 'Altro' } });
    const otherSection = await t.call('saveSection', {
      params: { clubId, menuId: other.json().id },
      token,
      body: { name: 'Bianche' },
    });
    const otherItem = await t.call('saveItem', {
      params: { clubId, menuId: other.json().id, sectionId: otherSection.json().id },
      token,
      body: { name: 'Bianca' },
    });
    const [foreign] = await t.app.db
      .insert(itemOptionGroups)
      .values({ itemId: otherItem.json().id, name: 'Formato', choice: 'single', maxChoices: 1 })
      .returning({ id: itemOptionGroups.id });
    const elsewhere = await save([
      { kind: 'option', id: parmesanId, field: 'name', translation: '+ parmesan' },
      { kind: 'option-group', id: foreign?.id ?? 0, field: 'name', translation: 'Taille' },
    ]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details[0].field).toBe('texts[1]');
    expect(await get()).toEqual(before);
    expect(
      await t.app.db
        .select()
        .from(itemOptionGroupTranslations)
        .where(eq(itemOptionGroupTranslations.groupId, foreign?.id ?? 0)),
    ).toEqual([]);
  });

  it('drafts the missing names with the machine translation, never over the owner’s', async () => {
    const response = await t.call('machineTranslateMenu', { params: path(), token });
    expect(response.statusCode, response.body).toBe(200);
    const sheet: Sheet = response.json();
    expect(find(sheet, 'option', parmesanId)).toMatchObject({
      translation: '[FR] + parmigiano',
      machineDraft: true,
    });
    expect(find(sheet, 'option-group', extrasId)).toMatchObject({
      translation: '[FR] Aggiunte',
      machineDraft: true,
    });
    // the owner's own stays
    expect(find(sheet, 'option-group', sizeId)).toMatchObject({ translation: 'Taille', machineDraft: false });
    expect(fakeDeepL.deepl().requests[0]?.texts).toEqual(
      expect.arrayContaining(['Normale', 'Grande', 'Aggiunte', '+ parmigiano']),
    );
    // accepting a draft makes it the owner's
    const accepted = await save([
      { kind: 'option', id: parmesanId, field: 'name', translation: '[FR] + parmigiano', accept: true },
    ]);
    expect(find(accepted.json(), 'option', parmesanId)).toMatchObject({ machineDraft: false });
  });

  it('removes them with the language', async () => {
    expect((await t.call('deleteMenuTranslations', { params: path(), token })).statusCode).toBe(204);
    const sheet = await get();
    expect(sheet.texts.filter((text) => text.translation !== null)).toEqual([]);
  });
});
