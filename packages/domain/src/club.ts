/**
 * Club creation (and the same fields when a club profile is edited). Field names follow the
 * contract's ClubInput, with nested address fields as dotted paths ("address.line1"), the way
 * Mantine form names nested fields and the way the server reports them in error details.
 */
import { isValidEmail } from './account';
import { CLUB_SEATS_MAX, FIELD_LIMITS } from './limits';
import { collectErrors, type Message, messages, type ValidationErrors } from './messages';
import { validatePhone } from './phone';
import { isBlank, limitText, requireText, type TextValue } from './text';
import { validateVatNumber } from './vat';

/**
 * The brand reference must be chosen, and "none" is a choice. A form select holds a string (or
 * null before the user picks), so "none" needs a value of its own; the contract says none with
 * `brandId: null`. Convert with `brandIdFromChoice` / `brandChoiceFromBrandId`.
 */
export const NO_BRAND = 'none';

export type BrandChoice = number | typeof NO_BRAND;

/** What a brand field may hold: a brand id (number, or its digits from a select), NO_BRAND, or nothing yet. */
export type BrandValue = number | string | null | undefined;

/** The chosen brand or NO_BRAND; null while nothing is chosen. */
export function parseBrandChoice(value: BrandValue): BrandChoice | null {
  if (value === NO_BRAND) return NO_BRAND;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value.trim())) {
    const id = Number(value.trim());
    return Number.isSafeInteger(id) ? id : null;
  }
  return null;
}

/** The contract's `brandId` for a choice: the id, or null for none. */
export function brandIdFromChoice(choice: BrandChoice): number | null {
  return choice === NO_BRAND ? null : choice;
}

/** The server's side: a body's `brandId` null means none, a missing one means not chosen. */
export function brandChoiceFromBrandId(brandId: number | null | undefined): BrandChoice | undefined {
  if (brandId === undefined) return undefined;
  return brandId === null ? NO_BRAND : brandId;
}

function isBrandSelected(brand: BrandValue): boolean {
  const choice = parseBrandChoice(brand);
  return choice !== null && choice !== NO_BRAND;
}

const clubLimits = FIELD_LIMITS.club;
const addressLimits = FIELD_LIMITS.address;

export function validateClubName(value: TextValue): Message | null {
  return (
    requireText(value, messages.clubNameRequired) ??
    limitText(value, clubLimits.name, messages.clubNameTooLong)
  );
}

/** Approximate seats: a positive whole number (a number input may hold digits as a string). */
export function validateSeats(value: number | string | null | undefined): Message | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return messages.seatsRequired;
  }
  let seats: number;
  if (typeof value === 'number') {
    seats = value;
  } else {
    if (!/^[0-9]+$/.test(value.trim())) return messages.seatsInvalid;
    seats = Number(value.trim());
  }
  if (!Number.isInteger(seats) || seats < 1) return messages.seatsInvalid;
  return seats > CLUB_SEATS_MAX ? messages.seatsTooMany : null;
}

export function validateAddressLine1(value: TextValue): Message | null {
  return (
    requireText(value, messages.addressLine1Required) ??
    limitText(value, addressLimits.line1, messages.addressLine1TooLong)
  );
}

/** Optional further information (floor, building). */
export function validateAddressLine2(value: TextValue): Message | null {
  return limitText(value, addressLimits.line2, messages.addressLine2TooLong);
}

/** An ISO 3166-1 alpha-2 code in upper case, as listCountries gives it. */
export function validateCountry(value: TextValue): Message | null {
  if (!value || value.trim() === '') return messages.countryRequired;
  return /^[A-Z]{2}$/.test(value.trim()) ? null : messages.countryInvalid;
}

export function validatePostalCode(value: TextValue): Message | null {
  return (
    requireText(value, messages.postalCodeRequired) ??
    limitText(value, addressLimits.postalCode, messages.postalCodeTooLong)
  );
}

/** Province or state: optional, since many countries have none. */
export function validateState(value: TextValue): Message | null {
  return limitText(value, addressLimits.state, messages.stateTooLong);
}

export function validateCity(value: TextValue): Message | null {
  return (
    requireText(value, messages.cityRequired) ?? limitText(value, addressLimits.city, messages.cityTooLong)
  );
}

export function validateBrandReference(value: BrandValue): Message | null {
  return parseBrandChoice(value) === null ? messages.brandRequired : null;
}

/** Required only when a brand is selected: the brand's sales contact for the club. */
export function validateSalesAccountName(value: TextValue, brand: BrandValue): Message | null {
  if (isBrandSelected(brand) && requireText(value, messages.salesAccountNameRequired)) {
    return messages.salesAccountNameRequired;
  }
  return limitText(value, clubLimits.salesAccountName, messages.salesAccountNameTooLong);
}

export function validateSalesAccountLastName(value: TextValue, brand: BrandValue): Message | null {
  if (isBrandSelected(brand) && requireText(value, messages.salesAccountLastNameRequired)) {
    return messages.salesAccountLastNameRequired;
  }
  return limitText(value, clubLimits.salesAccountLastName, messages.salesAccountLastNameTooLong);
}

export function validateCompanyName(value: TextValue): Message | null {
  return (
    requireText(value, messages.companyNameRequired) ??
    limitText(value, clubLimits.companyName, messages.companyNameTooLong)
  );
}

export type AddressValues = {
  line1?: TextValue;
  line2?: TextValue;
  city?: TextValue;
  state?: TextValue;
  country?: TextValue;
  postalCode?: TextValue;
};
export type AddressField = 'line1' | 'line2' | 'city' | 'state' | 'country' | 'postalCode';

export function validateAddress(address: AddressValues | null | undefined): ValidationErrors<AddressField> {
  const value = address ?? {};
  return collectErrors({
    line1: validateAddressLine1(value.line1),
    line2: validateAddressLine2(value.line2),
    city: validateCity(value.city),
    state: validateState(value.state),
    country: validateCountry(value.country),
    postalCode: validatePostalCode(value.postalCode),
  });
}

export type NewClubValues = {
  name?: TextValue;
  seats?: number | string | null;
  address?: AddressValues | null;
  brandId?: BrandValue;
  salesAccountName?: TextValue;
  salesAccountLastName?: TextValue;
  companyName?: TextValue;
  vatNumber?: TextValue;
  /** Only when billing goes to a different address; null or absent otherwise. */
  billingAddress?: AddressValues | null;
};

export type NewClubField =
  | 'name'
  | 'seats'
  | `address.${AddressField}`
  | 'brandId'
  | 'salesAccountName'
  | 'salesAccountLastName'
  | 'companyName'
  | 'vatNumber'
  | `billingAddress.${AddressField}`;

function prefixed<Prefix extends string>(
  prefix: Prefix,
  errors: ValidationErrors<AddressField>,
): ValidationErrors<`${Prefix}.${AddressField}`> {
  const result: ValidationErrors<`${Prefix}.${AddressField}`> = {};
  for (const [field, message] of Object.entries(errors) as [AddressField, Message | undefined][]) {
    if (message) result[`${prefix}.${field}`] = message;
  }
  return result;
}

/**
 * The server calls it with the body's brand as a choice:
 * `validateNewClub({ ...body, brandId: brandChoiceFromBrandId(body.brandId) })`.
 * The VAT number is checked against the club address's country.
 */
export function validateNewClub(input: NewClubValues): ValidationErrors<NewClubField> {
  return {
    ...collectErrors({
      name: validateClubName(input.name),
      seats: validateSeats(input.seats),
    }),
    ...prefixed('address', validateAddress(input.address)),
    ...collectErrors({
      brandId: validateBrandReference(input.brandId),
      salesAccountName: validateSalesAccountName(input.salesAccountName, input.brandId),
      salesAccountLastName: validateSalesAccountLastName(input.salesAccountLastName, input.brandId),
      companyName: validateCompanyName(input.companyName),
      vatNumber: validateVatNumber(input.vatNumber, input.address?.country),
    }),
    ...(input.billingAddress ? prefixed('billingAddress', validateAddress(input.billingAddress)) : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Contacts shown to guests and the time zone (profile)
// ---------------------------------------------------------------------------------------------

/** Optional: a well-formed email address. */
export function validateDisplayEmail(value: TextValue): Message | null {
  if (isBlank(value)) return null;
  return isValidEmail(value ?? '') ? null : messages.emailInvalid;
}

/** Optional phone (display phone, WhatsApp): the sign-up phone rules when given. */
export function validateOptionalPhone(value: TextValue): Message | null {
  return isBlank(value) ? null : validatePhone(value);
}

/** Optional web address (site, Instagram, Facebook): http(s) with a host. */
export function validateWebAddress(value: TextValue): Message | null {
  if (isBlank(value)) return null;
  const text = (value ?? '').trim();
  if (limitText(text, clubLimits.webAddress, messages.webAddressTooLong)) return messages.webAddressTooLong;
  // scheme, a host with a dot (no user:password@), an optional port and path; no spaces
  const match = /^https?:\/\/([^\s/?#:@]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i.exec(text);
  const host = match?.[1] ?? '';
  return /^[^.]+(?:\.[^.]+)+$/.test(host) ? null : messages.webAddressInvalid;
}

let knownTimeZones: ReadonlySet<string> | undefined;

/** IANA zones this runtime knows (Intl), plus UTC, which some runtimes leave out of the list. */
export function supportedTimeZones(): ReadonlySet<string> {
  knownTimeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return knownTimeZones;
}

export function validateTimeZone(value: TextValue): Message | null {
  return value && supportedTimeZones().has(value.trim()) ? null : messages.timeZoneInvalid;
}

/**
 * The contacts guests see at the bottom of the menu, as the contract names them on a club
 * (`ClubInput`, `ClubUpdate`, `ClubDetail`); the menus name them `club` + the name (`clubWebsite`).
 */
export const CLUB_CONTACT_FIELDS = [
  'displayEmail',
  'displayPhone',
  'website',
  'instagram',
  'facebook',
  'whatsapp',
] as const;

export type ClubContactField = (typeof CLUB_CONTACT_FIELDS)[number];

export type ClubContactValues = { [Field in ClubContactField]?: TextValue };

/** A club's contacts under the names a menu gives them (`FullMenu`, `PublicMenu`, `TableMenuView`). */
export function menuContacts(club: Readonly<Record<ClubContactField, string | null>>) {
  return {
    clubDisplayEmail: club.displayEmail,
    clubDisplayPhone: club.displayPhone,
    clubFacebook: club.facebook,
    clubInstagram: club.instagram,
    clubWebsite: club.website,
    clubWhatsapp: club.whatsapp,
  };
}

/** The contacts guests see: all optional, each well-formed when given. */
export function validateClubContacts(input: ClubContactValues): ValidationErrors<ClubContactField> {
  return collectErrors({
    displayEmail: validateDisplayEmail(input.displayEmail),
    displayPhone: validateOptionalPhone(input.displayPhone),
    website: validateWebAddress(input.website),
    instagram: validateWebAddress(input.instagram),
    facebook: validateWebAddress(input.facebook),
    whatsapp: validateOptionalPhone(input.whatsapp),
  });
}
