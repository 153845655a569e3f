import { describe, expect, it } from 'vitest';
import { FREEMIUM_MAX_MENUS } from './limits';
import { messages } from './messages';
import { canCreateMenu, entitlementsFor, isPlanId, PLAN_IDS } from './plans';

describe('plans', () => {
  it('lists the three plans as the contract names them', () => {
    expect(PLAN_IDS).toEqual(['freemium', 'smart', 'professional']);
    expect(isPlanId('smart')).toBe(true);
    expect(isPlanId('SMART')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it('limits Freemium to 2 menus and the paid plans to none', () => {
    expect(FREEMIUM_MAX_MENUS).toBe(2);
    expect(entitlementsFor('freemium').maxMenus).toBe(2);
    expect(entitlementsFor('smart').maxMenus).toBe(Number.POSITIVE_INFINITY);
    expect(entitlementsFor('professional').maxMenus).toBe(Number.POSITIVE_INFINITY);
  });

  it('lets a Freemium club create its first and second menu, not a third', () => {
    expect(canCreateMenu('freemium', 0)).toBeNull();
    expect(canCreateMenu('freemium', 1)).toBeNull();
    expect(canCreateMenu('freemium', 2)).toBe(messages.menuLimitReached);
    expect(canCreateMenu('freemium', 3)).toBe(messages.menuLimitReached);
  });

  it('never limits the paid plans', () => {
    expect(canCreateMenu('smart', 2)).toBeNull();
    expect(canCreateMenu('professional', 1000)).toBeNull();
  });

  it('names the limit in the menu-limit message', () => {
    expect(messages.menuLimitReached.message).toContain(`${FREEMIUM_MAX_MENUS} menus`);
  });

  it('keeps Freemium on the standard look without smart features', () => {
    expect(entitlementsFor('freemium')).toEqual({
      maxMenus: 2,
      customLook: false,
      banners: false,
      labels: false,
      pdfMenu: false,
      translations: false,
    });
  });

  it('gives Smart every feature, and Professional at least as much as Smart', () => {
    const smart = entitlementsFor('smart');
    expect(Object.values({ ...smart, maxMenus: true }).every(Boolean)).toBe(true);
    expect(entitlementsFor('professional')).toEqual(smart);
  });
});
