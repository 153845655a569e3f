/**
 * Subscription plans as the interface names them, and what each one allows.
 *
 * The spec makes smart features (promotion banner, labels, PDF, translations and similar) available
 * "only on the SMART plan". Professional is the plan above Smart, and a customer who pays more must
 * not lose features, so `hasSmartFeatures` includes PROFESSIONAL.
 */
import { FREEMIUM_MAX_MENUS } from './limits';
import { type Message, messages } from './messages';

export const PLAN_IDS = ['FREEMIUM', 'SMART', 'PROFESSIONAL'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Most menus a club on the plan may have; `Infinity` when unlimited. */
export function maxMenusFor(plan: PlanId): number {
  return plan === 'FREEMIUM' ? FREEMIUM_MAX_MENUS : Number.POSITIVE_INFINITY;
}

/** Null when one more menu may be created, otherwise the menu-limit message. */
export function canCreateMenu(plan: PlanId, currentCount: number): Message | null {
  return currentCount < maxMenusFor(plan) ? null : messages.menuLimitReached;
}

/** Promotion banner, labels, PDF menu, translations and the like. */
export function hasSmartFeatures(plan: PlanId): boolean {
  return plan === 'SMART' || plan === 'PROFESSIONAL';
}
