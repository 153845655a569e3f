import { Box, Flex } from '@mantine/core';
import type { MenuViewData } from '@tavola/menu-view/localize';
import type { ReactNode } from 'react';
import { MenuPreviewAside, useWidePreview } from './menu-preview-aside';

export interface MenuPreviewLayoutProps {
  /** the edit page's content (form, lists) */
  children: ReactNode;
  /** the menu with the draft laid over it; null while it loads */
  menu: MenuViewData | null;
  focusItemId?: number | null;
}

/**
 * An edit page with its live preview, for a page without a column of its own for it: the preview
 * is a right-hand column on a wide screen, a "Preview" button and drawer on phones.
 */
export function MenuPreviewLayout({ children, menu, focusItemId }: MenuPreviewLayoutProps) {
  const wide = useWidePreview();
  if (!wide)
    return (
      <>
        {children}
        <MenuPreviewAside menu={menu} focusItemId={focusItemId} />
      </>
    );
  return (
    <Flex gap="xl" align="flex-start">
      <Box flex={1} miw={0}>
        {children}
      </Box>
      <Box w={390} flex="none" style={{ alignSelf: 'stretch' }}>
        <MenuPreviewAside menu={menu} focusItemId={focusItemId} />
      </Box>
    </Flex>
  );
}
