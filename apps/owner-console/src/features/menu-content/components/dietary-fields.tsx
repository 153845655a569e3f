import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { dietaryTagMessages } from '@tavola/domain/dietary';
import { DIETARY_TAGS, type SPICINESS_MAX } from '@tavola/domain/item-extras';
import type { ItemFormValues } from '../utils/item-form';

/** Each level's name, from 0 (not spicy) to SPICINESS_MAX: the index is the level. */
const spicinessMessages = [msg`Not spicy`, msg`Mild`, msg`Medium`, msg`Hot`] as const satisfies {
  length: typeof SPICINESS_MAX extends 3 ? 4 : never;
};

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
            <Checkbox key={tag} value={tag} label={i18n._(dietaryTagMessages[tag])} />
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
          {spicinessMessages.map((message, level) => (
            <Radio key={message.id} value={String(level)} label={i18n._(message)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
