import { useLingui } from '@lingui/react/macro';
import { NumberInput, type NumberInputProps, Text } from '@mantine/core';
import { ITEM_PRICE_MAX } from '@tavola/domain/limits';
import { currencySymbol } from '@tavola/domain/price';

export interface PriceInputProps extends NumberInputProps {
  /** the menu's currency (ISO code), its symbol shown before the amount */
  currency: string;
}

/**
 * An amount in the menu's currency: 0 to 1,000,000 with two decimals, typed with the decimal
 * separator of the interface language. The item's price and each option's price.
 */
export function PriceInput({ currency, ...props }: PriceInputProps) {
  const { i18n } = useLingui();
  return (
    <NumberInput
      leftSection={<Text size="sm">{currencySymbol(currency, i18n.locale)}</Text>}
      min={0}
      max={ITEM_PRICE_MAX}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      decimalSeparator={i18n.locale.startsWith('it') ? ',' : '.'}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
