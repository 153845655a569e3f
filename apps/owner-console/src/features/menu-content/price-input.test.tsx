// The price typed as an owner types it: with the interface language's decimal separator, or with a
// point (a number copied from elsewhere), which in Italian must not become a thousands separator.
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Language } from '@tavola/domain/languages';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { PriceInput } from './components/price-input';

function Price() {
  const [value, setValue] = useState<string | number>('');
  return (
    <>
      <PriceInput currency="EUR" label="Price" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

function renderPrice() {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Price />
      </MantineProvider>
    </I18nProvider>,
  );
  return document.querySelector('input') as HTMLInputElement;
}

describe('PriceInput', () => {
  afterAll(() => activateLanguage('en'));

  it.each<[Language, 'typed' | 'pasted', string, string]>([
    ['it', 'typed', '1.50', '1,50'],
    ['it', 'pasted', '1.50', '1,50'],
    ['it', 'typed', '12,5', '12,50'],
    ['en', 'typed', '1.50', '1.50'],
    ['en', 'pasted', '1.50', '1.50'],
  ])(
    'in %s, %s "%s": shown as %s, the amount 1.5 or 12.5, never a hundred times more',
    async (language, how, text, shown) => {
      await activateLanguage(language);
      const user = userEvent.setup();
      const input = renderPrice();
      if (how === 'typed') await user.type(input, text);
      else {
        await user.click(input);
        await user.paste(text);
      }
      await user.tab();
      expect(input).toHaveValue(shown);
      expect(Number(document.querySelector('output')?.textContent)).toBe(Number(text.replace(',', '.')));
    },
  );
});
