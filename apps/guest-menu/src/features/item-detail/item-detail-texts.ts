// The texts of an item's larger view, apart from the app's catalogs: the view loads on demand, and
// so do its words in the five languages.
import type { Texts } from '../../lib/catalogs';

export interface ItemDetailTexts {
  close: string;
  /** a group the guest must choose from */
  required: string;
  optional: string;
  /** a single choice ("Size") */
  chooseOne: string;
  /** {count}: a multiple choice with no minimum */
  chooseUpTo: string;
  /** {count}: a multiple choice of exactly that many */
  chooseExactly: string;
  /** {min} {max} */
  chooseRange: string;
  /** an option with an allergen the guest hides (marked, never hidden) */
  avoided: string;
  /** the button that adds the dish to the table's order (when the table takes orders) */
  addToOrder: string;
  /** ordering without the table's key on the phone (the menu opened from elsewhere than its QR code) */
  scanToOrder: string;
  /** a dish left out of ordering from the phone, or without a price */
  askWaiterToOrder: string;
}

export const ITEM_DETAIL_TEXTS: Texts<ItemDetailTexts> = {
  en: {
    close: 'Close',
    required: 'Required',
    optional: 'Optional',
    chooseOne: 'Choose one',
    chooseUpTo: 'Choose up to {count}',
    chooseExactly: 'Choose {count}',
    chooseRange: 'Choose {min} to {max}',
    avoided: 'Contains an allergen you avoid',
    addToOrder: 'Add to order',
    scanToOrder: 'Scan the code on your table to order',
    askWaiterToOrder: 'To order this dish, ask your waiter.',
  },
  it: {
    close: 'Chiudi',
    required: 'Obbligatorio',
    optional: 'Facoltativo',
    chooseOne: 'Scegline uno',
    chooseUpTo: 'Scegline fino a {count}',
    chooseExactly: 'Scegline {count}',
    chooseRange: 'Scegline da {min} a {max}',
    avoided: 'Contiene un allergene che eviti',
    addToOrder: 'Aggiungi all’ordine',
    scanToOrder: 'Inquadra il codice sul tuo tavolo per ordinare',
    askWaiterToOrder: 'Per ordinare questo piatto, chiedi al cameriere.',
  },
  de: {
    close: 'Schließen',
    required: 'Erforderlich',
    optional: 'Optional',
    chooseOne: 'Eins wählen',
    chooseUpTo: 'Bis zu {count} wählen',
    chooseExactly: '{count} wählen',
    chooseRange: '{min} bis {max} wählen',
    avoided: 'Enthält ein Allergen, das Sie meiden',
    addToOrder: 'Zur Bestellung hinzufügen',
    scanToOrder: 'Scannen Sie den Code auf Ihrem Tisch, um zu bestellen',
    askWaiterToOrder: 'Um dieses Gericht zu bestellen, fragen Sie bitte die Bedienung.',
  },
  fr: {
    close: 'Fermer',
    required: 'Obligatoire',
    optional: 'Facultatif',
    chooseOne: 'Un choix',
    chooseUpTo: 'Jusqu’à {count} choix',
    chooseExactly: '{count} choix',
    chooseRange: 'De {min} à {max} choix',
    avoided: 'Contient un allergène que vous évitez',
    addToOrder: 'Ajouter à la commande',
    scanToOrder: 'Scannez le code de votre table pour commander',
    askWaiterToOrder: 'Pour commander ce plat, demandez à votre serveur.',
  },
  es: {
    close: 'Cerrar',
    required: 'Obligatorio',
    optional: 'Opcional',
    chooseOne: 'Elija uno',
    chooseUpTo: 'Elija hasta {count}',
    chooseExactly: 'Elija {count}',
    chooseRange: 'Elija de {min} a {max}',
    avoided: 'Contiene un alérgeno que usted evita',
    addToOrder: 'Añadir al pedido',
    scanToOrder: 'Escanee el código de su mesa para pedir',
    askWaiterToOrder: 'Para pedir este plato, pregunte al camarero.',
  },
};
