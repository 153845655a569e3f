/**
 * A member's role in one club (openapi ClubRole). What each role may do is stated per operation
 * in the contract's `x-roles`; the server enforces it, the console hides what a role cannot use.
 * - owner: everything, and alone the plan, billing, the team and the club's deletion;
 * - manager: menus, tables, QR codes, translations, statistics, waiter calls and settings;
 * - waiter: the service: the menus to read, the tables and zones, and the waiter calls.
 */
export const CLUB_ROLES = ['owner', 'manager', 'waiter'] as const;

export type ClubRole = (typeof CLUB_ROLES)[number];

export function isClubRole(value: unknown): value is ClubRole {
  return (CLUB_ROLES as readonly unknown[]).includes(value);
}
