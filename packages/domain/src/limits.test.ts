/**
 * The domain checks several fields of the contract with one number (one limit for every web
 * address, one form rule for a new club and its update, one for every password field). These
 * fail when the contract gives those fields different limits, which the domain could not follow.
 */
import * as maxLength from '@tavola/api/generated/max-length';
import * as maximum from '@tavola/api/generated/maximum';
import * as minLength from '@tavola/api/generated/min-length';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { TABLE_RANGE_NUMBER_MAX } from './table';

describe('limits the domain shares between contract fields', () => {
  it('one limit for every web address of a club', () => {
    for (const schema of [maxLength.ClubInput, maxLength.ClubUpdate]) {
      expect([schema.website, schema.instagram, schema.facebook]).toEqual(
        Array(3).fill(FIELD_LIMITS.club.webAddress),
      );
    }
  });

  it('the same limits for a new club and its update', () => {
    const { timeZone: _onlyOnUpdate, ...update } = maxLength.ClubUpdate;
    expect(update).toEqual(maxLength.ClubInput);
    expect(maximum.ClubUpdate.seats).toBe(maximum.ClubInput.seats);
  });

  it('one password length wherever a password is typed', () => {
    for (const length of [maxLength.LoginRequest.password, maxLength.PasswordResetRequest.password])
      expect(length).toBe(PASSWORD_MAX_LENGTH);
    for (const length of [minLength.LoginRequest.password, minLength.PasswordResetRequest.password])
      expect(length).toBe(PASSWORD_MIN_LENGTH);
  });

  it('translated texts as long as the originals', () => {
    expect(maxLength.TranslationNameInput.translatedName).toBe(FIELD_LIMITS.item.name);
    expect(maxLength.ItemTranslationInput).toEqual({
      translatedName: FIELD_LIMITS.item.name,
      translatedDescription: FIELD_LIMITS.item.description,
      translatedIngredients: FIELD_LIMITS.item.ingredients,
    });
  });

  it('one highest number for both ends of a range of tables', () => {
    expect(maximum.TableRangeInput.from).toBe(TABLE_RANGE_NUMBER_MAX);
  });
});
