import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SubtractRegular } from '@fluentui/react-icons';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { usePermissionSet } from '@/access/permission-context';
import { getNoAuthCodes } from '@/access/permission-rules';
import { ListPager } from '@/components/crud/list-pager';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import { useSession } from '@/session/session-store';
import { DragSort } from './drag-sort';
import {
  DEFAULT_DRAG_SORT_KEY,
  DEFAULT_EXPAND_HEIGHT,
  DEFAULT_MAX_HEIGHT,
  DEFAULT_ROW_KEY,
  HEADER_HEIGHTS,
  layoutColumns,
  normalizeAuthPre,
  ROW_HEIGHT,
  SCROLL_DEBOUNCE_MS,
} from './grid-columns';
import { GridContext, type GridActions, type GridContextValue } from './grid-context';
import { findCell, GridController, type ControllerProps, type Cursor } from './grid-controller';
import { GridFooter, GridHeader } from './grid-edges';
import { createGridHandle, type LiveLink } from './grid-handle';
import { GridLine } from './grid-line';
import { GridStore, type StoreConfig } from './grid-store';
import { useGridStyles } from './grid-styles';
import type { EditableGridProps, ToolbarButton } from './grid-types';

/** The live-update client: a chunk of its own, loaded only by a grid with a socketKey. */
const loadLive = () => import('./grid-live');

/** Rows rendered beyond the visible ones, either side. */
const OVERSCAN = 5;
const DEFAULT_BUTTONS: ToolbarButton[] = ['add', 'remove', 'clearSelection'];

/** The scroll box's size; before it is laid out (height 0), the grid's maximum height. */
function observeRect(fallbackHeight: number) {
  return (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
    observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }));
}

/**
 * The editable grid (JVxeTable): typed cells that show a plain view and mount their
 * editor only while edited; rows added with default values and temporary ids, edited, removed as delete records;
 * rules with their messages as tooltips; 合计 / 平均 footers; drag sort renumbering orderNum; lazily loaded tree
 * rows; virtual rows of 61 px (10,000 rows render a window of them); optional pagination; authPre; with a
 * `socketKey`, live updates from other sessions (grid-live.ts, loaded only then). The imperative API is the `ref`
 * handle (EditableGridHandle).
 */
export function EditableGrid(props: EditableGridProps) {
  const {
    columns,
    dataSource,
    rowKey = DEFAULT_ROW_KEY,
    toolbar = true,
    toolbarButtons = DEFAULT_BUTTONS,
    rowSelectionType = 'checkbox',
    dragSortKey = DEFAULT_DRAG_SORT_KEY,
    size = 'medium',
    maxHeight = DEFAULT_MAX_HEIGHT,
    disabled = false,
    bordered = false,
    expandHeight = DEFAULT_EXPAND_HEIGHT,
    tree,
    pagination,
  } = props;
  const styles = useGridStyles();
  const { confirm, element: confirmDialog } = useConfirm();

  // authPre: the codes the server excludes for this user (add, batch_delete, column keys).
  const permissions = usePermissionSet();
  const excluded = useMemo(() => {
    const prefix = normalizeAuthPre(props.authPre);
    const sets = { auth: permissions?.auth ?? [], allAuth: permissions?.allAuth ?? [] };
    return new Set(prefix ? getNoAuthCodes(prefix, sets) : []);
  }, [props.authPre, permissions]);

  const layout = useMemo(
    () =>
      layoutColumns(columns, {
        rowNumber: props.rowNumber,
        rowSelection: props.rowSelection,
        rowSelectionType,
        rowExpand: props.rowExpand,
        dragSort: props.dragSort,
        excluded,
      }),
    [columns, props.rowNumber, props.rowSelection, rowSelectionType, props.rowExpand, props.dragSort, excluded],
  );
  const config = useMemo<StoreConfig>(
    () => ({
      rowKey,
      dragSortKey: layout.dragSort ? dragSortKey : null,
      tree: Boolean(tree),
      autoSelectKey: tree?.autoSelectKey ?? 'inputValue',
      selection: layout.selection,
      columns: layout.dataColumns,
    }),
    [rowKey, layout, dragSortKey, tree],
  );

  const [store] = useState(() => {
    const created = new GridStore(config);
    created.load(dataSource);
    return created;
  });
  const loadedFrom = useRef(dataSource);
  useLayoutEffect(() => {
    store.configure(config);
    if (loadedFrom.current !== dataSource) {
      loadedFrom.current = dataSource;
      store.load(dataSource);
    }
  }, [store, config, dataSource]);
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);

  // Pagination: the grid pages its rows, or (total given) shows the page the parent loaded.
  const [page, setPage] = useState(() => ({
    current: pagination?.current ?? 1,
    pageSize: pagination?.pageSize ?? DEFAULT_PAGE_SIZE,
  }));
  const serverPaging = pagination?.total !== undefined;
  const total = serverPaging ? (pagination?.total ?? 0) : store.topRows().length;
  const current = Math.min(page.current, Math.max(1, Math.ceil(total / page.pageSize)));
  const localPage = Boolean(pagination) && !serverPaging;
  const offset = localPage ? (current - 1) * page.pageSize : 0;
  const lines = store.display(offset, localPage ? page.pageSize : Number.POSITIVE_INFINITY);
  const changePage = (next: number, pageSize = page.pageSize) => {
    setPage({ current: next, pageSize });
    props.onPageChange?.(next, pageSize);
  };

  const [cursorState, setCursor] = useState<Cursor | null>(null);
  const [dropTarget, setDropTarget] = useState<{ rowId: string; index: number } | null>(null);
  const treeKey = tree ? (layout.columns.find((c) => !c.structural)?.key ?? null) : null;

  const controllerProps: ControllerProps = {
    layout,
    lines,
    disabled,
    tree,
    treeKey,
    onValueChange: props.onValueChange,
    onSelectionChange: props.onSelectionChange,
    onRowsAdded: props.onRowsAdded,
    onRowsRemoved: props.onRowsRemoved,
    reveal: (rowId) => {
      if (!localPage) return;
      const index = store.topRows().findIndex((row) => store.idOf(row) === rowId);
      if (index >= 0) setPage((p) => ({ ...p, current: Math.floor(index / p.pageSize) + 1 }));
    },
    confirmRemove: (count) => confirm({ title: '确认删除', message: `确定要删除这 ${count} 项吗?` }),
  };
  const [controller] = useState(() => new GridController(store, setCursor, controllerProps));
  useLayoutEffect(() => {
    controller.props = controllerProps;
  });
  const live = useRef<LiveLink>({ enabled: false, client: null, pending: [] });
  useImperativeHandle(props.ref, () => createGridHandle(controller, store, live), [controller, store]);

  // Live updates: the grid socket of the signed-in user, while a socketKey is set.
  const userId = useSession().userInfo?.id ?? '';
  const { socketKey } = props;
  useEffect(() => {
    if (!socketKey || !userId) return undefined;
    const link = live.current;
    link.enabled = true;
    let cancelled = false;
    loadLive().then(
      ({ startGridLive }) => {
        if (cancelled) return;
        link.client = startGridLive({ socketKey, userId, store, controller });
        if (link.pending.length > 0) link.client.sendRows(link.pending.splice(0));
      },
      () => undefined, // offline without the chunk: the grid works, without live updates
    );
    return () => {
      cancelled = true;
      link.client?.stop();
      link.client = null;
      link.enabled = false;
      link.pending = [];
    };
  }, [socketKey, userId, store, controller]);

  const actions = useMemo<GridActions>(
    () => ({
      setCell: controller.setCell,
      fill: controller.fill,
      finishEditing: (commit = true) => controller.finishEditing(commit !== false),
      toggleExpand: (rowId) => void controller.toggleExpand(rowId),
      toggleDetail: controller.toggleDetail,
      setSelected: controller.setSelected,
      selectAll: controller.selectAll,
    }),
    [controller],
  );
  const context = useMemo<GridContextValue>(
    () => ({
      store,
      layout,
      size,
      disabled,
      bordered,
      slots: props.slots,
      actions,
      treeKey,
      renderExpand: props.renderExpand,
    }),
    [store, layout, size, disabled, bordered, props.slots, actions, treeKey, props.renderExpand],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  const headerHeight = HEADER_HEIGHTS[size];
  const footerKinds = (['sum', 'average'] as const).filter((kind) =>
    layout.dataColumns.some((c) => c.statistics?.includes(kind)),
  ).length;
  const footerHeight = footerKinds * headerHeight;
  const observe = useMemo(() => observeRect(maxHeight), [maxHeight]);
  // Stable while the lines are (the store keeps them until a change): moving the cursor re-measures nothing.
  const estimateSize = useCallback(
    (index: number) => (lines[index]?.kind === 'detail' ? expandHeight : ROW_HEIGHT),
    [lines, expandHeight],
  );
  const getItemKey = useCallback((index: number) => lines[index]?.key ?? index, [lines]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the grid renders from the virtualizer at every scroll
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    // The sticky header and footers cover the ends of the scroll box: a row scrolled to stays clear of them.
    scrollPaddingStart: headerHeight,
    scrollPaddingEnd: footerHeight,
    isScrollingResetDelay: SCROLL_DEBOUNCE_MS,
    observeElementRect: observe,
    // Rows show on the first render too (the box is measured right after).
    initialRect: { width: 0, height: maxHeight },
  });

  // A cell asked for by the keyboard takes the focus once rendered (scrolled to first when it is not).
  useLayoutEffect(() => {
    const want = controller.focusRequest;
    const root = scrollRef.current;
    if (!want || !root) return;
    if (want.into) {
      controller.focusRequest = null; // the editor focuses itself (EditorFocus)
      return;
    }
    const cell = findCell(root, want.rowId, want.key);
    if (cell) {
      controller.focusRequest = null;
      cell.focus();
      return;
    }
    const index = lines.findIndex((line) => line.kind === 'row' && line.rowId === want.rowId);
    if (index >= 0) virtualizer.scrollToIndex(index);
    else controller.focusRequest = null;
  });

  const cursor = cursorState && store.getRow(cursorState.rowId) ? cursorState : null;
  const firstLine = lines.find((line) => line.kind === 'row');
  const tabStop =
    cursor && lines.some((line) => line.rowId === cursor.rowId)
      ? cursor
      : firstLine && layout.columns[0]
        ? { rowId: firstLine.rowId, key: layout.columns[0].key }
        : null;
  const dropFrom = dropTarget ? store.topRows().findIndex((row) => store.idOf(row) === dropTarget.rowId) : -1;
  const dropRow = dropTarget ? store.topRows()[dropTarget.index] : undefined;
  const dropRowId = dropRow ? store.idOf(dropRow) : null;
  const dropMark =
    dropTarget && dropTarget.index !== dropFrom ? (dropTarget.index > dropFrom ? 'after' : 'before') : null;

  const selectedCount = store.selectedCount();
  const buttons = toolbarButtons.filter(
    (button) => !excluded.has(button) && !(button === 'remove' && (excluded.has('batch_delete') || Boolean(tree))),
  );
  const sizeClass =
    size === 'small' ? styles.small : size === 'mini' ? styles.mini : size === 'tiny' ? styles.tiny : '';
  const items = virtualizer.getVirtualItems();

  let body: ReactNode;
  if (lines.length === 0) {
    body = (
      <div role="row" aria-rowindex={2}>
        <div role="gridcell" aria-colspan={layout.columns.length} className={styles.empty}>
          暂无数据
        </div>
      </div>
    );
  } else {
    body = items.map((item) => {
      const line = lines[item.index]!;
      const onCursor = cursor !== null && line.kind === 'row' && cursor.rowId === line.rowId;
      return (
        <GridLine
          key={item.key}
          line={line}
          ariaRowIndex={item.index + 2}
          top={item.start - headerHeight}
          height={item.size}
          activeKey={onCursor ? cursor.key : null}
          editing={onCursor && cursor.editing}
          tabStopKey={tabStop?.rowId === line.rowId && line.kind === 'row' ? tabStop.key : null}
          selected={store.isSelected(line.rowId)}
          errors={store.rowErrors(line.rowId)}
          loading={store.isLoading(line.rowId)}
          dropMark={line.kind === 'row' && line.rowId === dropRowId ? dropMark : null}
          reloaded={line.kind === 'row' && store.isReloaded(line.rowId)}
        />
      );
    });
  }

  return (
    <GridContext.Provider value={context}>
      <div className={mergeClasses(styles.root, sizeClass)}>
        {toolbar && (
          <div className={styles.toolbar}>
            {props.toolbarPrefix}
            {buttons.includes('add') && (
              <Button appearance="primary" icon={<AddRegular />} disabled={disabled} onClick={controller.clickAdd}>
                新增
              </Button>
            )}
            {selectedCount > 0 && buttons.includes('remove') && (
              <Button icon={<SubtractRegular />} disabled={disabled} onClick={controller.clickRemove}>
                删除
              </Button>
            )}
            {selectedCount > 0 && buttons.includes('clearSelection') && (
              <Button icon={<DeleteRegular />} onClick={controller.clickClearSelection}>
                清空选择
              </Button>
            )}
            {props.toolbarSuffix}
          </div>
        )}
        <DragSort
          enabled={layout.dragSort && !disabled}
          indexOf={(rowId) => store.topRows().findIndex((row) => store.idOf(row) === rowId)}
          count={store.topRows().length}
          onMove={(from, to) => store.move(from, to)}
          onTarget={setDropTarget}
          onDragging={(on) => {
            controller.dragging = on;
          }}
        >
          <div
            ref={scrollRef}
            role={tree ? 'treegrid' : 'grid'}
            aria-label={props['aria-label']}
            aria-rowcount={lines.length + 1 + footerKinds}
            aria-colcount={layout.columns.length}
            aria-multiselectable={layout.selection === 'checkbox' ? true : undefined}
            aria-readonly={disabled || undefined}
            tabIndex={-1}
            className={styles.scroller}
            data-scrolling={virtualizer.isScrolling || undefined}
            style={{ maxHeight, scrollPaddingTop: headerHeight, scrollPaddingBottom: footerHeight }}
            onKeyDown={(event) => controller.keyDown(event, scrollRef.current)}
            onClick={(event) => controller.click(event.target)}
            onFocus={(event) => controller.focusIn(event.target, scrollRef.current)}
            onBlur={(event) => scrollRef.current && controller.focusOut(scrollRef.current, event.relatedTarget)}
          >
            <div className={styles.sizer} style={{ width: layout.totalWidth }}>
              <GridHeader height={headerHeight} selectedCount={selectedCount} rowCount={store.allRows().length} />
              <div
                role="rowgroup"
                className={styles.body}
                style={{ height: lines.length > 0 ? virtualizer.getTotalSize() : undefined }}
              >
                {body}
              </div>
              {layout.hasStatistics && (
                <GridFooter rows={store.allRows()} height={headerHeight} firstRowIndex={lines.length + 2} />
              )}
            </div>
          </div>
        </DragSort>
        {pagination && (
          <ListPager
            pageNo={current}
            pageSize={page.pageSize}
            total={total}
            onPage={(next) => changePage(next)}
            onPageSize={(pageSize) => changePage(1, pageSize)}
          />
        )}
        {confirmDialog}
      </div>
    </GridContext.Provider>
  );
}
