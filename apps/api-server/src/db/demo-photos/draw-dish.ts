/**
 * The demo's dish photos, drawn by the project itself (nothing is downloaded): one SVG per kind of
 * dish, 1280 × 960 (4:3), that sharp turns into pixels. `variant` changes the table, the china and
 * the scatter, so a long menu of one kind of dish (a bench's 60 pizzas) does not look copied.
 */
import {
  type BarLook,
  bar,
  beer,
  COUNTER_Y,
  coffeeCup,
  garnish,
  negroni,
  spritz,
  water,
  wineBottle,
  wineGlass,
} from './drinks.ts';
import {
  artichokes,
  board,
  bruschetta,
  clam,
  cornetto,
  fish,
  fried,
  gratedCheese,
  guanciale,
  pannaCotta,
  parmigiana,
  parsley,
  pastaNest,
  pepper,
  pizza,
  type Spot,
  salad,
  saltimbocca,
  scatter,
  tiramisu,
} from './food.ts';
import {
  type PlateLook,
  plate,
  type Random,
  seededRandom,
  svgDocument,
  type TableLook,
  table,
} from './svg.ts';

export const DISH_KINDS = [
  'bruschetta',
  'board',
  'artichokes',
  'carbonara',
  'cacio-e-pepe',
  'vongole',
  'amatriciana',
  'saltimbocca',
  'fish',
  'parmigiana',
  'pizza-marinara',
  'pizza-margherita',
  'salad',
  'tiramisu',
  'panna-cotta',
  'olives',
  'chips',
  'cornetto',
  'lager',
  'ipa',
  'white-wine',
  'red-wine',
  'aperol-spritz',
  'campari-spritz',
  'hugo',
  'negroni',
  'espresso',
  'cappuccino',
  'water',
] as const;

export type DishKind = (typeof DISH_KINDS)[number];

const TABLES: TableLook[] = [
  { light: '#d9b48a', dark: '#a87a4d', texture: 'wood', accent: '#6b4423' },
  { light: '#f4efe6', dark: '#d9cfbf', texture: 'linen', accent: '#8c7b64' },
  { light: '#fbf7f0', dark: '#e9ddd0', texture: 'checks', accent: '#c0392b' },
  { light: '#dfe4e6', dark: '#b7c0c4', texture: 'stone', accent: '#5d6a70' },
  { light: '#8d6b4f', dark: '#5c4330', texture: 'wood', accent: '#2e1f14' },
  { light: '#eef3ea', dark: '#cfdccb', texture: 'checks', accent: '#2f6b4f' },
];

const PLATES: PlateLook[] = [
  { rim: '#e9e4da', well: '#f1ede6' },
  { rim: '#e6dfd3', well: '#f4f0e8', band: '#1f4e8c' },
  { rim: '#efe7da', well: '#f7f2ea', band: '#b5651d' },
  { rim: '#d9dcd6', well: '#eef0ec' },
];

const BARS: BarLook[] = [
  { wall: '#5b4a3d', wallDark: '#2a211b', counter: '#8a5a34', counterDark: '#4d3019' },
  { wall: '#2f4b4f', wallDark: '#142326', counter: '#b9a58c', counterDark: '#7d6a55' },
  { wall: '#e7d9c4', wallDark: '#b8a285', counter: '#6f4b2e', counterDark: '#3b2615' },
  { wall: '#6b2f2f', wallDark: '#2e1111', counter: '#c8b7a0', counterDark: '#8a7760' },
];

/** Dishes that look best on a given table; the variant moves on from there. */
const TABLE_OF: Partial<Record<DishKind, number>> = {
  bruschetta: 0,
  board: 1,
  'pizza-marinara': 0,
  'pizza-margherita': 2,
  carbonara: 2,
  'cacio-e-pepe': 1,
  vongole: 3,
  fish: 3,
  salad: 5,
  tiramisu: 4,
  'panna-cotta': 1,
  saltimbocca: 4,
  cornetto: 0,
};

/** The drawing of one dish: the same kind and variant always give the same SVG text. */
export function drawDish(kind: DishKind, variant = 0): string {
  const seed = DISH_KINDS.indexOf(kind) * 7919 + variant * 104_729 + 1;
  const random = seededRandom(seed);
  return svgDocument(isDrink(kind) ? drink(kind, variant, random) : food(kind, variant, random));
}

function isDrink(kind: DishKind): boolean {
  return DISH_KINDS.indexOf(kind) >= DISH_KINDS.indexOf('lager');
}

function food(kind: DishKind, variant: number, random: Random): string {
  const look = TABLES[((TABLE_OF[kind] ?? DISH_KINDS.indexOf(kind)) + variant) % TABLES.length] as TableLook;
  const china = PLATES[(DISH_KINDS.indexOf(kind) + variant) % PLATES.length] as PlateLook;
  const cx = 640 + ((variant % 3) - 1) * 40;
  const cy = 480;
  const spot: Spot = { cx, cy, radius: 300 };
  const parts = [table(look, random)];
  // a board and a pizza lie on the table itself; everything else is served on a plate
  if (kind !== 'board' && !kind.startsWith('pizza')) parts.push(plate(cx, cy, 420, china));
  if (kind.startsWith('pizza'))
    parts.push(
      `<circle cx="${cx + 20}" cy="${cy + 26}" r="400" fill="#2b1a10" opacity=".3" filter="url(#soft)"/>`,
    );
  parts.push(dishOnPlate(kind, spot, random));
  // a board and a pizza are wider than a plate: the fork keeps clear of them
  parts.push(cutlery(cx, cy, variant, kind === 'board' || kind.startsWith('pizza') ? 590 : 500));
  return parts.join('');
}

function dishOnPlate(kind: DishKind, spot: Spot, random: Random): string {
  switch (kind) {
    case 'bruschetta':
      return bruschetta(spot, random);
    case 'board':
      return board(spot, random);
    case 'artichokes':
      return artichokes(spot, random);
    case 'carbonara':
      return (
        pastaNest(spot, random, { strand: '#f2cf6b', strandShade: '#e0b44a', sauce: '#f3d27a' }) +
        scatter({ ...spot, radius: spot.radius * 0.6 }, random, 22, (x, y) => guanciale(x, y, random)) +
        scatter({ ...spot, radius: spot.radius * 0.65 }, random, 90, (x, y) => pepper(x, y, random)) +
        scatter({ ...spot, radius: spot.radius * 0.5 }, random, 60, (x, y) => gratedCheese(x, y, random))
      );
    case 'cacio-e-pepe':
      return (
        pastaNest(spot, random, { strand: '#f5e3b0', strandShade: '#e6cf8e', sauce: '#f7ecc9' }) +
        scatter({ ...spot, radius: spot.radius * 0.7 }, random, 220, (x, y) => pepper(x, y, random)) +
        scatter({ ...spot, radius: spot.radius * 0.5 }, random, 80, (x, y) => gratedCheese(x, y, random))
      );
    case 'vongole':
      return (
        pastaNest(spot, random, { strand: '#f0d596', strandShade: '#dcbd72' }) +
        scatter({ ...spot, radius: spot.radius * 0.75 }, random, 11, (x, y) => clam(x, y, random)) +
        scatter({ ...spot, radius: spot.radius * 0.7 }, random, 90, (x, y) => parsley(x, y, random))
      );
    case 'amatriciana':
      return (
        pastaNest(spot, random, { strand: '#d8452b', strandShade: '#b8321f', sauce: '#c93a22' }) +
        scatter({ ...spot, radius: spot.radius * 0.6 }, random, 18, (x, y) => guanciale(x, y, random)) +
        scatter({ ...spot, radius: spot.radius * 0.5 }, random, 70, (x, y) => gratedCheese(x, y, random))
      );
    case 'saltimbocca':
      return saltimbocca(spot, random);
    case 'fish':
      return fish(spot, random);
    case 'parmigiana':
      return parmigiana(spot, random);
    case 'pizza-marinara':
      return pizza(spot, random, 'marinara');
    case 'pizza-margherita':
      return pizza(spot, random, 'margherita');
    case 'salad':
      return salad(spot, random);
    case 'tiramisu':
      return tiramisu(spot, random);
    case 'panna-cotta':
      return pannaCotta(spot, random);
    case 'olives':
      return fried(spot, random, 'olives');
    case 'chips':
      return fried(spot, random, 'chips');
    case 'cornetto':
      return cornetto(spot, random);
    default:
      return '';
  }
}

/** A fork beside the plate, left or right by variant, cut by the frame as in a real photo. */
function cutlery(cx: number, cy: number, variant: number, distance: number): string {
  const side = variant % 2 === 0 ? 1 : -1;
  const x = cx + side * distance;
  const metal = '#b8bcc2';
  return (
    `<g transform="rotate(${side * 8} ${x} ${cy})">` +
    `<rect x="${x - 9}" y="${cy - 120}" width="18" height="520" rx="9" fill="${metal}"/>` +
    [-21, -7, 7, 21]
      .map((dx) => `<rect x="${x + dx - 3}" y="${cy - 240}" width="6" height="130" rx="3" fill="${metal}"/>`)
      .join('') +
    `<rect x="${x - 26}" y="${cy - 130}" width="52" height="30" rx="12" fill="${metal}"/>` +
    `<rect x="${x - 4}" y="${cy - 110}" width="5" height="500" fill="#fff" opacity=".5"/></g>`
  );
}

function drink(kind: DishKind, variant: number, random: Random): string {
  const look = BARS[(DISH_KINDS.indexOf(kind) + variant) % BARS.length] as BarLook;
  if (kind === 'espresso' || kind === 'cappuccino') {
    // coffee is seen from above, on a table
    const surface = TABLES[(DISH_KINDS.indexOf(kind) + variant) % TABLES.length] as TableLook;
    return table(surface, random) + coffeeCup(random, kind);
  }
  const parts = [
    bar(look, random),
    `<g transform="translate(640 ${COUNTER_Y}) scale(1.15) translate(-640 -${COUNTER_Y - 30})">`,
  ];
  const beside: string[] = [];
  switch (kind) {
    case 'lager':
      parts.push(beer(random, 'lager'));
      break;
    case 'ipa':
      parts.push(beer(random, 'ipa'));
      beside.push(garnish(random, 'orange'));
      break;
    case 'white-wine':
      parts.push(wineGlass(random, 'white'));
      beside.push(garnish(random, 'lemon'));
      break;
    case 'red-wine':
      parts.push(wineBottle(480, '#2b0d14', '#efe3c8'), wineGlass(random, 'red', 780));
      break;
    case 'aperol-spritz':
      parts.push(spritz(random, 'aperol'));
      beside.push(garnish(random, 'orange'));
      break;
    case 'campari-spritz':
      parts.push(spritz(random, 'campari'));
      beside.push(garnish(random, 'orange'));
      break;
    case 'hugo':
      parts.push(spritz(random, 'hugo'));
      beside.push(garnish(random, 'mint'));
      break;
    case 'negroni':
      parts.push(negroni(random));
      beside.push(garnish(random, 'orange'));
      break;
    case 'water':
      parts.push(water(random));
      break;
    default:
      break;
  }
  parts.push('</g>', ...beside);
  // the counter's edge in front, a little darker
  parts.push(`<rect y="${COUNTER_Y + 180}" width="1280" height="80" fill="#000" opacity=".12"/>`);
  return parts.join('');
}
