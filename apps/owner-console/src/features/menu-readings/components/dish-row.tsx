import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Menu,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ALLERGEN_CODES, type AllergenCode, allergenMessages } from '@tavola/domain/allergens';
import { type DietaryTag, dietaryTagMessages } from '@tavola/domain/dietary';
import { DIETARY_TAGS } from '@tavola/domain/item-extras';
import { FIELD_LIMITS, ITEM_PRICE_MAX } from '@tavola/domain/limits';
import type { ReactNode } from 'react';
import { PlusIcon, TrashIcon } from '#components/icons.tsx';
import { type EditableDish, type EditablePrice, MAX_PRICES } from '../utils/draft-edits';
import { type ProblemField, type ProblemText, problemKey } from '../utils/draft-problems';
import { ProblemList } from './problem-list';
import { UnsureMark } from './unsure-mark';

/** The contract's length of a size's label (MenuReadingPrice.label). */
const SIZE_LABEL_MAX = 50;

export type DishAction = 'up' | 'down' | 'move' | 'merge' | 'split' | 'delete';

export interface DishRowProps {
  dish: EditableDish;
  /** 0-based place in its section */
  index: number;
  count: number;
  /** another section exists to move the dish to */
  canMoveToSection: boolean;
  problems: Record<string, ProblemText[]>;
  onChange: (change: Partial<Omit<EditableDish, 'key'>>) => void;
  onAction: (action: DishAction) => void;
  /** the pointer is over the row (true) or left it (false): its place on the page is outlined */
  onHover: (hovered: boolean) => void;
  /** the keyboard's focus came into the row (true) or left it (false): the same outline */
  onFocusWithin: (focused: boolean) => void;
}

function PriceFields({
  prices,
  position,
  onChange,
}: {
  prices: EditablePrice[];
  position: number;
  onChange: (prices: EditablePrice[]) => void;
}) {
  const { t, i18n } = useLingui();
  const sized = prices.length > 1;
  const set = (index: number, change: Partial<EditablePrice>) =>
    onChange(prices.map((price, at) => (at === index ? { ...price, ...change } : price)));
  return (
    <Stack gap={6}>
      {prices.map((price, index) => {
        const size = index + 1;
        return (
          // prices have no id; a price's place is its identity while the row is edited
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              label={sized ? t`Price ${size}` : t`Price`}
              aria-label={sized ? t`Price ${size} of dish ${position}` : t`Price of dish ${position}`}
              value={price.amount ?? ''}
              onChange={(value) => set(index, { amount: typeof value === 'number' ? value : null })}
              min={0}
              max={ITEM_PRICE_MAX}
              decimalScale={2}
              allowNegative={false}
              decimalSeparator={i18n.locale.startsWith('it') ? ',' : '.'}
              hideControls
              inputMode="decimal"
              w={110}
              data-focus-target={index === 0 ? 'price' : undefined}
            />
            {sized && (
              <>
                <TextInput
                  label={t`Size ${size}`}
                  aria-label={t`Size ${size} of dish ${position}`}
                  placeholder={t`e.g. Large`}
                  value={price.label ?? ''}
                  maxLength={SIZE_LABEL_MAX}
                  onChange={(event) => set(index, { label: event.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t`Remove size ${size} of dish ${position}`}
                  onClick={() => onChange(prices.filter((_, at) => at !== index))}
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              </>
            )}
          </Group>
        );
      })}
      {prices.length < MAX_PRICES && (
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<PlusIcon size={14} />}
            onClick={() => onChange([...prices, { amount: null, label: null }])}
            aria-label={
              prices.length === 0 ? t`Add a price to dish ${position}` : t`Add a size to dish ${position}`
            }
          >
            {prices.length === 0 ? <Trans>Add a price</Trans> : <Trans>Add a size</Trans>}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * One dish of the draft: its texts, prices (one, or one per size), allergens and tags, with a
 * "Check the …" mark on what was hard to read, the server's problems beside their field, and the
 * row's actions in one menu (one tab stop per row, not six).
 */
export function DishRow({
  dish,
  index,
  count,
  canMoveToSection,
  problems,
  onChange,
  onAction,
  onHover,
  onFocusWithin,
}: DishRowProps) {
  const { t, i18n } = useLingui();
  const position = index + 1;
  const unsure = new Set<string>(dish.unsure);
  const problemsOf = (field: ProblemField): ReactNode => {
    const texts = problems[problemKey(dish.key, field)];
    return texts ? <ProblemList problems={texts} /> : undefined;
  };
  const describe = (field: 'name' | 'description' | 'prices', mark: ReactNode) =>
    unsure.has(field) ? <UnsureMark>{mark}</UnsureMark> : undefined;
  const priceProblems = problemsOf('prices');
  const otherProblems = problemsOf('other');

  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      data-dish-key={dish.key}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusWithin(false);
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Text fw={600} size="sm" component="h3" m={0}>
            <Trans>Dish {position}</Trans>
          </Text>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={t`Actions for dish ${position}`}
                data-focus-target="actions"
              >
                <Trans>Actions</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={index === 0} onClick={() => onAction('up')}>
                <Trans>Move up</Trans>
              </Menu.Item>
              <Menu.Item disabled={index === count - 1} onClick={() => onAction('down')}>
                <Trans>Move down</Trans>
              </Menu.Item>
              <Menu.Item disabled={!canMoveToSection} onClick={() => onAction('move')}>
                <Trans>Move to another section…</Trans>
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item disabled={index === count - 1} onClick={() => onAction('merge')}>
                <Trans>Merge with the next dish</Trans>
              </Menu.Item>
              <Menu.Item onClick={() => onAction('split')}>
                <Trans>Split: add a dish after this one</Trans>
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<TrashIcon size={14} />} onClick={() => onAction('delete')}>
                <Trans>Delete</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        <TextInput
          label={t`Name`}
          aria-label={t`Name of dish ${position}`}
          value={dish.name}
          maxLength={FIELD_LIMITS.item.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          description={describe('name', <Trans>Check the name</Trans>)}
          error={problemsOf('name')}
          data-focus-target="name"
        />
        <Textarea
          label={t`Description`}
          aria-label={t`Description of dish ${position}`}
          value={dish.description ?? ''}
          maxLength={FIELD_LIMITS.item.description}
          autosize
          minRows={1}
          maxRows={6}
          onChange={(event) => onChange({ description: event.currentTarget.value || null })}
          description={describe('description', <Trans>Check the description</Trans>)}
          error={problemsOf('description')}
        />
        <Stack gap={2}>
          {describe('prices', <Trans>Check the price</Trans>)}
          <PriceFields prices={dish.prices} position={position} onChange={(prices) => onChange({ prices })} />
          {priceProblems && (
            <Text size="sm" c="red.8" role="alert">
              {priceProblems}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <MultiSelect
            label={t`Allergens`}
            aria-label={t`Allergens of dish ${position}`}
            data={ALLERGEN_CODES.map((code) => ({ value: code, label: i18n._(allergenMessages[code]) }))}
            value={dish.allergens}
            onChange={(values) => onChange({ allergens: values as AllergenCode[] })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t`Dietary tags`}
            aria-label={t`Dietary tags of dish ${position}`}
            data={DIETARY_TAGS.map((tag) => ({ value: tag, label: i18n._(dietaryTagMessages[tag]) }))}
            value={dish.dietaryTags}
            onChange={(values) => onChange({ dietaryTags: values as DietaryTag[] })}
            error={problemsOf('tags')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {otherProblems && (
          <Text size="sm" c="red.8">
            {otherProblems}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
