/**
 * Every number of the product specification's validation rules (section 5) and limits (section 9).
 * Where the spec gives no number, the limit is the contract's (openapi/spec.yaml `maxLength`,
 * `maximum`), mirrored here so a form says so before the server answers 400.
 * Lengths count Unicode code points of the trimmed text, as PostgreSQL `varchar(n)` and Ajv count.
 */

/** Maximum lengths of free-text fields, per entity form. */
export const FIELD_LIMITS = {
  // Spec section 5.
  banner: { title: 100, subtitle: 255, description: 1000, price: 45 },
  item: { name: 100, description: 254, ingredients: 254, additionalNotes: 254, priceText: 45 },
  menu: { name: 100, adminDisplayName: 100, footer: 400 },
  // Contract only.
  section: { name: 100 },
  /** Email: the RFC 5321 path limit, longer addresses cannot be delivered. */
  user: { name: 100, surname: 100, email: 254 },
  club: {
    name: 100,
    salesAccountName: 100,
    salesAccountLastName: 100,
    companyName: 255,
    vatNumber: 30,
    webAddress: 255,
  },
  address: { line1: 255, line2: 255, city: 100, state: 100, postalCode: 20 },
} as const;

/** Approximate seats of a club: a positive whole number up to this (contract). */
export const CLUB_SEATS_MAX = 100_000;

/** Item price in the club currency, taxes included: 0 up to this (contract). */
export const ITEM_PRICE_MAX = 1_000_000;

/** Password length (login and new passwords), in characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** Special characters named by the password hint; a new password needs at least one of them. */
export const PASSWORD_SPECIAL_CHARACTERS = '!$@%';

/** Digits counted in a phone number, separators and the leading '+' excluded. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** Length of a TOTP code (RFC 6238 with 6 digits). */
export const TOTP_DIGITS = 6;

/** Menus a club on the Freemium plan may have. */
export const FREEMIUM_MAX_MENUS = 2;

/** Table zones (rooms) on Freemium and Smart; Professional has no limit (docs/decisions/018). */
export const STANDARD_MAX_ZONES = 2;

/** Days of scan statistics on Freemium and Smart; Professional looks back 90. */
export const STANDARD_STATISTICS_DAYS = 30;

/** Image types accepted for a banner (the spec: JPG or PNG). */
export const BANNER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
