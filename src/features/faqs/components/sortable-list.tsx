import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { moved } from '../lib/faq-languages';

export type SortableItem = { id: string; label: string; aside?: ReactNode };

type Props = {
  items: SortableItem[];
  /** Saves the new order (every id, first first); a refusal puts the previous order back. */
  onReorder: (ids: string[]) => Promise<unknown>;
  testId?: string;
};

/**
 * A list ordered by drag and drop or by keyboard (dnd-kit): focus an item's handle, Space or Enter picks it up, the
 * arrow keys move it, Space or Enter drops it and Escape cancels; each step is announced to screen readers with the
 * item's name and place. The new order shows at once and is saved; a refusal puts the previous order back.
 */
export function SortableList({ items, onReorder, testId }: Props) {
  const { t } = useLingui();
  const [order, setOrder] = useState(() => items.map((i) => i.id));
  // The server's order when it changes (another save, a reload).
  const serverOrder = items.map((i) => i.id).join(',');
  useEffect(() => setOrder(serverOrder ? serverOrder.split(',') : []), [serverOrder]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const lastOver = useRef<UniqueIdentifier | null>(null);
  const name = (id: UniqueIdentifier) => byId.get(String(id))?.label ?? '';
  const place = (id: UniqueIdentifier) => order.indexOf(String(id)) + 1;
  const total = order.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      const [item, position] = [name(active.id), place(active.id)];
      return t`Picked up ${item}, at position ${position} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      // Only a move: the first "over" is the item's own place, which the pick-up has just said.
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      const [item, position] = [name(active.id), place(over.id)];
      return t`${item} moved to position ${position} of ${total}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return undefined;
      const [item, position] = [name(active.id), place(over.id)];
      return t`${item} dropped at position ${position} of ${total}.`;
    },
    onDragCancel: ({ active }) => {
      const item = name(active.id);
      return t`Moving ${item} was cancelled.`;
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const before = order;
    const next = moved(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    setOrder(next);
    onReorder(next).catch(() => setOrder(before));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move an item, press Space or Enter, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <Stack gap={6} data-testid={testId} role="list">
          {order.map((id, index) => {
            const item = byId.get(id);
            return item ? <Row key={id} item={item} position={index + 1} /> : null;
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function Row({ item, position }: { item: SortableItem; position: number }) {
  const { t } = useLingui();
  const { label } = item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      role="listitem"
      data-testid="sortable-item"
      data-id={item.id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t`Move ${label}, position ${position}`}
          data-testid="sortable-handle"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {item.label}
        </Text>
        {item.aside}
      </Group>
    </Paper>
  );
}
