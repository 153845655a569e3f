import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MenuListEntry } from '@tavola/domain/entities';
import { entitlementsFor } from '@tavola/domain/plans';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { useMenus } from '#api/list-menus.ts';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorCode } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useDeleteMenu } from '../api/delete-menu';
import { useDuplicateMenu } from '../api/duplicate-menu';
import { useShowMenuToGuests } from '../api/save-menu';
import { useReorderMenus } from '../api/save-menus-batch';
import { MenuLimitPrompt } from './menu-limit-prompt';
import { MenuList } from './menu-list';

export interface MenusPageProps {
  clubId: number;
  /** the way to a new menu from a file (another feature's), beside "New menu" while under the limit */
  importAction?: ReactNode;
  /** imports under way or waiting for review (another feature's), above the list at every limit */
  pendingImports?: ReactNode;
  /** more actions of each menu from other features (its PDF), in its row at every width */
  renderMenuActions?: (menu: MenuListEntry) => ReactNode;
  /** less frequent ones (its spreadsheet export): in the row on wide screens, under "More" on phones */
  renderSecondaryMenuActions?: (menu: MenuListEntry, as: 'button' | 'menu-item') => ReactNode;
}

/** `/clubs/{clubId}/menu`: the club's menus, their order, and the way to a new one. */
export function MenusPage({
  clubId,
  importAction,
  pendingImports,
  renderMenuActions,
  renderSecondaryMenuActions,
}: MenusPageProps) {
  const { t } = useLingui();
  const menus = useMenus(clubId);
  const club = useClub(clubId);
  const reorder = useReorderMenus(clubId);
  const duplicate = useDuplicateMenu();
  const remove = useDeleteMenu();
  const saveMenu = useShowMenuToGuests();
  const [deleting, setDeleting] = useState<MenuListEntry | null>(null);
  const [limitHit, setLimitHit] = useState(false);

  if (menus.isError || club.isError)
    return <LoadError onRetry={() => Promise.all([menus.refetch(), club.refetch()])} />;
  if (!menus.data || !club.data) return <Loader aria-label={t`Loading`} />;

  const maxMenus = entitlementsFor(club.data.plan).maxMenus;
  const atLimit = limitHit || menus.data.length >= maxMenus;

  async function duplicateMenu(menu: MenuListEntry) {
    try {
      const copy = await duplicate.mutateAsync({ params: { path: { clubId, menuId: menu.id } } });
      const name = copy.name;
      notify({ variant: 'success', message: t`Menu duplicated as “${name}”.` });
    } catch (error) {
      if (errorCode(error) === 'menu_limit_reached') setLimitHit(true);
    }
  }

  /** A hidden menu (an imported one starts so) shown to guests: its `disabled` flag, nothing else. */
  async function showMenu(menu: MenuListEntry) {
    const name = menu.name;
    await saveMenu.mutateAsync({
      params: { path: { clubId } },
      body: { id: menu.id, name: menu.name, disabled: false },
    });
    notify({ variant: 'success', message: t`Guests now see “${name}”.` });
  }

  async function deleteMenu() {
    if (!deleting) return;
    const name = deleting.name;
    await remove.mutateAsync({ params: { path: { clubId, menuId: deleting.id } } }).catch(() => undefined);
    setDeleting(null);
    setLimitHit(false);
    notify({ variant: 'success', message: t`Menu “${name}” deleted.` });
  }

  const deletingName = deleting?.name ?? '';
  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Menus</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Guests see the menus in this order. Drag a menu, or use the arrows, to move it.</Trans>
          </Text>
        </Stack>
        {!atLimit && (
          <Group gap="xs">
            {importAction}
            <Button component={Link} to={paths.menus.new.getHref(clubId)}>
              <Trans>New menu</Trans>
            </Button>
          </Group>
        )}
      </Group>
      {atLimit && <MenuLimitPrompt clubId={clubId} />}
      {pendingImports}
      {menus.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>No menus yet. Create the first one: a name is enough to start.</Trans>
        </Text>
      ) : (
        <MenuList
          clubId={clubId}
          menus={menus.data}
          onReorder={(orderedIds) => reorder.mutate(orderedIds)}
          onDuplicate={duplicateMenu}
          onDelete={setDeleting}
          onShow={(menu) => showMenu(menu).catch(() => undefined)}
          busy={duplicate.isPending || saveMenu.isPending}
          renderActions={renderMenuActions}
          renderSecondaryActions={renderSecondaryMenuActions}
        />
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete the menu “${deletingName}”?`}
        description={
          <Trans>
            Its sections, items, schedulings and banner are deleted with it. This cannot be undone.
          </Trans>
        }
        pending={remove.isPending}
        onConfirm={deleteMenu}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
