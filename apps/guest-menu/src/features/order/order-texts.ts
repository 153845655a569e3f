// The table order's texts, apart from the app's catalogs: ordering loads on demand (the guest page's
// JavaScript budget), and so do its words in the five languages.
import type { Texts } from '../../lib/catalogs';

export interface OrderTexts {
  /** the bar's and the panel's title */
  yourOrder: string;
  close: string;
  /** {count} */
  dishesOne: string;
  /** {count} */
  dishesOther: string;
  /** {dishes} {total}: the bar while dishes wait to be sent */
  toSend: string;
  /** {total}: the bar once everything was sent */
  sentTotal: string;
  /** the bar of a closed order */
  closedShort: string;

  // the add sheet
  quantity: string;
  lessOne: string;
  moreOne: string;
  note: string;
  noteHint: string;
  /** {count}: characters left in the note */
  noteLeft: string;
  yourName: string;
  yourNameHint: string;
  /** the "no choice" of an optional single choice */
  none: string;
  /** {count} {group} */
  chooseAtLeast: string;
  /** {price} */
  addFor: string;
  adding: string;
  cancel: string;
  /** {name}: the dish's */
  added: string;
  /** {name}: kept on the phone, sent once the connection allows */
  addedLater: string;

  // the lines not sent yet
  notSentYet: string;
  nothingToSend: string;
  you: string;
  /** {name} */
  addedBy: string;
  /** {number}: a guest who gave no name */
  guestNumber: string;
  waiting: string;
  /** the button's visible word */
  remove: string;
  /** {name}: the dish's; the remove button's name */
  removeLine: string;
  /** {name} */
  lessOf: string;
  /** {name} */
  moreOf: string;
  /** {name} */
  noteOf: string;
  editNote: string;
  saveNote: string;
  /** {price} */
  each: string;
  problemUnavailable: string;
  problemOutOfStock: string;
  problemNotNow: string;
  problemNotOrderable: string;
  problemOptionsChanged: string;

  // sending
  send: string;
  sending: string;
  sendBlocked: string;
  /** {number}: the round's */
  sent: string;
  sendReplayed: string;
  nothingNew: string;
  /** {seconds} */
  rateLimited: string;
  itemsUnavailable: string;
  offlineAction: string;
  offlineWaiting: string;
  failed: string;

  // joining
  scanAgain: string;
  scanToOrder: string;
  orderingOff: string;
  guestsFull: string;
  linesFull: string;
  lineSent: string;

  // the rounds
  sentToKitchen: string;
  /** {number} */
  round: string;
  kitchen: string;
  bar: string;
  received: string;
  preparing: string;
  ready: string;
  served: string;
  /** {round} {station} {status}: announced when a round moves on */
  roundNow: string;
  voided: string;

  // the bill
  askBill: string;
  billTitle: string;
  total: string;
  vatIncluded: string;
  payAt: string;
  billOnItsWay: string;
  backToOrder: string;
  nothingToPay: string;
  closed: string;
  startNew: string;
}

export const ORDER_TEXTS: Texts<OrderTexts> = {
  en: {
    yourOrder: "Your table's order",
    close: 'Close',
    dishesOne: '{count} dish',
    dishesOther: '{count} dishes',
    toSend: '{dishes} to send · {total}',
    sentTotal: 'Sent · {total}',
    closedShort: 'Closed',
    quantity: 'Quantity',
    lessOne: 'One less',
    moreOne: 'One more',
    note: 'Note for the kitchen (optional)',
    noteHint: 'For example: no onions.',
    noteLeft: '{count} characters left',
    yourName: 'Your first name (optional)',
    yourNameHint: 'Shown to your table beside your dishes.',
    none: 'None',
    chooseAtLeast: 'Choose at least {count} in “{group}”.',
    addFor: 'Add to order · {price}',
    adding: 'Adding…',
    cancel: 'Cancel',
    added: "{name} is in your table's order.",
    addedLater: '{name} is kept on this phone and will be added as soon as there is a connection.',
    notSentYet: 'Not sent yet',
    nothingToSend: 'Nothing is waiting to be sent. Add dishes from the menu.',
    you: 'Added by you',
    addedBy: 'Added by {name}',
    guestNumber: 'Guest {number}',
    waiting: 'Waiting for a connection',
    remove: 'Remove',
    removeLine: 'Remove {name}',
    lessOf: 'One less: {name}',
    moreOf: 'One more: {name}',
    noteOf: 'Note for {name}',
    editNote: 'Note',
    saveNote: 'Save the note',
    each: '{price} each',
    problemUnavailable: 'No longer on the menu: remove it.',
    problemOutOfStock: 'Out of stock: remove it.',
    problemNotNow: 'Not served at this time: remove it.',
    problemNotOrderable: 'Cannot be ordered from the phone: remove it and ask your waiter.',
    problemOptionsChanged: 'Its options have changed: remove it and add it again.',
    send: 'Send to the kitchen',
    sending: 'Sending…',
    sendBlocked: 'Some dishes cannot be sent (marked above). Remove them, then send.',
    sent: 'Round {number} is on its way to the kitchen.',
    sendReplayed:
      'Your earlier send had already reached the kitchen. Dishes added since then are not sent yet: send again.',
    nothingNew: 'There is nothing new to send: add a dish first.',
    rateLimited: 'This table has sent several rounds in the last minute. Please wait {seconds} s.',
    itemsUnavailable: 'Nothing was sent: some dishes can no longer be ordered (marked above).',
    offlineAction: 'You are offline: nothing was sent. Try again when you are back online.',
    offlineWaiting: 'You are offline: your changes are kept on this phone until there is a connection.',
    failed: 'Something went wrong. Please try again.',
    scanAgain: 'Scan the code on your table again',
    scanToOrder: 'Scan the code on your table to order',
    orderingOff: 'This table does not take orders from phones: please ask your waiter.',
    guestsFull: "Too many phones share this table's order: please ask your waiter.",
    linesFull: "This table's order is full: please ask your waiter.",
    lineSent: 'This dish has already been sent to the kitchen: ask your waiter to change it.',
    sentToKitchen: 'Sent',
    round: 'Round {number}',
    kitchen: 'Kitchen',
    bar: 'Bar',
    received: 'Received',
    preparing: 'Being prepared',
    ready: 'Ready',
    served: 'Served',
    roundNow: 'Round {round}, {station}: {status}',
    voided: 'Cancelled',
    askBill: 'Ask for the bill',
    billTitle: 'Your bill',
    total: 'Total',
    vatIncluded: 'Prices include VAT.',
    payAt: 'Pay at the till or to your waiter.',
    billOnItsWay: 'The bill is on its way.',
    backToOrder: 'Back to the order',
    nothingToPay: 'Nothing has been sent to the kitchen yet, so there is no bill.',
    closed: "This table's order is closed.",
    startNew: 'Start a new order',
  },
  it: {
    yourOrder: 'L’ordine del tuo tavolo',
    close: 'Chiudi',
    dishesOne: '{count} piatto',
    dishesOther: '{count} piatti',
    toSend: '{dishes} da inviare · {total}',
    sentTotal: 'Inviato · {total}',
    closedShort: 'Chiuso',
    quantity: 'Quantità',
    lessOne: 'Uno in meno',
    moreOne: 'Uno in più',
    note: 'Nota per la cucina (facoltativa)',
    noteHint: 'Per esempio: senza cipolla.',
    noteLeft: 'Ancora {count} caratteri',
    yourName: 'Il tuo nome (facoltativo)',
    yourNameHint: 'Il tuo tavolo lo vede accanto ai tuoi piatti.',
    none: 'Nessuno',
    chooseAtLeast: 'Scegline almeno {count} in “{group}”.',
    addFor: 'Aggiungi all’ordine · {price}',
    adding: 'Aggiunta in corso…',
    cancel: 'Annulla',
    added: '{name} è nell’ordine del tuo tavolo.',
    addedLater: '{name} resta su questo telefono e sarà aggiunto appena c’è connessione.',
    notSentYet: 'Non ancora inviato',
    nothingToSend: 'Niente da inviare. Aggiungi piatti dal menu.',
    you: 'Aggiunto da te',
    addedBy: 'Aggiunto da {name}',
    guestNumber: 'Ospite {number}',
    waiting: 'In attesa di connessione',
    remove: 'Togli',
    removeLine: 'Togli {name}',
    lessOf: 'Uno in meno: {name}',
    moreOf: 'Uno in più: {name}',
    noteOf: 'Nota per {name}',
    editNote: 'Nota',
    saveNote: 'Salva la nota',
    each: '{price} l’uno',
    problemUnavailable: 'Non è più nel menu: toglilo.',
    problemOutOfStock: 'Esaurito: toglilo.',
    problemNotNow: 'Non servito in questo orario: toglilo.',
    problemNotOrderable: 'Non si può ordinare dal telefono: toglilo e chiedi al cameriere.',
    problemOptionsChanged: 'Le sue opzioni sono cambiate: toglilo e aggiungilo di nuovo.',
    send: 'Invia in cucina',
    sending: 'Invio in corso…',
    sendBlocked: 'Alcuni piatti non si possono inviare (segnati sopra). Toglili, poi invia.',
    sent: 'Il giro {number} sta arrivando in cucina.',
    sendReplayed:
      'Il tuo invio precedente era già arrivato in cucina. I piatti aggiunti dopo non sono ancora inviati: invia di nuovo.',
    nothingNew: 'Non c’è niente di nuovo da inviare: aggiungi prima un piatto.',
    rateLimited: 'Questo tavolo ha inviato diversi giri nell’ultimo minuto. Attendi {seconds} s.',
    itemsUnavailable:
      'Non è stato inviato niente: alcuni piatti non si possono più ordinare (segnati sopra).',
    offlineAction: 'Sei offline: non è stato inviato niente. Riprova quando sei di nuovo online.',
    offlineWaiting: 'Sei offline: le tue modifiche restano su questo telefono finché non c’è connessione.',
    failed: 'Qualcosa è andato storto. Riprova.',
    scanAgain: 'Inquadra di nuovo il codice sul tuo tavolo',
    scanToOrder: 'Inquadra il codice sul tuo tavolo per ordinare',
    orderingOff: 'Questo tavolo non accetta ordini dal telefono: chiedi al cameriere.',
    guestsFull: 'Troppi telefoni condividono l’ordine di questo tavolo: chiedi al cameriere.',
    linesFull: 'L’ordine di questo tavolo è pieno: chiedi al cameriere.',
    lineSent: 'Questo piatto è già stato inviato in cucina: chiedi al cameriere di cambiarlo.',
    sentToKitchen: 'Inviato',
    round: 'Giro {number}',
    kitchen: 'Cucina',
    bar: 'Bar',
    received: 'Ricevuto',
    preparing: 'In preparazione',
    ready: 'Pronto',
    served: 'Servito',
    roundNow: 'Giro {round}, {station}: {status}',
    voided: 'Annullato',
    askBill: 'Chiedi il conto',
    billTitle: 'Il tuo conto',
    total: 'Totale',
    vatIncluded: 'I prezzi includono l’IVA.',
    payAt: 'Paga alla cassa o al cameriere.',
    billOnItsWay: 'Il conto sta arrivando.',
    backToOrder: 'Torna all’ordine',
    nothingToPay: 'Non è stato ancora inviato niente in cucina, quindi non c’è un conto.',
    closed: 'L’ordine di questo tavolo è chiuso.',
    startNew: 'Inizia un nuovo ordine',
  },
  de: {
    yourOrder: 'Die Bestellung Ihres Tisches',
    close: 'Schließen',
    dishesOne: '{count} Gericht',
    dishesOther: '{count} Gerichte',
    toSend: '{dishes} zu senden · {total}',
    sentTotal: 'Gesendet · {total}',
    closedShort: 'Abgeschlossen',
    quantity: 'Menge',
    lessOne: 'Eins weniger',
    moreOne: 'Eins mehr',
    note: 'Hinweis für die Küche (optional)',
    noteHint: 'Zum Beispiel: ohne Zwiebeln.',
    noteLeft: 'Noch {count} Zeichen',
    yourName: 'Ihr Vorname (optional)',
    yourNameHint: 'Ihr Tisch sieht ihn neben Ihren Gerichten.',
    none: 'Keine',
    chooseAtLeast: 'Wählen Sie mindestens {count} bei „{group}“.',
    addFor: 'Zur Bestellung · {price}',
    adding: 'Wird hinzugefügt…',
    cancel: 'Abbrechen',
    added: '{name} ist in der Bestellung Ihres Tisches.',
    addedLater: '{name} bleibt auf diesem Telefon und wird hinzugefügt, sobald eine Verbindung besteht.',
    notSentYet: 'Noch nicht gesendet',
    nothingToSend: 'Nichts wartet auf das Senden. Fügen Sie Gerichte aus der Speisekarte hinzu.',
    you: 'Von Ihnen hinzugefügt',
    addedBy: 'Hinzugefügt von {name}',
    guestNumber: 'Gast {number}',
    waiting: 'Wartet auf eine Verbindung',
    remove: 'Entfernen',
    removeLine: '{name} entfernen',
    lessOf: 'Eins weniger: {name}',
    moreOf: 'Eins mehr: {name}',
    noteOf: 'Hinweis zu {name}',
    editNote: 'Hinweis',
    saveNote: 'Hinweis speichern',
    each: 'je {price}',
    problemUnavailable: 'Nicht mehr auf der Speisekarte: bitte entfernen.',
    problemOutOfStock: 'Ausverkauft: bitte entfernen.',
    problemNotNow: 'Zu dieser Zeit nicht erhältlich: bitte entfernen.',
    problemNotOrderable: 'Nicht per Telefon bestellbar: bitte entfernen und die Bedienung fragen.',
    problemOptionsChanged: 'Die Optionen haben sich geändert: bitte entfernen und neu hinzufügen.',
    send: 'An die Küche senden',
    sending: 'Wird gesendet…',
    sendBlocked:
      'Einige Gerichte können nicht gesendet werden (oben markiert). Entfernen Sie sie, dann senden.',
    sent: 'Runde {number} ist unterwegs in die Küche.',
    sendReplayed:
      'Ihr früheres Senden war schon in der Küche angekommen. Seitdem hinzugefügte Gerichte sind noch nicht gesendet: bitte erneut senden.',
    nothingNew: 'Es gibt nichts Neues zu senden: fügen Sie zuerst ein Gericht hinzu.',
    rateLimited:
      'Dieser Tisch hat in der letzten Minute mehrere Runden gesendet. Bitte warten Sie {seconds} s.',
    itemsUnavailable: 'Nichts wurde gesendet: einige Gerichte sind nicht mehr bestellbar (oben markiert).',
    offlineAction:
      'Sie sind offline: nichts wurde gesendet. Versuchen Sie es erneut, wenn Sie wieder online sind.',
    offlineWaiting:
      'Sie sind offline: Ihre Änderungen bleiben auf diesem Telefon, bis eine Verbindung besteht.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    scanAgain: 'Scannen Sie den Code auf Ihrem Tisch erneut',
    scanToOrder: 'Scannen Sie den Code auf Ihrem Tisch, um zu bestellen',
    orderingOff: 'An diesem Tisch kann nicht per Telefon bestellt werden: bitte fragen Sie die Bedienung.',
    guestsFull: 'Zu viele Telefone teilen die Bestellung dieses Tisches: bitte fragen Sie die Bedienung.',
    linesFull: 'Die Bestellung dieses Tisches ist voll: bitte fragen Sie die Bedienung.',
    lineSent: 'Dieses Gericht ist schon an die Küche gesendet: bitten Sie die Bedienung, es zu ändern.',
    sentToKitchen: 'Gesendet',
    round: 'Runde {number}',
    kitchen: 'Küche',
    bar: 'Bar',
    received: 'Eingegangen',
    preparing: 'In Zubereitung',
    ready: 'Fertig',
    served: 'Serviert',
    roundNow: 'Runde {round}, {station}: {status}',
    voided: 'Storniert',
    askBill: 'Um die Rechnung bitten',
    billTitle: 'Ihre Rechnung',
    total: 'Summe',
    vatIncluded: 'Die Preise enthalten die Mehrwertsteuer.',
    payAt: 'Bezahlen Sie an der Kasse oder bei Ihrer Bedienung.',
    billOnItsWay: 'Die Rechnung kommt gleich.',
    backToOrder: 'Zurück zur Bestellung',
    nothingToPay: 'Es wurde noch nichts an die Küche gesendet, daher gibt es keine Rechnung.',
    closed: 'Die Bestellung dieses Tisches ist abgeschlossen.',
    startNew: 'Neue Bestellung beginnen',
  },
  fr: {
    yourOrder: 'La commande de votre table',
    close: 'Fermer',
    dishesOne: '{count}\u00a0plat',
    dishesOther: '{count}\u00a0plats',
    toSend: '{dishes} à envoyer · {total}',
    sentTotal: 'Envoyé · {total}',
    closedShort: 'Clôturée',
    quantity: 'Quantité',
    lessOne: 'Un de moins',
    moreOne: 'Un de plus',
    note: 'Note pour la cuisine (facultatif)',
    noteHint: 'Par exemple\u00a0: sans oignons.',
    noteLeft: 'Encore {count}\u00a0caractères',
    yourName: 'Votre prénom (facultatif)',
    yourNameHint: 'Votre table le voit à côté de vos plats.',
    none: 'Aucun',
    chooseAtLeast: 'Choisissez au moins {count} dans «\u00a0{group}\u00a0».',
    addFor: 'Ajouter à la commande · {price}',
    adding: 'Ajout en cours…',
    cancel: 'Annuler',
    added: '{name} est dans la commande de votre table.',
    addedLater: '{name} reste sur ce téléphone et sera ajouté dès qu’il y aura une connexion.',
    notSentYet: 'Pas encore envoyé',
    nothingToSend: 'Rien n’attend d’être envoyé. Ajoutez des plats depuis la carte.',
    you: 'Ajouté par vous',
    addedBy: 'Ajouté par {name}',
    guestNumber: 'Convive {number}',
    waiting: 'En attente de connexion',
    remove: 'Retirer',
    removeLine: 'Retirer {name}',
    lessOf: 'Un de moins\u00a0: {name}',
    moreOf: 'Un de plus\u00a0: {name}',
    noteOf: 'Note pour {name}',
    editNote: 'Note',
    saveNote: 'Enregistrer la note',
    each: '{price} l’unité',
    problemUnavailable: 'N’est plus à la carte\u00a0: retirez-le.',
    problemOutOfStock: 'Épuisé\u00a0: retirez-le.',
    problemNotNow: 'Pas servi à cette heure\u00a0: retirez-le.',
    problemNotOrderable:
      'Ne peut pas être commandé par téléphone\u00a0: retirez-le et demandez à votre serveur.',
    problemOptionsChanged: 'Ses options ont changé\u00a0: retirez-le et ajoutez-le à nouveau.',
    send: 'Envoyer en cuisine',
    sending: 'Envoi en cours…',
    sendBlocked:
      'Certains plats ne peuvent pas être envoyés (signalés plus haut). Retirez-les, puis envoyez.',
    sent: 'La tournée {number} part en cuisine.',
    sendReplayed:
      'Votre envoi précédent était déjà arrivé en cuisine. Les plats ajoutés depuis ne sont pas encore envoyés\u00a0: envoyez à nouveau.',
    nothingNew: 'Il n’y a rien de nouveau à envoyer\u00a0: ajoutez d’abord un plat.',
    rateLimited:
      'Cette table a envoyé plusieurs tournées dans la dernière minute. Veuillez patienter {seconds}\u00a0s.',
    itemsUnavailable:
      'Rien n’a été envoyé\u00a0: certains plats ne peuvent plus être commandés (signalés plus haut).',
    offlineAction: 'Vous êtes hors ligne\u00a0: rien n’a été envoyé. Réessayez une fois de nouveau en ligne.',
    offlineWaiting:
      'Vous êtes hors ligne\u00a0: vos modifications restent sur ce téléphone jusqu’au retour de la connexion.',
    failed: 'Un problème est survenu. Veuillez réessayer.',
    scanAgain: 'Scannez de nouveau le code de votre table',
    scanToOrder: 'Scannez le code de votre table pour commander',
    orderingOff:
      'Cette table ne prend pas de commandes par téléphone\u00a0: veuillez demander à votre serveur.',
    guestsFull:
      'Trop de téléphones partagent la commande de cette table\u00a0: veuillez demander à votre serveur.',
    linesFull: 'La commande de cette table est pleine\u00a0: veuillez demander à votre serveur.',
    lineSent: 'Ce plat a déjà été envoyé en cuisine\u00a0: demandez à votre serveur de le modifier.',
    sentToKitchen: 'Envoyé',
    round: 'Tournée {number}',
    kitchen: 'Cuisine',
    bar: 'Bar',
    received: 'Reçue',
    preparing: 'En préparation',
    ready: 'Prête',
    served: 'Servie',
    roundNow: 'Tournée {round}, {station}\u00a0: {status}',
    voided: 'Annulé',
    askBill: 'Demander l’addition',
    billTitle: 'Votre addition',
    total: 'Total',
    vatIncluded: 'Les prix incluent la TVA.',
    payAt: 'Payez à la caisse ou auprès de votre serveur.',
    billOnItsWay: 'L’addition arrive.',
    backToOrder: 'Retour à la commande',
    nothingToPay: 'Rien n’a encore été envoyé en cuisine, il n’y a donc pas d’addition.',
    closed: 'La commande de cette table est clôturée.',
    startNew: 'Commencer une nouvelle commande',
  },
  es: {
    yourOrder: 'El pedido de su mesa',
    close: 'Cerrar',
    dishesOne: '{count} plato',
    dishesOther: '{count} platos',
    toSend: '{dishes} por enviar · {total}',
    sentTotal: 'Enviado · {total}',
    closedShort: 'Cerrado',
    quantity: 'Cantidad',
    lessOne: 'Uno menos',
    moreOne: 'Uno más',
    note: 'Nota para la cocina (opcional)',
    noteHint: 'Por ejemplo: sin cebolla.',
    noteLeft: 'Quedan {count} caracteres',
    yourName: 'Su nombre (opcional)',
    yourNameHint: 'Su mesa lo ve junto a sus platos.',
    none: 'Ninguno',
    chooseAtLeast: 'Elija al menos {count} en «{group}».',
    addFor: 'Añadir al pedido · {price}',
    adding: 'Añadiendo…',
    cancel: 'Cancelar',
    added: '{name} está en el pedido de su mesa.',
    addedLater: '{name} se guarda en este teléfono y se añadirá en cuanto haya conexión.',
    notSentYet: 'Aún sin enviar',
    nothingToSend: 'No hay nada por enviar. Añada platos desde la carta.',
    you: 'Añadido por usted',
    addedBy: 'Añadido por {name}',
    guestNumber: 'Comensal {number}',
    waiting: 'Esperando conexión',
    remove: 'Quitar',
    removeLine: 'Quitar {name}',
    lessOf: 'Uno menos: {name}',
    moreOf: 'Uno más: {name}',
    noteOf: 'Nota para {name}',
    editNote: 'Nota',
    saveNote: 'Guardar la nota',
    each: '{price} cada uno',
    problemUnavailable: 'Ya no está en la carta: quítelo.',
    problemOutOfStock: 'Agotado: quítelo.',
    problemNotNow: 'No se sirve a esta hora: quítelo.',
    problemNotOrderable: 'No se puede pedir desde el teléfono: quítelo y pregunte al camarero.',
    problemOptionsChanged: 'Sus opciones han cambiado: quítelo y añádalo de nuevo.',
    send: 'Enviar a cocina',
    sending: 'Enviando…',
    sendBlocked: 'Algunos platos no se pueden enviar (marcados arriba). Quítelos y luego envíe.',
    sent: 'La ronda {number} va camino de la cocina.',
    sendReplayed:
      'Su envío anterior ya había llegado a la cocina. Los platos añadidos después aún no se han enviado: envíe de nuevo.',
    nothingNew: 'No hay nada nuevo que enviar: añada primero un plato.',
    rateLimited: 'Esta mesa ha enviado varias rondas en el último minuto. Espere {seconds} s.',
    itemsUnavailable: 'No se ha enviado nada: algunos platos ya no se pueden pedir (marcados arriba).',
    offlineAction:
      'Está sin conexión: no se ha enviado nada. Inténtelo de nuevo cuando vuelva a estar en línea.',
    offlineWaiting: 'Está sin conexión: sus cambios se guardan en este teléfono hasta que haya conexión.',
    failed: 'Algo ha salido mal. Inténtelo de nuevo.',
    scanAgain: 'Escanee de nuevo el código de su mesa',
    scanToOrder: 'Escanee el código de su mesa para pedir',
    orderingOff: 'Esta mesa no acepta pedidos desde el teléfono: pregunte al camarero.',
    guestsFull: 'Demasiados teléfonos comparten el pedido de esta mesa: pregunte al camarero.',
    linesFull: 'El pedido de esta mesa está lleno: pregunte al camarero.',
    lineSent: 'Este plato ya se ha enviado a cocina: pida al camarero que lo cambie.',
    sentToKitchen: 'Enviado',
    round: 'Ronda {number}',
    kitchen: 'Cocina',
    bar: 'Barra',
    received: 'Recibida',
    preparing: 'En preparación',
    ready: 'Lista',
    served: 'Servida',
    roundNow: 'Ronda {round}, {station}: {status}',
    voided: 'Anulado',
    askBill: 'Pedir la cuenta',
    billTitle: 'Su cuenta',
    total: 'Total',
    vatIncluded: 'Los precios incluyen el IVA.',
    payAt: 'Pague en caja o a su camarero.',
    billOnItsWay: 'La cuenta está en camino.',
    backToOrder: 'Volver al pedido',
    nothingToPay: 'Aún no se ha enviado nada a cocina, así que no hay cuenta.',
    closed: 'El pedido de esta mesa está cerrado.',
    startNew: 'Empezar un pedido nuevo',
  },
};
