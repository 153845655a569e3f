import { validateDietary } from '@tavola/domain/dietary';
import { validateOptionGroups } from '@tavola/domain/item-options';
import type { ValidationErrors } from '@tavola/domain/messages';
import type { ItemFormValues } from './item-form';
import type { OptionGroupFormValues } from './option-groups-form';

/**
 * The domain's rules for dietary tags and option groups, applied to what the form holds; errors
 * keyed by the form's paths (`optionGroups.1.minChoices`), the same the server's 400 details name,
 * so both land on the same field.
 */
export function validateDietaryTagsOf(values: ItemFormValues): ValidationErrors {
  return validateDietary(values);
}

export function validateOptionGroupsOf(groups: readonly OptionGroupFormValues[]): ValidationErrors {
  return validateOptionGroups(groups);
}
