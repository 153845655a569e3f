import { describe, expect, it } from 'vitest';
import {
  brandChoiceFromBrandId,
  brandIdFromChoice,
  NO_BRAND,
  parseBrandChoice,
  validateAddress,
  validateBrandReference,
  validateClubContacts,
  validateClubName,
  validateCompanyName,
  validateCountry,
  validateNewClub,
  validateSalesAccountLastName,
  validateSalesAccountName,
  validateSeats,
  validateTimeZone,
  validateWebAddress,
} from './club';
import { messages } from './messages';

const text = (length: number) => 'x'.repeat(length);

const address = { line1: 'Via Roma 1', city: 'Milano', country: 'IT', postalCode: '20121' };
const validClub = {
  name: 'Bar Centrale',
  seats: 40,
  address,
  brandId: NO_BRAND,
  companyName: 'Centrale S.r.l.',
  vatNumber: '00159560366',
};

describe('validateNewClub', () => {
  it('returns no errors for a complete club without a brand', () => {
    expect(validateNewClub(validClub)).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(validateNewClub({})).toEqual({
      name: messages.clubNameRequired,
      seats: messages.seatsRequired,
      'address.line1': messages.addressLine1Required,
      'address.city': messages.cityRequired,
      'address.country': messages.countryRequired,
      'address.postalCode': messages.postalCodeRequired,
      brandId: messages.brandRequired,
      companyName: messages.companyNameRequired,
      vatNumber: messages.vatNumberRequired,
    });
  });

  it('requires the sales account when a brand is selected', () => {
    expect(validateNewClub({ ...validClub, brandId: 3 })).toEqual({
      salesAccountName: messages.salesAccountNameRequired,
      salesAccountLastName: messages.salesAccountLastNameRequired,
    });
    expect(
      validateNewClub({
        ...validClub,
        brandId: '3',
        salesAccountName: 'Luca',
        salesAccountLastName: 'Bianchi',
      }),
    ).toEqual({});
  });

  it('checks the VAT number against the club country', () => {
    expect(validateNewClub({ ...validClub, vatNumber: '00159560367' })).toEqual({
      vatNumber: messages.vatNumberInvalid,
    });
    expect(
      validateNewClub({ ...validClub, address: { ...address, country: 'DE' }, vatNumber: 'DE123456789' }),
    ).toEqual({});
  });

  it('validates a differing billing address only when given', () => {
    expect(validateNewClub({ ...validClub, billingAddress: null })).toEqual({});
    expect(validateNewClub({ ...validClub, billingAddress: { line1: 'Via Po 2', country: 'IT' } })).toEqual({
      'billingAddress.city': messages.cityRequired,
      'billingAddress.postalCode': messages.postalCodeRequired,
    });
  });

  it('works on a contract body once its brandId is read as a choice', () => {
    const body = { ...validClub, brandId: null };
    expect(validateNewClub({ ...body, brandId: brandChoiceFromBrandId(body.brandId) })).toEqual({});
  });
});

describe('brand reference', () => {
  it('counts an explicit none as chosen', () => {
    expect(validateBrandReference(NO_BRAND)).toBeNull();
    expect(validateBrandReference(7)).toBeNull();
    expect(validateBrandReference('7')).toBeNull();
  });

  it('requires a choice', () => {
    expect(validateBrandReference(null)).toBe(messages.brandRequired);
    expect(validateBrandReference(undefined)).toBe(messages.brandRequired);
    expect(validateBrandReference('')).toBe(messages.brandRequired);
    expect(validateBrandReference('abc')).toBe(messages.brandRequired);
    expect(validateBrandReference(0)).toBe(messages.brandRequired);
  });

  it('converts between the form choice and the contract brandId', () => {
    expect(parseBrandChoice('12')).toBe(12);
    expect(parseBrandChoice(NO_BRAND)).toBe(NO_BRAND);
    expect(brandIdFromChoice(12)).toBe(12);
    expect(brandIdFromChoice(NO_BRAND)).toBeNull();
    expect(brandChoiceFromBrandId(null)).toBe(NO_BRAND);
    expect(brandChoiceFromBrandId(12)).toBe(12);
    expect(brandChoiceFromBrandId(undefined)).toBeUndefined();
  });

  it('leaves the sales account optional without a brand', () => {
    expect(validateSalesAccountName('', NO_BRAND)).toBeNull();
    expect(validateSalesAccountLastName(null, null)).toBeNull();
    expect(validateSalesAccountName(' ', 4)).toBe(messages.salesAccountNameRequired);
    expect(validateSalesAccountName(text(100), 4)).toBeNull();
    expect(validateSalesAccountName(text(101), 4)).toBe(messages.salesAccountNameTooLong);
    expect(validateSalesAccountLastName(text(101), NO_BRAND)).toBe(messages.salesAccountLastNameTooLong);
  });
});

describe('seats', () => {
  it('accepts positive whole numbers', () => {
    expect(validateSeats(1)).toBeNull();
    expect(validateSeats('25')).toBeNull();
    expect(validateSeats(100000)).toBeNull();
  });

  it('requires a value', () => {
    expect(validateSeats('')).toBe(messages.seatsRequired);
    expect(validateSeats(null)).toBe(messages.seatsRequired);
    expect(validateSeats(undefined)).toBe(messages.seatsRequired);
  });

  it('rejects zero, negatives, fractions and text', () => {
    expect(validateSeats(0)).toBe(messages.seatsInvalid);
    expect(validateSeats(-5)).toBe(messages.seatsInvalid);
    expect(validateSeats(12.5)).toBe(messages.seatsInvalid);
    expect(validateSeats('12.5')).toBe(messages.seatsInvalid);
    expect(validateSeats('-3')).toBe(messages.seatsInvalid);
    expect(validateSeats('many')).toBe(messages.seatsInvalid);
    expect(validateSeats(Number.NaN)).toBe(messages.seatsInvalid);
  });

  it('rejects more than 100000', () => {
    expect(validateSeats(100001)).toBe(messages.seatsTooMany);
  });
});

describe('club fields at their limits', () => {
  it('club name: 100 accepted, 101 rejected', () => {
    expect(validateClubName(text(100))).toBeNull();
    expect(validateClubName(text(101))).toBe(messages.clubNameTooLong);
  });

  it('company name: required, 255 accepted, 256 rejected', () => {
    expect(validateCompanyName('')).toBe(messages.companyNameRequired);
    expect(validateCompanyName(text(255))).toBeNull();
    expect(validateCompanyName(text(256))).toBe(messages.companyNameTooLong);
  });

  it('address fields', () => {
    expect(
      validateAddress({
        line1: text(255),
        line2: text(255),
        city: text(100),
        state: text(100),
        country: 'IT',
        postalCode: text(20),
      }),
    ).toEqual({});
    expect(
      validateAddress({
        line1: text(256),
        line2: text(256),
        city: text(101),
        state: text(101),
        country: 'IT',
        postalCode: text(21),
      }),
    ).toEqual({
      line1: messages.addressLine1TooLong,
      line2: messages.addressLine2TooLong,
      city: messages.cityTooLong,
      state: messages.stateTooLong,
      postalCode: messages.postalCodeTooLong,
    });
  });

  it('country: an upper-case ISO code', () => {
    expect(validateCountry('IT')).toBeNull();
    expect(validateCountry('')).toBe(messages.countryRequired);
    expect(validateCountry('it')).toBe(messages.countryInvalid);
    expect(validateCountry('Italy')).toBe(messages.countryInvalid);
  });
});

describe('club contacts and time zone', () => {
  it('accepts no contacts at all', () => {
    expect(validateClubContacts({})).toEqual({});
    expect(validateClubContacts({ displayEmail: '', website: null, whatsapp: '  ' })).toEqual({});
  });

  it('checks each contact given', () => {
    expect(
      validateClubContacts({
        displayEmail: 'ciao@',
        displayPhone: '12',
        website: 'trattoria.it',
        instagram: 'ftp://instagram.com/x',
        facebook: 'https://facebook.com/trattoria',
        whatsapp: '+39 333 000 0000',
      }),
    ).toEqual({
      displayEmail: messages.emailInvalid,
      displayPhone: messages.phoneTooShort,
      website: messages.webAddressInvalid,
      instagram: messages.webAddressInvalid,
    });
  });

  it('limits web addresses to 255 characters', () => {
    const base = 'https://example.com/';
    expect(validateWebAddress(base + text(255 - base.length))).toBeNull();
    expect(validateWebAddress(base + text(256 - base.length))).toEqual(messages.webAddressTooLong);
    expect(validateWebAddress('https://localhost')).toEqual(messages.webAddressInvalid);
  });

  it('knows the IANA time zones', () => {
    expect(validateTimeZone('Europe/Rome')).toBeNull();
    expect(validateTimeZone('America/New_York')).toBeNull();
    expect(validateTimeZone('UTC')).toBeNull();
    expect(validateTimeZone('Europe/Atlantis')).toEqual(messages.timeZoneInvalid);
    expect(validateTimeZone('')).toEqual(messages.timeZoneInvalid);
  });
});
