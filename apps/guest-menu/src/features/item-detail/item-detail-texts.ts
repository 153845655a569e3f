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
  },
};
