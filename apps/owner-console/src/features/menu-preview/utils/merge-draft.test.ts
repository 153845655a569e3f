import { makeItem, makeMenu, makeSection, sampleMenu } from '@tavola/menu-view/fixtures';
import { describe, expect, it } from 'vitest';
import {
  applyBannerDraft,
  applyItemDraft,
  applyMenuDraft,
  applyTheme,
  blankPreviewMenu,
  DRAFT_ID,
  draftPrice,
} from './merge-draft';

const darkTheme = { ...sampleMenu().theme, id: 7, name: 'Night', background: '#111827', text: '#f9fafb' };

describe('menu draft', () => {
  it('lays the form values over the menu as the server would store them, leaving the fetched menu alone', () => {
    const menu = sampleMenu();
    const next = applyMenuDraft(menu, {
      name: '  Pranzo ',
      adminDisplayName: '',
      footer: '  Coperto 2 €  ',
      refreshTime: '30',
      menuLabelEnabled: false,
      theme: darkTheme,
    });
    expect(next).toMatchObject({
      name: 'Pranzo',
      adminDisplayName: null,
      footer: 'Coperto 2 €',
      refreshTime: 30,
      menuLabelEnabled: false,
      theme: darkTheme,
    });
    expect(next.sections).toBe(menu.sections);
    expect(menu.name).toBe('Trattoria Demo');
  });

  it('keeps what the draft does not mention, and ignores a refresh time being typed wrong', () => {
    const menu = sampleMenu();
    expect(applyMenuDraft(menu, { refreshTime: '-5' }).refreshTime).toBe(menu.refreshTime);
    expect(applyMenuDraft(menu, { theme: null }).theme).toBe(menu.theme);
    expect(applyMenuDraft(menu, {})).toEqual(menu);
  });

  it('starts a new menu from the club: logo, contacts, currency and the chosen theme', () => {
    const menu = blankPreviewMenu(
      {
        logo: '/logo.png',
        address: 'Via Roma 1, Roma',
        displayEmail: 'a@b.it',
        displayPhone: '+39 06 123456',
        facebook: null,
        instagram: 'https://instagram.com/x',
        website: null,
        whatsapp: null,
        currency: 'CHF',
      },
      darkTheme,
    );
    expect(menu).toMatchObject({
      id: DRAFT_ID,
      logo: '/logo.png',
      clubAddress: 'Via Roma 1, Roma',
      clubInstagram: 'https://instagram.com/x',
      currency: 'CHF',
      theme: darkTheme,
      sections: [],
    });
    expect(applyTheme(menu, sampleMenu().theme).theme.name).toBe('Classic');
  });
});

describe('item draft', () => {
  const menu = makeMenu({
    sections: [
      makeSection({
        id: 1,
        items: [
          makeItem({ id: 10, name: 'Spritz', position: 0 }),
          makeItem({ id: 11, name: 'Negroni', position: 1 }),
        ],
      }),
      makeSection({ id: 2, items: [makeItem({ id: 20, name: 'Chips', position: 0 })] }),
    ],
  });

  it('replaces a saved item where it is', () => {
    const next = applyItemDraft(menu, {
      id: 10,
      sectionId: 1,
      name: 'Aperol Spritz',
      price: '6,50',
      outOfStock: true,
      allergens: ['sulphites'],
    });
    const items = next.sections[0]?.items ?? [];
    expect(items.map((item) => item.name)).toEqual(['Aperol Spritz', 'Negroni']);
    expect(items[0]).toMatchObject({
      id: 10,
      price: 6.5,
      outOfStock: true,
      allergens: ['sulphites'],
      position: 0,
    });
    expect(next.sections[1]).toBe(menu.sections[1]);
  });

  it("shows a new item's held photo, and keeps a saved item's own when the draft has none", () => {
    const held = { url: 'blob:x', src: 'blob:x', widths: [800], width: 800, height: 600, placeholder: '' };
    const created = applyItemDraft(menu, { id: null, sectionId: 1, name: 'Panna cotta', photo: held });
    expect(created.sections[0]?.items.at(-1)?.photo).toBe(held);
    const saved = applyItemDraft(menu, { id: 10, sectionId: 1, name: 'Aperol Spritz' });
    expect(saved.sections[0]?.items[0]?.photo).toBe(menu.sections[0]?.items[0]?.photo);
  });

  it('shows the option groups as they are being built: numbers and prices as stored, new ones without ids', () => {
    const next = applyItemDraft(menu, {
      id: 10,
      sectionId: 1,
      optionGroups: [
        {
          id: null,
          name: ' Size ',
          choice: 'single',
          minChoices: 1,
          maxChoices: 1,
          required: true,
          options: [
            { id: null, name: 'Small', price: '', outOfStock: false, allergens: [] },
            { id: null, name: 'Large', price: '11,50', outOfStock: true, allergens: ['milk'] },
          ],
        },
      ],
    });
    expect(next.sections[0]?.items[0]?.optionGroups).toEqual([
      {
        id: DRAFT_ID,
        name: 'Size',
        choice: 'single',
        minChoices: 1,
        maxChoices: 1,
        required: true,
        position: 0,
        translations: {},
        options: [
          {
            id: DRAFT_ID,
            name: 'Small',
            price: null,
            outOfStock: false,
            allergens: [],
            position: 0,
            translations: {},
          },
          {
            id: DRAFT_ID - 1,
            name: 'Large',
            price: 11.5,
            outOfStock: true,
            allergens: ['milk'],
            position: 1,
            translations: {},
          },
        ],
      },
    ]);
  });

  it('adds a new item last in its section', () => {
    const next = applyItemDraft(menu, { sectionId: 1, name: 'Hugo', priceText: 'ask the bartender' });
    const items = next.sections[0]?.items ?? [];
    expect(items.map((item) => item.name)).toEqual(['Spritz', 'Negroni', 'Hugo']);
    expect(items[2]).toMatchObject({
      id: DRAFT_ID,
      position: 2,
      price: null,
      priceText: 'ask the bartender',
      disabled: false,
    });
  });

  it('moves an item to the end of another section', () => {
    const next = applyItemDraft(menu, { id: 11, sectionId: 2, name: 'Negroni' });
    expect(next.sections[0]?.items.map((item) => item.id)).toEqual([10]);
    expect(next.sections[1]?.items.map((item) => [item.id, item.position])).toEqual([
      [20, 0],
      [11, 1],
    ]);
  });

  it('reads prices as a number input holds them while typing', () => {
    expect(draftPrice('')).toBeNull();
    expect(draftPrice(' 12.5 ')).toBe(12.5);
    expect(draftPrice('12,5')).toBe(12.5);
    expect(draftPrice('abc')).toBeNull();
    expect(draftPrice(-1)).toBeNull();
    expect(draftPrice(0)).toBe(0);
  });
});

describe('banner draft', () => {
  it('creates a banner on a menu without one, with the picked image', () => {
    const next = applyBannerDraft(makeMenu(), {
      title: 'Happy hour ',
      subtitle: '',
      price: '€ 5',
      forYou: true,
      imageUrl: 'blob:local-image',
    });
    expect(next.banner).toEqual({
      id: DRAFT_ID,
      title: 'Happy hour',
      subtitle: null,
      description: null,
      price: '€ 5',
      forYou: true,
      imageUrl: 'blob:local-image',
    });
    expect(next.bannerUrl).toBe('blob:local-image');
  });

  it('changes the fields of an existing banner and keeps its image', () => {
    const menu = sampleMenu();
    const next = applyBannerDraft(menu, { title: 'Aperitivo' });
    expect(next.banner).toMatchObject({ id: 1, title: 'Aperitivo', imageUrl: '/banner.jpg', price: '€ 9' });
  });
});
