import type { Schemas } from '@tavola/api/schema';
import { describe, expectTypeOf, it } from 'vitest';
import type { ClubContactField, menuContacts } from './club';
import type { Menu, MenuListEntry, OwnedClub } from './entities';
import type { Language } from './languages';
import type { PaidPlanId, PlanId } from './plans';
import type { SubscriptionStateName } from './subscription';

/** The club's contacts a menu carries: its `club…` fields but the club's name and address. */
type MenuContactField<Menu> = Exclude<Extract<keyof Menu, `club${string}`>, 'clubName' | 'clubAddress'>;

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
    expectTypeOf<PaidPlanId>().toEqualTypeOf<Schemas['PaidPlan']>();
    expectTypeOf<SubscriptionStateName>().toEqualTypeOf<Schemas['SubscriptionState']>();
  });

  it('names the club contacts as the contract does', () => {
    expectTypeOf<ClubContactField>().toExtend<keyof Schemas['ClubInput']>();
    expectTypeOf<ClubContactField>().toExtend<keyof Schemas['ClubUpdate']>();
    expectTypeOf<ClubContactField>().toExtend<keyof Schemas['ClubDetail']>();
    // a contact the contract adds to the menus fails here until the domain lists it
    type MenuContact = `club${Capitalize<ClubContactField>}`;
    expectTypeOf<MenuContactField<Schemas['FullMenu']>>().toEqualTypeOf<MenuContact>();
    expectTypeOf<MenuContactField<Schemas['PublicMenu']>>().toEqualTypeOf<MenuContact>();
    expectTypeOf<MenuContactField<Schemas['TableMenuView']>>().toEqualTypeOf<MenuContact>();
    expectTypeOf<keyof ReturnType<typeof menuContacts>>().toEqualTypeOf<MenuContact>();
  });
});
