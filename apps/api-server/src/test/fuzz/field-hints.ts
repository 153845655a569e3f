/**
 * Realistic values for fields whose rules go past their schema (a VAT number's check digit, a
 * password's mix, an address that exists): without them nearly every generated create or update
 * stops at validation and the handlers behind it are never reached. Chosen by field name, and
 * mixed with the schema's own values, so the schema-only refusals are still tried.
 */
import fc from 'fast-check';

const word = fc.stringMatching(/^[A-Z][a-z]{2,10}( [A-Z][a-z]{2,10})?$/);

const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  name: word,
  surname: word,
  title: word,
  subtitle: word,
  prefix: fc.constantFrom('T', 'Table ', 'Garden ', ''),
  email: fc.constantFrom('owner@example.com', 'team@example.org'),
  displayEmail: fc.constantFrom('hello@example.com', null),
  username: fc.constantFrom('3330000000', '391234567890'),
  phone: fc.stringMatching(/^3[0-9]{9}$/),
  displayPhone: fc.constantFrom('+39 06 1234 5678', null),
  whatsapp: fc.constantFrom('+39 333 000 0000', null),
  website: fc.constantFrom('https://example.com', null),
  facebook: fc.constantFrom('https://facebook.com/example', null),
  instagram: fc.constantFrom('https://instagram.com/example', null),
  password: fc.constantFrom('Str0ng!pass', 'An0ther$one'),
  passwordConfirmation: fc.constantFrom('Str0ng!pass'),
  vatNumber: fc.constantFrom('01234567897', '12345678903'),
  companyName: word,
  salesAccountName: word,
  salesAccountLastName: word,
  country: fc.constantFrom('IT', 'DE', 'FR', 'ES', 'GB', 'US'),
  state: fc.constantFrom('RM', 'MI', null),
  city: fc.constantFrom('Roma', 'Milano', 'Berlin'),
  postalCode: fc.constantFrom('00186', '20121', '10115'),
  line1: fc.constantFrom('Via Roma 1', 'Hauptstraße 5'),
  // the place lists' path parameters (listStates, listCities): a country and states of it
  countryIsoCode: fc.constantFrom('IT', 'it'),
  stateIsoCode: fc.constantFrom('RM', 'MI', 'rm'),
  timeZone: fc.constantFrom('Europe/Rome', 'Europe/Berlin', 'America/New_York'),
  language: fc.constantFrom('it', 'de', 'en', 'fr'),
  sourceLanguage: fc.constantFrom('it', 'de', 'en', null),
  confirmation: fc.constantFrom('DELETE', 'delete', 'ELIMINA'),
  seats: fc.integer({ min: 1, max: 300 }),
  from: fc.integer({ min: 1, max: 30 }),
  to: fc.integer({ min: 1, max: 40 }),
  position: fc.integer({ min: 0, max: 6 }),
  price: fc.constantFrom(0, 4.5, 12, 99.99, null),
  refreshTime: fc.constantFrom(0, 60, 300),
  // demo cards (docs/payments.md): saved and paying, saved and declining every charge, declined at
  // once, and no test card at all
  number: fc.constantFrom(
    '4242 4242 4242 4242',
    '4242424242424242',
    '4000 0000 0000 0341',
    '4000 0000 0000 0002',
    '4111 1111 1111 1111',
  ),
  expYear: fc.constantFrom(2099, 2035, 2020),
  cvc: fc.constantFrom('123', '4567'),
};

/** A realistic value for the field, or undefined when it has no hint. */
export function fieldHint(fieldName: string | undefined): fc.Arbitrary<unknown> | undefined {
  return fieldName === undefined ? undefined : HINTS[fieldName];
}
