import { describe, expect, it } from 'vitest';
import { FREEMIUM_MAX_MENUS, STANDARD_MAX_ZONES, STANDARD_STATISTICS_DAYS } from './limits';
import { messages } from './messages';
import {
  canCreateMenu,
  canCreateZone,
  type Entitlements,
  entitlementsFor,
  isPlanId,
  PAID_PLAN_IDS,
  PLAN_IDS,
  planThatAllows,
} from './plans';

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
      maxZones: 2,
      statisticsDays: 30,
      dishPhotos: false,
      itemOptions: false,
      ordering: false,
    });
  });

  it('gives Smart every smart feature, with two rooms and 30 days of statistics', () => {
    const smart = entitlementsFor('smart');
    expect(smart).toEqual({
      maxMenus: Number.POSITIVE_INFINITY,
      customLook: true,
      banners: true,
      labels: true,
      pdfMenu: true,
      translations: true,
      maxZones: 2,
      statisticsDays: 30,
      dishPhotos: true,
      itemOptions: true,
      ordering: true,
    });
  });

  it('gives Professional everything Smart has, plus any number of rooms and 90 days of statistics', () => {
    expect(entitlementsFor('professional')).toEqual({
      ...entitlementsFor('smart'),
      maxZones: Number.POSITIVE_INFINITY,
      statisticsDays: 90,
    });
  });

  it('orders the plans: each one allows at least what the one below allows', () => {
    for (const [lower, higher] of [
      [entitlementsFor('freemium'), entitlementsFor('smart')],
      [entitlementsFor('smart'), entitlementsFor('professional')],
    ] as const) {
      for (const key of Object.keys(lower) as (keyof Entitlements)[]) {
        expect(Number(higher[key])).toBeGreaterThanOrEqual(Number(lower[key]));
      }
    }
  });

  it('lists the paid plans cheapest first', () => {
    expect(PAID_PLAN_IDS).toEqual(['smart', 'professional']);
  });
});

describe('rooms (table zones)', () => {
  it('allows two rooms on Freemium and Smart', () => {
    expect(STANDARD_MAX_ZONES).toBe(2);
    for (const plan of ['freemium', 'smart'] as const) {
      expect(entitlementsFor(plan).maxZones).toBe(2);
      expect(canCreateZone(plan, 0)).toBeNull();
      expect(canCreateZone(plan, 1)).toBeNull();
      expect(canCreateZone(plan, 2)).toBe(messages.zoneLimitReached);
      expect(canCreateZone(plan, 5)).toBe(messages.zoneLimitReached);
    }
  });

  it('never limits rooms on Professional', () => {
    expect(canCreateZone('professional', 2)).toBeNull();
    expect(canCreateZone('professional', 1000)).toBeNull();
  });

  it('names the limit and the plan that lifts it in the message', () => {
    expect(messages.zoneLimitReached.message).toContain(`${STANDARD_MAX_ZONES} zones`);
    expect(messages.zoneLimitReached.message).toContain('Professional');
  });
});

describe('statistics days', () => {
  it('looks back 30 days on Freemium and Smart, 90 on Professional', () => {
    expect(STANDARD_STATISTICS_DAYS).toBe(30);
    expect(entitlementsFor('freemium').statisticsDays).toBe(30);
    expect(entitlementsFor('smart').statisticsDays).toBe(30);
    expect(entitlementsFor('professional').statisticsDays).toBe(90);
  });
});

describe('planThatAllows', () => {
  it.each(['maxMenus', 'customLook', 'banners', 'labels', 'pdfMenu', 'translations'] as const)(
    'preselects Smart for %s',
    (feature) => {
      expect(planThatAllows(feature)).toBe('smart');
    },
  );

  it.each(['maxZones', 'statisticsDays'] as const)('preselects Professional for %s', (feature) => {
    expect(planThatAllows(feature)).toBe('professional');
  });

  it('preselects a plan that really allows more than Freemium', () => {
    const features = Object.keys(entitlementsFor('freemium')) as (keyof Entitlements)[];
    for (const feature of features) {
      const plan = planThatAllows(feature);
      const lifted = entitlementsFor(plan)[feature] !== entitlementsFor('freemium')[feature];
      const smartLifts = entitlementsFor('smart')[feature] !== entitlementsFor('freemium')[feature];
      // Smart when Smart lifts it; otherwise Professional, which must then lift it
      expect(plan === 'smart' ? smartLifts : lifted).toBe(true);
    }
  });
});
