import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { MenuViewData } from '@tavola/menu-view/localize';
import { HeaderAction } from '#components/header-actions.tsx';
import { EyeIcon } from '#components/icons.tsx';
import classes from './menu-preview-aside.module.css';
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
 * in view while a long form scrolls; on phones and tablets a "Preview" button in the console's
 * header that opens it in a drawer (the column it sits in then stays empty). The header, not a
 * button floating over the page: a floating one covered the fields under it (the price, on a
 * phone) and the open navigation (decision 034).
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
      <HeaderAction>
        <Button
          className={classes.button}
          leftSection={<EyeIcon size={16} />}
          onClick={open}
          size="compact-md"
          variant="light"
          aria-label={t`Preview`}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <span className={classes.label}>
            <Trans>Preview</Trans>
          </span>
        </Button>
      </HeaderAction>
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
