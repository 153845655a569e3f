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
  outdated: false,
  machineDraft: false,
  outdatedFields: [],
  machineDraftFields: [],
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

  it('still shows a translation of a text the owner has changed since (outdated)', () => {
    const changed = makeMenu({
      translationsEnabled: true,
      sections: [
        makeSection({
          items: [
            makeItem({
              name: 'Spritz',
              description: 'Con Aperol',
              translations: { en: { ...itemTranslation, outdated: true, outdatedFields: ['description'] } },
            }),
          ],
        }),
      ],
    });
    const item = localizeMenu(changed, 'en').sections[0]?.items[0];
    expect(item?.description).toBe('Venetian aperitif');
    expect(item?.name).toBe('Spritz (EN)');
  });

  it('shows the original in place of a machine draft nobody accepted', () => {
    const drafted = makeMenu({
      translationsEnabled: true,
      sections: [
        makeSection({
          items: [
            makeItem({
              name: 'Spritz',
              description: 'Aperitivo veneziano',
              translations: {
                en: { ...itemTranslation, machineDraft: true, machineDraftFields: ['description'] },
              },
            }),
          ],
        }),
      ],
    });
    const item = localizeMenu(drafted, 'en').sections[0]?.items[0];
    expect(item?.description).toBe('Aperitivo veneziano');
    expect(item?.name).toBe('Spritz (EN)');
  });
});
