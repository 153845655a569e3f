import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TranslationProgressLine } from './components/translation-progress';

async function progressIn(language: 'en' | 'it', total: number, machineDrafts: number) {
  await activateLanguage(language, { remember: false });
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <TranslationProgressLine progress={{ translated: 1, total, outdated: 0, machineDrafts }} />
      </MantineProvider>
    </I18nProvider>,
  );
  return screen.getByTestId('translation-progress').textContent;
}

describe('the translation progress line', () => {
  it('counts one text and one draft in the singular', async () => {
    expect(await progressIn('en', 1, 1)).toBe('1 of 1 text translated, 0 outdated1 machine draft to review');
  });

  it('counts more in the plural', async () => {
    expect(await progressIn('en', 8, 2)).toBe(
      '1 of 8 texts translated, 0 outdated2 machine drafts to review',
    );
  });

  it('counts in Italian, one and more', async () => {
    expect(await progressIn('it', 1, 1)).toBe(
      'Tradotti 1 su 1 testo, 0 da aggiornare1 bozza automatica da rivedere',
    );
    document.body.innerHTML = '';
    expect(await progressIn('it', 8, 2)).toBe(
      'Tradotti 1 su 8 testi, 0 da aggiornare2 bozze automatiche da rivedere',
    );
  });
});
