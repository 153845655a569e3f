/**
 * The club's activity log (docs/decisions/055-activity-log.md): what each entry records. The list is
 * the contract's `ActivityKind`, generated from it; the database's check on `activity_log.kind` is
 * built from it, and the console groups the kinds to word them.
 */
import { ActivityKind } from '@tavola/api/generated/enums';

export const ACTIVITY_KINDS = ActivityKind;

export type ActivityKindName = (typeof ACTIVITY_KINDS)[number];

export function isActivityKind(value: unknown): value is ActivityKindName {
  return (ACTIVITY_KINDS as readonly unknown[]).includes(value);
}

/** A price as the log keeps it: whole cents, so that 8.1 + 0.2 never reads as 8.299999. */
export function priceInCents(price: number | null | undefined): number | null {
  return price === null || price === undefined ? null : Math.round(price * 100);
}

/** The most entries one page of the log gives, and how many a CSV export holds at most. */
export const ACTIVITY_PAGE_MAX = 100;
export const ACTIVITY_EXPORT_MAX = 10_000;
