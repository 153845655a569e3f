import { describe, expect, it } from 'vitest';
import { makeItem, makeMenu, makeSection } from './fixtures';
import { localizeMenu } from './localize';

const itemTranslation = {
  id: 9,
  language: 'en',
  originalName: 'Spritz',
  originalDescription: 'Aperitivo veneziano',
  originalIngredients: null,
  translatedName: 'Spritz (EN)',
  translatedDescription: 'Venetian aperitif',
  translatedIngredients: null,
};

describe('localizeMenu', () => {
  const menu = makeMenu({
    translationsEnabled: true,
    sections: [
      makeSection({
        items: [
          makeItem({
            name: 'Spritz',
            description: 'Aperitivo veneziano',
            translateName: false,
            translations: { en: itemTranslation },
          }),
        ],
      }),
    ],
  });

  it("keeps an item's name when its name translation is off, and translates the rest", () => {
    const item = localizeMenu(menu, 'en').sections[0]?.items[0];
    expect(item?.name).toBe('Spritz');
    expect(item?.description).toBe('Venetian aperitif');
  });

  it('changes nothing when translations are disabled or there is no language', () => {
    expect(localizeMenu({ ...menu, translationsEnabled: false }, 'en')).toEqual({
      ...menu,
      translationsEnabled: false,
    });
    expect(localizeMenu(menu, null)).toBe(menu);
  });

  it('ignores a translation of a text the owner has changed since', () => {
    const changed = makeMenu({
      translationsEnabled: true,
      sections: [
        makeSection({
          items: [
            makeItem({ name: 'Spritz', description: 'Con Aperol', translations: { en: itemTranslation } }),
          ],
        }),
      ],
    });
    const item = localizeMenu(changed, 'en').sections[0]?.items[0];
    expect(item?.description).toBe('Con Aperol');
    expect(item?.name).toBe('Spritz (EN)');
  });
});
