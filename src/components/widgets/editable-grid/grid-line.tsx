import { memo, useEffect, useId, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button, mergeClasses, Spinner } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useDraggable } from '@dnd-kit/core';
import { cellKind } from './cell-registry';
import { isStructural, type LayoutColumn } from './grid-columns';
import { useGrid } from './grid-context';
import { inPopup } from './grid-controller';
import { TREE_PLACEHOLDER, type DisplayRow } from './grid-store';
import { useCellStyles, useRowStyles, type CellClasses } from './grid-styles';

export interface GridLineProps {
  line: DisplayRow;
  /** aria-rowindex (the header is 1). */
  ariaRowIndex: number;
  top: number;
  height: number;
  /** The key of this row's active cell. */
  activeKey: string | null;
  editing: boolean;
  /** The key of the cell that takes Tab into the grid (the active one, else the first cell of the first row). */
  tabStopKey: string | null;
  selected: boolean;
  errors: Readonly<Record<string, string>> | undefined;
  loading: boolean;
  dropMark: 'before' | 'after' | null;
  /** Another session saved the row a moment ago: the reload effect. */
  reloaded?: boolean;
}

type CellArgs = GridLineProps & { column: LayoutColumn; colIndex: number; classes: CellClasses };

const TREE_INDENT = 16;

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  'button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An editor takes the focus when it mounts (a lazily loaded one when it arrives), unless the focus is in it
 * already or in its pop-up (a dialog that opened with it).
 */
function EditorFocus({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const focusFirst = () => {
      const active = document.activeElement;
      if (active && (element.contains(active) || inPopup(active, element))) return true;
      const target = element.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
      // Typing goes on after the text (vxe-table puts the caret at the end too).
      if (target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type === 'text')) {
        target.setSelectionRange(target.value.length, target.value.length);
      }
      return target !== null;
    };
    if (focusFirst()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

function alignClass(classes: CellClasses, align: string | undefined) {
  if (align === 'center') return classes.alignCenter;
  if (align === 'right') return classes.alignRight;
  return undefined;
}

/**
 * A value cell: its read view, or its editor while edited. A failing rule's message is its tooltip (shown on hover
 * and focus, by CSS: the cell keeps its place in the tree, so an edit in progress keeps its editor) and description.
 */
function ValueCell(props: CellArgs) {
  const grid = useGrid();
  const tipId = useId();
  const { line, column, activeKey, editing, errors, classes } = props;
  const kind = cellKind(column.type);
  const active = activeKey === column.key;
  const isEditing = active && editing && Boolean(kind.Editor);
  const disabled = grid.disabled || Boolean(column.def.disabled);
  const editable = Boolean(kind.Editor) && !disabled;
  const error = errors?.[column.key];
  const Part = isEditing && kind.Editor ? kind.Editor : kind.View;
  const isTree = grid.treeKey === column.key;
  const part = (
    <Part
      column={column.def}
      row={line.row}
      rowId={line.rowId}
      rowIndex={props.ariaRowIndex - 2}
      value={line.row[column.key]}
      size={grid.size}
      disabled={disabled}
      slot={column.def.slotName ? grid.slots?.[column.def.slotName] : undefined}
      controlTabIndex={-1}
      onChange={(next) => grid.actions.setCell(line.rowId, column.key, next)}
      onFill={(values) => grid.actions.fill(line.rowId, values)}
      onDone={grid.actions.finishEditing}
    />
  );
  return (
    <div
      role="gridcell"
      data-row-id={line.rowId}
      data-col-key={column.key}
      aria-colindex={props.colIndex + 1}
      aria-readonly={editable ? undefined : true}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? tipId : undefined}
      tabIndex={props.tabStopKey === column.key ? 0 : -1}
      className={mergeClasses(
        classes.cell,
        grid.bordered && classes.bordered,
        alignClass(classes, column.def.align ?? kind.align),
        active && classes.active,
        isEditing && classes.editing,
        error && classes.invalid,
      )}
      style={{ width: column.width, paddingLeft: isTree ? line.depth * TREE_INDENT + 4 : undefined }}
    >
      {isTree && <TreeToggle line={line} loading={props.loading} classes={classes} />}
      {isEditing ? <EditorFocus>{part}</EditorFocus> : part}
      {error && (
        <span id={tipId} role="tooltip" data-error-tip="" className={classes.errorTip}>
          {error}
        </span>
      )}
    </div>
  );
}

function TreeToggle({ line, loading, classes }: { line: DisplayRow; loading: boolean; classes: CellClasses }) {
  const { actions } = useGrid();
  if (loading) return <Spinner size="extra-tiny" aria-label="加载中" />;
  if (!line.hasChildren) return <span style={{ width: 24, flex: 'none' }} aria-hidden />;
  return (
    <Button
      className={classes.toggle}
      appearance="transparent"
      size="small"
      tabIndex={-1}
      icon={line.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
      aria-label={line.expanded ? '收起' : '展开'}
      aria-expanded={line.expanded}
      onClick={() => actions.toggleExpand(line.rowId)}
    />
  );
}

/** Row number, selection, expand and drag-handle cells. */
function StructuralCell(props: CellArgs & { dragProps?: Record<string, unknown>; dragRef?: Ref<HTMLDivElement> }) {
  const grid = useGrid();
  const { line, column, selected, classes } = props;
  let content: ReactNode = null;
  switch (column.type) {
    case 'row-number':
      content = line.number;
      break;
    case 'row-checkbox':
    case 'row-radio':
      content = (
        <input
          type={column.type === 'row-radio' ? 'radio' : 'checkbox'}
          className={classes.box}
          aria-label="选择行"
          tabIndex={-1}
          checked={selected}
          disabled={grid.disabled}
          onChange={(event) => grid.actions.setSelected(line.rowId, event.target.checked)}
        />
      );
      break;
    case 'row-expand': {
      const open = grid.store.isDetailOpen(line.rowId);
      content = (
        <Button
          appearance="transparent"
          size="small"
          tabIndex={-1}
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-label={open ? '收起' : '展开'}
          aria-expanded={open}
          onClick={() => grid.actions.toggleDetail(line.rowId)}
        />
      );
      break;
    }
    case 'row-drag-sort':
      content = <ReOrderDotsVerticalRegular aria-hidden />;
      break;
    default:
      content = null;
  }
  const isHandle = column.type === 'row-drag-sort' && !grid.disabled;
  return (
    <div
      ref={isHandle ? props.dragRef : undefined}
      role="gridcell"
      data-row-id={line.rowId}
      data-col-key={column.key}
      aria-colindex={props.colIndex + 1}
      aria-label={column.type === 'row-drag-sort' ? '拖动排序' : undefined}
      tabIndex={props.tabStopKey === column.key ? 0 : -1}
      {...(isHandle ? props.dragProps : undefined)}
      className={mergeClasses(
        classes.cell,
        classes.alignCenter,
        grid.bordered && classes.bordered,
        column.type === 'row-drag-sort' && classes.handle,
        props.activeKey === column.key && classes.active,
      )}
      style={{ width: column.width, padding: 0 }}
    >
      {content}
    </div>
  );
}

interface RowFrameProps extends GridLineProps {
  rowRef?: Ref<HTMLDivElement>;
  dy?: number;
  dragging?: boolean;
  dragProps?: Record<string, unknown>;
  dragRef?: Ref<HTMLDivElement>;
}

/** A data row: its cells side by side. */
function RowFrame({ rowRef, dy = 0, dragging, dragProps, dragRef, ...props }: RowFrameProps) {
  const rowStyles = useRowStyles();
  const classes = useCellStyles();
  const grid = useGrid();
  const { line } = props;
  const tree = grid.treeKey !== null;
  const style: CSSProperties = {
    transform: `translateY(${props.top + dy}px)`,
    width: '100%',
    minWidth: grid.layout.totalWidth,
    height: props.height,
  };
  return (
    <div
      ref={rowRef}
      role="row"
      aria-rowindex={props.ariaRowIndex}
      aria-selected={grid.layout.selection ? props.selected : undefined}
      aria-level={tree ? line.depth + 1 : undefined}
      aria-expanded={tree && line.hasChildren ? line.expanded : undefined}
      className={mergeClasses(
        rowStyles.row,
        props.selected && rowStyles.selected,
        dragging && rowStyles.dragging,
        props.dropMark === 'before' && rowStyles.dropBefore,
        props.dropMark === 'after' && rowStyles.dropAfter,
        props.reloaded && rowStyles.reloaded,
      )}
      style={style}
      data-reloaded={props.reloaded || undefined}
    >
      {grid.layout.columns.map((column, colIndex) =>
        isStructural(column.type) ? (
          <StructuralCell
            key={column.key}
            {...props}
            column={column}
            colIndex={colIndex}
            classes={classes}
            dragProps={dragProps}
            dragRef={dragRef}
          />
        ) : (
          <ValueCell key={column.key} {...props} column={column} colIndex={colIndex} classes={classes} />
        ),
      )}
    </div>
  );
}

/** With drag sort a row moves with the drag; its handle cell starts one (pointer, or Space / Enter). */
function DraggableLine(props: GridLineProps) {
  const grid = useGrid();
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: props.line.rowId,
    disabled: grid.disabled,
  });
  const dragProps = {
    ...listeners,
    'aria-describedby': attributes['aria-describedby'],
    'aria-roledescription': attributes['aria-roledescription'],
    'aria-pressed': attributes['aria-pressed'],
  };
  return (
    <RowFrame
      {...props}
      rowRef={setNodeRef}
      dy={transform?.y ?? 0}
      dragging={isDragging}
      dragProps={dragProps}
      dragRef={setActivatorNodeRef}
    />
  );
}

/** A tree row's 'loading...' child, shown until its children arrive. */
function PlaceholderLine(props: GridLineProps) {
  const rowStyles = useRowStyles();
  const classes = useCellStyles();
  const grid = useGrid();
  return (
    <div
      role="row"
      aria-rowindex={props.ariaRowIndex}
      aria-level={props.line.depth + 1}
      className={rowStyles.row}
      style={{
        transform: `translateY(${props.top}px)`,
        width: '100%',
        minWidth: grid.layout.totalWidth,
        height: props.height,
      }}
    >
      {grid.layout.columns.map((column, colIndex) => (
        <div
          key={column.key}
          role="gridcell"
          aria-colindex={colIndex + 1}
          className={mergeClasses(classes.cell, classes.placeholder)}
          style={{
            width: column.width,
            paddingLeft: column.key === grid.treeKey ? props.line.depth * TREE_INDENT + 28 : undefined,
          }}
        >
          {column.key === grid.treeKey ? TREE_PLACEHOLDER : null}
        </div>
      ))}
    </div>
  );
}

/** An expanded row's content (renderExpand), the width of the grid. */
function DetailLine(props: GridLineProps) {
  const rowStyles = useRowStyles();
  const grid = useGrid();
  return (
    <div
      role="row"
      aria-rowindex={props.ariaRowIndex}
      className={rowStyles.detail}
      style={{
        transform: `translateY(${props.top}px)`,
        width: '100%',
        minWidth: grid.layout.totalWidth,
        height: props.height,
      }}
    >
      <div role="gridcell" aria-colindex={1} aria-colspan={grid.layout.columns.length}>
        {grid.renderExpand?.(props.line.row)}
      </div>
    </div>
  );
}

/** One line of the body (memoised: a line re-renders only when its row, cursor, selection or messages change). */
export const GridLine = memo(function GridLine(props: GridLineProps) {
  const { layout } = useGrid();
  if (props.line.kind === 'placeholder') return <PlaceholderLine {...props} />;
  if (props.line.kind === 'detail') return <DetailLine {...props} />;
  // Without drag sort a row registers no draggable (cheaper to mount, as rows do at every scroll step).
  return layout.dragSort ? <DraggableLine {...props} /> : <RowFrame {...props} />;
});
