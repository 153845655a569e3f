/** The contract's `DietaryTag` values (issue 49), in the order the form lists them. */
export const DIETARY_TAGS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'lactose-free',
  'halal',
  'kosher',
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** 0 = not spicy … 3 = hot. */
export const SPICINESS_LEVELS = [0, 1, 2, 3] as const;
