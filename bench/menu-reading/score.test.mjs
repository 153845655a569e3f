// The scorer's definitions on small hand-made menus. Run: node --test bench/menu-reading/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { combineScores, matchDishes, scoreDraft, similarity } from './score.mjs';

const dish = (name, amounts = [10], extra = {}) => ({
  name,
  description: null,
  prices: amounts.map((amount) => ({ amount, label: null })),
  allergens: [],
  dietaryTags: [],
  translations: {},
  ...extra,
});
const sized = (name, [small, large], labels = ['Piccola', 'Grande']) =>
  dish(name, [], {
    prices: [
      { amount: small, label: labels[0] },
      { amount: large, label: labels[1] },
    ],
  });
const section = (name, dishes) => ({ name, translations: {}, dishes });
const menu = (...sections) => ({ language: 'it', sections });

const truth = menu(
  section('Antipasti', [dish('Bruschetta al pomodoro', [6]), dish('Vitello tonnato', [12])]),
  section('Pizze', [sized('Margherita', [8, 12]), sized('Diavola', [9.5, 14])]),
);

describe('scoreDraft', () => {
  it('gives a perfect draft 100 % everywhere and nothing invented', () => {
    const score = scoreDraft(truth, structuredClone(truth));
    assert.equal(score.percent.found, 100);
    assert.equal(score.percent.exactNames, 100);
    assert.equal(score.percent.exactPrices, 100);
    assert.equal(score.percent.exactSizes, 100);
    assert.equal(score.percent.sections, 100);
    assert.equal(score.percent.invented, 0);
  });

  it('matches a name read with a wrong letter, but does not count it as exact', () => {
    const draft = structuredClone(truth);
    draft.sections[0].dishes[0].name = 'Bruschetta al pomodaro';
    const score = scoreDraft(truth, draft);
    assert.equal(score.counts.found, 4);
    assert.equal(score.counts.exactNames, 3);
    assert.equal(score.counts.invented, 0);
  });

  it('counts case and accents in exact names, but forgives extra whitespace', () => {
    const draft = structuredClone(truth);
    draft.sections[0].dishes[0].name = '  Bruschetta   al pomodoro ';
    draft.sections[0].dishes[1].name = 'VITELLO TONNATO';
    const score = scoreDraft(truth, draft);
    assert.equal(score.counts.found, 4);
    assert.equal(score.counts.exactNames, 3);
  });

  it('takes a name with the allergen marks glued to it as a different dish, and as invented', () => {
    const draft = structuredClone(truth);
    draft.sections[0].dishes[1].name = 'Vitello tonnato (3, 4) / Veal with tuna sauce';
    const score = scoreDraft(truth, draft);
    assert.equal(score.counts.found, 3);
    assert.equal(score.counts.invented, 1);
    assert.equal(score.percent.invented, 25);
  });

  it('wants every amount in order for an exact price, and the labels only for exact sizes', () => {
    const draft = structuredClone(truth);
    draft.sections[1].dishes[0].prices.reverse(); // 12 then 8
    draft.sections[1].dishes[1].prices = draft.sections[1].dishes[1].prices.map((price) => ({
      ...price,
      label: null,
    }));
    draft.sections[0].dishes[0].prices = [{ amount: 6.001, label: null }]; // within a cent
    draft.sections[0].dishes[1].prices = [];
    const score = scoreDraft(truth, draft);
    assert.equal(score.counts.exactPrices, 2); // bruschetta and diavola
    assert.equal(score.totals.truthDishesWithSizes, 2);
    assert.equal(score.counts.exactSizes, 0); // margherita's amounts are swapped, diavola lost its labels
  });

  it('counts a section when its name matches and it holds more than half of its dishes', () => {
    const draft = menu(
      section('ANTIPASTI', [dish('Bruschetta al pomodoro', [6])]),
      section('Pizze', [
        dish('Vitello tonnato', [12]),
        sized('Margherita', [8, 12]),
        sized('Diavola', [9.5, 14]),
      ]),
    );
    const score = scoreDraft(truth, draft);
    // Antipasti: its name matches (case-folded) but it holds 1 of 2, not more than half
    assert.equal(score.counts.sections, 1);
    assert.equal(score.counts.found, 4);
  });

  it('does not count a section whose dishes landed under another name', () => {
    const draft = menu(
      section('Antipasti', truth.sections[0].dishes),
      section('Pizza', truth.sections[1].dishes),
    );
    assert.equal(scoreDraft(truth, draft).counts.sections, 1);
  });

  it('counts dishes the truth does not have as invented (a cover charge read as a dish)', () => {
    const draft = structuredClone(truth);
    draft.sections[1].dishes.push(dish('Coperto', [2.5]));
    const score = scoreDraft(truth, draft);
    assert.equal(score.counts.invented, 1);
    assert.equal(score.percent.invented, 20);
    assert.equal(score.percent.found, 100);
  });

  it('scores an empty draft as nothing found, with no figure for invented', () => {
    const score = scoreDraft(truth, { language: 'it', sections: [] });
    assert.equal(score.percent.found, 0);
    assert.equal(score.percent.exactPrices, 0);
    assert.equal(score.percent.sections, 0);
    assert.equal(score.percent.invented, null);
  });

  it('compares allergens and tags as sets, translations by name', () => {
    const withFields = menu(
      section('Primi', [
        dish('Spaghetti alle vongole', [15], {
          allergens: ['gluten', 'molluscs'],
          dietaryTags: [],
          translations: { en: { name: 'Spaghetti with clams', description: null } },
        }),
      ]),
    );
    const draft = structuredClone(withFields);
    draft.sections[0].dishes[0].allergens = ['molluscs', 'gluten'];
    draft.sections[0].dishes[0].translations.en.name = 'Spaghetti  with clams';
    const score = scoreDraft(withFields, draft);
    assert.equal(score.counts.exactAllergens, 1);
    assert.equal(score.counts.exactTranslations, 1);
    draft.sections[0].dishes[0].allergens = ['gluten'];
    assert.equal(scoreDraft(withFields, draft).counts.exactAllergens, 0);
  });
});

describe('matchDishes', () => {
  it('pairs each draft dish once, the most similar first', () => {
    const entries = (names) => names.map((name) => ({ dish: { name }, sectionIndex: 0, sectionName: 'S' }));
    // "Birra media" is close to both; it goes to its exact twin, and "Birra medie" stays unmatched
    const draftOf = matchDishes(
      entries(['Birra media', 'Birra piccola']),
      entries(['Birra medie', 'Birra media']),
    );
    assert.deepEqual(draftOf, [1, null]);
  });

  it('prefers the same section between equally similar names', () => {
    const truthDishes = [
      { dish: { name: 'Patatine fritte' }, sectionIndex: 0, sectionName: 'Contorni' },
      { dish: { name: 'Patatine fritte' }, sectionIndex: 1, sectionName: 'Fritti' },
    ];
    const draftDishes = [
      { dish: { name: 'Patatine fritte' }, sectionIndex: 0, sectionName: 'Fritti' },
      { dish: { name: 'Patatine fritte' }, sectionIndex: 1, sectionName: 'Contorni' },
    ];
    assert.deepEqual(matchDishes(truthDishes, draftDishes), [1, 0]);
  });
});

describe('similarity', () => {
  it('is 1 for names equal once normalised and low for different dishes', () => {
    assert.equal(similarity('Caffè  Espresso', 'caffè espresso'), 1);
    // "è" composed and decomposed are the same name to the matching
    assert.equal(similarity('Caff\u00e8', 'Caffe\u0300'), 1);
    assert.ok(similarity('Spaghetti alle vongole', 'Spaghetti alla carbonara') < 0.75);
  });
});

describe('combineScores', () => {
  it('sums counts before dividing, so bigger menus weigh more', () => {
    const perfect = scoreDraft(truth, truth);
    const empty = scoreDraft(menu(section('A', [dish('Uno')])), menu());
    const combined = combineScores([perfect, empty]);
    assert.equal(combined.menus, 2);
    assert.equal(combined.totals.truthDishes, 5);
    assert.equal(combined.percent.found, 80);
  });
});
