import { describe, expect, it } from 'vitest';
import {
  CLUB_SEATS_MAX,
  FIELD_LIMITS,
  ITEM_PRICE_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  TOTP_DIGITS,
} from './limits';
import { collectErrors, hasErrors, messages, toErrorDetails, translateErrors } from './messages';
import source from './messages.ts?raw';
import {
  TABLE_NAME_MAX,
  TABLE_RANGE_MAX_COUNT,
  TABLE_RANGE_NUMBER_MAX,
  TABLE_RANGE_PREFIX_MAX,
  tableMessages,
  ZONE_NAME_MAX,
} from './table';

const all = Object.values(messages);

describe('messages', () => {
  it('have unique ids', () => {
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
  });

  it('carry the i18n extraction marker before every descriptor', () => {
    const marked = source.match(/\/\*i18n\*\/\s*\{\s*id:/g) ?? [];
    expect(marked).toHaveLength(all.length);
  });

  it('contain no ICU MessageFormat syntax', () => {
    for (const { id, message } of all) expect(message, id).not.toMatch(/[{}#']/);
  });

  it('state the limits they enforce', () => {
    const tooLong = [
      [messages.bannerTitleTooLong, FIELD_LIMITS.banner.title],
      [messages.bannerSubtitleTooLong, FIELD_LIMITS.banner.subtitle],
      [messages.bannerDescriptionTooLong, FIELD_LIMITS.banner.description],
      [messages.bannerPriceTooLong, FIELD_LIMITS.banner.price],
      [messages.itemNameTooLong, FIELD_LIMITS.item.name],
      [messages.itemDescriptionTooLong, FIELD_LIMITS.item.description],
      [messages.itemIngredientsTooLong, FIELD_LIMITS.item.ingredients],
      [messages.menuNameTooLong, FIELD_LIMITS.menu.name],
      [messages.menuAdminDisplayNameTooLong, FIELD_LIMITS.menu.adminDisplayName],
      [messages.menuFooterTooLong, FIELD_LIMITS.menu.footer],
      [messages.itemAdditionalNotesTooLong, FIELD_LIMITS.item.additionalNotes],
      [messages.itemPriceTextTooLong, FIELD_LIMITS.item.priceText],
      [messages.sectionNameTooLong, FIELD_LIMITS.section.name],
      [messages.nameTooLong, FIELD_LIMITS.user.name],
      [messages.surnameTooLong, FIELD_LIMITS.user.surname],
      [messages.clubNameTooLong, FIELD_LIMITS.club.name],
      [messages.salesAccountNameTooLong, FIELD_LIMITS.club.salesAccountName],
      [messages.salesAccountLastNameTooLong, FIELD_LIMITS.club.salesAccountLastName],
      [messages.companyNameTooLong, FIELD_LIMITS.club.companyName],
      [messages.webAddressTooLong, FIELD_LIMITS.club.webAddress],
      [messages.addressLine1TooLong, FIELD_LIMITS.address.line1],
      [messages.addressLine2TooLong, FIELD_LIMITS.address.line2],
      [messages.cityTooLong, FIELD_LIMITS.address.city],
      [messages.stateTooLong, FIELD_LIMITS.address.state],
      [messages.postalCodeTooLong, FIELD_LIMITS.address.postalCode],
      [messages.seatsTooMany, CLUB_SEATS_MAX],
      [messages.passwordTooLong, PASSWORD_MAX_LENGTH],
      [messages.phoneTooLong, PHONE_MAX_DIGITS],
      [tableMessages.tableNameTooLong, TABLE_NAME_MAX],
      [tableMessages.zoneNameTooLong, ZONE_NAME_MAX],
      [tableMessages.rangePrefixTooLong, TABLE_RANGE_PREFIX_MAX],
      [tableMessages.rangeTooMany, TABLE_RANGE_MAX_COUNT],
    ] as const;
    for (const [message, limit] of tooLong)
      expect(message.message, message.id).toMatch(new RegExp(`at most ${limit}\\b`));
    expect(messages.passwordTooShort.message).toContain(`at least ${PASSWORD_MIN_LENGTH} `);
    expect(messages.phoneTooShort.message).toContain(`at least ${PHONE_MIN_DIGITS} `);
    expect(messages.totpInvalid.message).toContain(`${TOTP_DIGITS} digits`);
    expect(messages.itemPriceInvalid.message).toContain(`0 to ${ITEM_PRICE_MAX}`);
    expect(tableMessages.rangeNumberRequired.message).toContain(`0 to ${TABLE_RANGE_NUMBER_MAX}`);
  });
});

describe('error helpers', () => {
  const errors = collectErrors({ name: messages.menuNameRequired, footer: null });

  it('collectErrors keeps only failing fields', () => {
    expect(errors).toEqual({ name: messages.menuNameRequired });
    expect(collectErrors({ name: null })).toEqual({});
  });

  it('hasErrors tells whether anything failed', () => {
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });

  it('translateErrors maps each message through the translator', () => {
    expect(translateErrors(errors, (m) => `[${m.id}]`)).toEqual({ name: '[validation.menu.name.required]' });
  });

  it('toErrorDetails gives the contract error details in English', () => {
    expect(toErrorDetails(errors)).toEqual([{ field: 'name', message: 'Name is required' }]);
  });
});
