import { Trans, useLingui } from '@lingui/react/macro';
import { Affix, Box, Button, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { MenuViewData } from '@tavola/menu-view/localize';
import { EyeIcon } from '#components/icons.tsx';
import { MenuPreviewPanel } from './menu-preview-panel';

/** Wide enough for the side navigation (260 px), a form and a 390 px phone side by side (Mantine's lg). */
export const WIDE_PREVIEW_QUERY = '(min-width: 75em)';

export function useWidePreview(): boolean {
  return useMediaQuery(WIDE_PREVIEW_QUERY, false, { getInitialValueInEffect: false });
}

export interface MenuPreviewAsideProps {
  /** the menu with the draft laid over it; null while it loads */
  menu: MenuViewData | null;
  focusItemId?: number | null;
}

/**
 * The preview where an edit page keeps it: on a wide screen the panel itself, sticky so it stays
 * in view while a long form scrolls; on phones and tablets a floating "Preview" button that opens
 * it in a drawer (the column it sits in then stays empty).
 */
export function MenuPreviewAside({ menu, focusItemId }: MenuPreviewAsideProps) {
  const { t } = useLingui();
  const wide = useWidePreview();
  const [opened, { open, close }] = useDisclosure(false);

  if (wide)
    return (
      <Box pos="sticky" top="calc(var(--app-shell-header-height, 80px) + 16px)">
        <MenuPreviewPanel menu={menu} focusItemId={focusItemId} />
      </Box>
    );

  return (
    <>
      {/* room under the page, so the floating button never hides the last field */}
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
