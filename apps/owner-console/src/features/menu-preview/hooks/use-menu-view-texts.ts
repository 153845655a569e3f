import { useLingui } from '@lingui/react/macro';
import { allergenWordsFor, dietaryWordsFor, type MenuViewTexts } from '@tavola/menu-view/texts';
import { useMemo } from 'react';

/**
 * The guest view's texts in the console's language. The guest app has its own catalogs; these are
 * the same words, so the preview reads as guests will read it in that language. The allergens'
 * names come from the view's own lists: the console's item form names them as the EU regulation
 * does ("Cereals containing gluten"), the guest page with shorter words ("Gluten"); so do the
 * dietary tags' and spiciness's words.
 */
export function useMenuViewTexts(): MenuViewTexts {
  const { t, i18n } = useLingui();
  return useMemo(
    () => ({
      sections: t`Sections`,
      outOfStock: t`Out of stock`,
      bestSeller: t`Bestseller`,
      suggested: t`Recommended`,
      forYou: t`For you`,
      allergens: t`Allergens`,
      ingredients: t`Ingredients`,
      contacts: t`Contacts`,
      address: t`Address`,
      phone: t`Phone`,
      email: t`Email`,
      website: t`Website`,
      instagram: t`Instagram`,
      facebook: t`Facebook`,
      whatsapp: t`WhatsApp`,
      empty: t`This menu has no items yet.`,
      allergenNames: allergenWordsFor(i18n.locale),
      // the dietary tags and spiciness as guests read them, like the allergens
      ...dietaryWordsFor(i18n.locale),
    }),
    [i18n.locale],
  );
}
