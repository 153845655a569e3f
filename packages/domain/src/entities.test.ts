import type { Schemas } from '@tavola/api/schema';
import { describe, expectTypeOf, it } from 'vitest';
import type { Menu, MenuListEntry, OwnedClub } from './entities';
import type { Language } from './languages';
import type { PlanId } from './plans';

// Checked by `check-types` (tsc) as much as by vitest: the domain and the contract must agree.
describe('entities', () => {
  it('uses the same languages as the contract', () => {
    expectTypeOf<Schemas['Language']>().toEqualTypeOf<Language>();
  });

  it('exposes the fields the validators check', () => {
    expectTypeOf<Menu>().toHaveProperty('adminDisplayName');
    expectTypeOf<Menu>().toHaveProperty('footer');
    expectTypeOf<MenuListEntry>().toHaveProperty('hasBanner');
    expectTypeOf<OwnedClub>().toHaveProperty('subscriptionEnabled');
    // the plan ids are the contract's ClubPlan values
    expectTypeOf<PlanId>().toEqualTypeOf<Schemas['ClubPlan']>();
  });
});
