// The contract's types. Response and request shapes are never written by hand: import them from here.
export type { components, operations, paths } from './generated/schema';

import type { components } from './generated/schema';

/** Every component schema of the contract, e.g. `Schemas['FullMenu']`. */
export type Schemas = components['schemas'];
