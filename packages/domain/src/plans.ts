/**
 * Subscription plans and what each one allows: the one place the server enforces and the console
 * reads. Plan ids are the contract's `ClubPlan` values (and the database's `clubs.plan`).
 *
 * The spec makes smart features (promotion banner, labels, PDF, translations and similar) available
 * "only on the SMART plan". Professional is the plan above Smart, and a customer who pays more must
 * not lose features, so Professional has everything Smart has. An early-adopter subscription is a
 * way of paying for a plan (recorded beside it), not a plan of its own: it changes nothing here.
 * Freemium keeps the standard, non-customizable look (spec section 1).
 */
import { FREEMIUM_MAX_MENUS } from './limits';
import { type Message, messages } from './messages';

export const PLAN_IDS = ['freemium', 'smart', 'professional'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
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
}

const FREEMIUM: Entitlements = {
  maxMenus: FREEMIUM_MAX_MENUS,
  customLook: false,
  banners: false,
  labels: false,
  pdfMenu: false,
  translations: false,
};

const SMART: Entitlements = {
  maxMenus: Number.POSITIVE_INFINITY,
  customLook: true,
  banners: true,
  labels: true,
  pdfMenu: true,
  translations: true,
};

const ENTITLEMENTS: Readonly<Record<PlanId, Entitlements>> = {
  freemium: FREEMIUM,
  smart: SMART,
  professional: SMART,
};

export function entitlementsFor(plan: PlanId): Entitlements {
  return ENTITLEMENTS[plan];
}

/** Null when one more menu may be created, otherwise the menu-limit message. */
export function canCreateMenu(plan: PlanId, currentCount: number): Message | null {
  return currentCount < entitlementsFor(plan).maxMenus ? null : messages.menuLimitReached;
}
