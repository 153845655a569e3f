import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NumberInput, Radio, Stack, Textarea, Title } from '@mantine/core';
import type { components } from '@tavola/api/schema';
import { linePrice, ORDER_NOTE_MAX, ORDER_QUANTITY_MAX } from '@tavola/domain/ordering';
import { formatPrice } from '@tavola/domain/price';
import { useEffect, useRef, useState } from 'react';

export type MenuItem = components['schemas']['MenuItem'];
type OptionGroup = MenuItem['optionGroups'][number];

/** A line chosen for the round, before it is sent. */
export interface ChosenLine {
  key: number;
  item: MenuItem;
  optionIds: number[];
  /** "Size: Large, Extras: Olives" as the menu names them now */
  optionsText: string;
  quantity: number;
  note: string | null;
  unitCents: number;
}

const NONE = '';

/** What a group asks for: "Choose 1", "Choose up to 3", "Choose 1 to 2". */
function useChoiceHint() {
  const { t } = useLingui();
  return (group: OptionGroup) => {
    const { minChoices: min, maxChoices: max } = group;
    if (group.choice === 'single') return min > 0 ? t`Choose one` : t`Optional`;
    if (min === 0) return t`Choose up to ${max}`;
    if (min === max) return t`Choose ${min}`;
    return t`Choose ${min} to ${max}`;
  };
}

/**
 * The options, quantity and note of one dish for a staff round. A group's minimum and maximum are
 * kept as the guests' page keeps them: a single choice is one radio button (with "None" when it is
 * optional), a multiple choice stops offering more once its maximum is chosen, and "Add" says which
 * group still needs a choice. Options out of stock cannot be chosen.
 */
export function DishChooser({
  item,
  currency,
  onAdd,
  onCancel,
}: {
  item: MenuItem;
  currency: string;
  onAdd: (line: Omit<ChosenLine, 'key'>) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const hint = useChoiceHint();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<Record<number, string[]>>({});
  const [quantity, setQuantity] = useState<number | string>(1);
  const [note, setNote] = useState('');
  const [groupErrors, setGroupErrors] = useState<Record<number, string>>({});
  const [quantityError, setQuantityError] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const price = (amount: number) => formatPrice(amount, currency, i18n.locale);
  const soldOut = (option: { name: string }) => {
    const optionName = option.name;
    return t`${optionName} (out of stock)`;
  };
  const groups = item.optionGroups.filter((group) => group.options.length > 0);
  const name = item.name;

  const add = () => {
    const optionIds = groups.flatMap((group) => (chosen[group.id] ?? []).filter(Boolean).map(Number));
    const amount = Number(quantity);
    const result = linePrice(item, optionIds, Number.isInteger(amount) ? amount : 0);
    setGroupErrors({});
    setQuantityError(null);
    if (!result.ok) {
      if (result.problem === 'too_few_choices' || result.problem === 'too_many_choices') {
        const group = groups.find((entry) => entry.id === result.groupId);
        const min = group?.minChoices ?? 1;
        const max = group?.maxChoices ?? 1;
        setGroupErrors({
          [result.groupId]:
            result.problem === 'too_few_choices' ? t`Choose at least ${min}.` : t`Choose at most ${max}.`,
        });
      } else if (result.problem === 'bad_quantity') {
        setQuantityError(t`Enter a quantity from 1 to ${ORDER_QUANTITY_MAX}.`);
      } else {
        setQuantityError(t`This dish cannot be ordered: it has no price.`);
      }
      return;
    }
    const names = groups.flatMap((group) =>
      group.options
        .filter((option) => optionIds.includes(option.id))
        .map((option) => `${group.name}: ${option.name}`),
    );
    onAdd({
      item,
      optionIds,
      optionsText: names.join(', '),
      quantity: amount,
      note: note.trim() || null,
      unitCents: result.unitCents,
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {name}
        </Title>
        {groups.map((group) => {
          const values = chosen[group.id] ?? [];
          const set = (next: string[]) => setChosen((all) => ({ ...all, [group.id]: next }));
          const required = group.minChoices > 0;
          if (group.choice === 'single')
            return (
              <Radio.Group
                key={group.id}
                label={group.name}
                description={hint(group)}
                required={required}
                value={values[0] ?? (required ? null : NONE)}
                onChange={(value) => set(value === NONE ? [] : [value])}
                error={groupErrors[group.id]}
              >
                <Stack gap={6} mt={6}>
                  {!required && <Radio value={NONE} label={t`None`} />}
                  {group.options.map((option) => (
                    <Radio
                      key={option.id}
                      value={String(option.id)}
                      disabled={option.outOfStock}
                      label={
                        option.outOfStock
                          ? soldOut(option)
                          : option.price === null
                            ? option.name
                            : `${option.name} · ${price(option.price)}`
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            );
          const full = values.length >= group.maxChoices;
          return (
            <Checkbox.Group
              key={group.id}
              label={group.name}
              description={hint(group)}
              required={required}
              value={values}
              onChange={set}
              error={groupErrors[group.id]}
            >
              <Stack gap={6} mt={6}>
                {group.options.map((option) => (
                  <Checkbox
                    key={option.id}
                    value={String(option.id)}
                    disabled={option.outOfStock || (full && !values.includes(String(option.id)))}
                    label={
                      option.outOfStock
                        ? soldOut(option)
                        : option.price
                          ? `${option.name} · +${price(option.price)}`
                          : option.name
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          );
        })}
        <NumberInput
          label={t`Quantity`}
          required
          min={1}
          max={ORDER_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={quantity}
          onChange={setQuantity}
          error={quantityError}
          w={140}
        />
        <Textarea
          label={t`Note for the kitchen`}
          placeholder={t`For example: no onions`}
          maxLength={ORDER_NOTE_MAX}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit">
            <Trans>Add to the round</Trans>
          </Button>
          <Button variant="default" onClick={onCancel}>
            <Trans>Back to the dishes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
