import { FIELD_LIMITS } from './limits';
import { collectErrors, type Message, messages, type ValidationErrors } from './messages';
import { limitText, requireText, type TextValue } from './text';

/** A section (category) of a menu: the spec gives no limit, this is the contract's. */
export function validateSectionName(value: TextValue): Message | null {
  return (
    requireText(value, messages.sectionNameRequired) ??
    limitText(value, FIELD_LIMITS.section.name, messages.sectionNameTooLong)
  );
}

export type SectionValues = { name?: TextValue };

export function validateSection(input: SectionValues): ValidationErrors<'name'> {
  return collectErrors({ name: validateSectionName(input.name) });
}
