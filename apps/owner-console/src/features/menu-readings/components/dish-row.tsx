import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Menu,
  MultiSelect,
  NumberInput,
  type NumberInputProps,
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
import { memo, type ReactNode, useEffect, useState } from 'react';
import { PlusIcon, TrashIcon } from '#components/icons.tsx';
import { languageName } from '#lib/language-names.ts';
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
  onChange: (dishKey: string, change: Partial<Omit<EditableDish, 'key'>>) => void;
  onAction: (dishKey: string, action: DishAction) => void;
  /** the pointer is over the row (its key) or left it (null): its place on the page is outlined */
  onHover: (dishKey: string | null) => void;
  /** the keyboard's focus came into the row (its key) or left it (null): the same outline */
  onFocusWithin: (dishKey: string | null) => void;
}

/**
 * A price's amount. The field keeps what is typed ("10." on the way to "10.5"): the draft holds a
 * number, which would turn "10." back into "10" under the owner's fingers.
 */
function AmountInput({
  amount,
  onAmountChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  amount: number | null;
  onAmountChange: (amount: number | null) => void;
  'data-focus-target'?: string;
}) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState<string | number>(amount ?? '');
  // a change from elsewhere (a merge brought another dish's price) replaces what was typed
  useEffect(() => {
    setTyped((current) => (toAmount(current) === amount ? current : (amount ?? '')));
  }, [amount]);
  return (
    <NumberInput
      {...props}
      value={typed}
      onChange={(value) => {
        setTyped(value);
        onAmountChange(toAmount(value));
      }}
      min={0}
      max={ITEM_PRICE_MAX}
      decimalScale={2}
      allowNegative={false}
      decimalSeparator={i18n.locale.startsWith('it') ? ',' : '.'}
      hideControls
      inputMode="decimal"
      w={110}
    />
  );
}

/** What a NumberInput gives ("10." while typing) as an amount; null when empty. */
function toAmount(value: string | number): number | null {
  if (typeof value === 'number') return value;
  const amount = Number.parseFloat(value.replace(',', '.'));
  return Number.isFinite(amount) ? amount : null;
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
  const { t } = useLingui();
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
            <AmountInput
              label={sized ? t`Price ${size}` : t`Price`}
              aria-label={sized ? t`Price ${size} of dish ${position}` : t`Price of dish ${position}`}
              amount={price.amount}
              onAmountChange={(amount) => set(index, { amount })}
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
export const DishRow = memo(function DishRow({
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
  const act = (action: DishAction) => onAction(dish.key, action);
  const change = (fields: Partial<Omit<EditableDish, 'key'>>) => onChange(dish.key, fields);
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
      onMouseEnter={() => onHover(dish.key)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onFocusWithin(dish.key)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusWithin(null);
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
            {/* only the actions that apply: a disabled first entry keeps Mantine's menu from taking
                the focus when it opens, and Escape then no longer closes it */}
            <Menu.Dropdown>
              {index > 0 && (
                <Menu.Item onClick={() => act('up')}>
                  <Trans>Move up</Trans>
                </Menu.Item>
              )}
              {index < count - 1 && (
                <Menu.Item onClick={() => act('down')}>
                  <Trans>Move down</Trans>
                </Menu.Item>
              )}
              {canMoveToSection && (
                <Menu.Item onClick={() => act('move')}>
                  <Trans>Move to another section…</Trans>
                </Menu.Item>
              )}
              {(count > 1 || canMoveToSection) && <Menu.Divider />}
              {index < count - 1 && (
                <Menu.Item onClick={() => act('merge')}>
                  <Trans>Merge with the next dish</Trans>
                </Menu.Item>
              )}
              <Menu.Item onClick={() => act('split')}>
                <Trans>Split: add a dish after this one</Trans>
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<TrashIcon size={14} />} onClick={() => act('delete')}>
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
          onChange={(event) => change({ name: event.currentTarget.value })}
          description={describe('name', <Trans>Check the name</Trans>)}
          error={problemsOf('name')}
          data-focus-target="name"
        />
        <Textarea
          label={t`Description`}
          aria-label={t`Description of dish ${position}`}
          value={dish.description ?? ''}
          maxLength={FIELD_LIMITS.item.description}
          rows={2}
          onChange={(event) => change({ description: event.currentTarget.value || null })}
          description={describe('description', <Trans>Check the description</Trans>)}
          error={problemsOf('description')}
        />
        {/* a second language printed beside the first: the menu's translations once it is made */}
        {Object.entries(dish.translations).map(([language, text]) => {
          const name = languageName(language, i18n.locale);
          const translate = (field: Partial<typeof text>) =>
            change({ translations: { ...dish.translations, [language]: { ...text, ...field } } });
          return (
            <SimpleGrid key={language} cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label={t`Name in ${name}`}
                aria-label={t`Name in ${name} of dish ${position}`}
                value={text.name ?? ''}
                maxLength={FIELD_LIMITS.item.name}
                onChange={(event) => translate({ name: event.currentTarget.value || null })}
              />
              <TextInput
                label={t`Description in ${name}`}
                aria-label={t`Description in ${name} of dish ${position}`}
                value={text.description ?? ''}
                maxLength={FIELD_LIMITS.item.description}
                onChange={(event) => translate({ description: event.currentTarget.value || null })}
              />
            </SimpleGrid>
          );
        })}
        <Stack gap={2}>
          {describe('prices', <Trans>Check the price</Trans>)}
          <PriceFields prices={dish.prices} position={position} onChange={(prices) => change({ prices })} />
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
            onChange={(values) => change({ allergens: values as AllergenCode[] })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t`Dietary tags`}
            aria-label={t`Dietary tags of dish ${position}`}
            data={DIETARY_TAGS.map((tag) => ({ value: tag, label: i18n._(dietaryTagMessages[tag]) }))}
            value={dish.dietaryTags}
            onChange={(values) => change({ dietaryTags: values as DietaryTag[] })}
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
});
