/**
 * The `Instructions` sheet of the template and the export: how each column is filled in, in the
 * sheet's language. The import never reads it (it reads the `Menu` sheet).
 */
import type { ColumnKey, SpreadsheetLanguage } from '@tavola/domain/menu-spreadsheet';

export const INSTRUCTIONS_SHEET: Record<SpreadsheetLanguage, string> = {
  en: 'Instructions',
  it: 'Istruzioni',
};

export const INSTRUCTIONS_HEADERS: Record<SpreadsheetLanguage, [string, string, string]> = {
  en: ['Column', 'How to fill it in', 'Example'],
  it: ['Colonna', 'Come compilarla', 'Esempio'],
};

type Instruction = { how: string; example: string };

const EN: Record<ColumnKey, Instruction> = {
  section: {
    how: 'The section the item is in. Write it on every row; rows of one section stay together in their order.',
    example: 'Pizzas',
  },
  sectionHidden: {
    how: 'yes to hide the whole section from guests. The first row of a section decides.',
    example: 'no',
  },
  name: { how: 'The name of the dish (required).', example: 'Margherita' },
  description: { how: 'A short description guests read under the name.', example: 'Our classic' },
  ingredients: { how: 'The ingredients, as guests read them.', example: 'Tomato, mozzarella, basil' },
  allergens: {
    how: 'The allergens of the dish without options: codes, names or numbers of the Allergens sheet, separated by commas.',
    example: 'gluten, milk',
  },
  dietaryTags: {
    how: 'vegetarian, vegan, gluten-free, lactose-free, halal, kosher, separated by commas. A vegan dish cannot contain milk or eggs, a gluten-free one cannot contain gluten.',
    example: 'vegetarian',
  },
  spiciness: { how: 'How spicy: 0 (or blank) not spicy, 1 mild, 2 medium, 3 very hot.', example: '1' },
  price: { how: 'The price, for example 8.50. Leave it blank for no price.', example: '8.50' },
  priceText: { how: 'Words beside the price, such as "per 100 g".', example: 'per 100 g' },
  options: {
    how: 'The option groups. Groups are separated by ; and options by |. A group: its name, its rules in brackets (single or multiple; required; min 1; max 2), a colon, its options. An option: its name, its price (= 8 in a single choice: what the dish costs with it; + 1.50 in a multiple choice: added to the dish), its allergens in [ ], and (out of stock) when it is. A name with one of ; | : = + [ ] ( ) " is written in double quotes.',
    example:
      'Size (single, required): Small = 8 | Large = 11; Extras (multiple, max 2): parmesan + 1.50 [milk] | olives + 1',
  },
  bestSeller: { how: 'yes to mark the dish as a bestseller.', example: 'yes' },
  suggested: { how: 'yes to mark the dish as recommended.', example: 'no' },
  outOfStock: { how: 'yes when the dish is out of stock today.', example: 'no' },
  hidden: { how: 'yes to hide the dish from guests.', example: 'no' },
  notes: { how: 'Notes guests read under the dish.', example: 'Frozen product' },
  branded: { how: 'yes for a branded product, whose name is never translated.', example: 'no' },
  translateName: { how: 'no to keep the name untranslated in every language.', example: 'yes' },
  photo: {
    how: 'Filled in by the export: the address of the dish’s photo. The import does not read it: add or change photos in the console.',
    example: '',
  },
};

const IT: Record<ColumnKey, Instruction> = {
  section: {
    how: 'La sezione del piatto. Scrivila su ogni riga; le righe di una sezione restano insieme, nel loro ordine.',
    example: 'Pizze',
  },
  sectionHidden: {
    how: 'sì per nascondere tutta la sezione agli ospiti. Decide la prima riga della sezione.',
    example: 'no',
  },
  name: { how: 'Il nome del piatto (obbligatorio).', example: 'Margherita' },
  description: {
    how: 'Una breve descrizione che gli ospiti leggono sotto il nome.',
    example: 'La nostra classica',
  },
  ingredients: {
    how: 'Gli ingredienti, come li leggono gli ospiti.',
    example: 'Pomodoro, mozzarella, basilico',
  },
  allergens: {
    how: 'Gli allergeni del piatto senza opzioni: codici, nomi o numeri del foglio Allergens, separati da virgole.',
    example: 'glutine, latte',
  },
  dietaryTags: {
    how: 'vegetariano, vegano, senza glutine, senza lattosio, halal, kosher (o i codici vegetarian, vegan, gluten-free, lactose-free), separati da virgole. Un piatto vegano non può contenere latte o uova, uno senza glutine non può contenere glutine.',
    example: 'vegetarian',
  },
  spiciness: {
    how: 'Quanto è piccante: 0 (o vuoto) non piccante, 1 poco, 2 medio, 3 molto piccante.',
    example: '1',
  },
  price: { how: 'Il prezzo, per esempio 8,50. Lascialo vuoto se non c’è.', example: '8,50' },
  priceText: { how: 'Parole accanto al prezzo, come "all’etto".', example: 'all’etto' },
  options: {
    how: 'I gruppi di opzioni. I gruppi si separano con ; e le opzioni con |. Un gruppo: il nome, le regole tra parentesi (singola o multipla; obbligatoria; min 1; max 2), due punti, le opzioni. Un’opzione: il nome, il prezzo (= 8 in una scelta singola: quanto costa il piatto con quell’opzione; + 1,50 in una scelta multipla: si aggiunge al piatto), gli allergeni tra [ ], e (esaurito) se lo è. Un nome che contiene ; | : = + [ ] ( ) " si scrive tra virgolette.',
    example:
      'Formato (singola, obbligatoria): Piccola = 8 | Grande = 11; Aggiunte (multipla, max 2): parmigiano + 1,50 [latte] | olive + 1',
  },
  bestSeller: { how: 'sì per segnare il piatto come più venduto.', example: 'sì' },
  suggested: { how: 'sì per segnare il piatto come consigliato.', example: 'no' },
  outOfStock: { how: 'sì quando oggi il piatto è esaurito.', example: 'no' },
  hidden: { how: 'sì per nascondere il piatto agli ospiti.', example: 'no' },
  notes: { how: 'Note che gli ospiti leggono sotto il piatto.', example: 'Prodotto surgelato' },
  branded: { how: 'sì per un prodotto di marca, il cui nome non si traduce mai.', example: 'no' },
  translateName: { how: 'no per lasciare il nome uguale in ogni lingua.', example: 'sì' },
  photo: {
    how: 'La compila l’esportazione: l’indirizzo della foto del piatto. L’importazione non la legge: aggiungi o cambia le foto nella console.',
    example: '',
  },
};

const TRANSLATIONS: Record<SpreadsheetLanguage, Instruction> = {
  en: {
    how: 'Translation columns: the header followed by a colon and the language, such as Name:fr, Description:de.',
    example: 'Name:fr',
  },
  it: {
    how: 'Colonne delle traduzioni: l’intestazione seguita da due punti e dalla lingua, come Nome:fr, Descrizione:de.',
    example: 'Nome:fr',
  },
};

export const INSTRUCTIONS: Record<SpreadsheetLanguage, Record<ColumnKey, Instruction>> = { en: EN, it: IT };
export const TRANSLATION_INSTRUCTION = TRANSLATIONS;
