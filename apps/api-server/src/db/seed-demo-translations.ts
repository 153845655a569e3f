/**
 * Italian and German translations of the "Trattoria Demo" menus, so guests can switch language
 * before the translation editor exists. Keyed by the original (English-described) texts of
 * seed-demo-dishes.ts; a name left out stays as the owner wrote it (Italian dish names read the
 * same in every language, as on a real Roman menu).
 */
export type DemoLanguage = 'it' | 'de';

export interface DemoItemText {
  name?: string;
  description?: string;
  ingredients?: string;
}

export const DEMO_MENU_NAMES: Record<string, Record<DemoLanguage, string>> = {
  Food: { it: 'Cucina', de: 'Speisen' },
  Drinks: { it: 'Bevande', de: 'Getränke' },
};

export const DEMO_SECTION_NAMES: Record<string, Record<DemoLanguage, string>> = {
  Antipasti: { it: 'Antipasti', de: 'Vorspeisen' },
  Primi: { it: 'Primi piatti', de: 'Erste Gänge' },
  Secondi: { it: 'Secondi piatti', de: 'Hauptgerichte' },
  Dolci: { it: 'Dolci', de: 'Desserts' },
  Birre: { it: 'Birre', de: 'Biere' },
  Vini: { it: 'Vini', de: 'Weine' },
  Cocktail: { it: 'Cocktail', de: 'Cocktails' },
  Caffetteria: { it: 'Caffetteria', de: 'Kaffee und Wasser' },
};

export const DEMO_ITEM_TEXTS: Record<string, Record<DemoLanguage, DemoItemText>> = {
  'Bruschetta al pomodoro': {
    it: {
      description: 'Pane casereccio tostato con pomodori freschi, basilico e aglio.',
      ingredients: 'Pane, pomodori, basilico, aglio, olio extravergine di oliva',
    },
    de: {
      name: 'Bruschetta mit Tomaten',
      description: 'Geröstetes hausgemachtes Brot mit frischen Tomaten, Basilikum und Knoblauch.',
      ingredients: 'Brot, Tomaten, Basilikum, Knoblauch, natives Olivenöl extra',
    },
  },
  'Tagliere di salumi e formaggi': {
    it: {
      description: 'Salumi e formaggi del Lazio, con miele e noci.',
      ingredients: 'Prosciutto crudo, salame, pecorino romano, miele, noci',
    },
    de: {
      name: 'Wurst- und Käseplatte',
      description: 'Wurst und Käse aus Latium, mit Honig und Walnüssen.',
      ingredients: 'Roher Schinken, Salami, Pecorino Romano, Honig, Walnüsse',
    },
  },
  'Carciofi alla giudia': {
    it: {
      description: 'Carciofi fritti croccanti, alla maniera della cucina ebraico-romanesca.',
      ingredients: 'Carciofi, olio di oliva, sale',
    },
    de: {
      name: 'Artischocken nach jüdischer Art',
      description: 'Knusprig frittierte Artischocken, wie im jüdischen Viertel Roms.',
      ingredients: 'Artischocken, Olivenöl, Salz',
    },
  },
  'Spaghetti alla carbonara': {
    it: {
      description: "Guanciale, tuorlo d'uovo, pecorino romano e pepe nero.",
      ingredients: "Spaghetti, guanciale, tuorlo d'uovo, pecorino romano, pepe nero",
    },
    de: {
      description: 'Guanciale, Eigelb, Pecorino Romano und schwarzer Pfeffer.',
      ingredients: 'Spaghetti, Guanciale (Schweinebacke), Eigelb, Pecorino Romano, schwarzer Pfeffer',
    },
  },
  'Cacio e pepe': {
    it: {
      description: 'Tonnarelli con pecorino romano e pepe nero tostato.',
      ingredients: 'Tonnarelli, pecorino romano, pepe nero',
    },
    de: {
      name: 'Cacio e pepe (Käse und Pfeffer)',
      description: 'Tonnarelli mit Pecorino Romano und geröstetem schwarzem Pfeffer.',
      ingredients: 'Tonnarelli, Pecorino Romano, schwarzer Pfeffer',
    },
  },
  'Linguine alle vongole': {
    it: {
      description: 'Linguine con vongole fresche, aglio, prezzemolo e vino bianco.',
      ingredients: 'Linguine, vongole, aglio, prezzemolo, vino bianco, peperoncino',
    },
    de: {
      name: 'Linguine mit Venusmuscheln',
      description: 'Linguine mit frischen Venusmuscheln, Knoblauch, Petersilie und Weißwein.',
      ingredients: 'Linguine, Venusmuscheln, Knoblauch, Petersilie, Weißwein, Chili',
    },
  },
  'Saltimbocca alla romana': {
    it: {
      description: 'Scaloppine di vitello con prosciutto e salvia, sfumate al vino bianco.',
      ingredients: 'Vitello, prosciutto crudo, salvia, burro, vino bianco',
    },
    de: {
      description: 'Kalbsschnitzel mit Schinken und Salbei in Weißweinsauce.',
      ingredients: 'Kalbfleisch, roher Schinken, Salbei, Butter, Weißwein',
    },
  },
  'Pesce del giorno': {
    it: { description: 'Il pescato del giorno, alla griglia o al forno con patate. Chiedete al personale.' },
    de: {
      name: 'Fisch des Tages',
      description:
        'Der Fang des Tages, gegrillt oder mit Kartoffeln im Ofen gebacken. Fragen Sie unser Personal.',
    },
  },
  'Parmigiana di melanzane': {
    it: {
      description: 'Strati di melanzane fritte, salsa di pomodoro, mozzarella e parmigiano.',
      ingredients: 'Melanzane, salsa di pomodoro, mozzarella, parmigiano reggiano, basilico',
    },
    de: {
      name: 'Auberginen-Parmigiana',
      description: 'Schichten aus frittierten Auberginen, Tomatensauce, Mozzarella und Parmesan.',
      ingredients: 'Auberginen, Tomatensauce, Mozzarella, Parmigiano Reggiano, Basilikum',
    },
  },
  'Pizza marinara': {
    it: {
      description:
        "Pomodoro, aglio, origano e olio d'oliva: la pizza più antica di Napoli. Aggiungi ciò che preferisci.",
      ingredients: "Impasto, pomodori, aglio, origano, olio extravergine d'oliva",
    },
    de: {
      description:
        'Tomaten, Knoblauch, Oregano und Olivenöl: die älteste Pizza Neapels. Mit Extras nach Wahl.',
      ingredients: 'Teig, Tomaten, Knoblauch, Oregano, natives Olivenöl extra',
    },
  },
  'Tiramisù della casa': {
    it: {
      description: 'Savoiardi, crema al mascarpone, caffè espresso e cacao.',
      ingredients: 'Savoiardi, mascarpone, uova, zucchero, caffè espresso, cacao',
    },
    de: {
      name: 'Hausgemachtes Tiramisù',
      description: 'Löffelbiskuits, Mascarponecreme, Espresso und Kakao.',
      ingredients: 'Löffelbiskuits, Mascarpone, Eier, Zucker, Espresso, Kakao',
    },
  },
  'Panna cotta ai frutti di bosco': {
    it: {
      description: 'Panna cotta alla vaniglia con coulis di frutti di bosco.',
      ingredients: 'Panna, zucchero, vaniglia, gelatina, frutti di bosco',
    },
    de: {
      name: 'Panna cotta mit Waldbeeren',
      description: 'Vanille-Panna-cotta mit Waldbeerensauce.',
      ingredients: 'Sahne, Zucker, Vanille, Gelatine, Waldbeeren',
    },
  },
  'Peroni Nastro Azzurro 33 cl': {
    it: { description: 'Lager italiana fresca e frizzante.' },
    de: { description: 'Frisches, spritziges italienisches Lagerbier.' },
  },
  'Birra artigianale IPA 50 cl': {
    it: { description: 'IPA artigianale di un piccolo birrificio del Lazio.' },
    de: { name: 'Craft-Bier IPA 0,5 l', description: 'Craft-IPA aus einer kleinen Brauerei in Latium.' },
  },
  'Frascati Superiore DOCG (calice)': {
    it: { description: 'Vino bianco secco dei Castelli Romani.' },
    de: { name: 'Frascati Superiore DOCG (Glas)', description: 'Trockener Weißwein aus den Albaner Bergen.' },
  },
  'Cesanese del Piglio DOCG (bottiglia)': {
    it: { description: 'Vino rosso del Lazio, fruttato e speziato.' },
    de: {
      name: 'Cesanese del Piglio DOCG (Flasche)',
      description: 'Rotwein aus Latium, fruchtig und würzig.',
    },
  },
  'Campari Spritz': {
    it: {
      description: 'Campari, prosecco e soda, con una fetta di arancia.',
      ingredients: 'Campari, prosecco, acqua gassata, arancia',
    },
    de: {
      description: 'Campari, Prosecco und Soda, mit einer Orangenscheibe.',
      ingredients: 'Campari, Prosecco, Sodawasser, Orange',
    },
  },
  Negroni: {
    it: {
      description: 'Gin, Campari e vermouth rosso in parti uguali.',
      ingredients: "Gin, Campari, vermouth rosso, scorza d'arancia",
    },
    de: {
      description: 'Gin, Campari und roter Wermut zu gleichen Teilen.',
      ingredients: 'Gin, Campari, roter Wermut, Orangenschale',
    },
  },
  Cappuccino: {
    it: { ingredients: 'Espresso, latte montato a vapore' },
    de: { ingredients: 'Espresso, aufgeschäumte Milch' },
  },
  'Acqua minerale 75 cl': {
    it: { description: 'Naturale o frizzante.' },
    de: { name: 'Mineralwasser 0,75 l', description: 'Still oder mit Kohlensäure.' },
  },
};

/** Names of the demo's option groups and options (the same name reads the same in every item). */
export const DEMO_OPTION_NAMES: Record<string, Record<DemoLanguage, string>> = {
  Size: { it: 'Formato', de: 'Größe' },
  Regular: { it: 'Normale', de: 'Normal' },
  Large: { it: 'Grande', de: 'Groß' },
  Extras: { it: 'Aggiunte', de: 'Extras' },
  '+ parmesan': { it: '+ parmigiano', de: '+ Parmesan' },
  '+ buffalo mozzarella': { it: '+ mozzarella di bufala', de: '+ Büffelmozzarella' },
  '+ olives': { it: '+ olive', de: '+ Oliven' },
  '+ anchovies': { it: '+ alici', de: '+ Sardellen' },
  Ice: { it: 'Ghiaccio', de: 'Eis' },
  'On the rocks': { it: 'Con ghiaccio', de: 'Auf Eis' },
  'Straight up': { it: 'Senza ghiaccio', de: 'Ohne Eis' },
  Water: { it: 'Acqua', de: 'Wasser' },
  Still: { it: 'Naturale', de: 'Still' },
  Sparkling: { it: 'Frizzante', de: 'Mit Kohlensäure' },
};
