// The waiter call's texts, apart from the app's catalogs: the call button loads on demand (after the
// menu's first render), and so do its words in the five languages.
import type { Texts } from '../../lib/catalogs';

export interface CallTexts {
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
  /** a waiter said "On my way" in the console */
  callComing: string;
}

export const CALL_TEXTS: Texts<CallTexts> = {
  en: {
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
    callComing: 'A waiter is coming',
  },
  it: {
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
    callComing: 'Un cameriere sta arrivando',
  },
  de: {
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
    callComing: 'Eine Bedienung ist unterwegs',
  },
  fr: {
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
    callComing: 'Un serveur arrive',
  },
  es: {
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
    callComing: 'Un camarero va de camino',
  },
};
