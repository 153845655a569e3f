import { useLingui } from '@lingui/react/macro';
import { Checkbox, type CheckboxGroupProps, Group, SimpleGrid } from '@mantine/core';
import { ALLERGEN_CODES, allergenMessages } from '@tavola/domain/allergens';
import { AllergenIcon } from '@tavola/menu-view/allergen-icons';

export type AllergenPickerProps = Omit<CheckboxGroupProps, 'children'>;

/**
 * The 14 allergens as checkboxes with their icons: the item's own, and each option's (an extra such
 * as "+ parmesan" adds milk). Takes what `form.getInputProps` gives for an allergen list.
 */
export function AllergenPicker(props: AllergenPickerProps) {
  const { i18n } = useLingui();
  return (
    <Checkbox.Group {...props}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
        {ALLERGEN_CODES.map((code) => (
          <Checkbox
            key={code}
            value={code}
            label={
              <Group gap={6} wrap="nowrap" align="flex-start" component="span">
                <AllergenIcon allergen={code} size={18} />
                <span>{i18n._(allergenMessages[code])}</span>
              </Group>
            }
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
