// How close a reader's MenuDraft is to a corpus menu's ground truth. The bench reports these per
// kind of input (text PDF, clean image, photographed image); a figure is defined here once.
//
// Matching. Every truth dish is paired with at most one draft dish and every draft dish with at
// most one truth dish, wherever their sections are. A pair is possible when the names' similarity
// is at least MATCH_THRESHOLD; similarity is 1 − (Levenshtein distance / length of the longer
// name), on names normalised (NFC, case-folded, whitespace collapsed and trimmed). Pairs are
// taken greedily, the most similar first; among equally similar ones, a pair whose sections have
// the same normalised name first, then the one nearest in reading order (the index of the dish in
// the whole menu). Greedy, not optimal: names within one menu are far apart, so it rarely matters.
//
// Figures (each a count, and a percentage of the denominator named):
//   found          truth dishes matched                                         / truth dishes
//   exactNames     truth dishes whose matched name equals the truth's exactly,
//                  after trimming and collapsing whitespace only (case, accents
//                  and Unicode form count: this is what the owner would publish) / truth dishes
//   exactPrices    truth dishes whose matched dish has as many prices, with equal
//                  amounts (to the cent) in the same order; labels not compared  / truth dishes
//   exactSizes     of the truth dishes with two or more prices, those whose
//                  matched dish also has their labels, equal once normalised     / truth dishes with sizes
//   sections       truth sections for which a draft section has the same
//                  normalised name AND holds more than half of the truth
//                  section's dishes (through their matches); the draft section
//                  with that name holding the most of them is the one counted    / truth sections
//   invented       draft dishes matched to no truth dish                         / draft dishes
// and, for the fields a review also corrects (unmatched truth dishes count as wrong):
//   exactDescriptions  equal after collapsing whitespace (null = empty)          / truth dishes
//   exactAllergens     the same set of codes                                     / truth dishes
//   exactDietaryTags   the same set of tags                                      / truth dishes
//   exactTranslations  every translated name of the truth dish, equal after
//                      collapsing whitespace, in the same language               / truth dishes with a translation
// An empty denominator gives null (no figure), never 0 % or 100 %.

/** Names this similar (0–1) or more may be the same dish read with a few wrong letters. */
export const MATCH_THRESHOLD = 0.75;

/** Trimmed, runs of whitespace made one space: what "exact" tolerates. */
export function collapse(text) {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** NFC, case-folded, whitespace collapsed: what matching compares. */
export function normalise(text) {
  return collapse((text ?? '').normalize('NFC').toLowerCase());
}

/** Levenshtein distance, two rows at a time. */
function distance(a, b) {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

/** 1 for equal normalised names, 0 for nothing in common. */
export function similarity(a, b) {
  const left = normalise(a);
  const right = normalise(b);
  const longest = Math.max(left.length, right.length);
  return longest === 0 ? 1 : 1 - distance(left, right) / longest;
}

/** Every dish of a menu with its section's index and name, in reading order. */
function dishesOf(menu) {
  return (menu.sections ?? []).flatMap((section, sectionIndex) =>
    (section.dishes ?? []).map((dish) => ({ dish, sectionIndex, sectionName: section.name })),
  );
}

/** The one-to-one pairs of truth and draft dishes (see the file's comment). */
export function matchDishes(truthDishes, draftDishes) {
  const candidates = [];
  truthDishes.forEach((truth, truthIndex) => {
    draftDishes.forEach((draft, draftIndex) => {
      const score = similarity(truth.dish.name, draft.dish.name);
      if (score < MATCH_THRESHOLD) return;
      const sameSection = normalise(truth.sectionName) === normalise(draft.sectionName);
      candidates.push({ truthIndex, draftIndex, score, sameSection, gap: Math.abs(truthIndex - draftIndex) });
    });
  });
  candidates.sort(
    (a, b) => b.score - a.score || Number(b.sameSection) - Number(a.sameSection) || a.gap - b.gap,
  );
  const draftOf = new Array(truthDishes.length).fill(null);
  const taken = new Set();
  for (const candidate of candidates) {
    if (draftOf[candidate.truthIndex] !== null || taken.has(candidate.draftIndex)) continue;
    draftOf[candidate.truthIndex] = candidate.draftIndex;
    taken.add(candidate.draftIndex);
  }
  return draftOf;
}

const sameAmounts = (truth, draft) =>
  truth.length === draft.length &&
  truth.every((price, index) => Math.abs(price.amount - draft[index].amount) < 0.005);

const sameLabels = (truth, draft) =>
  truth.length === draft.length &&
  truth.every((price, index) => normalise(price.label) === normalise(draft[index].label));

const sameSet = (a = [], b = []) => a.length === new Set(b).size && a.every((value) => b.includes(value));

function sameTranslations(truth, draft) {
  return Object.entries(truth.translations ?? {}).every(
    ([language, text]) => collapse(draft.translations?.[language]?.name) === collapse(text.name),
  );
}

const percent = (count, total) => (total === 0 ? null : (100 * count) / total);

/** Truth sections whose name a draft section has and which holds most of their dishes. */
function sectionsFound(truth, truthDishes, draftDishes, draftOf) {
  let found = 0;
  truth.sections.forEach((section, sectionIndex) => {
    const indexes = truthDishes.flatMap((entry, index) =>
      entry.sectionIndex === sectionIndex ? [index] : [],
    );
    // draft section index -> how many of this section's dishes it holds
    const holding = new Map();
    for (const index of indexes) {
      const draftIndex = draftOf[index];
      if (draftIndex === null) continue;
      const draft = draftDishes[draftIndex];
      if (normalise(draft.sectionName) !== normalise(section.name)) continue;
      holding.set(draft.sectionIndex, (holding.get(draft.sectionIndex) ?? 0) + 1);
    }
    const most = Math.max(0, ...holding.values());
    if (indexes.length > 0 && most > indexes.length / 2) found += 1;
  });
  return found;
}

/**
 * Scores one draft against its truth: { counts, totals, percent, matches }. `matches` lists every
 * truth dish with the draft dish it was paired with (or null) and their similarity, to read
 * where a reader went wrong.
 */
export function scoreDraft(truth, draft) {
  const truthDishes = dishesOf(truth);
  const draftDishes = dishesOf(draft);
  const draftOf = matchDishes(truthDishes, draftDishes);
  const counts = {
    found: 0,
    exactNames: 0,
    exactPrices: 0,
    exactSizes: 0,
    sections: sectionsFound(truth, truthDishes, draftDishes, draftOf),
    invented: draftDishes.length - draftOf.filter((index) => index !== null).length,
    exactDescriptions: 0,
    exactAllergens: 0,
    exactDietaryTags: 0,
    exactTranslations: 0,
  };
  const totals = {
    truthDishes: truthDishes.length,
    draftDishes: draftDishes.length,
    truthSections: truth.sections.length,
    draftSections: (draft.sections ?? []).length,
    truthDishesWithSizes: truthDishes.filter(({ dish }) => dish.prices.length > 1).length,
    truthDishesWithTranslations: truthDishes.filter(
      ({ dish }) => Object.keys(dish.translations ?? {}).length > 0,
    ).length,
  };
  const matches = truthDishes.map(({ dish, sectionName }, index) => {
    const draftIndex = draftOf[index];
    const matched = draftIndex === null ? null : draftDishes[draftIndex];
    if (matched) {
      const other = matched.dish;
      counts.found += 1;
      if (collapse(other.name) === collapse(dish.name)) counts.exactNames += 1;
      if (sameAmounts(dish.prices, other.prices ?? [])) counts.exactPrices += 1;
      if (dish.prices.length > 1 && sameLabels(dish.prices, other.prices ?? [])) counts.exactSizes += 1;
      if (collapse(other.description) === collapse(dish.description)) counts.exactDescriptions += 1;
      if (sameSet(dish.allergens, other.allergens)) counts.exactAllergens += 1;
      if (sameSet(dish.dietaryTags, other.dietaryTags)) counts.exactDietaryTags += 1;
      if (Object.keys(dish.translations ?? {}).length > 0 && sameTranslations(dish, other))
        counts.exactTranslations += 1;
    }
    return {
      truth: { section: sectionName, name: dish.name },
      draft: matched ? { section: matched.sectionName, name: matched.dish.name } : null,
      similarity: matched ? similarity(dish.name, matched.dish.name) : null,
    };
  });
  return { counts, totals, percent: percentages(counts, totals), matches };
}

function percentages(counts, totals) {
  return {
    found: percent(counts.found, totals.truthDishes),
    exactNames: percent(counts.exactNames, totals.truthDishes),
    exactPrices: percent(counts.exactPrices, totals.truthDishes),
    exactSizes: percent(counts.exactSizes, totals.truthDishesWithSizes),
    sections: percent(counts.sections, totals.truthSections),
    invented: percent(counts.invented, totals.draftDishes),
    exactDescriptions: percent(counts.exactDescriptions, totals.truthDishes),
    exactAllergens: percent(counts.exactAllergens, totals.truthDishes),
    exactDietaryTags: percent(counts.exactDietaryTags, totals.truthDishes),
    exactTranslations: percent(counts.exactTranslations, totals.truthDishesWithTranslations),
  };
}

/**
 * Several menus' scores as one (a kind's figures): the counts and totals summed, the percentages
 * computed from the sums, so a 60-dish menu weighs four times a 15-dish one.
 */
export function combineScores(scores) {
  const sum = (key, field) => scores.reduce((total, score) => total + score[key][field], 0);
  const first = scores[0] ?? scoreDraft({ sections: [] }, { sections: [] });
  const counts = Object.fromEntries(Object.keys(first.counts).map((field) => [field, sum('counts', field)]));
  const totals = Object.fromEntries(Object.keys(first.totals).map((field) => [field, sum('totals', field)]));
  return { menus: scores.length, counts, totals, percent: percentages(counts, totals) };
}
