// The guest app's own texts: small catalogs instead of an i18n runtime (the guest page has 90 KB
// gzip of JavaScript for everything). English is the reference: every catalog has every key
// (catalogs.test.ts), so a missing text fails the tests, never the page.
import { englishTexts, type MenuViewTexts } from '@tavola/menu-view/texts';

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
  original: string;
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
  waiterOnTheWay: string;
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
    waiterOnTheWay: 'The waiter is on the way',
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
    waiterOnTheWay: 'Il cameriere sta arrivando',
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
    allergenNames: {
      gluten: 'Glutine',
      crustaceans: 'Crostacei',
      eggs: 'Uova',
      fish: 'Pesce',
      peanuts: 'Arachidi',
      soybeans: 'Soia',
      milk: 'Latte',
      nuts: 'Frutta a guscio',
      celery: 'Sedano',
      mustard: 'Senape',
      sesame: 'Sesamo',
      sulphites: 'Solfiti',
      lupin: 'Lupini',
      molluscs: 'Molluschi',
    },
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
    waiterOnTheWay: 'Die Bedienung ist unterwegs',
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
    allergenNames: {
      gluten: 'Gluten',
      crustaceans: 'Krebstiere',
      eggs: 'Eier',
      fish: 'Fisch',
      peanuts: 'Erdnüsse',
      soybeans: 'Soja',
      milk: 'Milch',
      nuts: 'Schalenfrüchte',
      celery: 'Sellerie',
      mustard: 'Senf',
      sesame: 'Sesam',
      sulphites: 'Sulfite',
      lupin: 'Lupinen',
      molluscs: 'Weichtiere',
    },
  },
};

export const CATALOGS: Record<string, Catalog> = { en, it, de };

/** The catalog of a language (ISO 639-1), English when there is none. */
export function catalogFor(language: string | null | undefined): Catalog {
  return (language && CATALOGS[language]) || en;
}

/** A text with its {name} placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
