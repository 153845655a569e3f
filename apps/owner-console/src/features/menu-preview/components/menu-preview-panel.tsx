import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text, Title } from '@mantine/core';
import type { MenuViewData } from '@tavola/menu-view/localize';
import { MenuView } from '@tavola/menu-view/menu-view';
import { useEffect, useRef } from 'react';
import { useMenuViewTexts } from '../hooks/use-menu-view-texts';
import classes from './menu-preview-panel.module.css';

export interface MenuPreviewPanelProps {
  /** the menu with the draft laid over it (utils/merge-draft.ts); null while it loads */
  menu: MenuViewData | null;
  /** the item being edited: scrolled into the frame and outlined */
  focusItemId?: number | null;
  /** a taller screen, for the phone drawer */
  fill?: boolean;
}

/**
 * The guest's view of the menu being edited, at phone width, in the menu's theme: the same
 * component the guest app renders, so what the owner sees here is what guests get.
 */
export function MenuPreviewPanel({ menu, focusItemId, fill = false }: MenuPreviewPanelProps) {
  const { t, i18n } = useLingui();
  const texts = useMenuViewTexts();
  const screenRef = useRef<HTMLDivElement>(null);

  // bring the edited item into view inside the frame only (never scroll the console page)
  useEffect(() => {
    const screen = screenRef.current;
    if (!screen) return;
    for (const element of screen.querySelectorAll('[data-preview-focus]'))
      element.removeAttribute('data-preview-focus');
    if (focusItemId === null || focusItemId === undefined) return;
    const target = screen.querySelector<HTMLElement>(`[data-item-id="${focusItemId}"]`);
    if (!target) return;
    target.setAttribute('data-preview-focus', 'true');
    const top = target.getBoundingClientRect().top - screen.getBoundingClientRect().top + screen.scrollTop;
    // below the sticky section links
    screen.scrollTop = Math.max(0, top - 72);
  }, [focusItemId, menu]);

  return (
    <Stack gap="xs" component="section" aria-label={t`Live preview`} data-live-preview>
      <div>
        {/* in the drawer its title bar says it already */}
        {!fill && (
          <Title order={2} size="h4">
            <Trans>Live preview</Trans>
          </Title>
        )}
        <Text size="sm" c="dimmed">
          <Trans>What guests see on their phone, updated as you type.</Trans>
        </Text>
      </div>
      <div className={classes.frame}>
        <div
          ref={screenRef}
          className={fill ? `${classes.screen} ${classes.drawerScreen}` : classes.screen}
          data-testid="menu-preview-screen"
        >
          {menu ? (
            <MenuView menu={menu} texts={texts} locale={i18n.locale} />
          ) : (
            <Stack align="center" justify="center" h="100%" p="xl">
              <Loader aria-label={t`Loading the preview`} />
            </Stack>
          )}
        </div>
      </div>
    </Stack>
  );
}
