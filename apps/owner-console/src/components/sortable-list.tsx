import {
  type Announcements,
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
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { GripIcon } from '#components/icons.tsx';

export interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** the name read out while moving an entry */
  nameOf: (item: T) => string;
  /** the ids in their new order, after a drop that changed it */
  onReorder: (orderedIds: number[]) => void;
  /** one row; `handle` is the drag handle to place in it */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
  /** the handle's accessible name; "Move <name>" unless given */
  handleLabel?: (name: string) => string;
  /** the space between rows */
  gap?: MantineSpacing | number;
}

/**
 * A list reordered by drag and drop, with the mouse or a finger on the handle, or from the keyboard:
 * focus the handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel.
 */
export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  onReorder,
  renderItem,
  disabled = false,
  handleLabel,
  gap = 6,
}: SortableListProps<T>) {
  const { t } = useLingui();
  const labelOf = handleLabel ?? ((entry: string) => t`Move ${entry}`);
  const sensors = useSensors(
    // a small move before a drag starts, so a tap on the handle is not a drag
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const name = (id: unknown) => {
    const item = items.find((entry) => entry.id === id);
    return item ? nameOf(item) : '';
  };
  const place = (id: unknown) => String(ids.indexOf(id as number) + 1);
  const count = String(items.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const item = name(active.id);
      const position = place(active.id);
      return t`Picked up ${item}, position ${position} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      const item = name(active.id);
      const position = over ? place(over.id) : place(active.id);
      return t`${item} is now at position ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const item = name(active.id);
      const position = over ? place(over.id) : place(active.id);
      return t`${item} dropped at position ${position} of ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const item = name(active.id);
      return t`Moving ${item} was cancelled.`;
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as number);
    const to = ids.indexOf(over.id as number);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move an entry, press Space, use the arrow keys, then press Space again to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap={gap} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={labelOf(nameOf(item))} disabled={disabled}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      data-drag-handle
      style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <GripIcon />
    </ActionIcon>
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        // lifted, not see-through: the row under it stays readable
        boxShadow: isDragging ? 'var(--mantine-shadow-lg)' : undefined,
        borderRadius: 'var(--mantine-radius-default)',
      }}
    >
      {children(handle)}
    </li>
  );
}
