/**
 * Drag sort (dnd-kit): a row is dragged by its handle cell, with the pointer or the keyboard (Space or Enter picks
 * it up, the arrows move it a row at a time, Space or Enter drops it, Escape cancels). Rows are a fixed 61 px, so the
 * target row comes from how far the row moved — also for rows the virtual list has not rendered.
 */
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { ROW_HEIGHT } from './grid-columns';

/** Arrow up and down move the picked-up row by one row. */
export const rowCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowDown') return { ...currentCoordinates, y: currentCoordinates.y + ROW_HEIGHT };
  if (event.code === 'ArrowUp') return { ...currentCoordinates, y: currentCoordinates.y - ROW_HEIGHT };
  return undefined;
};

/** The position a row dragged by `dy` pixels lands on. */
export const targetIndex = (from: number, dy: number, count: number): number =>
  Math.min(Math.max(from + Math.round(dy / ROW_HEIGHT), 0), Math.max(count - 1, 0));

const instructions: ScreenReaderInstructions = {
  draggable: '按空格键或回车键拿起这一行，用上下方向键移动，再按空格键或回车键放下，按 Esc 键取消。',
};

export interface DragSortProps {
  enabled: boolean;
  /** The row's position among all rows (-1 when unknown). */
  indexOf: (rowId: string) => number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** The dragged row and where it would land (null when nothing is dragged). */
  onTarget: (target: { rowId: string; index: number } | null) => void;
  onDragging: (dragging: boolean) => void;
  children: ReactNode;
}

export function DragSort({ enabled, indexOf, count, onMove, onTarget, onDragging, children }: DragSortProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowCoordinates }),
  );
  const landing = (active: Active) =>
    targetIndex(
      indexOf(String(active.id)),
      (active.rect.current.translated?.top ?? 0) - (active.rect.current.initial?.top ?? 0),
      count,
    ) + 1;
  const announce: Announcements = {
    onDragStart: ({ active }) => `已拿起第 ${indexOf(String(active.id)) + 1} 行。`,
    onDragMove: ({ active }) => `移到第 ${landing(active)} 行。`,
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => `已放下，现在是第 ${landing(active)} 行。`,
    onDragCancel: () => '已取消拖动。',
  };
  if (!enabled) return <>{children}</>;
  const move = (event: DragMoveEvent) => {
    const rowId = String(event.active.id);
    onTarget({ rowId, index: targetIndex(indexOf(rowId), event.delta.y, count) });
  };
  const end = (event: DragEndEvent) => {
    const from = indexOf(String(event.active.id));
    onDragging(false);
    onTarget(null);
    if (from >= 0) onMove(from, targetIndex(from, event.delta.y, count));
  };
  return (
    <DndContext
      sensors={sensors}
      accessibility={{ screenReaderInstructions: instructions, announcements: announce }}
      onDragStart={() => onDragging(true)}
      onDragMove={move}
      onDragEnd={end}
      onDragCancel={() => {
        onDragging(false);
        onTarget(null);
      }}
    >
      {children}
    </DndContext>
  );
}
