import { arrayMove } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { MenuListEntry } from '@tavola/domain/entities';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '#components/icon.tsx';
import { CalendarIcon, PencilIcon, TrashIcon } from '#components/icons.tsx';
import { SortableList } from '#components/sortable-list.tsx';
import { paths } from '#config/paths.ts';

export interface MenuListProps {
  clubId: number;
  menus: MenuListEntry[];
  /** the menu ids in their new order */
  onReorder: (orderedIds: number[]) => void;
  onDuplicate: (menu: MenuListEntry) => void;
  onDelete: (menu: MenuListEntry) => void;
  /** a reorder or duplicate is on its way */
  busy?: boolean;
  /** shows a hidden menu to guests (the menu's `disabled` flag) */
  onShow: (menu: MenuListEntry) => void;
  /** more actions of a menu from other features (its PDF), in its row at every width */
  renderActions?: (menu: MenuListEntry) => ReactNode;
  /**
   * less frequent actions of a menu from other features (its spreadsheet export): buttons in its
   * row from the `sm` breakpoint up, items of its "More" menu on phones
   */
  renderSecondaryActions?: (menu: MenuListEntry, as: 'button' | 'menu-item') => ReactNode;
}

function MenuRow({
  clubId,
  menu,
  index,
  count,
  move,
  handle,
  onDuplicate,
  onDelete,
  onShow,
  busy,
  actions,
  secondaryActions,
}: {
  clubId: number;
  menu: MenuListEntry;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  /** the drag handle (SortableList) */
  handle: ReactNode;
  onDuplicate: () => void;
  onDelete: () => void;
  onShow: () => void;
  busy: boolean;
  actions?: ReactNode;
  secondaryActions?: (as: 'button' | 'menu-item') => ReactNode;
}) {
  const { t } = useLingui();
  const name = menu.name;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="menu-row">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {menu.name}
          </Text>
          {menu.adminDisplayName && (
            <Text size="sm" c="dimmed" truncate>
              {menu.adminDisplayName}
            </Text>
          )}
          <Group gap={6} mt={4}>
            {menu.hasBanner && (
              <Badge variant="light" color="orange" size="sm">
                <Trans>Banner</Trans>
              </Badge>
            )}
            {menu.disabled ? (
              <Badge variant="light" color="red" size="sm">
                <Trans>Hidden from guests</Trans>
              </Badge>
            ) : menu.hasSchedulings ? (
              <Badge variant="light" color="teal" size="sm" leftSection={<CalendarIcon size={12} />}>
                <Trans>Scheduled</Trans>
              </Badge>
            ) : (
              <Badge variant="light" color="gray" size="sm">
                <Trans>Always shown</Trans>
              </Badge>
            )}
          </Group>
        </Stack>
        {/* side by side: as tall as the name alone, so a menu without a display name has no gap */}
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t`Move ${name} up`}
            disabled={busy || index === 0}
            onClick={() => move(index, index - 1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t`Move ${name} down`}
            disabled={busy || index === count - 1}
            onClick={() => move(index, index + 1)}
          >
            ↓
          </ActionIcon>
        </Group>
      </Group>
      {/* Under the name and across the whole card on phones, where the handle and the arrows would
          leave the buttons a narrow column; in line with the name (past the handle) from sm up. On
          phones the less frequent actions wait in "More", so the row stays two short lines. */}
      <Group gap={4} mt="xs" pl={{ base: 0, sm: 46 }}>
        {menu.disabled && (
          <Button size="compact-sm" onClick={onShow} disabled={busy} aria-label={t`Show ${name} to guests`}>
            <Trans>Show to guests</Trans>
          </Button>
        )}
        <Button
          component={Link}
          to={paths.menus.sections.getHref(clubId, menu.id)}
          size="compact-sm"
          variant="light"
        >
          <Trans>Sections and items</Trans>
        </Button>
        <Button
          component={Link}
          to={paths.menus.edit.getHref(clubId, menu.id)}
          size="compact-sm"
          variant="subtle"
          leftSection={<PencilIcon size={14} />}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          component={Link}
          to={paths.menus.schedulings.getHref(clubId, menu.id)}
          size="compact-sm"
          variant="subtle"
          aria-label={t`Scheduling of ${name}`}
          visibleFrom="sm"
        >
          <Trans>Scheduling</Trans>
        </Button>
        <Button
          component={Link}
          to={paths.menus.translations.getHref(clubId, menu.id)}
          size="compact-sm"
          variant="subtle"
          aria-label={t`Translations of ${name}`}
        >
          <Trans>Translations</Trans>
        </Button>
        <Button
          component={Link}
          to={paths.menus.banner.getHref(clubId, menu.id)}
          size="compact-sm"
          variant="subtle"
          aria-label={t`Banner of ${name}`}
          visibleFrom="sm"
        >
          <Trans>Banner</Trans>
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={onDuplicate}
          disabled={busy}
          aria-label={t`Duplicate ${name}`}
          visibleFrom="sm"
        >
          <Trans>Duplicate</Trans>
        </Button>
        {actions}
        {secondaryActions && (
          <Box visibleFrom="sm" style={{ display: 'contents' }}>
            {secondaryActions('button')}
          </Box>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="compact-sm"
              variant="subtle"
              rightSection={<ChevronDownIcon size={14} />}
              aria-label={t`More actions for ${name}`}
              hiddenFrom="sm"
            >
              <Trans>More</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={paths.menus.schedulings.getHref(clubId, menu.id)}
              aria-label={t`Scheduling of ${name}`}
            >
              <Trans>Scheduling</Trans>
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={paths.menus.banner.getHref(clubId, menu.id)}
              aria-label={t`Banner of ${name}`}
            >
              <Trans>Banner</Trans>
            </Menu.Item>
            <Menu.Item onClick={onDuplicate} disabled={busy} aria-label={t`Duplicate ${name}`}>
              <Trans>Duplicate</Trans>
            </Menu.Item>
            {secondaryActions?.('menu-item')}
          </Menu.Dropdown>
        </Menu>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<TrashIcon size={14} />}
          onClick={onDelete}
          aria-label={t`Delete ${name}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </Group>
    </Card>
  );
}

/**
 * The club's menus in position order, reordered by drag and drop (mouse, finger or keyboard: focus
 * the handle, Space, arrow keys, Space) or by the up and down buttons.
 */
export function MenuList({
  clubId,
  menus,
  onReorder,
  onDuplicate,
  onDelete,
  onShow,
  busy = false,
  renderActions,
  renderSecondaryActions,
}: MenuListProps) {
  const { t } = useLingui();
  const ids = menus.map((menu) => menu.id);
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ids.length) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <SortableList
      items={menus}
      nameOf={(menu) => menu.name}
      onReorder={onReorder}
      disabled={busy}
      gap="sm"
      handleLabel={(name) => t`Move ${name} (drag, or Space then arrow keys)`}
      renderItem={(menu, handle) => (
        <MenuRow
          clubId={clubId}
          menu={menu}
          index={ids.indexOf(menu.id)}
          count={menus.length}
          move={move}
          handle={handle}
          onDuplicate={() => onDuplicate(menu)}
          onDelete={() => onDelete(menu)}
          onShow={() => onShow(menu)}
          busy={busy}
          actions={renderActions?.(menu)}
          secondaryActions={renderSecondaryActions && ((as) => renderSecondaryActions(menu, as))}
        />
      )}
    />
  );
}
