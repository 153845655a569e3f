import { describe, expect, it } from 'vitest';
import { FREEMIUM_MAX_MENUS } from './limits';
import { messages } from './messages';
import { canCreateMenu, hasSmartFeatures, isPlanId, maxMenusFor, PLAN_IDS } from './plans';

describe('plans', () => {
  it('lists the three plans', () => {
    expect(PLAN_IDS).toEqual(['FREEMIUM', 'SMART', 'PROFESSIONAL']);
    expect(isPlanId('SMART')).toBe(true);
    expect(isPlanId('smart')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it('limits Freemium to 2 menus and the paid plans to none', () => {
    expect(FREEMIUM_MAX_MENUS).toBe(2);
    expect(maxMenusFor('FREEMIUM')).toBe(2);
    expect(maxMenusFor('SMART')).toBe(Number.POSITIVE_INFINITY);
    expect(maxMenusFor('PROFESSIONAL')).toBe(Number.POSITIVE_INFINITY);
  });

  it('lets a Freemium club create its first and second menu, not a third', () => {
    expect(canCreateMenu('FREEMIUM', 0)).toBeNull();
    expect(canCreateMenu('FREEMIUM', 1)).toBeNull();
    expect(canCreateMenu('FREEMIUM', 2)).toBe(messages.menuLimitReached);
    expect(canCreateMenu('FREEMIUM', 3)).toBe(messages.menuLimitReached);
  });

  it('never limits the paid plans', () => {
    expect(canCreateMenu('SMART', 2)).toBeNull();
    expect(canCreateMenu('PROFESSIONAL', 1000)).toBeNull();
  });

  it('names the limit in the menu-limit message', () => {
    expect(messages.menuLimitReached.message).toContain(`${FREEMIUM_MAX_MENUS} menus`);
  });

  it('gives smart features to Smart and Professional only', () => {
    expect(hasSmartFeatures('FREEMIUM')).toBe(false);
    expect(hasSmartFeatures('SMART')).toBe(true);
    expect(hasSmartFeatures('PROFESSIONAL')).toBe(true);
  });
});
