import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { validateSection, validateSectionName } from './section';

describe('section name', () => {
  it('is required, 100 accepted, 101 rejected', () => {
    expect(validateSectionName('')).toBe(messages.sectionNameRequired);
    expect(validateSectionName('x'.repeat(100))).toBeNull();
    expect(validateSectionName('x'.repeat(101))).toBe(messages.sectionNameTooLong);
    expect(validateSection({ name: 'Pizze' })).toEqual({});
    expect(validateSection({})).toEqual({ name: messages.sectionNameRequired });
  });
});
