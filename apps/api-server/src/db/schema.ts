/**
 * The database schema (Drizzle, PostgreSQL dialect). SQL generated from it must run on PGlite
 * (PostgreSQL 18) and PostgreSQL 15: plain types, identity columns, no extensions.
 * Change it, then run `pnpm --filter @tavola/api-server db:generate` and commit the migration.
 * Lists the domain owns (plans, subscription states) are imported from it, so a new value is added
 * once; its check constraint then needs a new migration (check-constraints.test.ts fails until then).
 */
import { ACTIVITY_KINDS } from '@tavola/domain/activity';
import { CLUB_ROLES, type ClubRole } from '@tavola/domain/club-roles';
import { OPTION_CHOICES, type StoredItemPhoto } from '@tavola/domain/item-extras';
import {
  ORDER_STATIONS,
  ORDERING_MODES,
  type OrderLineOptionSnapshot,
  ROUND_STATUSES,
} from '@tavola/domain/ordering';
import { PAID_PLAN_IDS, PLAN_IDS, type PlanId } from '@tavola/domain/plans';
import type { SchedulingRule } from '@tavola/domain/scheduling';
import { SUBSCRIPTION_STATES } from '@tavola/domain/subscription';
import {
  CALL_ALERT_MINUTES_DEFAULT,
  CALL_ALERT_MINUTES_MAX,
  CALL_ALERT_MINUTES_MIN,
} from '@tavola/domain/waiter-calls';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MenuDraft } from '#modules/menu-readings/draft.ts';
import type { InvoiceParty } from '#modules/payments/invoices/invoice-parties.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * `column in ('a', 'b')`: the check constraint of a text column that takes one of a list of values,
 * spelled as drizzle-kit wrote it in the committed migrations.
 */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

// ---------------------------------------------------------------------------------------------
// Accounts and sign-in
// ---------------------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  /** normalised: digits with an optional leading '+' (see @tavola/domain normalizePhone) */
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** base32 TOTP secret (RFC 6238) */
  totpSecret: text('totp_secret').notNull(),
  language: text('language').notNull().default('en'),
  isAdmin: boolean('is_admin').notNull().default(false),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha-256 (hex) of the bearer token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    /** absolute expiry; the idle expiry is computed from last_used_at */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A TOTP secret issued at sign-up, waiting for the new user to prove they scanned it. */
export const totpEnrolments = pgTable('totp_enrolments', {
  id: uuid('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** TOTP time steps already accepted for a user: each code signs in once. */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeStep: bigint('time_step', { mode: 'number' }).notNull(),
    usedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timeStep] })],
);

export const oneTimeTokenPurposes = ['activation', 'password_reset'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Links sent by email (account activation, password reset), stored hashed, usable once. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId),
    check('one_time_tokens_purpose_check', isOneOf(t.purpose, oneTimeTokenPurposes)),
  ],
);

export const languageMetrics = pgTable('language_metrics', {
  id: id(),
  language: text('language').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Fixed-window counters of the database rate-limit store (several API processes share them). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartMs: bigint('window_start_ms', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Clubs
// ---------------------------------------------------------------------------------------------

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

/** Colours and fonts of a guest menu (and of its PDF). club_id null = a built-in theme. */
export const themes = pgTable('themes', {
  id: id(),
  clubId: integer('club_id').references((): AnyPgColumn => clubs.id, { onDelete: 'cascade' }),
  /** the stable key of a predefined theme (club_id null), e.g. 'classic-light'; null for a club's own */
  builtinKey: text('builtin_key').unique(),
  name: text('name').notNull(),
  background: text('background').notNull(),
  backgroundImage: text('background_image'),
  main: text('main').notNull(),
  text: text('text').notNull(),
  divider: text('divider').notNull(),
  font: text('font').notNull(),
  buttonText: text('button_text').notNull(),
  tabBackground: text('tab_background').notNull(),
  tabText: text('tab_text').notNull(),
  bestSellerLabelColor: text('best_seller_label_color').notNull(),
  suggestedLabelColor: text('suggested_label_color').notNull(),
  pdfHighlight: text('pdf_highlight').notNull(),
  pdfSectionTitle: text('pdf_section_title').notNull(),
  pdfText: text('pdf_text').notNull(),
  createdAt: createdAt(),
});

/** Postal addresses (club address, billing address). */
export const addresses = pgTable('addresses', {
  id: id(),
  line1: text('line1').notNull(),
  line2: text('line2'),
  city: text('city').notNull(),
  /** province or state */
  state: text('state'),
  /** ISO 3166-1 alpha-2 */
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
  createdAt: createdAt(),
});

export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    name: text('name').notNull(),
    /** set by the team through the club activation link; menus can be built before */
    enabled: boolean('enabled').notNull().default(false),
    logo: text('logo'),
    /** approximate number of seats */
    seats: integer('seats').notNull(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id),
    /** null = the club address */
    billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** IANA time zone used for menu scheduling */
    timeZone: text('time_zone').notNull(),
    companyName: text('company_name').notNull(),
    vatNumber: text('vat_number').notNull(),
    // contacts shown to guests
    displayEmail: text('display_email'),
    displayPhone: text('display_phone'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    website: text('website'),
    whatsapp: text('whatsapp'),
    // switches (spec section 6)
    bannerUpdateEnabled: boolean('banner_update_enabled').notNull().default(false),
    callWaiterEnabled: boolean('call_waiter_enabled').notNull().default(false),
    /** minutes after which a call nobody took turns red and goes to every waiter on shift */
    callAlertMinutes: integer('call_alert_minutes').notNull().default(CALL_ALERT_MINUTES_DEFAULT),
    menuLabelEnabled: boolean('menu_label_enabled').notNull().default(false),
    pdfMenuEnabled: boolean('pdf_menu_enabled').notNull().default(false),
    translationsEnabled: boolean('translations_enabled').notNull().default(false),
    /** guests order from their phones: off, at every table, or in the zones that take orders (docs/decisions/056) */
    ordering: text('ordering', { enum: ORDERING_MODES }).notNull().default('off'),
    themeId: integer('theme_id').references((): AnyPgColumn => themes.id, { onDelete: 'set null' }),
    // brand partnership and subscription
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    salesAccountName: text('sales_account_name'),
    salesAccountLastName: text('sales_account_last_name'),
    freeForever: boolean('free_forever').notNull().default(false),
    subscriptionEnabled: boolean('subscription_enabled').notNull().default(false),
    subscriptionExpiration: date('subscription_expiration', { mode: 'string' }),
    plan: text('plan', { enum: PLAN_IDS }).notNull().default('freemium'),
    /** an early-adopter subscription: the plan's features at the early-adopter terms */
    earlyAdopter: boolean('early_adopter').notNull().default(false),
    /**
     * The club's public page on the web, `{guest app}/m/{slug}` (docs/decisions/043): on for clubs
     * created since, off for the clubs that existed before it; the slug is unique, in the form of
     * @tavola/domain/public-page, and null until the owner (or the club's creation) chooses one.
     */
    publicPage: boolean('public_page').notNull().default(false),
    slug: text('slug').unique('clubs_slug_unique'),
    /**
     * Bumped by database triggers (migrations 0005 and 0009: once per statement) on every write to anything guests see: the club,
     * its address, menus, sections, items, translations, schedulings, banners, themes, tables and
     * zones. The public menu read's ETag and cache are keyed by it (docs/decisions/011).
     */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('clubs_plan_check', isOneOf(t.plan, PLAN_IDS)),
    check('clubs_ordering_check', isOneOf(t.ordering, ORDERING_MODES)),
    check(
      'clubs_call_alert_minutes_check',
      sql`${t.callAlertMinutes} between ${sql.raw(String(CALL_ALERT_MINUTES_MIN))} and ${sql.raw(String(CALL_ALERT_MINUTES_MAX))}`,
    ),
    // @tavola/domain/public-page's SLUG_PATTERN and lengths, for any writer
    check(
      'clubs_slug_check',
      sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) between 3 and 60`,
    ),
    // a public page has an address
    check('clubs_public_page_slug_check', sql`not ${t.publicPage} or ${t.slug} is not null`),
  ],
);

/** Messages (alerts) from the team to a club; the console shows the latest one. */
export const clubMessages = pgTable(
  'club_messages',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    fullMessage: text('full_message').notNull(),
    /** 0 info, 1 warning, 2 error */
    severity: smallint('severity').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('club_messages_club_idx').on(t.clubId, t.createdAt)],
);

/** Links sent to the team to activate a new club: stored hashed, usable once, expiring. */
export const clubActivationTokens = pgTable(
  'club_activation_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('club_activation_tokens_club_idx').on(t.clubId)],
);

export const clubRoles = CLUB_ROLES;
export type { ClubRole };

export const clubMembers = pgTable(
  'club_members',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: clubRoles }).notNull(),
    /** a waiter's shift (the service screen's switch): off shift, no notifications */
    onShift: boolean('on_shift').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_members_user_idx').on(t.userId),
    check('club_members_role_check', isOneOf(t.role, clubRoles)),
  ],
);

/**
 * The zones a member serves (set by the club's managers). Calls from a zone go to its waiters; a
 * zone nobody serves goes to every waiter on shift. Leaves with the member or the zone.
 */
export const memberZones = pgTable(
  'member_zones',
  {
    clubId: integer('club_id').notNull(),
    userId: integer('user_id').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => tableZones.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.zoneId] }),
    index('member_zones_zone_idx').on(t.zoneId),
    foreignKey({
      columns: [t.clubId, t.userId],
      foreignColumns: [clubMembers.clubId, clubMembers.userId],
      name: 'member_zones_member_fk',
    }).onDelete('cascade'),
  ],
);

export const invitedRoles = ['manager', 'waiter'] as const;

/**
 * Emailed invitations to a club's team (openapi tag team): the link's token, stored hashed, works
 * once, for 7 days, unless withdrawn. A club has at most one pending invitation per address: a new
 * one withdraws the earlier (in the club's write lock, db/club-writes.ts).
 */
export const clubInvitations = pgTable(
  'club_invitations',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** as typed, compared without regard to case */
    email: text('email').notNull(),
    role: text('role', { enum: invitedRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('club_invitations_club_idx').on(t.clubId),
    check('club_invitations_role_check', isOneOf(t.role, invitedRoles)),
  ],
);

/**
 * A club offered by its owner to another member (openapi tag team): one pending offer per club;
 * accepting it makes the member the owner and the offering owner a manager.
 */
export const clubOwnershipTransfers = pgTable('club_ownership_transfers', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
  toUserId: integer('to_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** What an activity entry tells besides its kind and subject (the contract's `ActivityDetails`). */
export interface ActivityDetails {
  /** prices in cents; null for an item without a price */
  oldPrice?: number | null;
  newPrice?: number | null;
  oldName?: string;
  role?: ClubRole;
  oldRole?: ClubRole;
  plan?: PlanId;
  oldPlan?: PlanId;
  months?: number;
  /** the zones a member serves now, by name */
  zones?: string[];
}

/**
 * The club's activity log (docs/decisions/055-activity-log.md): who changed what and when, written
 * in the transaction of the change. The author's name is kept as it was; their id goes when the
 * account does (the entry stays). A null author is the system (payment provider, billing clock).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** "name surname" of the author when they made the change; null for the system */
    actorName: text('actor_name'),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    /** what was changed, as it was named then: the menu, the item, the member, the invited address */
    subject: text('subject'),
    details: jsonb('details').$type<ActivityDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_club_created_idx').on(t.clubId, t.createdAt.desc(), t.id.desc()),
    index('activity_log_club_user_idx').on(t.clubId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('activity_log_user_idx').on(t.userId),
    check('activity_log_kind_check', isOneOf(t.kind, ACTIVITY_KINDS)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------

export const menus = pgTable(
  'menus',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** the name shown to guests */
    name: text('name').notNull(),
    /** a note shown only in the console */
    adminDisplayName: text('admin_display_name'),
    position: integer('position').notNull().default(0),
    footer: text('footer'),
    logo: text('logo'),
    /** seconds between guest page refreshes; 0 = never */
    refreshTime: integer('refresh_time').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    callWaiterEnabled: boolean('call_waiter_enabled').notNull().default(false),
    menuLabelEnabled: boolean('menu_label_enabled').notNull().default(false),
    translationsEnabled: boolean('translations_enabled').notNull().default(false),
    /** "Photos in the PDF": the printable menu shows each item's photo */
    pdfPhotos: boolean('pdf_photos').notNull().default(false),
    /**
     * ISO 639-1 language of the menu's own texts; null = the language of the club's country
     * (@tavola/domain/languages languageOfCountry), so the rule lives in one place.
     */
    sourceLanguage: text('source_language'),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menus_club_idx').on(t.clubId)],
);

/**
 * The guests' documents of each menu, as the document cache builds them (modules/guests,
 * docs/decisions/050): a second level under the in-process cache, shared by every API process and
 * kept across restarts, so that a menu read since its last change is never built again. Stamped
 * with the club's content version and the document format: an older stamp is rebuilt.
 */
export const menuDocuments = pgTable('menu_documents', {
  menuId: integer('menu_id')
    .primaryKey()
    .references(() => menus.id, { onDelete: 'cascade' }),
  /** the menu's club, checked by every read; no key of its own: the menu's goes with the club */
  clubId: integer('club_id').notNull(),
  contentVersion: bigint('content_version', { mode: 'number' }).notNull(),
  /** the document format and the build of the server that built them (guests/stored-menus.ts) */
  format: text('format').notNull(),
  /** the languages, schedulings and switches the cache keeps beside the documents, and their sizes */
  meta: jsonb('meta').$type<StoredMenuMeta>().notNull(),
  /** the documents' JSON texts one after the other: the originals', then each language's */
  body: text('body').notNull(),
});

/** `menu_documents.meta`. */
export interface StoredMenuMeta {
  schedulings: SchedulingRule[];
  languages: string[];
  sourceLanguage: string;
  pdfMenuEnabled: boolean;
  /** UTF-8 bytes of each document in `body`, in its order */
  sizes: number[];
}

export const menuSections = pgTable(
  'menu_sections',
  {
    id: id(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    /** where its dishes are made: each round of an order goes to one station */
    station: text('station', { enum: ORDER_STATIONS }).notNull().default('kitchen'),
    createdAt: createdAt(),
  },
  (t) => [
    index('menu_sections_menu_idx').on(t.menuId),
    check('menu_sections_station_check', isOneOf(t.station, ORDER_STATIONS)),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    ingredients: text('ingredients'),
    /** codes of the 14 EU allergens */
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    additionalNotes: text('additional_notes'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    /** free text shown instead of the price, e.g. "market price" */
    priceText: text('price_text'),
    position: integer('position').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    outOfStock: boolean('out_of_stock').notNull().default(false),
    bestSeller: boolean('best_seller').notNull().default(false),
    suggested: boolean('suggested').notNull().default(false),
    branded: boolean('branded').notNull().default(false),
    /** set for a branded item when the club promotes its brand partner's products */
    promoted: boolean('promoted').notNull().default(false),
    translateName: boolean('translate_name').notNull().default(true),
    /** the processed photo (its variants are in the image store); null = none */
    photo: jsonb('photo').$type<StoredItemPhoto>(),
    /** the owner's dietary claims (contract `DietaryTag`), separate from the allergens */
    dietaryTags: jsonb('dietary_tags').$type<string[]>().notNull().default([]),
    /** 0 (not spicy) to 3 */
    spiciness: smallint('spiciness').notNull().default(0),
    /** guests may order it from their phones (false: "ask your waiter") */
    orderable: boolean('orderable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('menu_items_section_idx').on(t.sectionId),
    check('menu_items_spiciness_check', sql`${t.spiciness} between 0 and 3`),
  ],
);

/** An item's group of options ("Size", "Extras"); `required` ⇔ min_choices ≥ 1 (domain rules). */
export const itemOptionGroups = pgTable(
  'item_option_groups',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** single: one at most, its price replaces the item's; multiple: prices are added */
    choice: text('choice').notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('item_option_groups_item_idx').on(t.itemId),
    check('item_option_groups_choice_check', isOneOf(t.choice, OPTION_CHOICES)),
    check(
      'item_option_groups_choices_check',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= greatest(${t.minChoices}, 1)`,
    ),
  ],
);

export const itemOptions = pgTable(
  'item_options',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => itemOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** single group: the item's price with this option (null = the item's); multiple: added */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    outOfStock: boolean('out_of_stock').notNull().default(false),
    /** codes of the EU allergens this option adds */
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('item_options_group_idx').on(t.groupId),
    check('item_options_price_check', sql`${t.price} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

export const tableZones = pgTable(
  'table_zones',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** its tables take orders when the club's ordering is 'zones' */
    ordering: boolean('ordering').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('table_zones_club_name_idx').on(t.clubId, t.name)],
);

export const tables = pgTable(
  'tables',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id').references(() => tableZones.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    premium: boolean('premium').notNull().default(false),
    /**
     * The printed key of the table's QR code (`?k=`), needed to order (docs/decisions/057): not a
     * secret from staff, who print it; 122 random bits from the database's strong generator.
     * New codes give a new one.
     */
    orderKey: text('order_key').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (t) => [
    index('tables_club_idx').on(t.clubId),
    // table names are unique within a club
    uniqueIndex('tables_club_name_idx').on(t.clubId, t.name),
  ],
);

// ---------------------------------------------------------------------------------------------
// Translations, schedulings, banners
// ---------------------------------------------------------------------------------------------

/*
 * Translations keep the original text each translated text was made from (original_*): when the
 * original changes afterwards, the translation is outdated until the owner saves it again (guests
 * still see it). Null = made before originals were kept: taken as current. A machine draft
 * (*machine_draft) is not shown to guests until the owner accepts it.
 */

/** A menu's name in another language (language: ISO 639-1 code). */
export const menuTranslations = pgTable(
  'menu_translations',
  {
    id: id(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    translatedName: text('translated_name').notNull(),
    originalName: text('original_name'),
    machineDraft: boolean('machine_draft').notNull().default(false),
  },
  (t) => [uniqueIndex('menu_translations_menu_language_idx').on(t.menuId, t.language)],
);

export const sectionTranslations = pgTable(
  'section_translations',
  {
    id: id(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    translatedName: text('translated_name').notNull(),
    originalName: text('original_name'),
    machineDraft: boolean('machine_draft').notNull().default(false),
  },
  (t) => [uniqueIndex('section_translations_section_language_idx').on(t.sectionId, t.language)],
);

export const itemTranslations = pgTable(
  'item_translations',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    translatedName: text('translated_name'),
    translatedDescription: text('translated_description'),
    translatedIngredients: text('translated_ingredients'),
    originalName: text('original_name'),
    originalDescription: text('original_description'),
    originalIngredients: text('original_ingredients'),
    nameMachineDraft: boolean('name_machine_draft').notNull().default(false),
    descriptionMachineDraft: boolean('description_machine_draft').notNull().default(false),
    ingredientsMachineDraft: boolean('ingredients_machine_draft').notNull().default(false),
  },
  (t) => [uniqueIndex('item_translations_item_language_idx').on(t.itemId, t.language)],
);

/** An option group's name in another language (as sections' names are translated). */
export const itemOptionGroupTranslations = pgTable(
  'item_option_group_translations',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => itemOptionGroups.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    translatedName: text('translated_name').notNull(),
    originalName: text('original_name'),
    machineDraft: boolean('machine_draft').notNull().default(false),
  },
  (t) => [uniqueIndex('item_option_group_translations_group_language_idx').on(t.groupId, t.language)],
);

/** An option's name in another language. */
export const itemOptionTranslations = pgTable(
  'item_option_translations',
  {
    id: id(),
    optionId: integer('option_id')
      .notNull()
      .references(() => itemOptions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    translatedName: text('translated_name').notNull(),
    originalName: text('original_name'),
    machineDraft: boolean('machine_draft').notNull().default(false),
  },
  (t) => [uniqueIndex('item_option_translations_option_language_idx').on(t.optionId, t.language)],
);

/**
 * When a menu is shown: on these ISO weekdays (1 = Monday), from start to end in the club's local
 * time (an end before the start runs past midnight; 24:00 = end of day), in one zone or all (null).
 * A zone in use by a scheduling cannot be deleted (restrict).
 */
export const schedulings = pgTable(
  'schedulings',
  {
    id: id(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    days: jsonb('days').$type<number[]>().notNull(),
    /** HH:mm */
    startTime: text('start_time').notNull(),
    /** HH:mm, or 24:00 */
    endTime: text('end_time').notNull(),
    zoneId: integer('zone_id').references(() => tableZones.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('schedulings_menu_idx').on(t.menuId), index('schedulings_zone_idx').on(t.zoneId)],
);

/** The promotion banner of a menu (at most one). */
export const banners = pgTable('banners', {
  id: id(),
  menuId: integer('menu_id')
    .notNull()
    .unique()
    .references(() => menus.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  description: text('description'),
  /** free text, e.g. "€ 12" or "2 for 1" */
  price: text('price').notNull(),
  forYou: boolean('for_you').notNull().default(false),
  /** public address of the square image, once uploaded */
  imageUrl: text('image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Guests: waiter calls and scan statistics
// ---------------------------------------------------------------------------------------------

/** A guest's call for a waiter; open until a console marks it done. */
const waiterCallReasons = ['waiter', 'bill'] as const;

export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneByUserId: integer('done_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** a waiter said "on my way" (the guest's page shows it) */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    takenByUserId: integer('taken_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'bill' when the table asked for the bill from its order */
    reason: text('reason', { enum: waiterCallReasons }).notNull().default('waiter'),
  },
  (t) => [
    index('waiter_calls_club_open_idx').on(t.clubId, t.doneAt),
    index('waiter_calls_table_created_idx').on(t.tableId, t.createdAt),
    check('waiter_calls_reason_check', isOneOf(t.reason, waiterCallReasons)),
  ],
);

/**
 * The server's VAPID key pair for Web Push (docs/decisions/054-push-notifications-to-waiters.md):
 * made at first start when the environment gives none, one row, the same for every API process.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    /** base64url, the uncompressed P-256 point browsers take as applicationServerKey */
    publicKey: text('public_key').notNull(),
    /** base64url, the 32-byte private scalar */
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)],
);

export const pushLanguages = ['en', 'it'] as const;

/**
 * A member's device that asked for call notifications in a club: the browser's push endpoint and
 * keys. Leaves with the member (its foreign key), and when the push service says it is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    clubId: integer('club_id').notNull(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    /** base64url: the device's P-256 public key and its 16-byte auth secret (RFC 8291) */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** the console's language on the device: the notification's texts */
    language: text('language', { enum: pushLanguages }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_club_endpoint_idx').on(t.clubId, t.endpoint),
    index('push_subscriptions_member_idx').on(t.clubId, t.userId),
    foreignKey({
      columns: [t.clubId, t.userId],
      foreignColumns: [clubMembers.clubId, clubMembers.userId],
      name: 'push_subscriptions_member_fk',
    }).onDelete('cascade'),
    check('push_subscriptions_language_check', isOneOf(t.language, pushLanguages)),
  ],
);

export const pushKinds = ['call', 'reminder'] as const;

/**
 * Notifications to send for a waiter call: written in the call's transaction, claimed by one API
 * process when due (deleted as it is claimed, so each goes out once), and deleted with the call's
 * take or close, which is how a taken call stops its reminder in every process.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    callId: integer('call_id')
      .notNull()
      .references(() => waiterCalls.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: pushKinds }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.dueAt),
    index('push_outbox_call_idx').on(t.callId),
    check('push_outbox_kind_check', isOneOf(t.kind, pushKinds)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders from the table (docs/decisions/056 and 057)
// ---------------------------------------------------------------------------------------------

const orderStates = ['open', 'closed'] as const;
const orderLineStates = ['draft', 'sent', 'void'] as const;

/**
 * A table's shared order. At most one is open per table (partial unique index); every change
 * locks this row first and bumps `version`, which the phones wait on. The table's name is kept,
 * so statistics and a closed bill outlive a renamed or deleted table.
 */
export const tableOrders = pgTable(
  'table_orders',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    tableId: integer('table_id').references(() => tables.id, { onDelete: 'set null' }),
    tableName: text('table_name').notNull(),
    status: text('status', { enum: orderStates }).notNull().default('open'),
    version: integer('version').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    billRequestedAt: timestamp('bill_requested_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('table_orders_one_open_idx').on(t.tableId).where(sql`${t.status} = 'open'`),
    index('table_orders_club_open_idx').on(t.clubId, t.status),
    index('table_orders_club_opened_idx').on(t.clubId, t.openedAt),
    check('table_orders_status_check', isOneOf(t.status, orderStates)),
  ],
);

/** A phone that joined an order: its number and name on its lines, and its key (hashed). */
export const orderGuests = pgTable(
  'order_guests',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => tableOrders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name'),
    /** SHA-256 of the phone's order key (base64url) */
    keyHash: text('key_hash').notNull().unique('order_guests_key_hash_unique'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_guests_order_number_idx').on(t.orderId, t.number)],
);

/**
 * A round: the lines of one send that go to one station. A send makes one round per station,
 * sharing its number and the phone's idempotency key.
 */
export const orderRounds = pgTable(
  'order_rounds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => tableOrders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    station: text('station', { enum: ORDER_STATIONS }).notNull(),
    status: text('status', { enum: ROUND_STATUSES }).notNull().default('received'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** who sent it: the guest ("Guest 2" when they gave no name) or the staff member */
    sentBy: text('sent_by').notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_rounds_send_idx').on(t.orderId, t.idempotencyKey, t.station),
    uniqueIndex('order_rounds_number_idx').on(t.orderId, t.number, t.station),
    index('order_rounds_created_idx').on(t.createdAt),
    check('order_rounds_station_check', isOneOf(t.station, ORDER_STATIONS)),
    check('order_rounds_status_check', isOneOf(t.status, ROUND_STATUSES)),
  ],
);

/**
 * A line of an order. A draft is priced from the menu each time it is read; a sent line keeps the
 * dish's name, options and price in cents as they were when sent (`round_id` set).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => tableOrders.id, { onDelete: 'cascade' }),
    /** the phone's id for the line, so a line sent twice is one line; null for staff's lines */
    clientLineId: text('client_line_id'),
    guestId: integer('guest_id').references(() => orderGuests.id, { onDelete: 'set null' }),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    addedBy: text('added_by').notNull(),
    itemId: integer('item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    note: text('note'),
    status: text('status', { enum: orderLineStates }).notNull().default('draft'),
    roundId: integer('round_id').references(() => orderRounds.id, { onDelete: 'set null' }),
    // what was sent, kept as it was
    name: text('name'),
    options: jsonb('options').$type<OrderLineOptionSnapshot[]>(),
    unitCents: integer('unit_cents'),
    station: text('station', { enum: ORDER_STATIONS }),
    voidReason: text('void_reason'),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    uniqueIndex('order_lines_client_idx').on(t.orderId, t.clientLineId),
    index('order_lines_round_idx').on(t.roundId),
    check('order_lines_status_check', isOneOf(t.status, orderLineStates)),
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    // a sent or void line has its snapshot
    check(
      'order_lines_sent_check',
      sql`${t.status} = 'draft' or (${t.name} is not null and ${t.unitCents} is not null and ${t.station} is not null)`,
    ),
  ],
);

/**
 * Menu scans counted per club, day (the club's local date), table, menu and language ('original'
 * for the owner's texts). Only counts: nothing about the guest is stored. Table and menu are plain
 * ids, so the history stays when one is deleted.
 */
export const scanCounts = pgTable(
  'scan_counts',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tableId: integer('table_id').notNull(),
    menuId: integer('menu_id').notNull(),
    language: text('language').notNull(),
    scans: integer('scans').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.day, t.tableId, t.menuId, t.language] })],
);

// ---------------------------------------------------------------------------------------------
// Plans, subscriptions and billing (docs/decisions/017)
// ---------------------------------------------------------------------------------------------

/**
 * The paid plans on sale, per country: the one place prices and VAT rates live. Seeded by
 * migration 0008, edited by administrators (`updatePaymentPlan`). Amounts are in cents.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: id(),
    /** ISO 3166-1 alpha-2, upper case */
    country: text('country').notNull(),
    plan: text('plan', { enum: PAID_PLAN_IDS }).notNull(),
    months: smallint('months').notNull(),
    /** price of one period without tax, in cents of `currency` */
    priceCents: integer('price_cents').notNull(),
    /** VAT rate in hundredths of a percent (22% = 2200) */
    vatBasisPoints: integer('vat_basis_points').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    /** the Stripe Price this plan is sold with, when Stripe is configured (created on first use) */
    stripePriceId: text('stripe_price_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_plans_country_plan_months_idx').on(t.country, t.plan, t.months),
    check('payment_plans_plan_check', isOneOf(t.plan, PAID_PLAN_IDS)),
    check('payment_plans_months_check', sql`${t.months} in (1, 12)`),
    check('payment_plans_price_check', sql`${t.priceCents} >= 0`),
    check('payment_plans_vat_check', sql`${t.vatBasisPoints} between 0 and 10000`),
  ],
);

/**
 * The state of each club's subscription (one row per club; a club without a row is on Freemium).
 * `clubs.plan` is kept equal to the state's effective plan in the same transaction, so every
 * entitlement check keeps reading one column.
 */
export const clubSubscriptions = pgTable(
  'club_subscriptions',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SUBSCRIPTION_STATES }).notNull(),
    plan: text('plan', { enum: PAID_PLAN_IDS }),
    months: smallint('months'),
    paymentPlanId: integer('payment_plan_id').references(() => paymentPlans.id, { onDelete: 'set null' }),
    renewal: boolean('renewal').notNull().default(false),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    offerMonths: smallint('offer_months'),
    /** the brand paying for a partner offer */
    offerBrandId: integer('offer_brand_id').references(() => brands.id, { onDelete: 'set null' }),
    errorCode: text('error_code'),
    /** what the club had before a first payment that awaits approval: { state, plan } */
    previous: jsonb('previous').$type<{ state: string; plan: string | null } | null>(),
    provider: text('provider', { enum: ['stripe', 'demo'] }),
    /** the provider's customer and subscription of the club */
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** creation time of the newest provider event applied (older events do not undo newer ones) */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('club_subscriptions_state_check', isOneOf(t.state, SUBSCRIPTION_STATES)),
    uniqueIndex('club_subscriptions_customer_idx').on(t.customerId),
    index('club_subscriptions_due_idx').on(t.state, t.periodEnd),
  ],
);

/** Every change of a subscription's state: from, to, why, who and when. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromState: text('from_state', { enum: SUBSCRIPTION_STATES }).notNull(),
    toState: text('to_state', { enum: SUBSCRIPTION_STATES }).notNull(),
    /** the domain event's type, e.g. subscribed, payment_failed */
    event: text('event').notNull(),
    /** the club's effective plan after the change */
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    actor: text('actor', { enum: ['owner', 'admin', 'provider', 'clock'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('subscription_events_club_idx').on(t.clubId, t.at)],
);

/** Cards on file; only what identifies them to the owner. Exactly one is primary per club. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** the provider's id (pm_…) */
    providerId: text('provider_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_methods_one_primary_idx').on(t.clubId).where(sql`${t.isPrimary}`)],
);

/**
 * Invoices of a club's subscription; amounts in cents. `number` is the legal, gap-free number of
 * its series (`2026-000123`; demo invoices `DEMO-2026-000001`), given in the transaction that
 * records the invoice (modules/payments/invoices/invoice-numbers.ts); `seller` and `buyer` are the
 * parties as they were then (docs/decisions/033).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** the provider's id (in_…) */
    providerId: text('provider_id').notNull().unique(),
    /** the provider's own reference (Stripe's invoice number, the demo's DEMO-…) */
    providerNumber: text('provider_number').notNull(),
    /** the series the number belongs to: the year of issue, with `DEMO-` for demo invoices */
    series: text('series').notNull(),
    /** 1, 2, 3… within the series, without gaps */
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    /** issued by the demo provider: not a valid invoice */
    demo: boolean('demo').notNull().default(false),
    /** null only for an invoice issued before migration 0010, until the next start stamps the configured seller */
    seller: jsonb('seller').$type<InvoiceParty>(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    plan: text('plan', { enum: PAID_PLAN_IDS }).notNull(),
    months: smallint('months').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'open', 'void'] }).notNull(),
    hostedUrl: text('hosted_url'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_club_idx').on(t.clubId, t.createdAt),
    uniqueIndex('invoices_series_sequence_idx').on(t.series, t.sequence),
  ],
);

/** The last number given in each invoice series; its row is the lock that keeps numbers gap-free. */
export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** Stripe events received, by id: a duplicate delivery is answered and not applied twice. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's creation time of the event */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Menus read from photos or a PDF (modules/menu-readings)
// ---------------------------------------------------------------------------------------------

export const MENU_READING_STATUSES = ['reading', 'ready', 'failed', 'cancelled', 'created'] as const;
export type MenuReadingStatus = (typeof MENU_READING_STATUSES)[number];

/** One reading of a paper menu: its progress, then the draft the owner reviews. */
export const menuReadings = pgTable(
  'menu_readings',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: MENU_READING_STATUSES }).notNull().default('reading'),
    /** the language the paper menu is written in, which OCR reads */
    language: text('language').notNull(),
    pageCount: integer('page_count').notNull().default(0),
    pagesRead: integer('pages_read').notNull().default(0),
    /** each page image's size in pixels, in page order */
    pages: jsonb('pages').$type<{ width: number; height: number }[]>().notNull().default([]),
    draft: jsonb('draft').$type<MenuDraft>(),
    /** the owner's saves of the draft so far: a save names the one it was made on (If-Match) */
    draftRevision: integer('draft_revision').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    menuId: integer('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_readings_club_idx').on(t.clubId, t.createdAt.desc()),
    check('menu_readings_status_check', isOneOf(t.status, MENU_READING_STATUSES)),
  ],
);

/** A reading's page images (JPEG), as review shows them beside the draft. */
export const menuReadingPages = pgTable(
  'menu_reading_pages',
  {
    readingId: integer('reading_id')
      .notNull()
      .references(() => menuReadings.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    /**
     * The page's JPEG in the image store (modules/uploads/image-store.ts), by its content hash:
     * not in the row, since PGlite takes a quarter of a second of the server's only thread to
     * write or read a few hundred kilobytes of bytea, and guests wait meanwhile.
     */
    imageName: text('image_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.readingId, t.page] })],
);
