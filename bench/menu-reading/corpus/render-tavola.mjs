// A few corpus menus printed by Tavola's own printed menu (apps/api-server/src/modules/menus/pdf),
// from a plain guests' document built here rather than from a database: owners will import PDFs
// that Tavola, or a product like it, printed. Needs tsx (the module is TypeScript).

import { DEFAULT_THEME } from '../../../apps/api-server/src/modules/clubs/default-theme.ts';
import { renderMenuPdf } from '../../../apps/api-server/src/modules/menus/pdf/menu-pdf.ts';

/** The guests' document (the contract's PublicMenu) of a corpus menu: one price per dish, one language. */
function publicMenu(menu) {
  let itemId = 0;
  return {
    id: 1,
    name: menu.printed.title,
    language: null,
    languages: [],
    sourceLanguage: menu.language,
    clubName: menu.printed.venue,
    banner: null,
    bannerUrl: null,
    footer: menu.style.note,
    logo: null,
    refreshTime: 0,
    callWaiterEnabled: false,
    pdfMenuEnabled: true,
    menuLabelEnabled: true,
    translationsEnabled: false,
    theme: { id: 1, name: 'Corpus', backgroundImage: null, ...DEFAULT_THEME },
    clubAddress: null,
    clubDisplayEmail: null,
    clubDisplayPhone: null,
    clubFacebook: null,
    clubInstagram: null,
    clubWebsite: null,
    clubWhatsapp: null,
    currency: 'EUR',
    sections: menu.sections.map((section, sectionIndex) => ({
      id: sectionIndex + 1,
      name: section.name,
      position: sectionIndex,
      items: section.dishes.map((dish, position) => {
        if (dish.prices.length !== 1) throw new Error(`${menu.id}: Tavola's PDF prints one price per dish`);
        itemId += 1;
        return {
          id: itemId,
          name: dish.name,
          description: dish.description,
          ingredients: null,
          allergens: dish.allergens,
          additionalNotes: null,
          price: dish.prices[0].amount,
          priceText: null,
          position,
          outOfStock: false,
          bestSeller: false,
          suggested: false,
          photo: null,
          dietaryTags: dish.dietaryTags,
          spiciness: 0,
          orderable: true,
          optionGroups: [],
        };
      }),
    })),
  };
}

/** Renders one menu with Tavola's printed menu; resolves with the PDF bytes. */
export async function renderTavolaMenu(menu) {
  const pdf = await renderMenuPdf({ menu: publicMenu(menu), language: menu.language, logo: null });
  return { pdf };
}
