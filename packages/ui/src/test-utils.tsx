import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from './theme';

export function renderWithTheme(ui: ReactElement) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    </I18nProvider>,
  );
}
