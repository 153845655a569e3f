import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { allergenMessages } from '@tavola/domain/allergens';
import { useState } from 'react';
import { FormError } from '#components/form-error.tsx';
import { TrashIcon } from '#components/icons.tsx';
import { SortableList } from '#components/sortable-list.tsx';
import type { ItemFormValues } from '../utils/item-form';
import {
  newOption,
  newOptionGroup,
  type OptionChoice,
  type OptionFormValues,
  type OptionGroupFormValues,
  withChoice,
  withMinimum,
  withRequired,
} from '../utils/option-groups-form';
import { AllergenPicker } from './allergen-picker';
import { PriceInput } from './price-input';

export interface OptionGroupsEditorProps {
  form: UseFormReturnType<ItemFormValues>;
  /** the menu's currency, for the option prices */
  currency: string;
}

/** The ids of a list in a new order, as the rows' keys: the rows in that order. */
function reordered<T extends { key: number }>(rows: readonly T[], keys: number[]): T[] {
  return keys.flatMap((key) => rows.filter((row) => row.key === key));
}

/**
 * The item's option groups (issue 49): "Size" with one choice, "Extras" with several, each with its
 * options, their prices, stock and allergens; groups and options ordered by dragging their handle,
 * with the mouse, a finger or the keyboard (Space, arrows, Space). Errors show on their fields.
 */
export function OptionGroupsEditor({ form, currency }: OptionGroupsEditorProps) {
  const { t } = useLingui();
  const groups = form.getValues().optionGroups;
  const groupName = (group: OptionGroupFormValues, index: number) =>
    group.name.trim() || t`group ${index + 1}`;
  // too many groups or options in all: said above the groups
  const listError = form.getInputProps('optionGroups').error;

  return (
    <Stack gap="md">
      <FormError>{listError}</FormError>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No options yet. Add a group such as “Size” (one choice) or “Extras” (several).</Trans>
        </Text>
      ) : (
        <SortableList
          items={groups.map((group, index) => ({ id: group.key, group, index }))}
          nameOf={({ group, index }) => groupName(group, index)}
          handleLabel={(name) => t`Move the group ${name}`}
          onReorder={(keys) => form.setFieldValue('optionGroups', reordered(groups, keys))}
          gap="md"
          renderItem={({ group, index }, handle) => (
            <OptionGroupFields
              form={form}
              group={group}
              index={index}
              name={groupName(group, index)}
              handle={handle}
              currency={currency}
            />
          )}
        />
      )}
      <Group>
        <Button
          variant="default"
          onClick={() => form.insertListItem('optionGroups', newOptionGroup())}
          data-testid="add-option-group"
        >
          <Trans>Add option group</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function OptionGroupFields({
  form,
  group,
  index,
  name,
  handle,
  currency,
}: {
  form: UseFormReturnType<ItemFormValues>;
  group: OptionGroupFormValues;
  index: number;
  name: string;
  handle: React.ReactNode;
  currency: string;
}) {
  const { t } = useLingui();
  const path = `optionGroups.${index}`;
  const headingId = `option-group-${group.key}`;
  const setGroup = (changed: OptionGroupFormValues) => form.setFieldValue(path, changed);
  const optionName = (option: OptionFormValues, at: number) => option.name.trim() || t`option ${at + 1}`;
  const priceLabel = group.choice === 'single' ? t`Price when chosen` : t`Added to the price`;
  const priceDescription = group.choice === 'single' ? t`Empty: the item's own price.` : t`Empty or 0: free.`;
  const errorAt = (field: string) => form.getInputProps(`${path}.${field}`).error;
  // a single choice shows no minimum or maximum: what is wrong with them is said on "Required"
  const requiredError =
    errorAt('required') ??
    (group.choice === 'single' ? (errorAt('minChoices') ?? errorAt('maxChoices')) : undefined);

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {handle}
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {group.name.trim() || <Trans>New option group</Trans>}
            </Title>
          </Group>
          <Tooltip label={t`Remove the group ${name}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t`Remove the group ${name}`}
              onClick={() => form.removeListItem('optionGroups', index)}
            >
              <TrashIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
        <TextInput
          label={t`Group name`}
          description={t`For example “Size” or “Extras”.`}
          required
          {...form.getInputProps(`${path}.name`)}
        />
        <Box>
          <Text size="sm" fw={500} id={`${headingId}-choice`}>
            <Trans>Guests choose</Trans>
          </Text>
          <SegmentedControl
            mt={4}
            aria-labelledby={`${headingId}-choice`}
            value={group.choice}
            onChange={(choice) => setGroup(withChoice(group, choice as OptionChoice))}
            data={[
              { value: 'single', label: t`One option` },
              { value: 'multiple', label: t`Several options` },
            ]}
          />
        </Box>
        <Switch
          label={t`Required`}
          description={t`Guests must choose at least one.`}
          checked={group.required}
          onChange={(event) => setGroup(withRequired(group, event.currentTarget.checked))}
          error={requiredError}
        />
        {group.choice === 'multiple' && (
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t`Minimum`}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`${path}.minChoices`)}
              onChange={(value) => setGroup(withMinimum(group, value))}
            />
            <NumberInput
              label={t`Maximum`}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`${path}.maxChoices`)}
            />
          </SimpleGrid>
        )}
        <Text size="sm" fw={500} mt="xs">
          <Trans>Options</Trans>
        </Text>
        <FormError>{errorAt('options')}</FormError>
        <SortableList
          items={group.options.map((option, at) => ({ id: option.key, option, at }))}
          nameOf={({ option, at }) => optionName(option, at)}
          onReorder={(keys) => form.setFieldValue(`${path}.options`, reordered(group.options, keys))}
          gap="sm"
          renderItem={({ option, at }, optionHandle) => (
            <OptionFields
              form={form}
              path={`${path}.options.${at}`}
              option={option}
              name={optionName(option, at)}
              handle={optionHandle}
              priceLabel={priceLabel}
              priceDescription={priceDescription}
              currency={currency}
              onRemove={() => form.removeListItem(`${path}.options`, at)}
            />
          )}
        />
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => form.insertListItem(`${path}.options`, newOption())}
          >
            <Trans>Add option to {name}</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function OptionFields({
  form,
  path,
  option,
  name,
  handle,
  priceLabel,
  priceDescription,
  currency,
  onRemove,
}: {
  form: UseFormReturnType<ItemFormValues>;
  path: string;
  option: OptionFormValues;
  name: string;
  handle: React.ReactNode;
  priceLabel: string;
  priceDescription: string;
  currency: string;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const allergensError = form.getInputProps(`${path}.allergens`).error;
  // a refused allergen list is shown, not left folded away
  const allergensOpen = opened || Boolean(allergensError);
  const allergensId = `option-allergens-${option.key}`;
  const allergenNames = option.allergens.map((code) => i18n._(allergenMessages[code])).join(', ');
  return (
    <Stack
      gap={4}
      role="group"
      aria-label={t`Option ${name}`}
      p="xs"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-default)',
      }}
      data-testid="option-row"
    >
      {/* the handle and the remove button on a row of their own: the fields get the whole width on a phone */}
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {handle}
          <Text size="sm" c="dimmed" truncate aria-hidden>
            {name}
          </Text>
        </Group>
        <Tooltip label={t`Remove the option ${name}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t`Remove the option ${name}`}
            onClick={onRemove}
          >
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ alignItems: 'end' }}>
          <TextInput label={t`Option name`} required {...form.getInputProps(`${path}.name`)} />
          <PriceInput
            currency={currency}
            label={priceLabel}
            description={priceDescription}
            {...form.getInputProps(`${path}.price`)}
          />
        </SimpleGrid>
        <Group gap="xs" justify="space-between" align="center">
          <Checkbox
            label={t`Out of stock`}
            {...form.getInputProps(`${path}.outOfStock`, { type: 'checkbox' })}
          />
          {/* a long list of allergens wraps instead of being cut */}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            ta="start"
            aria-expanded={allergensOpen}
            aria-controls={allergensId}
            onClick={() => setOpened(!allergensOpen)}
          >
            {option.allergens.length === 0 ? (
              <Trans>Allergens: none</Trans>
            ) : (
              <Trans>Allergens: {allergenNames}</Trans>
            )}
          </Anchor>
        </Group>
        <Collapse expanded={allergensOpen} id={allergensId}>
          <AllergenPicker
            label={t`Allergens of ${name}`}
            description={t`Only what this option adds to the item.`}
            {...form.getInputProps(`${path}.allergens`)}
          />
        </Collapse>
      </Stack>
    </Stack>
  );
}
