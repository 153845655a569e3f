// The texts of a menu not available now, apart from the app's catalogs: that page loads on demand.
import type { Texts } from '../../lib/catalogs';

export interface NotAvailableTexts {
  menuNotAvailableTitle: string;
  /** {when} */
  menuNotAvailableBody: string;
  menuNotAvailableNever: string;
  /** above the menus the table may open instead of one not available now */
  availableNow: string;
}

export const NOT_AVAILABLE_TEXTS: Texts<NotAvailableTexts> = {
  en: {
    menuNotAvailableTitle: 'This menu is not available right now',
    menuNotAvailableBody: 'It will be back {when}.',
    menuNotAvailableNever: 'Please choose another menu.',
    availableNow: 'Available now:',
  },
  it: {
    menuNotAvailableTitle: 'Questo menu al momento non è disponibile',
    menuNotAvailableBody: 'Tornerà disponibile {when}.',
    menuNotAvailableNever: 'Scegli un altro menu.',
    availableNow: 'Disponibili ora:',
  },
  de: {
    menuNotAvailableTitle: 'Diese Speisekarte ist im Moment nicht verfügbar',
    menuNotAvailableBody: 'Sie ist {when} wieder verfügbar.',
    menuNotAvailableNever: 'Bitte wählen Sie eine andere Speisekarte.',
    availableNow: 'Jetzt verfügbar:',
  },
  fr: {
    menuNotAvailableTitle: 'Cette carte n’est pas disponible pour le moment',
    menuNotAvailableBody: 'Elle sera de nouveau disponible {when}.',
    menuNotAvailableNever: 'Veuillez choisir une autre carte.',
    availableNow: 'Disponibles maintenant\u00a0:',
  },
  es: {
    menuNotAvailableTitle: 'Esta carta no está disponible ahora mismo',
    menuNotAvailableBody: 'Volverá a estar disponible {when}.',
    menuNotAvailableNever: 'Elija otra carta.',
    availableNow: 'Disponibles ahora:',
  },
};
