import type { Schemas } from '@tavola/api/schema';
import { entitlementsFor } from '@tavola/domain/plans';

/** `switched-off`: the server says a switch is off without saying which (403 `translations_off`). */
export type TranslationAccess = 'allowed' | 'not-in-plan' | 'club-off' | 'menu-off' | 'switched-off';

/**
 * Issue 13, "Who may": translations are a Smart feature (the plan's `translations`), and work while
 * both the club's and the menu's translations switches are on.
 */
export function translationAccess(
  club: Pick<Schemas['ClubDetail'], 'plan' | 'translationsEnabled'>,
  menu: Pick<Schemas['FullMenu'], 'translationsEnabled'>,
): TranslationAccess {
  if (!entitlementsFor(club.plan).translations) return 'not-in-plan';
  if (!club.translationsEnabled) return 'club-off';
  if (!menu.translationsEnabled) return 'menu-off';
  return 'allowed';
}

/** The same from the server's refusal (403), e.g. a switch turned off in another tab meanwhile. */
export function accessFromErrorCode(code: string | undefined): Exclude<TranslationAccess, 'allowed'> | null {
  if (code === 'feature_not_in_plan') return 'not-in-plan';
  if (code === 'translations_off') return 'switched-off';
  return null;
}
