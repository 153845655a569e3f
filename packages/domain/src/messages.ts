/**
 * Every user-facing validation text of the domain, as Lingui message descriptors.
 *
 * The i18n extraction marker comment before each object literal lets `lingui extract` collect the
 * descriptor without a macro, so this package stays free of runtime dependencies. The console translates a
 * descriptor with `i18n._(message)`; the server sends `message.message` (English) in error details.
 *
 * Texts avoid `{`, `}`, `#` and apostrophes: they are ICU MessageFormat syntax in the catalogs.
 */

export type Message = { id: string; message: string };

/** Errors of an object validator, keyed by field name; empty when the value is valid. */
export type ValidationErrors<Field extends string = string> = Partial<Record<Field, Message>>;

export const messages = {
  // Phone (login username, sign-up, password recovery)
  phoneRequired: /*i18n*/ { id: 'validation.phone.required', message: 'Phone number is required' },
  phoneInvalid: /*i18n*/ {
    id: 'validation.phone.invalid',
    message: 'Phone number can contain only digits, spaces, dashes, dots, parentheses and a leading +',
  },
  phoneTooShort: /*i18n*/ {
    id: 'validation.phone.tooShort',
    message: 'Phone number must have at least 6 digits',
  },
  phoneTooLong: /*i18n*/ {
    id: 'validation.phone.tooLong',
    message: 'Phone number must have at most 15 digits',
  },

  // Password
  passwordRequired: /*i18n*/ { id: 'validation.password.required', message: 'Password is required' },
  passwordTooShort: /*i18n*/ {
    id: 'validation.password.tooShort',
    message: 'Password must be at least 8 characters',
  },
  passwordTooLong: /*i18n*/ {
    id: 'validation.password.tooLong',
    message: 'Password must be at most 20 characters',
  },
  passwordHint: /*i18n*/ {
    id: 'validation.password.hint',
    message: 'Use 8 to 20 characters with numbers, letters and special characters (!$@%)',
  },
  passwordWeak: /*i18n*/ {
    id: 'validation.password.weak',
    message: 'Password must contain at least one letter, one number and one special character (!$@%)',
  },
  passwordConfirmationRequired: /*i18n*/ {
    id: 'validation.password.confirmationRequired',
    message: 'Please confirm your password',
  },
  passwordsMismatch: /*i18n*/ { id: 'validation.password.mismatch', message: 'Passwords must match' },

  // TOTP: said in plain words, as owners know it (the code of their authenticator app)
  totpRequired: /*i18n*/ {
    id: 'validation.totp.required',
    message: 'Enter the 6-digit code from your authenticator app',
  },
  totpInvalid: /*i18n*/ {
    id: 'validation.totp.invalid',
    message: 'The code from your authenticator app has exactly 6 digits',
  },

  // Account (sign-up / new user)
  nameRequired: /*i18n*/ { id: 'validation.name.required', message: 'Name is required' },
  nameTooLong: /*i18n*/ { id: 'validation.name.tooLong', message: 'Name must be at most 100 characters' },
  surnameRequired: /*i18n*/ { id: 'validation.surname.required', message: 'Last name is required' },
  surnameTooLong: /*i18n*/ {
    id: 'validation.surname.tooLong',
    message: 'Last name must be at most 100 characters',
  },
  emailRequired: /*i18n*/ { id: 'validation.email.required', message: 'Email is required' },
  emailInvalid: /*i18n*/ { id: 'validation.email.invalid', message: 'Email format is invalid' },

  // Club creation
  clubNameRequired: /*i18n*/ { id: 'validation.club.name.required', message: 'Club name is required' },
  clubNameTooLong: /*i18n*/ {
    id: 'validation.club.name.tooLong',
    message: 'Club name must be at most 100 characters',
  },
  addressLine1Required: /*i18n*/ { id: 'validation.address.line1.required', message: 'Address is required' },
  addressLine1TooLong: /*i18n*/ {
    id: 'validation.address.line1.tooLong',
    message: 'Address must be at most 255 characters',
  },
  addressLine2TooLong: /*i18n*/ {
    id: 'validation.address.line2.tooLong',
    message: 'Further information must be at most 255 characters',
  },
  countryRequired: /*i18n*/ { id: 'validation.address.country.required', message: 'Country is required' },
  countryInvalid: /*i18n*/ {
    id: 'validation.address.country.invalid',
    message: 'Choose a country from the list',
  },
  postalCodeRequired: /*i18n*/ {
    id: 'validation.address.postalCode.required',
    message: 'Postal code is required',
  },
  postalCodeTooLong: /*i18n*/ {
    id: 'validation.address.postalCode.tooLong',
    message: 'Postal code must be at most 20 characters',
  },
  stateTooLong: /*i18n*/ {
    id: 'validation.address.state.tooLong',
    message: 'Province must be at most 100 characters',
  },
  cityRequired: /*i18n*/ { id: 'validation.address.city.required', message: 'City is required' },
  cityTooLong: /*i18n*/ {
    id: 'validation.address.city.tooLong',
    message: 'City must be at most 100 characters',
  },
  seatsRequired: /*i18n*/ { id: 'validation.club.seats.required', message: 'Number of seats is required' },
  seatsInvalid: /*i18n*/ {
    id: 'validation.club.seats.invalid',
    message: 'Number of seats must be a positive whole number',
  },
  seatsTooMany: /*i18n*/ {
    id: 'validation.club.seats.tooMany',
    message: 'Number of seats must be at most 100000',
  },
  brandRequired: /*i18n*/ {
    id: 'validation.club.brand.required',
    message: 'Choose a brand reference, or choose none',
  },
  salesAccountNameRequired: /*i18n*/ {
    id: 'validation.club.salesAccountName.required',
    message: 'Sales account name is required',
  },
  salesAccountNameTooLong: /*i18n*/ {
    id: 'validation.club.salesAccountName.tooLong',
    message: 'Sales account name must be at most 100 characters',
  },
  salesAccountLastNameRequired: /*i18n*/ {
    id: 'validation.club.salesAccountLastName.required',
    message: 'Sales account last name is required',
  },
  salesAccountLastNameTooLong: /*i18n*/ {
    id: 'validation.club.salesAccountLastName.tooLong',
    message: 'Sales account last name must be at most 100 characters',
  },
  companyNameRequired: /*i18n*/ {
    id: 'validation.club.companyName.required',
    message: 'Company name is required',
  },
  companyNameTooLong: /*i18n*/ {
    id: 'validation.club.companyName.tooLong',
    message: 'Company name must be at most 255 characters',
  },
  vatNumberRequired: /*i18n*/ { id: 'validation.club.vatNumber.required', message: 'VAT number is required' },
  vatNumberInvalid: /*i18n*/ { id: 'validation.club.vatNumber.invalid', message: 'Invalid VAT number' },
  brandUnavailable: /*i18n*/ {
    id: 'validation.club.brand.unavailable',
    message: 'This brand is not available, choose another one or none',
  },
  webAddressInvalid: /*i18n*/ {
    id: 'validation.club.webAddress.invalid',
    message: 'Enter a web address starting with http:// or https://',
  },
  webAddressTooLong: /*i18n*/ {
    id: 'validation.club.webAddress.tooLong',
    message: 'Web address must be at most 255 characters',
  },
  timeZoneInvalid: /*i18n*/ {
    id: 'validation.club.timeZone.invalid',
    message: 'Choose a time zone from the list',
  },

  // Banner
  bannerTitleRequired: /*i18n*/ { id: 'validation.banner.title.required', message: 'Title is required' },
  bannerTitleTooLong: /*i18n*/ {
    id: 'validation.banner.title.tooLong',
    message: 'Title must be at most 100 characters',
  },
  bannerSubtitleTooLong: /*i18n*/ {
    id: 'validation.banner.subtitle.tooLong',
    message: 'Subtitle must be at most 255 characters',
  },
  bannerDescriptionTooLong: /*i18n*/ {
    id: 'validation.banner.description.tooLong',
    message: 'Description must be at most 1000 characters',
  },
  bannerPriceRequired: /*i18n*/ { id: 'validation.banner.price.required', message: 'Price is required' },
  bannerPriceTooLong: /*i18n*/ {
    id: 'validation.banner.price.tooLong',
    message: 'Price must be at most 45 characters',
  },
  bannerImageUnsupportedType: /*i18n*/ {
    id: 'validation.banner.image.unsupportedType',
    message: 'Unsupported image type: choose a JPG or PNG image',
  },
  bannerImageNotSquare: /*i18n*/ {
    id: 'validation.banner.image.notSquare',
    message: 'The image must be square',
  },
  bannerImageUnreadable: /*i18n*/ {
    id: 'validation.banner.image.unreadable',
    message: 'The image could not be read',
  },

  // Menu item
  itemNameRequired: /*i18n*/ { id: 'validation.item.name.required', message: 'Name is required' },
  itemNameTooLong: /*i18n*/ {
    id: 'validation.item.name.tooLong',
    message: 'Name must be at most 100 characters',
  },
  itemDescriptionTooLong: /*i18n*/ {
    id: 'validation.item.description.tooLong',
    message: 'Description must be at most 254 characters',
  },
  itemIngredientsTooLong: /*i18n*/ {
    id: 'validation.item.ingredients.tooLong',
    message: 'Ingredients must be at most 254 characters',
  },
  itemAdditionalNotesTooLong: /*i18n*/ {
    id: 'validation.item.additionalNotes.tooLong',
    message: 'Additional notes must be at most 254 characters',
  },
  itemPriceTextTooLong: /*i18n*/ {
    id: 'validation.item.priceText.tooLong',
    message: 'Price text must be at most 45 characters',
  },
  itemPriceInvalid: /*i18n*/ {
    id: 'validation.item.price.invalid',
    message: 'Price must be a number from 0 to 1000000',
  },
  itemPriceDecimals: /*i18n*/ {
    id: 'validation.item.price.decimals',
    message: 'Price can have at most 2 decimals',
  },

  // Section (category)
  sectionNameRequired: /*i18n*/ { id: 'validation.section.name.required', message: 'Name is required' },
  sectionNameTooLong: /*i18n*/ {
    id: 'validation.section.name.tooLong',
    message: 'Name must be at most 100 characters',
  },

  // Menu
  menuNameRequired: /*i18n*/ { id: 'validation.menu.name.required', message: 'Name is required' },
  menuNameTooLong: /*i18n*/ {
    id: 'validation.menu.name.tooLong',
    message: 'Name must be at most 100 characters',
  },
  menuAdminDisplayNameTooLong: /*i18n*/ {
    id: 'validation.menu.adminDisplayName.tooLong',
    message: 'Hidden note must be at most 100 characters',
  },
  menuFooterTooLong: /*i18n*/ {
    id: 'validation.menu.footer.tooLong',
    message: 'Footer must be at most 400 characters',
  },

  // Plans
  menuLimitReached: /*i18n*/ {
    id: 'plans.menuLimitReached',
    message:
      'You have reached the maximum of 2 menus on the Freemium plan. Upgrade your plan to add more menus.',
  },
  zoneLimitReached: /*i18n*/ {
    id: 'plans.zoneLimitReached',
    message:
      'Your plan includes up to 2 zones. The Professional plan has as many zones as your venue has rooms.',
  },

  // Translations (the translation editor)
  translatedNameTooLong: /*i18n*/ {
    id: 'validation.translation.nameTooLong',
    message: 'A translated name must be at most 100 characters',
  },
  translatedTextTooLong: /*i18n*/ {
    id: 'validation.translation.textTooLong',
    message: 'A translated text must be at most 254 characters',
  },
  textHasControlCharacters: /*i18n*/ {
    id: 'validation.text.controlCharacters',
    message: 'Remove the invisible control characters from this text',
  },

  // Typed delete confirmation: translators write the same word as DELETE_CONFIRMATION_WORDS
  // (Italian: elimina) inside the quotes.
  deleteConfirmationMismatch: /*i18n*/ {
    id: 'validation.deleteConfirmation.mismatch',
    message: 'Type "delete" to confirm',
  },

  // A club's public page address (public-page.ts)
  slugEmpty: /*i18n*/ { id: 'validation.slug.empty', message: 'Enter the address of the page.' },
  slugTooShort: /*i18n*/ { id: 'validation.slug.tooShort', message: 'Use at least 3 characters.' },
  slugTooLong: /*i18n*/ { id: 'validation.slug.tooLong', message: 'Use at most 60 characters.' },
  slugCharacters: /*i18n*/ {
    id: 'validation.slug.characters',
    message: 'Use lowercase letters a–z, digits and single hyphens between words.',
  },
  slugReserved: /*i18n*/ {
    id: 'validation.slug.reserved',
    message: 'This address is reserved. Choose another one.',
  },
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof messages;

/** Keeps only the fields that have an error, so a valid object yields `{}`. */
export function collectErrors<Field extends string>(
  results: Record<Field, Message | null>,
): ValidationErrors<Field> {
  const errors: ValidationErrors<Field> = {};
  for (const field of Object.keys(results) as Field[]) {
    const message = results[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: ValidationErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Turns errors into display text, e.g. for a Mantine form:
 * `validate: (values) => translateErrors(validateMenu(values), (m) => i18n._(m))`.
 */
export function translateErrors<Field extends string>(
  errors: ValidationErrors<Field>,
  translate: (message: Message) => string,
): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(errors) as Field[]) {
    const message = errors[field];
    if (message) texts[field] = translate(message);
  }
  return texts;
}

/** The `details` of the contract's Error body (English texts), for a 400 validation answer. */
export function toErrorDetails(errors: ValidationErrors): { field: string; message: string }[] {
  return Object.entries(errors).flatMap(([field, message]) =>
    message ? [{ field, message: message.message }] : [],
  );
}
