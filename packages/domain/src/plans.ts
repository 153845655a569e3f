/**
 * Subscription plans and what each one allows: the one place the server enforces and the console
 * reads. Plan ids are the contract's `ClubPlan` values (and the database's `clubs.plan`).
 *
 * The spec makes smart features (promotion banner, labels, PDF, translations and similar) available
 * "only on the SMART plan". Professional is the plan above Smart: it has everything Smart has, plus
 * what a venue with several rooms needs (docs/decisions/018): any number of rooms (table zones, each
 * with its tables, QR codes and menus by time) and 90 days of scan statistics instead of 30.
 * An early-adopter or partner offer is a way of getting a plan, not a plan of its own: it changes
 * nothing here. Freemium keeps the standard, non-customizable look (spec section 1).
 */
import { ClubPlan, PaidPlan } from '@tavola/api/generated/enums';
import { FREEMIUM_MAX_MENUS, STANDARD_MAX_ZONES, STANDARD_STATISTICS_DAYS } from './limits';
import { type Message, messages } from './messages';

/** Every plan, cheapest first (the contract's `ClubPlan`, generated from it). */
export const PLAN_IDS = ClubPlan;

export type PlanId = (typeof PLAN_IDS)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** The plans that are paid for, cheapest first (the contract's `PaidPlan`, generated from it). */
export const PAID_PLAN_IDS = PaidPlan;

export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** What a club on a plan may use. */
export interface Entitlements {
  /** most menus the club may have; `Infinity` when unlimited */
  maxMenus: number;
  /** its own colours and fonts instead of the predefined themes only */
  customLook: boolean;
  /** a promotion banner on a menu */
  banners: boolean;
  /** bestseller and suggested labels on items */
  labels: boolean;
  /** the PDF download of a menu */
  pdfMenu: boolean;
  /** menus and items in the guest's language */
  translations: boolean;
  /** most table zones (rooms) the club may have; `Infinity` when unlimited */
  maxZones: number;
  /** how many days back the scan statistics may look */
  statisticsDays: number;
  /** a photo on each item (docs/decisions/035) */
  dishPhotos: boolean;
  /** option groups on items: sizes, extras (docs/decisions/035) */
  itemOptions: boolean;
  /** orders from the table (docs/decisions/056) */
  ordering: boolean;
}

const FREEMIUM: Entitlements = {
  maxMenus: FREEMIUM_MAX_MENUS,
  customLook: false,
  banners: false,
  labels: false,
  pdfMenu: false,
  translations: false,
  maxZones: STANDARD_MAX_ZONES,
  statisticsDays: STANDARD_STATISTICS_DAYS,
  dishPhotos: false,
  itemOptions: false,
  ordering: false,
};

const SMART: Entitlements = {
  maxMenus: Number.POSITIVE_INFINITY,
  customLook: true,
  banners: true,
  labels: true,
  pdfMenu: true,
  translations: true,
  maxZones: STANDARD_MAX_ZONES,
  statisticsDays: STANDARD_STATISTICS_DAYS,
  dishPhotos: true,
  itemOptions: true,
  ordering: true,
};

const PROFESSIONAL: Entitlements = {
  ...SMART,
  maxZones: Number.POSITIVE_INFINITY,
  statisticsDays: 90,
};

const ENTITLEMENTS: Readonly<Record<PlanId, Entitlements>> = {
  freemium: FREEMIUM,
  smart: SMART,
  professional: PROFESSIONAL,
};

export function entitlementsFor(plan: PlanId): Entitlements {
  return ENTITLEMENTS[plan];
}

/** Null when one more menu may be created, otherwise the menu-limit message. */
export function canCreateMenu(plan: PlanId, currentCount: number): Message | null {
  return currentCount < entitlementsFor(plan).maxMenus ? null : messages.menuLimitReached;
}

/** Null when one more zone (room) may be created, otherwise the zone-limit message. */
export function canCreateZone(plan: PlanId, currentCount: number): Message | null {
  return currentCount < entitlementsFor(plan).maxZones ? null : messages.zoneLimitReached;
}

/**
 * The cheapest plan that lifts a limit, for the upgrade prompt's preselected choice: Smart for
 * everything Freemium lacks, Professional for rooms beyond two and statistics beyond 30 days.
 */
export function planThatAllows(feature: keyof Entitlements): PaidPlanId {
  return entitlementsFor('smart')[feature] === entitlementsFor('professional')[feature]
    ? 'smart'
    : 'professional';
}
