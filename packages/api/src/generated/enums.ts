// Generated from openapi/spec.yaml by tools/gen-api (`pnpm gen:api`). Do not edit by hand.
/* eslint-disable */

/** Interface language. */
export const Language = ['en', 'it'] as const;

/** A dietary claim the venue makes about an item, separate from the 14 EU allergens. `vegan` cannot go with milk or eggs among the allergens, `gluten-free` not with cereals containing gluten. */
export const DietaryTag = ['vegetarian', 'vegan', 'gluten-free', 'lactose-free', 'halal', 'kosher'] as const;

/** `single`: exactly one option at most (a size; its price replaces the item's). `multiple`: several (extras; their prices are added). */
export const OptionChoice = ['single', 'multiple'] as const;

/** One of the 14 allergens of EU regulation 1169/2011. */
export const AllergenCode = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'] as const;

/** A member's role in one club. owner: everything, and alone the plan, billing and the team. manager: menus, tables, QR codes, translations, statistics, waiter calls and settings. waiter: the menus to read, the tables and zones, and the waiter calls. Each operation under /clubs/{clubId} lists the roles it allows in `x-roles`; other members get 403 `role_not_allowed`. */
export const ClubRole = ['owner', 'manager', 'waiter'] as const;

/** What an activity entry records. Menus: `menu_created`, `menu_updated` (saved: names, settings, switches), `menu_enabled`, `menu_disabled`, `menu_duplicated` (the subject is the copy; `oldName` the original), `menu_deleted`. Items: `item_created`, `item_updated` (saved without a change of price or stock; `oldName` when renamed), `item_price_changed` (`oldPrice`, `newPrice`), `item_out_of_stock`, `item_back_in_stock`, `item_deleted`. Team: `invitation_sent` and `invitation_withdrawn` (subject: the address; `role`), `member_joined` (`role`), `member_role_changed` (`oldRole`, `role`), `member_zones_changed` (`zones`: the zones the member serves now, by name), `member_removed`, `ownership_offered`, `ownership_offer_withdrawn`, `ownership_accepted` (subject: the member). Plan: `plan_subscribed`, `plan_changed`, `plan_renewal_cancelled`, `plan_renewal_resumed`, `plan_ended` (`oldPlan`, `plan`, `months`). */
export const ActivityKind = ['menu_created', 'menu_updated', 'menu_enabled', 'menu_disabled', 'menu_duplicated', 'menu_deleted', 'item_created', 'item_updated', 'item_price_changed', 'item_out_of_stock', 'item_back_in_stock', 'item_deleted', 'invitation_sent', 'invitation_withdrawn', 'member_joined', 'member_role_changed', 'member_zones_changed', 'member_removed', 'ownership_offered', 'ownership_offer_withdrawn', 'ownership_accepted', 'plan_subscribed', 'plan_changed', 'plan_renewal_cancelled', 'plan_renewal_resumed', 'plan_ended'] as const;

/** The roles an invitation or a role change gives: ownership is handed over, never given this way. */
export const InvitedRole = ['manager', 'waiter'] as const;

export const WaiterCallStatusValue = ['waiting', 'coming', 'done'] as const;

/** The plan a club's subscription gives it now (what its entitlements follow). */
export const ClubPlan = ['freemium', 'smart', 'professional'] as const;

/** The state of a club's subscription (spec section 4): `freemium`; `early_adopter` and `granted` (terms set by the Tavola team); `partner_offered` (a brand pays for 6 or 12 months); `paid`; `payment_pending` (a first payment awaits the cardholder's approval); `invoice_unpaid` and `balance_insufficient` (a renewal failed: the plan stays for the days left, then Freemium). */
export const SubscriptionState = ['freemium', 'early_adopter', 'granted', 'partner_offered', 'paid', 'payment_pending', 'invoice_unpaid', 'balance_insufficient'] as const;

/** A plan that is paid for. */
export const PaidPlan = ['smart', 'professional'] as const;

/** The language the paper menu is written in, which OCR reads it in. */
export const MenuReadingLanguage = ['it', 'en', 'de', 'fr', 'es'] as const;

/** `reading`: its pages are being read; `ready`: the draft waits for review; `failed`: it could not be read (see `error`); `cancelled`: the owner stopped it; `created`: it became a menu (`menuId`). */
export const MenuReadingStatus = ['reading', 'ready', 'failed', 'cancelled', 'created'] as const;

/** A language the printed sheet of QR codes has its texts in (ISO 639-1). */
export const QrSheetLanguage = ['en', 'it', 'de', 'fr', 'es', 'pt', 'nl'] as const;

/** A language the translation editor offers (ISO 639-1): written in Latin, Greek or Cyrillic script, which the printed PDF's fonts cover, and offered by the machine translation provider. */
export const TranslationLanguage = ['en', 'it', 'de', 'fr', 'es', 'pt', 'nl', 'pl', 'cs', 'sk', 'sl', 'hu', 'ro', 'bg', 'el', 'ru', 'uk', 'da', 'sv', 'nb', 'fi', 'et', 'lv', 'lt', 'tr'] as const;

/** A translatable text of an entity (menus and sections have a name only). */
export const TranslatableField = ['name', 'description', 'ingredients'] as const;

/** The kind of entity a text belongs to (an item's option groups and their options have a name only). */
export const TranslationTarget = ['menu', 'section', 'item', 'option-group', 'option'] as const;

/** Whether guests order from their phones: `off`, at every table (`all`), or at the tables of the zones that take orders (`zones`, see `TableZone.ordering`). Smart and Professional plans (docs/decisions/056). */
export const OrderingMode = ['off', 'all', 'zones'] as const;

/** Where a section's dishes are made; each round goes to one station. */
export const OrderStation = ['kitchen', 'bar'] as const;

export const RoundStatus = ['received', 'preparing', 'ready', 'served'] as const;

export const OrderLineStatus = ['draft', 'sent', 'void'] as const;

/** Why a draft line can no longer be sent: the dish was hidden or removed (`unavailable`), is out of stock, is on no menu shown at this table now (`not_now`), was left out of ordering or has no price (`not_orderable`), or its options no longer fit (`options_changed`). */
export const OrderLineProblem = ['unavailable', 'out_of_stock', 'not_now', 'not_orderable', 'options_changed'] as const;
