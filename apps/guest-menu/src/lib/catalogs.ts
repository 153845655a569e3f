// The guest app's own texts: small catalogs instead of an i18n runtime (the guest page has 90 KB
// gzip of JavaScript for everything). English is the reference: every catalog has every key
// (catalogs.test.ts), so a missing text fails the tests, never the page.
import { EU_ALLERGEN_NAMES_ES, EU_ALLERGEN_NAMES_FR } from '@tavola/domain/allergen-names';
import {
  ALLERGEN_WORDS_DE,
  ALLERGEN_WORDS_IT,
  DIETARY_WORDS_DE,
  DIETARY_WORDS_ES,
  DIETARY_WORDS_FR,
  DIETARY_WORDS_IT,
  englishTexts,
  type MenuViewTexts,
} from '@tavola/menu-view/texts';

export interface AppTexts {
  loading: string;
  chooseMenu: string;
  noMenuNowTitle: string;
  /** {when}: weekday and time of the next menu */
  noMenuNowBody: string;
  noMenuNever: string;
  /** {time}: a later time today, as {when} of the two texts above and below */
  atTime: string;
  /** {day} {time}: another day's weekday (and date) and time, as {when} */
  onDayAtTime: string;
  seeTableMenus: string;
  /** on a menu: back to the table's "Choose a menu" page */
  allMenus: string;
  /** the menu's PDF in the language read */
  downloadPdf: string;
  errorTitle: string;
  errorBody: string;
  tryAgain: string;
  /** {time} */
  offlineSaved: string;
  /** {time} */
  staleSaved: string;
  offlineNoCopyTitle: string;
  offlineNoCopyBody: string;
  language: string;
  /** the option of the owner's own texts when the menu does not say which language they are in */
  original: string;
  /** {language}: the option of the owner's own texts, their language named in itself ("Italiano") */
  originalLanguage: string;
  allergenFilter: string;
  hideDishes: string;
  /** {count} */
  dishesHiddenOne: string;
  /** {count} */
  dishesHiddenOther: string;
  showAll: string;
  /** the filter button of a menu whose dishes carry dietary tags */
  dietAndAllergens: string;
  /** legend of the dietary tags to keep ("Show only": Vegetarian, Vegan…) */
  showOnly: string;
  /** {name}: the dish's; the button on its photo that opens the larger view */
  openPhoto: string;
  /** the button that opens a dish's option groups (sizes, extras) */
  options: string;
  /** on a dish whose options include one with an allergen the guest hides */
  optionFlagged: string;
  /** at a table that takes orders, on a dish without options: opens it to add it */
  addToOrder: string;
  madeWith: string;
}

export type Catalog = { app: AppTexts; view: MenuViewTexts };

const en: Catalog = {
  app: {
    loading: 'Loading the menu…',
    chooseMenu: 'Choose a menu',
    noMenuNowTitle: 'No menu is available right now',
    noMenuNowBody: 'The next menu will be available {when}.',
    noMenuNever: 'Please ask our staff for the menu.',
    atTime: 'at {time}',
    onDayAtTime: 'on {day} at {time}',
    seeTableMenus: "See this table's menus",
    allMenus: 'All menus',
    downloadPdf: 'Download the menu (PDF)',
    errorTitle: 'The menu could not be loaded',
    errorBody: 'Something went wrong. Please try again.',
    tryAgain: 'Try again',
    offlineSaved: 'You are offline: this is the menu as saved at {time}.',
    staleSaved: 'The menu could not be updated: this is the menu as saved at {time}.',
    offlineNoCopyTitle: 'You are offline',
    offlineNoCopyBody:
      'This menu has not been saved on this device yet. Connect to the internet and try again.',
    language: 'Language',
    original: 'Original',
    originalLanguage: '{language} (original)',
    allergenFilter: 'Allergens',
    hideDishes: 'Hide dishes containing',
    dishesHiddenOne: '{count} dish hidden',
    dishesHiddenOther: '{count} dishes hidden',
    showAll: 'Show all dishes',
    dietAndAllergens: 'Diet & allergens',
    showOnly: 'Show only',
    openPhoto: 'Open the photo of {name}',
    options: 'Options',
    optionFlagged: 'An option contains an allergen you avoid',
    addToOrder: 'Add to order',
    madeWith: 'Digital menus by Tavola',
  },
  // the view's English texts are menu-view's own; only the empty state reads differently here
  view: { ...englishTexts, empty: 'This menu has no dishes to show.' },
};

const it: Catalog = {
  app: {
    loading: 'Caricamento del menu…',
    chooseMenu: 'Scegli un menu',
    noMenuNowTitle: 'Al momento nessun menu è disponibile',
    noMenuNowBody: 'Il prossimo menu sarà disponibile {when}.',
    noMenuNever: 'Chiedi il menu al nostro personale.',
    atTime: 'alle {time}',
    onDayAtTime: '{day} alle {time}',
    seeTableMenus: 'Vedi i menu di questo tavolo',
    allMenus: 'Tutti i menu',
    downloadPdf: 'Scarica il menu (PDF)',
    errorTitle: 'Non è stato possibile caricare il menu',
    errorBody: 'Qualcosa è andato storto. Riprova.',
    tryAgain: 'Riprova',
    offlineSaved: 'Sei offline: questo è il menu salvato alle {time}.',
    staleSaved: 'Non è stato possibile aggiornare il menu: questo è il menu salvato alle {time}.',
    offlineNoCopyTitle: 'Sei offline',
    offlineNoCopyBody:
      'Questo menu non è ancora salvato su questo dispositivo. Connettiti a internet e riprova.',
    language: 'Lingua',
    original: 'Originale',
    originalLanguage: '{language} (originale)',
    allergenFilter: 'Allergeni',
    hideDishes: 'Nascondi i piatti che contengono',
    dishesHiddenOne: '{count} piatto nascosto',
    dishesHiddenOther: '{count} piatti nascosti',
    showAll: 'Mostra tutti i piatti',
    dietAndAllergens: 'Dieta e allergeni',
    showOnly: 'Mostra solo',
    openPhoto: 'Apri la foto di {name}',
    options: 'Opzioni',
    optionFlagged: 'Un’opzione contiene un allergene che eviti',
    addToOrder: 'Aggiungi all’ordine',
    madeWith: 'Menu digitali di Tavola',
  },
  view: {
    sections: 'Sezioni',
    outOfStock: 'Esaurito',
    bestSeller: 'Più venduto',
    suggested: 'Consigliato',
    forYou: 'Per te',
    allergens: 'Allergeni',
    ingredients: 'Ingredienti',
    contacts: 'Contatti',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'Email',
    website: 'Sito web',
    instagram: 'Instagram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    empty: 'Questo menu non ha piatti da mostrare.',
    allergenNames: ALLERGEN_WORDS_IT,
    ...DIETARY_WORDS_IT,
  },
};

const de: Catalog = {
  app: {
    loading: 'Die Speisekarte wird geladen…',
    chooseMenu: 'Wählen Sie eine Speisekarte',
    noMenuNowTitle: 'Im Moment ist keine Speisekarte verfügbar',
    noMenuNowBody: 'Die nächste Speisekarte ist {when} verfügbar.',
    noMenuNever: 'Bitte fragen Sie unser Personal nach der Speisekarte.',
    atTime: 'um {time}',
    onDayAtTime: 'am {day} um {time}',
    seeTableMenus: 'Speisekarten dieses Tisches ansehen',
    allMenus: 'Alle Speisekarten',
    downloadPdf: 'Speisekarte herunterladen (PDF)',
    errorTitle: 'Die Speisekarte konnte nicht geladen werden',
    errorBody: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    tryAgain: 'Erneut versuchen',
    offlineSaved: 'Sie sind offline: Dies ist die Speisekarte, gespeichert um {time}.',
    staleSaved:
      'Die Speisekarte konnte nicht aktualisiert werden: Dies ist die Speisekarte, gespeichert um {time}.',
    offlineNoCopyTitle: 'Sie sind offline',
    offlineNoCopyBody:
      'Diese Speisekarte ist auf diesem Gerät noch nicht gespeichert. Verbinden Sie sich mit dem Internet und versuchen Sie es erneut.',
    language: 'Sprache',
    original: 'Original',
    originalLanguage: '{language} (Original)',
    allergenFilter: 'Allergene',
    hideDishes: 'Gerichte ausblenden mit',
    dishesHiddenOne: '{count} Gericht ausgeblendet',
    dishesHiddenOther: '{count} Gerichte ausgeblendet',
    showAll: 'Alle Gerichte zeigen',
    dietAndAllergens: 'Ernährung & Allergene',
    showOnly: 'Nur anzeigen',
    openPhoto: 'Foto von {name} öffnen',
    options: 'Optionen',
    optionFlagged: 'Eine Option enthält ein Allergen, das Sie meiden',
    addToOrder: 'Zur Bestellung hinzufügen',
    madeWith: 'Digitale Speisekarten von Tavola',
  },
  view: {
    sections: 'Bereiche',
    outOfStock: 'Ausverkauft',
    bestSeller: 'Bestseller',
    suggested: 'Empfohlen',
    forYou: 'Für Sie',
    allergens: 'Allergene',
    ingredients: 'Zutaten',
    contacts: 'Kontakt',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    website: 'Website',
    instagram: 'Instagram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    empty: 'Diese Speisekarte hat keine Gerichte zum Anzeigen.',
    allergenNames: ALLERGEN_WORDS_DE,
    ...DIETARY_WORDS_DE,
  },
};

// French and Spanish: "carte"/"carta" is what a restaurant calls its menu there ("menu"/"menú" is
// a set meal), and guests are addressed formally (vous, usted), as the German catalog does. French
// puts a no-break space before ":" and "?" (\u00a0, so the mark never starts a line). Allergens
// carry the names of EU regulation 1169/2011 (Annex II) in each language, as printed menus use them.
const fr: Catalog = {
  app: {
    loading: 'Chargement de la carte…',
    chooseMenu: 'Choisissez une carte',
    noMenuNowTitle: 'Aucune carte n’est disponible pour le moment',
    noMenuNowBody: 'La prochaine carte sera disponible {when}.',
    noMenuNever: 'Veuillez demander la carte à notre personnel.',
    atTime: 'à {time}',
    onDayAtTime: '{day} à {time}',
    seeTableMenus: 'Voir les cartes de cette table',
    allMenus: 'Toutes les cartes',
    downloadPdf: 'Télécharger la carte (PDF)',
    errorTitle: 'Impossible de charger la carte',
    errorBody: 'Un problème est survenu. Veuillez réessayer.',
    tryAgain: 'Réessayer',
    offlineSaved: 'Vous êtes hors ligne\u00a0: voici la carte enregistrée à {time}.',
    staleSaved: 'La carte n’a pas pu être mise à jour\u00a0: voici la carte enregistrée à {time}.',
    offlineNoCopyTitle: 'Vous êtes hors ligne',
    offlineNoCopyBody:
      'Cette carte n’est pas encore enregistrée sur cet appareil. Connectez-vous à Internet et réessayez.',
    language: 'Langue',
    original: 'Version originale',
    originalLanguage: '{language} (original)',
    allergenFilter: 'Allergènes',
    hideDishes: 'Masquer les plats contenant',
    dishesHiddenOne: '{count} plat masqué',
    dishesHiddenOther: '{count} plats masqués',
    showAll: 'Afficher tous les plats',
    dietAndAllergens: 'Régime et allergènes',
    showOnly: 'Afficher seulement',
    openPhoto: 'Ouvrir la photo de {name}',
    options: 'Options',
    optionFlagged: 'Une option contient un allergène que vous évitez',
    addToOrder: 'Ajouter à la commande',
    madeWith: 'Cartes numériques par Tavola',
  },
  view: {
    sections: 'Catégories',
    outOfStock: 'Épuisé',
    bestSeller: 'Best-seller',
    suggested: 'Recommandé',
    forYou: 'Pour vous',
    allergens: 'Allergènes',
    ingredients: 'Ingrédients',
    contacts: 'Contact',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'E-mail',
    website: 'Site web',
    instagram: 'Instagram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    empty: 'Cette carte n’a aucun plat à afficher.',
    // the regulation's names: French and Spanish menus print them so
    allergenNames: EU_ALLERGEN_NAMES_FR,
    ...DIETARY_WORDS_FR,
  },
};

const es: Catalog = {
  app: {
    loading: 'Cargando la carta…',
    chooseMenu: 'Elija una carta',
    noMenuNowTitle: 'Ahora mismo no hay ninguna carta disponible',
    noMenuNowBody: 'La próxima carta estará disponible {when}.',
    noMenuNever: 'Pida la carta a nuestro personal.',
    atTime: 'a las {time}',
    onDayAtTime: 'el {day} a las {time}',
    seeTableMenus: 'Ver las cartas de esta mesa',
    allMenus: 'Todas las cartas',
    downloadPdf: 'Descargar la carta (PDF)',
    errorTitle: 'No se ha podido cargar la carta',
    errorBody: 'Algo ha salido mal. Inténtelo de nuevo.',
    tryAgain: 'Reintentar',
    offlineSaved: 'Está sin conexión: esta es la carta guardada a las {time}.',
    staleSaved: 'No se ha podido actualizar la carta: esta es la carta guardada a las {time}.',
    offlineNoCopyTitle: 'Está sin conexión',
    offlineNoCopyBody:
      'Esta carta aún no se ha guardado en este dispositivo. Conéctese a internet e inténtelo de nuevo.',
    language: 'Idioma',
    original: 'Versión original',
    originalLanguage: '{language} (original)',
    allergenFilter: 'Alérgenos',
    hideDishes: 'Ocultar los platos que contengan',
    dishesHiddenOne: '{count} plato oculto',
    dishesHiddenOther: '{count} platos ocultos',
    showAll: 'Mostrar todos los platos',
    dietAndAllergens: 'Dieta y alérgenos',
    showOnly: 'Mostrar solo',
    openPhoto: 'Abrir la foto de {name}',
    options: 'Opciones',
    optionFlagged: 'Una opción contiene un alérgeno que usted evita',
    addToOrder: 'Añadir al pedido',
    madeWith: 'Cartas digitales de Tavola',
  },
  view: {
    sections: 'Secciones',
    outOfStock: 'Agotado',
    bestSeller: 'Más vendido',
    suggested: 'Recomendado',
    forYou: 'Para usted',
    allergens: 'Alérgenos',
    ingredients: 'Ingredientes',
    contacts: 'Contacto',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    website: 'Sitio web',
    instagram: 'Instagram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    empty: 'Esta carta no tiene platos que mostrar.',
    // the regulation's names: French and Spanish menus print them so
    allergenNames: EU_ALLERGEN_NAMES_ES,
    ...DIETARY_WORDS_ES,
  },
};

export const CATALOGS: Record<string, Catalog> = { en, it, de, fr, es };

/** The catalog of a language (ISO 639-1), English when there is none. */
export function catalogFor(language: string | null | undefined): Catalog {
  return (language && CATALOGS[language]) || en;
}

/**
 * The texts of a part that loads on demand (the waiter call, an item's detail, …), one set per
 * language: kept beside that part, out of these catalogs, so the first screen's JavaScript does not
 * carry them (the guest page's budget). catalogs.test.ts holds each to the same rules.
 */
export type Texts<T> = { en: T; it: T; de: T; fr: T; es: T };

/** A part's texts in `language` (ISO 639-1), English when there are none. */
export function textsFor<T>(texts: Texts<T>, language: string | null | undefined): T {
  return language && Object.hasOwn(texts, language) ? texts[language as keyof Texts<T>] : texts.en;
}

/** A text with its {name} placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
