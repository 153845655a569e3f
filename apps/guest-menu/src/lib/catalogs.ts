// The guest app's own texts: small catalogs instead of an i18n runtime (the guest page has 90 KB
// gzip of JavaScript for everything). English is the reference: every catalog has every key
// (catalogs.test.ts), so a missing text fails the tests, never the page.
import { EU_ALLERGEN_NAMES_ES, EU_ALLERGEN_NAMES_FR } from '@tavola/domain/allergen-names';
import {
  ALLERGEN_WORDS_DE,
  ALLERGEN_WORDS_IT,
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
  tableNotFoundTitle: string;
  tableNotFoundBody: string;
  pageNotFoundTitle: string;
  pageNotFoundBody: string;
  menuNotFoundTitle: string;
  menuNotAvailableTitle: string;
  /** {when} */
  menuNotAvailableBody: string;
  menuNotAvailableNever: string;
  seeTableMenus: string;
  /** on a menu: back to the table's "Choose a menu" page */
  allMenus: string;
  /** the menu's PDF in the language read */
  downloadPdf: string;
  /** above the menus the table may open instead of one not available now */
  availableNow: string;
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
  callWaiter: string;
  callWaiterQuestion: string;
  callWaiterBody: string;
  confirmCall: string;
  cancel: string;
  calling: string;
  /** {time}: when the server accepted the call ("21:04"); accepted, not answered */
  callSentAt: string;
  /** {seconds} */
  callAgainIn: string;
  callFailed: string;
  callOffline: string;
  callDisabled: string;
  /** {seconds} */
  callTooMany: string;
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
    tableNotFoundTitle: "This table's menu could not be found",
    tableNotFoundBody: 'Scan the QR code on your table again, or ask our staff.',
    pageNotFoundTitle: 'No menu at this address',
    pageNotFoundBody: 'Scan the QR code on your table to open the menu.',
    menuNotFoundTitle: 'This menu could not be found',
    menuNotAvailableTitle: 'This menu is not available right now',
    menuNotAvailableBody: 'It will be back {when}.',
    menuNotAvailableNever: 'Please choose another menu.',
    seeTableMenus: "See this table's menus",
    allMenus: 'All menus',
    downloadPdf: 'Download the menu (PDF)',
    availableNow: 'Available now:',
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
    callWaiter: 'Call a waiter',
    callWaiterQuestion: 'Call a waiter to your table?',
    callWaiterBody: 'A waiter will come to your table as soon as possible.',
    confirmCall: 'Yes, call',
    cancel: 'Cancel',
    calling: 'Calling…',
    callSentAt: 'Call sent at {time}',
    callAgainIn: 'You can call again in {seconds} s',
    callFailed: 'The waiter could not be called. Please try again.',
    callOffline: 'You are offline: a waiter cannot be called without a connection.',
    callDisabled: 'Calling a waiter is not available at this table.',
    callTooMany: 'Many calls right now: please try again in {seconds} s.',
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
    tableNotFoundTitle: 'Il menu di questo tavolo non è stato trovato',
    tableNotFoundBody: 'Scansiona di nuovo il codice QR sul tavolo o chiedi al nostro personale.',
    pageNotFoundTitle: 'Nessun menu a questo indirizzo',
    pageNotFoundBody: 'Scansiona il codice QR sul tavolo per aprire il menu.',
    menuNotFoundTitle: 'Questo menu non è stato trovato',
    menuNotAvailableTitle: 'Questo menu al momento non è disponibile',
    menuNotAvailableBody: 'Tornerà disponibile {when}.',
    menuNotAvailableNever: 'Scegli un altro menu.',
    seeTableMenus: 'Vedi i menu di questo tavolo',
    allMenus: 'Tutti i menu',
    downloadPdf: 'Scarica il menu (PDF)',
    availableNow: 'Disponibili ora:',
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
    callWaiter: 'Chiama un cameriere',
    callWaiterQuestion: 'Chiamare un cameriere al tuo tavolo?',
    callWaiterBody: 'Un cameriere arriverà al tuo tavolo appena possibile.',
    confirmCall: 'Sì, chiama',
    cancel: 'Annulla',
    calling: 'Chiamata in corso…',
    callSentAt: 'Chiamata inviata alle {time}',
    callAgainIn: 'Potrai chiamare di nuovo tra {seconds} s',
    callFailed: 'Non è stato possibile chiamare il cameriere. Riprova.',
    callOffline: 'Sei offline: senza connessione non è possibile chiamare un cameriere.',
    callDisabled: 'A questo tavolo non è possibile chiamare un cameriere.',
    callTooMany: 'Troppe chiamate in questo momento: riprova tra {seconds} s.',
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
    tableNotFoundTitle: 'Die Speisekarte dieses Tisches wurde nicht gefunden',
    tableNotFoundBody: 'Scannen Sie den QR-Code auf Ihrem Tisch erneut oder fragen Sie unser Personal.',
    pageNotFoundTitle: 'Unter dieser Adresse gibt es keine Speisekarte',
    pageNotFoundBody: 'Scannen Sie den QR-Code auf Ihrem Tisch, um die Speisekarte zu öffnen.',
    menuNotFoundTitle: 'Diese Speisekarte wurde nicht gefunden',
    menuNotAvailableTitle: 'Diese Speisekarte ist im Moment nicht verfügbar',
    menuNotAvailableBody: 'Sie ist {when} wieder verfügbar.',
    menuNotAvailableNever: 'Bitte wählen Sie eine andere Speisekarte.',
    seeTableMenus: 'Speisekarten dieses Tisches ansehen',
    allMenus: 'Alle Speisekarten',
    downloadPdf: 'Speisekarte herunterladen (PDF)',
    availableNow: 'Jetzt verfügbar:',
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
    callWaiter: 'Bedienung rufen',
    callWaiterQuestion: 'Eine Bedienung an Ihren Tisch rufen?',
    callWaiterBody: 'Eine Bedienung kommt so bald wie möglich an Ihren Tisch.',
    confirmCall: 'Ja, rufen',
    cancel: 'Abbrechen',
    calling: 'Wird gerufen…',
    callSentAt: 'Ruf um {time} gesendet',
    callAgainIn: 'Sie können in {seconds} s erneut rufen',
    callFailed: 'Die Bedienung konnte nicht gerufen werden. Bitte versuchen Sie es erneut.',
    callOffline: 'Sie sind offline: Ohne Verbindung kann keine Bedienung gerufen werden.',
    callDisabled: 'An diesem Tisch kann keine Bedienung gerufen werden.',
    callTooMany: 'Gerade sehr viele Rufe: Bitte versuchen Sie es in {seconds} s erneut.',
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
    tableNotFoundTitle: 'La carte de cette table est introuvable',
    tableNotFoundBody: 'Scannez à nouveau le QR code de votre table ou adressez-vous à notre personnel.',
    pageNotFoundTitle: 'Aucune carte à cette adresse',
    pageNotFoundBody: 'Scannez le QR code de votre table pour ouvrir la carte.',
    menuNotFoundTitle: 'Cette carte est introuvable',
    menuNotAvailableTitle: 'Cette carte n’est pas disponible pour le moment',
    menuNotAvailableBody: 'Elle sera de nouveau disponible {when}.',
    menuNotAvailableNever: 'Veuillez choisir une autre carte.',
    seeTableMenus: 'Voir les cartes de cette table',
    allMenus: 'Toutes les cartes',
    downloadPdf: 'Télécharger la carte (PDF)',
    availableNow: 'Disponibles maintenant\u00a0:',
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
    callWaiter: 'Appeler un serveur',
    callWaiterQuestion: 'Appeler un serveur à votre table\u00a0?',
    callWaiterBody: 'Un serveur viendra à votre table dès que possible.',
    confirmCall: 'Oui, appeler',
    cancel: 'Annuler',
    calling: 'Appel en cours…',
    callSentAt: 'Appel envoyé à {time}',
    callAgainIn: 'Vous pourrez rappeler dans {seconds}\u00a0s',
    callFailed: 'Impossible d’appeler un serveur. Veuillez réessayer.',
    callOffline: 'Vous êtes hors ligne\u00a0: impossible d’appeler un serveur sans connexion.',
    callDisabled: 'L’appel d’un serveur n’est pas disponible à cette table.',
    callTooMany: 'Trop d’appels en ce moment\u00a0: veuillez réessayer dans {seconds}\u00a0s.',
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
    tableNotFoundTitle: 'No se ha encontrado la carta de esta mesa',
    tableNotFoundBody: 'Vuelva a escanear el código QR de su mesa o pregunte a nuestro personal.',
    pageNotFoundTitle: 'No hay ninguna carta en esta dirección',
    pageNotFoundBody: 'Escanee el código QR de su mesa para abrir la carta.',
    menuNotFoundTitle: 'No se ha encontrado esta carta',
    menuNotAvailableTitle: 'Esta carta no está disponible ahora mismo',
    menuNotAvailableBody: 'Volverá a estar disponible {when}.',
    menuNotAvailableNever: 'Elija otra carta.',
    seeTableMenus: 'Ver las cartas de esta mesa',
    allMenus: 'Todas las cartas',
    downloadPdf: 'Descargar la carta (PDF)',
    availableNow: 'Disponibles ahora:',
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
    callWaiter: 'Llamar al camarero',
    callWaiterQuestion: '¿Llamar a un camarero a su mesa?',
    callWaiterBody: 'Un camarero irá a su mesa lo antes posible.',
    confirmCall: 'Sí, llamar',
    cancel: 'Cancelar',
    calling: 'Llamando…',
    callSentAt: 'Llamada enviada a las {time}',
    callAgainIn: 'Podrá volver a llamar en {seconds} s',
    callFailed: 'No se ha podido llamar al camarero. Inténtelo de nuevo.',
    callOffline: 'Está sin conexión: no se puede llamar a un camarero sin internet.',
    callDisabled: 'En esta mesa no se puede llamar a un camarero.',
    callTooMany: 'Hay muchas llamadas ahora mismo: inténtelo de nuevo en {seconds} s.',
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
  },
};

export const CATALOGS: Record<string, Catalog> = { en, it, de, fr, es };

/** The catalog of a language (ISO 639-1), English when there is none. */
export function catalogFor(language: string | null | undefined): Catalog {
  return (language && CATALOGS[language]) || en;
}

/** A text with its {name} placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
