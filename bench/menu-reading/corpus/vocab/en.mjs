// English menus, written by hand: a bistro, a cocktail bar and a pub. No second language is
// printed on them (the other languages print English as theirs), so the English names are null.
export default {
  language: 'en',
  decimal: '.',
  allergenTitle: 'Allergens',
  allergenNames: {
    gluten: 'Gluten',
    crustaceans: 'Crustaceans',
    eggs: 'Eggs',
    fish: 'Fish',
    peanuts: 'Peanuts',
    soybeans: 'Soya',
    milk: 'Milk',
    nuts: 'Tree nuts',
    celery: 'Celery',
    mustard: 'Mustard',
    sesame: 'Sesame',
    sulphites: 'Sulphites',
    lupin: 'Lupin',
    molluscs: 'Molluscs',
  },
  dietary: {
    vegetarian: { mark: '(V)', word: 'vegetarian' },
    vegan: { mark: '(VG)', word: 'vegan' },
    'gluten-free': { mark: '(GF)', word: 'gluten free' },
  },
  notes: [
    'A discretionary service charge of 12.5% will be added to your bill',
    'Please tell us about any allergies',
    'Kitchen open 12 – 10 pm',
  ],
  venues: {
    restaurant: {
      names: ['The Olive Tree', 'Harbour Kitchen', 'The Green Room'],
      titles: ['Dinner menu', 'Menu', 'All day menu'],
      sections: [
        {
          name: 'Starters',
          en: null,
          dishes: [
            ['Soup of the day', null, 'With warm sourdough and butter', 'gl mi ce', 'v', 6.5],
            ['Chicken liver pâté', null, 'Red onion chutney, toasted brioche', 'gl eg mi su', '', 8],
            ['Salt and pepper squid', null, 'Lime and chilli mayonnaise', 'gl mo eg', '', 9],
            ['Smoked mackerel rillettes', null, 'Pickled cucumber, rye crackers', 'fi gl mi mu', '', 8.5],
            ['Heritage tomato salad', null, 'Basil, shallots, aged balsamic', 'su', 'vg gf', 7.5],
            ['Crispy halloumi', null, 'Pomegranate, mint yoghurt', 'mi', 'v gf', 8],
            ['Prawn cocktail', null, 'Baby gem, Marie Rose sauce, brown bread', 'cr eg gl mi', '', 9.5],
          ],
        },
        {
          name: 'Mains',
          en: null,
          dishes: [
            ['Beer-battered fish and chips', null, 'Mushy peas, tartare sauce, lemon', 'fi gl eg', '', 16.5],
            ['Chargrilled rib-eye steak', null, '10 oz, chips, peppercorn sauce', 'mi su', 'gf', 29],
            ['Roast chicken supreme', null, 'Dauphinoise potatoes, green beans, jus', 'mi ce su', 'gf', 18],
            ['Wild mushroom risotto', null, 'Truffle oil, parmesan crisp', 'mi ce', 'v gf', 15],
            ['Pan-fried sea bream', null, 'Crushed new potatoes, salsa verde', 'fi mu', 'gf', 19.5],
            ['Slow-cooked lamb shoulder', null, 'Creamy mash, rosemary gravy', 'mi ce su', 'gf', 22],
            ['Butternut squash curry', null, 'Coconut, spinach, basmati rice', 'mu', 'vg gf', 14],
            ['Classic beef burger', null, 'Brioche bun, cheddar, pickles, fries', 'gl eg mi mu se', '', 15.5],
          ],
        },
        {
          name: 'Pizzas',
          en: null,
          sizes: ['Small', 'Large'],
          dishes: [
            ['Margherita', null, 'Tomato, mozzarella, basil', 'gl mi', 'v', [9, 13]],
            ['Pepperoni', null, 'Tomato, mozzarella, pepperoni', 'gl mi', '', [10.5, 15]],
            [
              'Roasted vegetable',
              null,
              'Peppers, courgette, red onion, goat’s cheese',
              'gl mi',
              'v',
              [10, 14.5],
            ],
            ['BBQ chicken', null, 'Chicken, red onion, smoky barbecue sauce', 'gl mi mu', '', [11, 16]],
          ],
        },
        {
          name: 'Sides',
          en: null,
          dishes: [
            ['Hand-cut chips', null, null, '', 'vg gf', 4],
            ['Truffle and parmesan fries', null, null, 'mi', 'v gf', 5.5],
            ['Tenderstem broccoli', null, 'Chilli and garlic', '', 'vg gf', 4.5],
            ['House salad', null, null, 'mu', 'vg gf', 4],
            ['Onion rings', null, null, 'gl', 'v', 4.5],
          ],
        },
        {
          name: 'Desserts',
          en: null,
          dishes: [
            ['Sticky toffee pudding', null, 'Butterscotch sauce, vanilla ice cream', 'gl eg mi', 'v', 7],
            ['Dark chocolate brownie', null, 'Salted caramel, clotted cream', 'gl eg mi nu', 'v', 7],
            ['Lemon tart', null, 'Raspberry sorbet', 'gl eg mi', 'v', 6.5],
            ['Eton mess', null, 'Strawberries, meringue, whipped cream', 'eg mi', 'v gf', 6.5],
            ['Selection of British cheeses', null, 'Crackers, grapes, chutney', 'gl mi ce su', 'v', 10],
          ],
        },
      ],
    },
    bar: {
      names: ['The Velvet Lounge', 'Copper & Lime'],
      titles: ['Cocktails', 'Drinks'],
      sections: [
        {
          name: 'Signature cocktails',
          en: null,
          dishes: [
            ['Garden Party', null, 'Gin, elderflower, cucumber, prosecco', 'su', 'vg', 11],
            ['Smoked Old Fashioned', null, 'Bourbon, maple, orange bitters', '', 'vg', 12.5],
            ['Passion Fruit Martini', null, 'Vanilla vodka, passion fruit, prosecco shot', 'su', 'vg', 11.5],
            ['Spiced Pear Sour', null, 'Spiced rum, pear, lemon, egg white', 'eg', 'v', 11],
            ['Berry Bramble', null, 'Gin, blackberry liqueur, lemon', '', 'vg', 10.5],
          ],
        },
        {
          name: 'Classics',
          en: null,
          dishes: [
            ['Negroni', null, 'Gin, Campari, sweet vermouth', 'su', 'vg', 10],
            ['Margarita', null, 'Tequila, triple sec, lime', '', 'vg', 10],
            ['Espresso Martini', null, 'Vodka, coffee liqueur, espresso', '', 'vg', 11],
            ['Mojito', null, 'White rum, mint, lime, soda', '', 'vg', 10],
            ['Dark ’n’ Stormy', null, 'Dark rum, ginger beer, lime', '', 'vg', 9.5],
            ['Aperol Spritz', null, 'Aperol, prosecco, soda', 'su', 'vg', 9.5],
          ],
        },
        {
          name: 'Wine by the glass',
          en: null,
          sizes: ['175 ml', 'Bottle'],
          dishes: [
            ['Prosecco DOC', null, 'Veneto, Italy', 'su', 'vg', [8, 34]],
            ['Sauvignon Blanc', null, 'Marlborough, New Zealand', 'su', 'vg', [8.5, 36]],
            ['Pinot Grigio', null, 'Friuli, Italy', 'su', 'vg', [7, 29]],
            ['Malbec', null, 'Mendoza, Argentina', 'su', 'vg', [8, 33]],
          ],
        },
        {
          name: 'Nibbles',
          en: null,
          dishes: [
            ['Marinated olives', null, null, '', 'vg gf', 4.5],
            ['Padrón peppers', null, 'Sea salt', '', 'vg gf', 5.5],
            ['Truffle popcorn', null, null, 'mi', 'v gf', 4],
          ],
        },
      ],
    },
    pub: {
      names: ['The Red Lion', 'The Fox & Hounds'],
      titles: ['Food & drink', 'Pub menu'],
      sections: [
        {
          name: 'On tap',
          en: null,
          sizes: ['Half', 'Pint'],
          dishes: [
            ['House lager', null, '4.2%', 'gl', 'vg', [2.9, 5.4]],
            ['Best bitter', null, 'Amber ale, 3.8%', 'gl', '', [2.8, 5.2]],
            ['Guinness', null, 'Irish stout, 4.2%', 'gl', 'vg', [3.2, 6]],
            ['Hazy IPA', null, 'Citrus and tropical fruit, 5.6%', 'gl', 'vg', [3.5, 6.6]],
            ['Somerset cider', null, '5%', 'su', 'vg gf', [2.9, 5.5]],
          ],
        },
        {
          name: 'Pub classics',
          en: null,
          dishes: [
            ['Steak and ale pie', null, 'Mash, seasonal greens, gravy', 'gl mi ce su', '', 15],
            ['Bangers and mash', null, 'Cumberland sausages, onion gravy', 'gl mi su', '', 13.5],
            ['Ploughman’s lunch', null, 'Cheddar, ham, pickle, crusty bread, apple', 'gl mi mu su', '', 12],
            ['Scampi and chips', null, 'Tartare sauce, garden peas', 'cr gl eg', '', 14],
            [
              'Sunday roast beef',
              null,
              'Yorkshire pudding, roast potatoes, gravy',
              'gl eg mi ce su',
              '',
              17.5,
            ],
            ['Vegan sausage roll', null, 'Piccalilli', 'gl mu', 'vg', 7],
          ],
        },
        {
          name: 'Sandwiches',
          en: null,
          dishes: [
            ['Fish finger sandwich', null, 'Tartare sauce, lettuce', 'fi gl eg', '', 9],
            ['Club sandwich', null, 'Chicken, bacon, egg, tomato, mayo', 'gl eg mu', '', 10.5],
            ['Cheese and pickle', null, 'Mature cheddar, Branston pickle', 'gl mi su', 'v', 7.5],
            ['Steak baguette', null, 'Caramelised onions, horseradish', 'gl mu su', '', 12],
          ],
        },
        {
          name: 'Bar snacks',
          en: null,
          dishes: [
            ['Pork scratchings', null, null, '', 'gf', 3],
            ['Scotch egg', null, 'Piccalilli', 'gl eg mu', '', 6],
            ['Loaded nachos', null, 'Cheese, jalapeños, salsa, sour cream', 'mi', 'v', 8.5],
            ['Chips', null, null, '', 'vg gf', 4],
          ],
        },
      ],
    },
  },
};
