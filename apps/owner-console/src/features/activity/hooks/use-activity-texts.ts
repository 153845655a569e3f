import { useLingui } from '@lingui/react/macro';
import type { components } from '@tavola/api/schema';
import type { ClubRole } from '@tavola/domain/club-roles';
import { formatPrice } from '@tavola/domain/price';
import { useRoleName } from '#hooks/use-role-name.ts';

export type ActivityEntry = components['schemas']['ActivityEntry'];

const PLAN_NAMES = { freemium: 'Freemium', smart: 'Smart', professional: 'Professional' } as const;

/** What each kind of entry says, in the interface language (the CSV keeps the kind's code). */
export function useActivityTexts(currency: string) {
  const { t, i18n } = useLingui();

  const roleName = useRoleName();
  /** mid-sentence: "as waiter", "come cameriere" */
  const roleInSentence = (role: ClubRole | undefined) =>
    role ? roleName(role).toLocaleLowerCase(i18n.locale) : '';
  const price = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? t`no price` : formatPrice(cents / 100, currency, i18n.locale);
  const planName = (plan: keyof typeof PLAN_NAMES | undefined) => (plan ? PLAN_NAMES[plan] : '');

  /** The entry as one sentence, without its author (shown beside it). */
  const describe = (entry: ActivityEntry): string => {
    const what = entry.subject ?? '';
    const { details } = entry;
    const oldName = details.oldName ?? '';
    const role = roleInSentence(details.role);
    const oldRole = roleInSentence(details.oldRole);
    const plan = planName(details.plan);
    const oldPlan = planName(details.oldPlan);
    switch (entry.kind) {
      case 'menu_created':
        return t`Created the menu “${what}”`;
      case 'menu_updated':
        return oldName ? t`Renamed the menu “${oldName}” to “${what}”` : t`Saved the menu “${what}”`;
      case 'menu_enabled':
        return t`Showed the menu “${what}” to guests`;
      case 'menu_disabled':
        return t`Hid the menu “${what}” from guests`;
      case 'menu_duplicated':
        return t`Duplicated the menu “${oldName}” as “${what}”`;
      case 'menu_deleted':
        return t`Deleted the menu “${what}”`;
      case 'item_created':
        return t`Added the item “${what}”`;
      case 'item_updated':
        return oldName ? t`Renamed the item “${oldName}” to “${what}”` : t`Saved the item “${what}”`;
      case 'item_price_changed': {
        const oldPrice = price(details.oldPrice);
        const newPrice = price(details.newPrice);
        return t`Changed the price of “${what}” from ${oldPrice} to ${newPrice}`;
      }
      case 'item_out_of_stock':
        return t`Marked “${what}” out of stock`;
      case 'item_back_in_stock':
        return t`Marked “${what}” back in stock`;
      case 'item_deleted':
        return t`Deleted the item “${what}”`;
      case 'invitation_sent':
        return t`Invited ${what} as ${role}`;
      case 'invitation_withdrawn':
        return t`Withdrew the invitation of ${what}`;
      case 'member_joined':
        return t`Joined the team as ${role}`;
      case 'member_role_changed':
        return t`Changed the role of ${what} from ${oldRole} to ${role}`;
      case 'member_zones_changed': {
        const zones = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(details.zones ?? []);
        return zones ? t`Set the zones ${what} serves: ${zones}` : t`Set ${what} to serve no zone`;
      }
      case 'member_removed':
        return t`Removed ${what} from the team`;
      case 'ownership_offered':
        return t`Offered the club to ${what}`;
      case 'ownership_offer_withdrawn':
        return t`Took back the offer of the club to ${what}`;
      case 'ownership_accepted':
        return t`Accepted the club and became its owner`;
      case 'plan_subscribed':
        return t`Subscribed to the ${plan} plan`;
      case 'plan_changed':
        return t`Changed the plan from ${oldPlan} to ${plan}`;
      case 'plan_renewal_cancelled':
        return t`Cancelled the renewal of the ${plan} plan`;
      case 'plan_renewal_resumed':
        return t`Resumed the renewal of the ${plan} plan`;
      case 'plan_ended':
        return t`The ${oldPlan} plan ended: the club is on ${plan}`;
    }
  };

  /** Who made the change: their name then, or the system (payments, the billing clock). */
  const author = (entry: ActivityEntry): string => entry.actorName ?? t`Tavola (automatic)`;

  return { describe, author };
}
