import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DIETARY_TAGS, type DietaryTag, SPICINESS_LEVELS } from '../utils/dietary';
import type { ItemFormValues } from '../utils/item-form';

/** The tags' names in the console. */
const tagMessages = {
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  'gluten-free': msg`Gluten-free`,
  'lactose-free': msg`Lactose-free`,
  halal: msg`Halal`,
  kosher: msg`Kosher`,
} satisfies Record<DietaryTag, unknown>;

const spicinessMessages = [msg`Not spicy`, msg`Mild`, msg`Medium`, msg`Hot`] as const;

/**
 * The owner's dietary claims and how hot the dish is (issue 49): on every plan, like allergens. A
 * tag that contradicts the allergens (vegan with milk) is said on the tags before saving.
 */
export function DietaryFields({ form }: { form: UseFormReturnType<ItemFormValues> }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label={t`Dietary tags`}
        description={t`What you state about the dish, shown to guests beside the allergens.`}
        {...form.getInputProps('dietaryTags')}
      >
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="sm">
          {DIETARY_TAGS.map((tag) => (
            <Checkbox key={tag} value={tag} label={i18n._(tagMessages[tag])} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Radio.Group
        label={t`Spiciness`}
        value={String(form.getValues().spiciness)}
        onChange={(value) => form.setFieldValue('spiciness', Number(value))}
        error={form.errors.spiciness}
      >
        <Group gap="md" mt="sm">
          {SPICINESS_LEVELS.map((level) => (
            <Radio key={level} value={String(level)} label={i18n._(spicinessMessages[level])} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
