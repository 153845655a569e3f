// The not-found pages' texts, apart from the app's catalogs: those pages load on demand (a 404 has
// come from the server, so the network is there to bring them).
import type { Texts } from '../lib/catalogs';

export interface NotFoundTexts {
  tableNotFoundTitle: string;
  tableNotFoundBody: string;
  pageNotFoundTitle: string;
  pageNotFoundBody: string;
  menuNotFoundTitle: string;
}

export const NOT_FOUND_TEXTS: Texts<NotFoundTexts> = {
  en: {
    tableNotFoundTitle: "This table's menu could not be found",
    tableNotFoundBody: 'Scan the QR code on your table again, or ask our staff.',
    pageNotFoundTitle: 'No menu at this address',
    pageNotFoundBody: 'Scan the QR code on your table to open the menu.',
    menuNotFoundTitle: 'This menu could not be found',
  },
  it: {
    tableNotFoundTitle: 'Il menu di questo tavolo non è stato trovato',
    tableNotFoundBody: 'Scansiona di nuovo il codice QR sul tavolo o chiedi al nostro personale.',
    pageNotFoundTitle: 'Nessun menu a questo indirizzo',
    pageNotFoundBody: 'Scansiona il codice QR sul tavolo per aprire il menu.',
    menuNotFoundTitle: 'Questo menu non è stato trovato',
  },
  de: {
    tableNotFoundTitle: 'Die Speisekarte dieses Tisches wurde nicht gefunden',
    tableNotFoundBody: 'Scannen Sie den QR-Code auf Ihrem Tisch erneut oder fragen Sie unser Personal.',
    pageNotFoundTitle: 'Unter dieser Adresse gibt es keine Speisekarte',
    pageNotFoundBody: 'Scannen Sie den QR-Code auf Ihrem Tisch, um die Speisekarte zu öffnen.',
    menuNotFoundTitle: 'Diese Speisekarte wurde nicht gefunden',
  },
  fr: {
    tableNotFoundTitle: 'La carte de cette table est introuvable',
    tableNotFoundBody: 'Scannez à nouveau le QR code de votre table ou adressez-vous à notre personnel.',
    pageNotFoundTitle: 'Aucune carte à cette adresse',
    pageNotFoundBody: 'Scannez le QR code de votre table pour ouvrir la carte.',
    menuNotFoundTitle: 'Cette carte est introuvable',
  },
  es: {
    tableNotFoundTitle: 'No se ha encontrado la carta de esta mesa',
    tableNotFoundBody: 'Vuelva a escanear el código QR de su mesa o pregunte a nuestro personal.',
    pageNotFoundTitle: 'No hay ninguna carta en esta dirección',
    pageNotFoundBody: 'Escanee el código QR de su mesa para abrir la carta.',
    menuNotFoundTitle: 'No se ha encontrado esta carta',
  },
};
