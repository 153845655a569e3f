import { describe, expect, it } from 'vitest';
import { validateMenu, validateMenuAdminDisplayName, validateMenuFooter, validateMenuName } from './menu';
import { messages } from './messages';

const text = (length: number) => 'x'.repeat(length);

describe('menu fields', () => {
  it('name: required, 100 accepted, 101 rejected', () => {
    expect(validateMenuName('')).toBe(messages.menuNameRequired);
    expect(validateMenuName(undefined)).toBe(messages.menuNameRequired);
    expect(validateMenuName(text(100))).toBeNull();
    expect(validateMenuName(text(101))).toBe(messages.menuNameTooLong);
  });

  it('hidden note: optional, 100 accepted, 101 rejected', () => {
    expect(validateMenuAdminDisplayName('')).toBeNull();
    expect(validateMenuAdminDisplayName(text(100))).toBeNull();
    expect(validateMenuAdminDisplayName(text(101))).toBe(messages.menuAdminDisplayNameTooLong);
  });

  it('footer: optional, 400 accepted, 401 rejected', () => {
    expect(validateMenuFooter(null)).toBeNull();
    expect(validateMenuFooter(text(400))).toBeNull();
    expect(validateMenuFooter(text(401))).toBe(messages.menuFooterTooLong);
  });
});

describe('validateMenu', () => {
  it('returns no errors for a valid menu', () => {
    expect(
      validateMenu({ name: 'Dinner', adminDisplayName: 'Winter dinner', footer: 'Service 2 €' }),
    ).toEqual({});
  });

  it('reports each invalid field', () => {
    expect(validateMenu({ name: '', adminDisplayName: text(101), footer: text(401) })).toEqual({
      name: messages.menuNameRequired,
      adminDisplayName: messages.menuAdminDisplayNameTooLong,
      footer: messages.menuFooterTooLong,
    });
  });
});
