import { Trans, useLingui } from '@lingui/react/macro';
import { Affix, Box, Button, Drawer, Flex } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { MenuViewData } from '@tavola/menu-view/localize';
import type { ReactNode } from 'react';
import { EyeIcon } from '#components/icons.tsx';
import { MenuPreviewPanel } from './menu-preview-panel';

export interface MenuPreviewLayoutProps {
  /** the edit page's content (form, lists) */
  children: ReactNode;
  /** the menu with the draft laid over it; null while it loads */
  menu: MenuViewData | null;
  focusItemId?: number | null;
}

/**
 * An edit page with its live preview: on a wide screen the preview is a right-hand column that
 * stays in view while the form scrolls; on phones and tablets a "Preview" button opens it in a drawer.
 */
export function MenuPreviewLayout({ children, menu, focusItemId }: MenuPreviewLayoutProps) {
  const { t } = useLingui();
  // 75em: the side navigation (260 px), a form and a 390 px phone fit side by side
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const [opened, { open, close }] = useDisclosure(false);

  if (wide)
    return (
      <Flex gap="xl" align="flex-start">
        <Box flex={1} miw={0}>
          {children}
        </Box>
        {/* sticky: the preview stays in view while a long form scrolls */}
        <Box w={390} flex="none" pos="sticky" top="calc(var(--app-shell-header-height, 80px) + 16px)">
          <MenuPreviewPanel menu={menu} focusItemId={focusItemId} />
        </Box>
      </Flex>
    );

  return (
    <>
      {children}
      {/* room under the content, so the floating button never hides the last field */}
      <Box h={72} aria-hidden />
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button
          leftSection={<EyeIcon />}
          onClick={open}
          size="md"
          radius="xl"
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <Trans>Preview</Trans>
        </Button>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="min(100%, 440px)"
        title={t`Preview`}
        closeButtonProps={{ 'aria-label': t`Close the preview` }}
      >
        <MenuPreviewPanel menu={menu} focusItemId={focusItemId} fill />
      </Drawer>
    </>
  );
}
