import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PdfAccessModal } from '#features/menu-files/components/pdf-access-modal.tsx';
import { MenuLimitPrompt } from '#features/menus/components/menu-limit-prompt.tsx';
import { TranslationAccessNotice } from '#features/translations/components/translation-access-notice.tsx';
import { UpgradePrompt } from './upgrade-prompt';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
}

const upgradeLink = () => screen.getByRole('link', { name: 'Upgrade your plan' });

beforeAll(() => activateLanguage('en', { remember: false }));

describe('the upgrade prompt', () => {
  it('leads to the plan page with Smart preselected by default', () => {
    renderInRouter(<UpgradePrompt clubId={4}>Labels are a Smart feature.</UpgradePrompt>);
    expect(screen.getByText('Available on the Smart plan')).toBeInTheDocument();
    expect(upgradeLink()).toHaveAttribute('href', '/clubs/4/profile/plan?plan=smart');
  });

  it('preselects the cheapest plan that has the missing feature', () => {
    renderInRouter(
      <>
        <UpgradePrompt clubId={4} feature="maxZones">
          Rooms
        </UpgradePrompt>
        <UpgradePrompt clubId={4} feature="banners">
          Banner
        </UpgradePrompt>
      </>,
    );
    const [rooms, banner] = screen.getAllByRole('link', { name: 'Upgrade your plan' });
    expect(rooms).toHaveAttribute('href', '/clubs/4/profile/plan?plan=professional');
    expect(banner).toHaveAttribute('href', '/clubs/4/profile/plan?plan=smart');
    expect(screen.getByText('Available on the Professional plan')).toBeInTheDocument();
  });

  it('takes an explicit plan over the feature, and a title of its own', () => {
    renderInRouter(
      <UpgradePrompt clubId={4} feature="banners" plan="professional" title="Zone limit reached">
        Rooms
      </UpgradePrompt>,
    );
    expect(screen.getByText('Zone limit reached')).toBeInTheDocument();
    expect(upgradeLink()).toHaveAttribute('href', '/clubs/4/profile/plan?plan=professional');
  });
});

describe('Freemium limits lead to Smart', () => {
  it('the menu limit', () => {
    renderInRouter(<MenuLimitPrompt clubId={2} />);
    expect(screen.getByText(/maximum of 2 menus/)).toBeInTheDocument();
    expect(upgradeLink()).toHaveAttribute('href', '/clubs/2/profile/plan?plan=smart');
  });

  it('translations', () => {
    renderInRouter(<TranslationAccessNotice clubId={2} menuId={5} access="not-in-plan" />);
    expect(upgradeLink()).toHaveAttribute('href', '/clubs/2/profile/plan?plan=smart');
  });

  it('the PDF menu', () => {
    renderInRouter(<PdfAccessModal clubId={2} refusal="not-in-plan" onClose={() => {}} />);
    expect(upgradeLink()).toHaveAttribute('href', '/clubs/2/profile/plan?plan=smart');
  });
});
