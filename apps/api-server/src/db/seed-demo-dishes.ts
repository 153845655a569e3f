/**
 * The dishes, drinks and partner brands of the demo clubs (seed-demo.ts inserts them): "Trattoria
 * Demo"'s Food and Drinks menus and "Bar Demo"'s two menus. Their Italian and German translations
 * are in seed-demo-translations.ts, keyed by these texts.
 */
import type { AllergenCode } from '@tavola/domain/allergens';
import type { DishKind } from './demo-photos/draw-dish.ts';

export interface DemoOption {
  name: string;
  /** single choice: the item's price when chosen (null: the item's own); multiple: added */
  price: number | null;
  allergens?: AllergenCode[];
  outOfStock?: boolean;
}

export interface DemoOptionGroup {
  name: string;
  choice: 'single' | 'multiple';
  minChoices: number;
  maxChoices: number;
  options: DemoOption[];
}

export type DemoDietaryTag = 'vegetarian' | 'vegan' | 'gluten-free' | 'lactose-free' | 'halal' | 'kosher';

interface DemoItem {
  name: string;
  description?: string;
  ingredients?: string;
  allergens?: AllergenCode[];
  price: number | null;
  priceText?: string;
  bestSeller?: boolean;
  suggested?: boolean;
  outOfStock?: boolean;
  branded?: boolean;
  additionalNotes?: string;
  /** the drawing that is its photo (demo-photos/draw-dish.ts) */
  photo?: DishKind;
  dietaryTags?: DemoDietaryTag[];
  /** 0 (not spicy) to 3 */
  spiciness?: number;
  optionGroups?: DemoOptionGroup[];
}

interface DemoSection {
  name: string;
  items: DemoItem[];
}

export interface DemoMenu {
  name: string;
  adminDisplayName: string;
  footer: string;
  sections: DemoSection[];
}

/** "Size" as the pizza and the spritz offer it: the regular one at the item's price, or large. */
const REGULAR_OR_LARGE: DemoOptionGroup = {
  name: 'Size',
  choice: 'single',
  minChoices: 1,
  maxChoices: 1,
  options: [
    { name: 'Regular', price: null },
    { name: 'Large', price: 11 },
  ],
};

const FOOD: DemoSection[] = [
  {
    name: 'Antipasti',
    items: [
      {
        name: 'Bruschetta al pomodoro',
        photo: 'bruschetta',
        dietaryTags: ['vegan'],
        description: 'Toasted homemade bread with fresh tomatoes, basil and garlic.',
        ingredients: 'Bread, tomatoes, basil, garlic, extra virgin olive oil',
        allergens: ['gluten'],
        price: 6.5,
        bestSeller: true,
      },
      {
        name: 'Tagliere di salumi e formaggi',
        photo: 'board',
        dietaryTags: ['gluten-free'],
        description: 'Cured meats and cheeses from Lazio, with honey and walnuts.',
        ingredients: 'Prosciutto crudo, salame, pecorino romano, honey, walnuts',
        allergens: ['milk', 'nuts'],
        price: 16,
      },
      {
        name: 'Carciofi alla giudia',
        photo: 'artichokes',
        dietaryTags: ['vegan', 'gluten-free'],
        description: 'Crispy fried artichokes, the Roman Jewish way.',
        ingredients: 'Artichokes, olive oil, salt',
        price: 9,
        suggested: true,
      },
    ],
  },
  {
    name: 'Primi',
    items: [
      {
        name: 'Spaghetti alla carbonara',
        photo: 'carbonara',
        description: 'Guanciale, egg yolk, pecorino romano and black pepper.',
        ingredients: 'Spaghetti, guanciale, egg yolk, pecorino romano, black pepper',
        allergens: ['gluten', 'eggs', 'milk'],
        price: 13,
        bestSeller: true,
      },
      {
        name: 'Cacio e pepe',
        photo: 'cacio-e-pepe',
        dietaryTags: ['vegetarian'],
        description: 'Tonnarelli with pecorino romano and toasted black pepper.',
        ingredients: 'Tonnarelli, pecorino romano, black pepper',
        allergens: ['gluten', 'milk'],
        price: 12,
      },
      {
        name: 'Linguine alle vongole',
        photo: 'vongole',
        spiciness: 1,
        dietaryTags: ['lactose-free'],
        description: 'Linguine with fresh clams, garlic, parsley and white wine.',
        ingredients: 'Linguine, clams, garlic, parsley, white wine, chilli',
        allergens: ['gluten', 'molluscs', 'sulphites'],
        price: 16,
        outOfStock: true,
      },
    ],
  },
  {
    name: 'Secondi',
    items: [
      {
        name: 'Saltimbocca alla romana',
        photo: 'saltimbocca',
        description: 'Veal escalopes with prosciutto and sage, in a white wine sauce.',
        ingredients: 'Veal, prosciutto crudo, sage, butter, white wine',
        allergens: ['milk', 'sulphites'],
        price: 18,
        suggested: true,
      },
      {
        name: 'Pesce del giorno',
        photo: 'fish',
        dietaryTags: ['gluten-free', 'lactose-free'],
        description: 'Catch of the day, grilled or baked with potatoes. Ask the staff.',
        allergens: ['fish'],
        price: null,
        priceText: 'Market price',
      },
      {
        name: 'Parmigiana di melanzane',
        photo: 'parmigiana',
        dietaryTags: ['vegetarian'],
        description: 'Layers of fried aubergine, tomato sauce, mozzarella and parmigiano.',
        ingredients: 'Aubergines, tomato sauce, mozzarella, parmigiano reggiano, basil',
        allergens: ['milk', 'gluten', 'eggs'],
        price: 14,
        additionalNotes: 'Vegetarian',
      },
      {
        name: 'Pizza marinara',
        photo: 'pizza-marinara',
        description: 'Tomato, garlic, oregano and olive oil: the oldest pizza of Naples. Add what you like.',
        ingredients: 'Dough, tomatoes, garlic, oregano, extra virgin olive oil',
        allergens: ['gluten'],
        dietaryTags: ['vegan'],
        price: 8,
        optionGroups: [
          REGULAR_OR_LARGE,
          {
            name: 'Extras',
            choice: 'multiple',
            minChoices: 0,
            maxChoices: 4,
            options: [
              { name: '+ parmesan', price: 1.5, allergens: ['milk'] },
              { name: '+ buffalo mozzarella', price: 2.5, allergens: ['milk'] },
              { name: '+ olives', price: 1 },
              { name: '+ anchovies', price: 1.5, allergens: ['fish'], outOfStock: true },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Dolci',
    items: [
      {
        name: 'Tiramisù della casa',
        photo: 'tiramisu',
        dietaryTags: ['vegetarian'],
        description: 'Savoiardi, mascarpone cream, espresso and cocoa.',
        ingredients: 'Savoiardi biscuits, mascarpone, eggs, sugar, espresso, cocoa',
        allergens: ['gluten', 'eggs', 'milk'],
        price: 7,
        bestSeller: true,
      },
      {
        name: 'Panna cotta ai frutti di bosco',
        photo: 'panna-cotta',
        dietaryTags: ['gluten-free'],
        description: 'Vanilla panna cotta with a mixed berry coulis.',
        ingredients: 'Cream, sugar, vanilla, gelatine, berries',
        allergens: ['milk'],
        price: 6.5,
      },
    ],
  },
];

const DRINKS: DemoSection[] = [
  {
    name: 'Birre',
    items: [
      {
        name: 'Peroni Nastro Azzurro 33 cl',
        photo: 'lager',
        dietaryTags: ['vegan'],
        description: 'Crisp Italian lager.',
        allergens: ['gluten'],
        price: 5,
        branded: true,
        bestSeller: true,
      },
      {
        name: 'Birra artigianale IPA 50 cl',
        photo: 'ipa',
        dietaryTags: ['vegan'],
        description: 'Craft IPA from a small brewery in Lazio.',
        allergens: ['gluten'],
        price: 7.5,
      },
    ],
  },
  {
    name: 'Vini',
    items: [
      {
        name: 'Frascati Superiore DOCG (calice)',
        photo: 'white-wine',
        dietaryTags: ['gluten-free'],
        description: 'Dry white wine from the Castelli Romani hills.',
        allergens: ['sulphites'],
        price: 6,
      },
      {
        name: 'Cesanese del Piglio DOCG (bottiglia)',
        photo: 'red-wine',
        dietaryTags: ['gluten-free'],
        description: 'Red wine from Lazio, fruity and spicy.',
        allergens: ['sulphites'],
        price: 28,
        suggested: true,
      },
    ],
  },
  {
    name: 'Cocktail',
    items: [
      {
        name: 'Campari Spritz',
        photo: 'campari-spritz',
        dietaryTags: ['vegan', 'gluten-free'],
        optionGroups: [REGULAR_OR_LARGE],
        description: 'Campari, prosecco and soda, with an orange slice.',
        ingredients: 'Campari, prosecco, soda water, orange',
        allergens: ['sulphites'],
        price: 8,
        branded: true,
        bestSeller: true,
      },
      {
        name: 'Negroni',
        photo: 'negroni',
        dietaryTags: ['vegan', 'gluten-free'],
        optionGroups: [
          {
            name: 'Ice',
            choice: 'single',
            minChoices: 1,
            maxChoices: 1,
            options: [
              { name: 'On the rocks', price: null },
              { name: 'Straight up', price: null },
            ],
          },
        ],
        description: 'Gin, Campari and red vermouth in equal parts.',
        ingredients: 'Gin, Campari, red vermouth, orange peel',
        allergens: ['sulphites'],
        price: 9,
        branded: true,
      },
    ],
  },
  {
    name: 'Caffetteria',
    items: [
      { name: 'Espresso', price: 1.5, photo: 'espresso', dietaryTags: ['vegan', 'gluten-free'] },
      {
        name: 'Cappuccino',
        photo: 'cappuccino',
        dietaryTags: ['vegetarian', 'gluten-free'],
        ingredients: 'Espresso, steamed milk',
        allergens: ['milk'],
        price: 2.5,
      },
      {
        name: 'Acqua minerale 75 cl',
        photo: 'water',
        dietaryTags: ['vegan', 'gluten-free'],
        optionGroups: [
          {
            name: 'Water',
            choice: 'single',
            minChoices: 1,
            maxChoices: 1,
            options: [
              { name: 'Still', price: null },
              { name: 'Sparkling', price: null },
            ],
          },
        ],
        description: 'Still or sparkling.',
        price: 3,
      },
    ],
  },
];

export const TRATTORIA_MENUS: DemoMenu[] = [
  {
    name: 'Food',
    adminDisplayName: 'Lunch and dinner',
    footer: 'Cover charge € 2. Ask us about allergens.',
    sections: FOOD,
  },
  { name: 'Drinks', adminDisplayName: 'All day', footer: 'Drink responsibly.', sections: DRINKS },
];

export const BRANDS = [
  { name: 'Campari', enabled: true },
  { name: 'Peroni', enabled: true },
  { name: 'Lavazza', enabled: true },
  { name: 'San Pellegrino', enabled: true },
  // a former partner: kept for old clubs, no longer offered
  { name: 'Martini', enabled: false },
];

export const BAR_MENUS: DemoMenu[] = [
  {
    name: 'Aperitivo',
    adminDisplayName: '18:00 to 21:00',
    footer: 'Every drink comes with a small plate of stuzzichini.',
    sections: [
      {
        name: 'Spritz',
        items: [
          {
            name: 'Aperol Spritz',
            photo: 'aperol-spritz',
            dietaryTags: ['vegan', 'gluten-free'],
            ingredients: 'Aperol, prosecco, soda water, orange',
            allergens: ['sulphites'],
            price: 7,
          },
          {
            name: 'Hugo',
            photo: 'hugo',
            dietaryTags: ['vegan', 'gluten-free'],
            ingredients: 'Elderflower syrup, prosecco, soda water, mint, lime',
            allergens: ['sulphites'],
            price: 7,
          },
        ],
      },
      {
        name: 'Stuzzichini',
        items: [
          { name: 'Olive ascolane', photo: 'olives', allergens: ['gluten', 'eggs', 'milk'], price: 5 },
          {
            name: 'Patatine',
            photo: 'chips',
            description: 'Hand-cut chips.',
            dietaryTags: ['vegan', 'gluten-free'],
            price: 3.5,
          },
        ],
      },
    ],
  },
  {
    name: 'Caffè',
    adminDisplayName: 'Morning',
    footer: 'Plant-based milk on request.',
    sections: [
      {
        name: 'Caffetteria',
        items: [
          { name: 'Espresso', photo: 'espresso', dietaryTags: ['vegan', 'gluten-free'], price: 1.3 },
          { name: 'Cappuccino', photo: 'cappuccino', allergens: ['milk'], price: 1.8 },
          {
            name: 'Cornetto',
            photo: 'cornetto',
            allergens: ['gluten', 'eggs', 'milk'],
            price: 1.5,
            outOfStock: true,
          },
        ],
      },
    ],
  },
];
