// The corpus's ground truth: which menus there are (the plan: language, venue, renderer, layout,
// fonts) and, for each, the menu itself drawn from the word lists with a PRNG seeded by its id.
// The truth is what is printed: a name printed in capitals is in capitals here, allergens and
// dietary tags are here only on menus that print them, a translation only where it is printed.
import { CATALOGUE, LANGUAGES } from './catalogue.mjs';
import { FONT_SET_NAMES, FONT_SETS } from './fonts.mjs';
import { seededRandom, seedOf } from './prng.mjs';

/** The layouts of the corpus's own renderers (pdfkit and HTML alike). */
export const LAYOUTS = ['one-column', 'two-columns', 'price-column', 'dot-leaders', 'section-per-page'];
/** The venue of each of a language's six own menus; the seventh is a restaurant in Tavola's PDF. */
const VENUE_BY_SLOT = ['restaurant', 'pub', 'bar', 'restaurant', 'pub', 'bar'];
export const PRICE_FORMATS = ['bare', 'fixed', 'suffix-euro', 'prefix-euro'];
const ACCENTS = ['#7c2d12', '#1e3a5f', '#14532d', '#222222', '#6b2144'];
const PAPERS = ['#ffffff', '#ffffff', '#fbf6ea'];
const MIN_DISHES = 15;
/** Tavola's printed menu is airy: more dishes than this run past three pages. */
const MAX_TAVOLA_DISHES = 22;

/**
 * Seven menus per language (35): six in the corpus's own layouts, alternately pdfkit and HTML,
 * the layouts rotated per language so that each layout is drawn three times by each renderer;
 * the seventh by Tavola's own printed menu (apps/api-server/src/modules/menus/pdf).
 */
export function corpusPlan() {
  const plan = [];
  LANGUAGES.forEach((language, languageIndex) => {
    for (let slot = 0; slot < VENUE_BY_SLOT.length; slot++) {
      plan.push({
        language,
        venue: VENUE_BY_SLOT[slot],
        kind: slot % 2 === 0 ? 'pdfkit' : 'html',
        layout: LAYOUTS[(languageIndex + slot) % LAYOUTS.length],
      });
    }
    plan.push({ language, venue: 'restaurant', kind: 'pdfkit', layout: 'tavola' });
  });
  let ownIndex = 0;
  return plan.map((entry, index) => ({
    ...entry,
    id: `${String(index + 1).padStart(2, '0')}-${entry.language}-${entry.kind}-${entry.layout}`,
    fontSet: entry.layout === 'tavola' ? 'tavola' : FONT_SET_NAMES[ownIndex++ % FONT_SET_NAMES.length],
  }));
}

/** How a menu prints what it prints: the features the reader must cope with. */
function chooseStyle(entry, rng) {
  const { language, layout, fontSet } = entry;
  if (layout === 'tavola') {
    // what Tavola's printed menu does, whatever the menu: one price, allergens numbered on a line
    // of their own, the dietary tags' short marks, one language
    return {
      priceFormat: 'tavola',
      decimal: language === 'en' ? '.' : ',',
      wholeEuros: false,
      descriptions: true,
      allergens: 'numbers',
      allergenMark: 'line',
      dietary: 'marks',
      secondLanguage: null,
      headingCase: 'as-written',
      dishNameCase: 'as-written',
      note: rng.pick(CATALOGUE[language].notes),
      accent: '#7c2d12',
      paper: '#ffffff',
    };
  }
  const script = FONT_SETS[fontSet].category === 'script';
  return {
    priceFormat: rng.pick(PRICE_FORMATS),
    decimal: language === 'en' || rng.chance(0.25) ? '.' : ',',
    wholeEuros: rng.chance(0.2),
    descriptions: rng.chance(0.8),
    allergens: rng.pick([null, 'numbers', 'numbers', 'letters']),
    allergenMark: rng.pick(['parentheses', 'superscript', 'line']),
    dietary: rng.pick([null, 'marks', 'words']),
    secondLanguage: language === 'en' ? null : rng.pick([null, 'beside', 'under']),
    // capitals in a script face are unreadable, and no printer sets them
    headingCase: script ? 'as-written' : rng.pick(['as-written', 'upper']),
    dishNameCase: rng.chance(0.15) ? 'upper' : 'as-written',
    note: rng.chance(0.7) ? rng.pick(CATALOGUE[language].notes) : null,
    accent: rng.pick(ACCENTS),
    paper: rng.pick(PAPERS),
  };
}

/** The catalogue's sections this menu prints, and their dishes (at least MIN_DISHES in all). */
function chooseDishes(entry, venue, rng) {
  const all = venue.sections;
  let sections;
  if (entry.layout === 'section-per-page') {
    // a page each: three sections at most keeps the menu at three pages; the largest three, so
    // that a small bar list still reaches MIN_DISHES
    const largest = [...all].sort((a, b) => b.dishes.length - a.dishes.length).slice(0, 3);
    sections = all.filter((section) => largest.includes(section));
  } else {
    const count = entry.venue === 'restaurant' ? rng.int(5, Math.min(6, all.length)) : rng.int(3, all.length);
    sections = rng.sample(all, count);
  }
  const chosen = sections.map((section) => {
    // restaurants print most of their list, bars and pubs a choice of it
    const share = entry.venue === 'restaurant' ? 0.75 + 0.25 * rng.next() : 0.6 + 0.4 * rng.next();
    const count = Math.min(section.dishes.length, Math.max(3, Math.round(section.dishes.length * share)));
    return { section, dishes: rng.sample(section.dishes, count) };
  });
  // too few: every dish of the chosen sections, then more sections
  const total = () => chosen.reduce((sum, { dishes }) => sum + dishes.length, 0);
  if (total() < MIN_DISHES) for (const pick of chosen) pick.dishes = pick.section.dishes;
  for (const section of all) {
    if (total() >= MIN_DISHES || entry.layout === 'section-per-page') break;
    if (!chosen.some((pick) => pick.section === section)) chosen.push({ section, dishes: section.dishes });
  }
  if (entry.layout === 'tavola') {
    // the largest section gives up its last dish until the menu fits
    while (total() > MAX_TAVOLA_DISHES) {
      const largest = chosen.reduce((a, b) => (b.dishes.length > a.dishes.length ? b : a));
      largest.dishes = largest.dishes.slice(0, -1);
    }
  }
  chosen.sort((a, b) => all.indexOf(a.section) - all.indexOf(b.section));
  if (total() < MIN_DISHES) throw new Error(`${entry.id}: only ${total()} dishes`);
  return chosen;
}

/** A catalogue price nudged for this menu, so that menus of one venue differ (by 50 cents or 1 euro). */
function priceOf(amounts, style, rng) {
  const delta = amounts[0] >= 10 ? rng.pick([-1, -0.5, 0, 0, 0.5, 1]) : rng.pick([-0.5, 0, 0, 0.5]);
  return amounts.map((base) => {
    const amount = Math.max(0.5, base + delta);
    return style.wholeEuros ? Math.max(1, Math.round(amount)) : amount;
  });
}

const differs = (a, b) => a.toLocaleLowerCase() !== b.toLocaleLowerCase();

/** One menu's ground truth: a MenuDraft (without sources and unsure) and what it was printed from. */
export function generateMenu(entry) {
  const rng = seededRandom(seedOf(entry.id));
  const vocabulary = CATALOGUE[entry.language];
  const venue = vocabulary.venues[entry.venue];
  const style = chooseStyle(entry, rng);
  const upper = (text, wanted) => (wanted === 'upper' ? text.toLocaleUpperCase(entry.language) : text);
  const translated = style.secondLanguage !== null;
  const sections = chooseDishes(entry, venue, rng).map(({ section, dishes }) => {
    // Tavola prints one price per dish: a dish with sizes prints its first
    const sizes = entry.layout === 'tavola' ? null : section.sizes;
    const name = upper(section.name, style.headingCase);
    return {
      name,
      translations: translated && differs(section.english, name) ? { en: section.english } : {},
      dishes: dishes.map((dish) => {
        const amounts = priceOf(dish.amounts, style, rng).slice(0, sizes ? sizes.length : 1);
        const dishName = upper(dish.name, style.dishNameCase);
        return {
          name: dishName,
          description: style.descriptions ? dish.description : null,
          prices: amounts.map((amount, index) => ({ amount, label: sizes ? sizes[index] : null })),
          allergens: style.allergens ? dish.allergens : [],
          dietaryTags: style.dietary ? dish.dietaryTags : [],
          translations:
            translated && differs(dish.english, dishName)
              ? { en: { name: dish.english, description: null } }
              : {},
        };
      }),
    };
  });
  const printsEnglish = sections.some(
    (section) => 'en' in section.translations || section.dishes.some((dish) => 'en' in dish.translations),
  );
  const fonts =
    entry.fontSet === 'tavola'
      ? { set: 'tavola', category: 'sans', heading: 'Noto Serif', body: 'Noto Sans' }
      : {
          set: entry.fontSet,
          category: FONT_SETS[entry.fontSet].category,
          heading: FONT_SETS[entry.fontSet].heading.family,
          body: FONT_SETS[entry.fontSet].body.family,
        };
  return {
    id: entry.id,
    kind: entry.kind,
    layout: entry.layout,
    fonts,
    languages: printsEnglish ? [entry.language, 'en'] : [entry.language],
    venue: entry.venue,
    // filled in once rendered
    pages: null,
    style,
    printed: { venue: rng.pick(venue.names), title: rng.pick(venue.titles) },
    language: entry.language,
    sections,
  };
}

/** Every menu of the corpus, in plan order. */
export function generateCorpus() {
  return corpusPlan().map(generateMenu);
}
