import { describe, expect, it } from 'vitest';
import { ocrPageOf, pageOf } from './page-fixtures.ts';
import { readMenuDraft } from './read-draft.ts';

const it_ = { language: 'it' };

/** The draft without its places on the page: what the owner reads in review. */
function dishes(draft: ReturnType<typeof readMenuDraft>) {
  return draft.sections.map((section) => ({
    section: section.name,
    dishes: section.dishes.map(({ name, prices, description }) => ({
      name,
      prices: prices.map((p) => p.amount),
      description,
    })),
  }));
}

describe('reading a menu from positioned text', () => {
  it('finds the title, the sections by their look, dishes with prices and descriptions', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Trattoria da Mario', y: 30, size: 24, bold: true },
          { text: 'ANTIPASTI', y: 80, size: 14, bold: true },
          { text: 'Bruschetta ........ 6,50', y: 100 },
          { text: 'Pane tostato, pomodoro e basilico', y: 112, size: 9, italic: true },
          { text: 'Caprese', y: 128, also: [{ text: '€ 9', x: 400 }] },
          { text: 'PRIMI', y: 160, size: 14, bold: true },
          { text: 'Spaghetti alle vongole 14.50', y: 180 },
          { text: 'Lasagne 12', y: 196 },
          { text: 'Ragù di manzo, besciamella', y: 208, size: 9, italic: true },
          { text: 'fatta in casa', y: 219, size: 9, italic: true },
        ]),
      ],
      it_,
    );
    expect(draft.title).toBe('Trattoria da Mario');
    expect(dishes(draft)).toEqual([
      {
        section: 'ANTIPASTI',
        dishes: [
          { name: 'Bruschetta', prices: [6.5], description: 'Pane tostato, pomodoro e basilico' },
          { name: 'Caprese', prices: [9], description: null },
        ],
      },
      {
        section: 'PRIMI',
        dishes: [
          { name: 'Spaghetti alle vongole', prices: [14.5], description: null },
          { name: 'Lasagne', prices: [12], description: 'Ragù di manzo, besciamella fatta in casa' },
        ],
      },
    ]);
    // each dish points at where it was read, its description included
    const lasagne = draft.sections[1]?.dishes[1];
    expect(lasagne?.sources).toEqual([{ page: 1, box: expect.objectContaining({ y: 196 }) }]);
    expect(lasagne?.sources[0]?.box.height).toBeGreaterThan(25);
  });

  it('reads two columns down the left one first, though each baseline is one line', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Pizze', y: 60, size: 14, bold: true, also: [{ text: 'Dolci', x: 330 }] },
          { text: 'Margherita 8', y: 80, also: [{ text: 'Tiramisù 6', x: 330 }] },
          { text: 'Diavola 9,50', y: 95, also: [{ text: 'Panna cotta 5,50', x: 330 }] },
          { text: 'Capricciosa 10', y: 110, also: [{ text: 'Cannolo 4', x: 330 }] },
          { text: 'Quattro formaggi 10,50', y: 125 },
        ]),
      ],
      it_,
    );
    expect(dishes(draft).map(({ section, dishes }) => [section, dishes.map((dish) => dish.name)])).toEqual([
      ['Pizze', ['Margherita', 'Diavola', 'Capricciosa', 'Quattro formaggi']],
      ['Dolci', ['Tiramisù', 'Panna cotta', 'Cannolo']],
    ]);
  });

  it('reads prices as menus print them, and two prices as two sizes', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'BIRRE', y: 60, size: 14, bold: true },
          { text: 'Bionda 0,2 l 3,50 0,4 l 6,00', y: 80 },
          { text: 'Rossa Piccola 4 Grande 7', y: 95 },
          { text: 'Weizen 5 / 8', y: 110 },
          { text: 'Analcolica 12,50 €', y: 125 },
          { text: 'Sidro EUR 4.90', y: 140 },
        ]),
      ],
      it_,
    );
    const prices = draft.sections[0]?.dishes.map((dish) => [dish.name, dish.prices]);
    expect(prices).toEqual([
      [
        'Bionda',
        [
          { amount: 3.5, label: '0,2 l' },
          { amount: 6, label: '0,4 l' },
        ],
      ],
      [
        'Rossa',
        [
          { amount: 4, label: 'Piccola' },
          { amount: 7, label: 'Grande' },
        ],
      ],
      [
        'Weizen',
        [
          { amount: 5, label: null },
          { amount: 8, label: null },
        ],
      ],
      ['Analcolica', [{ amount: 12.5, label: null }]],
      ['Sidro', [{ amount: 4.9, label: null }]],
    ]);
  });

  it('reads allergen marks through the legend, and dietary marks', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'SECONDI', y: 60, size: 14, bold: true },
          { text: 'Cotoletta (1, 3, 7) 16', y: 80 },
          { text: 'Insalata di farro (V) 11', y: 95 },
          { text: 'Burger · vegano A, F 13', y: 110 },
          { text: 'A Glutine B Crostacei C Uova D Pesce E Arachidi F Soia G Latte', y: 300, size: 7 },
        ]),
      ],
      it_,
    );
    const read = draft.sections[0]?.dishes.map(({ name, allergens, dietaryTags }) => ({
      name,
      allergens,
      dietaryTags,
    }));
    expect(read).toEqual([
      // the legend gives letters: numbers in brackets still follow the regulation
      { name: 'Cotoletta', allergens: ['gluten', 'eggs', 'milk'], dietaryTags: [] },
      { name: 'Insalata di farro', allergens: [], dietaryTags: ['vegetarian'] },
      { name: 'Burger', allergens: ['gluten', 'soybeans'], dietaryTags: ['vegan'] },
    ]);
    expect(draft.sections.map((section) => section.name)).toEqual(['SECONDI']);
  });

  it('reads numbered marks in the regulation order when there is no legend', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'PRIMI', y: 60, size: 14, bold: true },
          { text: 'Lasagne¹,⁷ 12', y: 80 },
          { text: 'Carbonara (1,3,7) 13', y: 95 },
        ]),
      ],
      it_,
    );
    expect(draft.sections[0]?.dishes.map((dish) => [dish.name, dish.allergens])).toEqual([
      ['Lasagne', ['gluten', 'milk']],
      ['Carbonara', ['gluten', 'eggs', 'milk']],
    ]);
  });

  it('takes a second language printed under a dish or beside a heading as translations', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Antipasti / Starters', y: 60, size: 14, bold: true },
          { text: 'Fritto misto 15', y: 80 },
          { text: 'Calamari e gamberi fritti', y: 92, size: 9 },
          { text: 'Fried squid and prawns with lemon', y: 104, size: 9, italic: true },
          { text: 'Polpo alla griglia 16', y: 125 },
          { text: 'Grilled octopus with potatoes', y: 137, size: 9, italic: true },
        ]),
      ],
      it_,
    );
    const section = draft.sections[0];
    expect(section?.name).toBe('Antipasti');
    expect(section?.translations).toEqual({ en: 'Starters' });
    expect(
      section?.dishes.map(({ name, description, translations }) => ({ name, description, translations })),
    ).toEqual([
      {
        name: 'Fritto misto',
        description: 'Calamari e gamberi fritti',
        translations: { en: { name: null, description: 'Fried squid and prawns with lemon' } },
      },
      {
        name: 'Polpo alla griglia',
        description: null,
        translations: { en: { name: 'Grilled octopus with potatoes', description: null } },
      },
    ]);
  });

  it('takes a price on the line under its dish, and marks what OCR was unsure of', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'DOLCI', y: 60, size: 14, bold: true },
          { text: 'Tiramisù', y: 80 },
          { text: '6', x: 400, y: 92 },
          { text: 'Sbrisolona 5,5O', y: 110, confidence: 0.4 },
          { text: 'Crostata 5', y: 125, confidence: 0.9 },
        ]),
      ],
      it_,
    );
    expect(
      draft.sections[0]?.dishes.map(({ name, prices, unsure }) => [name, prices[0]?.amount, unsure]),
    ).toEqual([
      ['Tiramisù', 6, []],
      // "5,5O": OCR's O for a 0, read as a price and left for the owner to check
      ['Sbrisolona', 5.5, ['name', 'prices']],
      ['Crostata', 5, []],
    ]);
  });

  it('reads the habits of a menu: centred headings, marks printed bare, legends that wrap, names that wrap', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Aperitivi · Aperitifs', x: 250, y: 60, size: 9, italic: true },
          { text: 'Aperol Spritz vegano (L) 7,00', y: 80, bold: true },
          { text: 'Aperol, prosecco, soda', y: 92, size: 9 },
          { text: 'Hugo vegano (L) 7,00', y: 108, bold: true },
          { text: 'Sciroppo di sambuco, prosecco', y: 120, size: 9 },
          { text: 'Cocktail classici · Classic cocktails', x: 230, y: 140, size: 9, italic: true },
          { text: 'Negroni vegano 9,00', y: 160, bold: true },
          { text: 'V · SG', y: 172, size: 8 },
          { text: 'Tagliere misto della casa', y: 188, bold: true },
          { text: '/ Mixed platter of the house 14,00', y: 200, italic: true },
          {
            text: 'A Glutine B Crostacei C Uova D Pesce E Arachidi F Soia G Latte H Frutta a guscio',
            y: 400,
            size: 7,
          },
          { text: 'I Sedano J Senape K Sesamo L Solfiti M Lupini N Molluschi', y: 409, size: 7 },
        ]),
      ],
      it_,
    );
    expect(
      draft.sections.map((section) => [
        section.name,
        section.translations,
        section.dishes.map(({ name, allergens, dietaryTags, translations }) => ({
          name,
          allergens,
          dietaryTags,
          translations,
        })),
      ]),
    ).toEqual([
      [
        'Aperitivi',
        { en: 'Aperitifs' },
        [
          { name: 'Aperol Spritz', allergens: ['sulphites'], dietaryTags: ['vegan'], translations: {} },
          { name: 'Hugo', allergens: ['sulphites'], dietaryTags: ['vegan'], translations: {} },
        ],
      ],
      [
        'Cocktail classici',
        { en: 'Classic cocktails' },
        [
          {
            name: 'Negroni',
            allergens: [],
            dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
            translations: {},
          },
          {
            name: 'Tagliere misto della casa',
            allergens: [],
            dietaryTags: [],
            translations: { en: { name: 'Mixed platter of the house', description: null } },
          },
        ],
      ],
    ]);
  });

  it('reads a line of dietary marks under a dish as its marks though OCR read their dots as dashes', () => {
    const draft = readMenuDraft(
      [
        ocrPageOf(
          [
            { text: 'Contorni', x: 250, y: 60, size: 14 },
            { text: 'Patate al forno 5,00 €', y: 90 },
            { text: 'VG - SG', y: 102, size: 8 },
            { text: 'Spinaci saltati 6,00 €', y: 120 },
            { text: 'V-GF', y: 132, size: 8 },
            { text: 'Dolci', x: 250, y: 160, size: 14 },
            { text: 'Tiramisù 6,50 €', y: 190 },
            { text: 'V + SG', y: 202, size: 8 },
          ],
          1,
        ),
      ],
      it_,
    );
    expect(
      draft.sections.map((section) => [
        section.name,
        section.dishes.map((dish) => [dish.name, dish.dietaryTags]),
      ]),
    ).toEqual([
      [
        'Contorni',
        [
          ['Patate al forno', ['vegan', 'gluten-free']],
          ['Spinaci saltati', ['vegetarian', 'gluten-free']],
        ],
      ],
      ['Dolci', [['Tiramisù', ['vegetarian', 'gluten-free']]]],
    ]);
  });

  it('puts allergen marks printed raised back after the name they follow', () => {
    // a text layer gives raised marks a line of their own, a little above their name's
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Entrantes', y: 40, size: 14, bold: true },
          { text: 'Starters', y: 58, italic: true },
          { text: '1', x: 127, y: 79, size: 7 },
          { text: 'Croquetas caseras', y: 80, also: [{ text: '8,50', x: 400 }] },
          { text: '14', x: 132, y: 99, size: 7 },
          { text: 'Pulpo a la gallega', y: 100, also: [{ text: '19,00', x: 400 }] },
        ]),
      ],
      { language: 'es' },
    );
    expect(
      draft.sections.map((section) => [
        section.name,
        section.dishes.map(({ name, prices, allergens }) => [name, prices[0]?.amount, allergens]),
      ]),
    ).toEqual([
      [
        'Entrantes',
        [
          ['Croquetas caseras', 8.5, ['gluten']],
          ['Pulpo a la gallega', 19, ['molluscs']],
        ],
      ],
    ]);
  });

  it('keeps a number in a name when the menu prints every price with cents', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Cocktails', y: 40, size: 14, bold: true },
          { text: 'French 75 12,00 €', y: 60 },
          { text: 'Kir royal 13,00 €', y: 75 },
          { text: 'Spritz 9,50 €', y: 90 },
          { text: 'Negroni 11,00 €', y: 105 },
          { text: 'Mojito 10,50 €', y: 120 },
        ]),
      ],
      { language: 'fr' },
    );
    expect(draft.sections[0]?.dishes.slice(0, 2).map((dish) => [dish.name, dish.prices])).toEqual([
      ['French 75', [{ amount: 12, label: null }]],
      ['Kir royal', [{ amount: 13, label: null }]],
    ]);
  });

  it('gives back the separator OCR lost in a price, on a menu that prints cents, and marks it to check', () => {
    const lines = [
      { text: 'Vini', y: 40, size: 14, bold: true },
      { text: 'Prosecco 8,00 € 34,00 €', y: 60, confidence: 0.9 },
      { text: 'Pinot grigio 28,50 € 650 €', y: 75, confidence: 0.9 },
      // allergen marks OCR ran together before the price: not a price
      { text: 'Calamari 314 9,50 €', y: 82, confidence: 0.9 },
      { text: 'Malbec 8,50 €', y: 90, confidence: 0.9 },
      { text: 'Lambrusco 1250', y: 105, confidence: 0.9 },
      { text: 'Barolo 2019 12,00 €', y: 120, confidence: 0.9 },
      { text: 'Chianti 9,50 €', y: 135, confidence: 0.9 },
    ];
    const read = (page: ReturnType<typeof pageOf>) =>
      readMenuDraft([page], it_).sections[0]?.dishes.map(
        ({ name, prices, unsure }) => [name, prices.map((price) => price.amount), unsure] as const,
      );
    expect(read(ocrPageOf(lines))).toEqual([
      ['Prosecco', [8, 34], []],
      ['Pinot grigio', [28.5, 6.5], ['prices']],
      ['Calamari 314', [9.5], []],
      ['Malbec', [8.5], []],
      ['Lambrusco', [12.5], ['prices']],
      // a year before the price is the name's
      ['Barolo 2019', [12], []],
      ['Chianti', [9.5], []],
    ]);
    // a PDF's text is what was printed: a number there is left as it is
    const printed = read(pageOf(lines.map((line) => ({ ...line, confidence: 1 })))) ?? [];
    expect(printed.flatMap(([, amounts]) => amounts)).not.toContain(6.5);
    expect(printed.flatMap(([, amounts]) => amounts)).not.toContain(12.5);
  });

  it('takes a price under its name past the dietary marks printed beside it', () => {
    // the name too long for the price column's line: its marks and prices on the line under it
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'VOM FASS', y: 40, size: 14, bold: true },
          { text: 'Pils 3,90', y: 60 },
          { text: 'Dunkles / Dark beer', y: 75 },
          { text: '(VG)', y: 87, size: 8 },
          { text: '3,60', x: 400, y: 87 },
          { text: 'Helles', y: 102 },
          { text: '(VG) 4,10', y: 114, size: 8 },
        ]),
      ],
      { language: 'de' },
    );
    expect(
      draft.sections[0]?.dishes.map(({ name, prices, dietaryTags, description }) => [
        name,
        prices[0]?.amount,
        dietaryTags,
        description,
      ]),
    ).toEqual([
      ['Pils', 3.9, [], null],
      ['Dunkles', 3.6, ['vegan'], null],
      ['Helles', 4.1, ['vegan'], null],
    ]);
  });

  it('reads dietary words printed bare after names, of one word or more, when the menu does so', () => {
    const namesAndTags = (draft: ReturnType<typeof readMenuDraft>) =>
      draft.sections.flatMap((section) => section.dishes.map(({ name, dietaryTags }) => [name, dietaryTags]));
    const bare = readMenuDraft(
      [
        pageOf([
          { text: 'Tapas', y: 40, size: 14, bold: true },
          { text: 'Ensaladilla rusa sin gluten 6,50', y: 60 },
          { text: 'Boquerones en vinagre sin gluten 7,00', y: 75 },
          { text: 'Patatas bravas vegano 5,00', y: 90 },
        ]),
      ],
      { language: 'es' },
    );
    expect(namesAndTags(bare)).toEqual([
      ['Ensaladilla rusa', ['gluten-free']],
      ['Boquerones en vinagre', ['gluten-free']],
      ['Patatas bravas', ['vegan']],
    ]);
    // marks in brackets are no habit of bare words: a name may say "vegetariana" itself
    const bracketed = readMenuDraft(
      [
        pageOf([
          { text: 'Panini', y: 40, size: 14, bold: true },
          { text: 'Piadina vegetariana (V) 9', y: 60 },
          { text: 'Toast (V) 5', y: 75 },
          { text: 'Caprese (V) 7', y: 90 },
        ]),
      ],
      { language: 'it' },
    );
    expect(namesAndTags(bracketed)).toEqual([
      ['Piadina vegetariana', ['vegetarian']],
      ['Toast', ['vegetarian']],
      ['Caprese', ['vegetarian']],
    ]);
  });

  it('reads the dot leaders OCR garbles into letters as leaders', () => {
    const draft = readMenuDraft(
      [
        ocrPageOf([
          { text: 'COCKTAILS', y: 40, size: 14 },
          // the dots read as letters, with next to no confidence, or beginning with the dots
          {
            text: 'NEGRONI',
            y: 60,
            also: [
              { text: 'eee esses eres sss', x: 90, confidence: 0.05 },
              { text: '10.50', x: 400 },
            ],
          },
          {
            text: 'MOJITO',
            y: 80,
            also: [
              { text: '....ioiiiriiin', x: 90, confidence: 0 },
              { text: '9.50', x: 400 },
            ],
          },
          // a name OCR was unsure of, before the dots, stays the name's
          {
            text: 'DARK',
            y: 100,
            also: [
              { text: 'STORMY', x: 70, confidence: 0.2 },
              { text: '.....sss', x: 110, confidence: 0 },
              { text: '9', x: 400 },
            ],
          },
        ]),
      ],
      { language: 'en' },
    );
    expect(draft.sections[0]?.dishes.map((dish) => [dish.name, dish.prices[0]?.amount])).toEqual([
      ['NEGRONI', 10.5],
      ['MOJITO', 9.5],
      ['DARK STORMY', 9],
    ]);
  });

  it('reads marks OCR read raised inside a line as marks, and leaves out those it garbled', () => {
    const draft = readMenuDraft(
      [
        ocrPageOf([
          { text: 'PUB CLASSICS', y: 40, size: 14 },
          {
            text: 'Bangers and mash',
            y: 60,
            also: [
              { text: '1712', x: 122, y: 58, size: 6, confidence: 0.4 },
              { text: '14.00', x: 400 },
            ],
          },
          {
            text: 'Fish pie',
            y: 80,
            also: [
              { text: '4,7', x: 82, y: 78, size: 6, confidence: 0.8 },
              { text: '15.50', x: 400 },
            ],
          },
        ]),
      ],
      { language: 'en' },
    );
    expect(draft.sections[0]?.dishes.map(({ name, allergens }) => [name, allergens])).toEqual([
      ['Bangers and mash', []],
      ['Fish pie', ['fish', 'milk']],
    ]);
  });

  it('takes sizes printed over the price columns as the prices’ labels, not as a heading', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'ON TAP', y: 40, size: 14, bold: true },
          { text: 'Half', x: 380, y: 60, size: 9, italic: true, also: [{ text: 'Pint', x: 450 }] },
          {
            text: 'House lager',
            y: 75,
            also: [
              { text: '2.40', x: 380 },
              { text: '4.90', x: 450 },
            ],
          },
          {
            text: 'Guinness',
            y: 90,
            also: [
              { text: '2.70', x: 380 },
              { text: '5.50', x: 450 },
            ],
          },
        ]),
      ],
      { language: 'en' },
    );
    expect(draft.sections.map((section) => section.name)).toEqual(['ON TAP']);
    expect(draft.sections[0]?.dishes.map((dish) => [dish.name, dish.prices])).toEqual([
      [
        'House lager',
        [
          { amount: 2.4, label: 'Half' },
          { amount: 4.9, label: 'Pint' },
        ],
      ],
      [
        'Guinness',
        [
          { amount: 2.7, label: 'Half' },
          { amount: 5.5, label: 'Pint' },
        ],
      ],
    ]);
  });

  it('reads sizes in litres OCR ran together with their unit ("0,21") as sizes, not prices', () => {
    const draft = readMenuDraft(
      [
        ocrPageOf([
          { text: 'BIRRE ALLA SPINA', y: 40, size: 14 },
          { text: 'Draught beers', y: 52, size: 9, italic: true },
          { text: '0,21', x: 380, y: 63, size: 8, also: [{ text: '0,41', x: 450 }] },
          {
            text: 'Bionda',
            y: 75,
            also: [
              { text: '3,50', x: 380 },
              { text: '5,50', x: 450 },
            ],
          },
          {
            text: 'Rossa',
            y: 90,
            also: [
              { text: '4,00', x: 380 },
              { text: '6,50', x: 450 },
            ],
          },
          { text: 'Weiss 0,31 4,00 0,51 6,00', y: 105 },
        ]),
      ],
      it_,
    );
    expect(draft.sections.map((section) => section.name)).toEqual(['BIRRE ALLA SPINA']);
    expect(draft.sections[0]?.dishes.map((dish) => [dish.name, dish.prices])).toEqual([
      [
        'Bionda',
        [
          { amount: 3.5, label: '0,2 l' },
          { amount: 5.5, label: '0,4 l' },
        ],
      ],
      [
        'Rossa',
        [
          { amount: 4, label: '0,2 l' },
          { amount: 6.5, label: '0,4 l' },
        ],
      ],
      [
        'Weiss',
        [
          { amount: 4, label: '0,3 l' },
          { amount: 6, label: '0,5 l' },
        ],
      ],
    ]);
  });

  it('joins the lines OCR gave one row as, side by side: a dish and its price past the leaders', () => {
    const draft = readMenuDraft(
      [
        ocrPageOf([
          { text: 'Antipasti', x: 250, y: 40, size: 14 },
          { text: 'Vitello tonnato', y: 70 },
          { text: '12,00', x: 500, y: 71 },
          // the description under it, its box reaching into the name's row (OCR's boxes are
          // loose): across the name, so stacked under it, not beside it
          { text: 'Fettine di vitello, salsa tonnata', y: 73, size: 9 },
          { text: 'Insalata di mare', y: 100 },
          { text: '15,00', x: 500, y: 99 },
        ]),
      ],
      it_,
    );
    expect(dishes(draft)).toEqual([
      {
        section: 'Antipasti',
        dishes: [
          { name: 'Vitello tonnato', prices: [12], description: 'Fettine di vitello, salsa tonnata' },
          { name: 'Insalata di mare', prices: [15], description: null },
        ],
      },
    ]);
  });

  it('leaves out of a heading the small words OCR garbled at its end', () => {
    const draft = readMenuDraft(
      [
        ocrPageOf([
          {
            text: 'Vom Fass',
            y: 40,
            size: 16,
            confidence: 0.95,
            also: [{ text: 'ona', x: 110, confidence: 0.3, size: 8, y: 46 }],
          },
          { text: 'Pils 3,40', y: 70, confidence: 0.95 },
          {
            text: 'Sans alcool',
            y: 100,
            size: 16,
            confidence: 0.95,
            also: [{ text: 'cof', x: 136, confidence: 0.2, size: 9, y: 106 }],
          },
          { text: 'Citronnade 5,00', y: 130, confidence: 0.95 },
        ]),
      ],
      { language: 'de' },
    );
    expect(draft.sections.map((section) => section.name)).toEqual(['Vom Fass', 'Sans alcool']);
  });

  it('sizes OCR’s segments by their own letters, where its line joins two columns', () => {
    // OCR gives "PIZZE" and the description beside it in the next column one line, of PIZZE's size
    const draft = readMenuDraft(
      [
        ocrPageOf([
          { text: 'ANTIPASTI', y: 40, size: 20, also: [{ text: 'DOLCI', x: 330 }] },
          { text: 'Bruschetta 6', y: 65, also: [{ text: 'Tiramisù 6', x: 330 }] },
          { text: 'PIZZE', y: 80, size: 20, also: [{ text: 'Mascarpone e caffè', x: 330, size: 10 }] },
          { text: 'Margherita 8', y: 105, also: [{ text: 'Panna cotta 5,50', x: 330 }] },
        ]),
      ],
      it_,
    );
    expect(dishes(draft)).toEqual([
      { section: 'ANTIPASTI', dishes: [{ name: 'Bruschetta', prices: [6], description: null }] },
      { section: 'PIZZE', dishes: [{ name: 'Margherita', prices: [8], description: null }] },
      {
        section: 'DOLCI',
        dishes: [
          { name: 'Tiramisù', prices: [6], description: 'Mascarpone e caffè' },
          { name: 'Panna cotta', prices: [5.5], description: null },
        ],
      },
    ]);
  });

  it('takes letters in brackets after a name as marks though no legend was read', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Bocadillos', y: 40, size: 14, bold: true },
          { text: 'Serranito (A) 7,50', y: 60 },
          { text: 'Pepito de ternera (A, C) 8,50', y: 75 },
          { text: 'Vegetal (V) 6,00', y: 90 },
        ]),
      ],
      { language: 'es' },
    );
    expect(
      draft.sections[0]?.dishes.map(({ name, allergens, dietaryTags }) => [name, allergens, dietaryTags]),
    ).toEqual([
      ['Serranito', [], []],
      ['Pepito de ternera', [], []],
      ['Vegetal', [], ['vegetarian']],
    ]);
  });

  it('finds no dishes on a page without prices', () => {
    const draft = readMenuDraft(
      [
        pageOf([
          { text: 'Holiday snapshots', y: 60, size: 20 },
          { text: 'A beach at sunset, friends laughing', y: 90 },
        ]),
      ],
      { language: 'en' },
    );
    expect(draft.sections).toEqual([]);
  });
});
