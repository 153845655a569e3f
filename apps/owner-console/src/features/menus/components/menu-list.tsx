import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { MenuListEntry } from '@tavola/domain/entities';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, ChevronDownIcon, GripIcon, PencilIcon, TrashIcon } from '#components/icons.tsx';
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
  onDuplicate,
  onDelete,
  busy,
  actions,
  secondaryActions,
}: {
  clubId: number;
  menu: MenuListEntry;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  busy: boolean;
  actions?: ReactNode;
  secondaryActions?: (as: 'button' | 'menu-item') => ReactNode;
}) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: menu.id, disabled: busy });
  const name = menu.name;
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="sm"
      radius="md"
      data-testid="menu-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t`Move ${name} (drag, or Space then arrow keys)`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <GripIcon />
        </ActionIcon>
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
            {menu.hasSchedulings ? (
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
  busy = false,
  renderActions,
  renderSecondaryActions,
}: MenuListProps) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = menus.map((menu) => menu.id);
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ids.length) return;
    onReorder(arrayMove(ids, from, to));
  };
  const nameOf = (id: unknown) => menus.find((menu) => menu.id === id)?.name ?? '';
  const placeOf = (id: unknown) => String(ids.indexOf(id as number) + 1);
  const count = String(ids.length);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(active.id as number), ids.indexOf(over.id as number));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => {
            const name = nameOf(active.id);
            const place = placeOf(active.id);
            return t`Picked up ${name}, position ${place} of ${count}.`;
          },
          onDragOver: ({ active, over }) => {
            const name = nameOf(active.id);
            const place = placeOf(over?.id ?? active.id);
            return t`${name} is now at position ${place} of ${count}.`;
          },
          onDragEnd: ({ active, over }) => {
            const name = nameOf(active.id);
            const place = placeOf(over?.id ?? active.id);
            return t`${name} dropped at position ${place} of ${count}.`;
          },
          onDragCancel: ({ active }) => {
            const name = nameOf(active.id);
            return t`Moving ${name} was cancelled.`;
          },
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {menus.map((menu, index) => (
            <li key={menu.id}>
              <MenuRow
                clubId={clubId}
                menu={menu}
                index={index}
                count={menus.length}
                move={move}
                onDuplicate={() => onDuplicate(menu)}
                onDelete={() => onDelete(menu)}
                busy={busy}
                actions={renderActions?.(menu)}
                secondaryActions={renderSecondaryActions && ((as) => renderSecondaryActions(menu, as))}
              />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
