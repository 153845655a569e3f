/**
 * Every number of the product specification's validation rules (section 5) and limits (section 9).
 * Text lengths and number ranges a request body may have are the contract's (openapi/spec.yaml
 * `maxLength`, `minLength`, `maximum`), read here from what tools/gen-api generates from it, so a form says so
 * before the server answers 400 and the two cannot drift apart (docs/decisions/021). The messages
 * that state these numbers are checked against them (messages.test.ts).
 * Lengths count Unicode code points of the trimmed text, as PostgreSQL `varchar(n)` and Ajv count.
 */
import * as maxLength from '@tavola/api/generated/max-length';
import * as maximum from '@tavola/api/generated/maximum';
import * as minLength from '@tavola/api/generated/min-length';

/** Maximum lengths of free-text fields, per entity form. */
export const FIELD_LIMITS = {
  banner: maxLength.BannerInput,
  item: maxLength.ItemInput,
  menu: maxLength.MenuInput,
  section: maxLength.SectionInput,
  user: maxLength.NewUser,
  club: {
    ...maxLength.ClubInput,
    /** every web address of a club (website, Instagram, Facebook) */
    webAddress: maxLength.ClubInput.website,
  },
  address: maxLength.AddressInput,
} as const;

/** Approximate seats of a club: a positive whole number up to this. */
export const CLUB_SEATS_MAX = maximum.ClubInput.seats;

/** Item price in the club currency, taxes included: 0 up to this. */
export const ITEM_PRICE_MAX = maximum.ItemInput.price;

/** A payment plan's VAT rate, in percent: 0 up to this. */
export const VAT_PERCENT_MAX = maximum.PaymentPlanInput.vat;

/** Password length (login and new passwords), in characters. */
export const PASSWORD_MIN_LENGTH = minLength.NewUser.password;
export const PASSWORD_MAX_LENGTH = maxLength.NewUser.password;
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
