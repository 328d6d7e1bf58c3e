import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { makeStyles, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { LoadFailed } from '@/components/widgets/load-failed';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
// The grid's own modules, not its index (which brings the 组件示例 demo along).
import { EditableGrid } from '@/components/widgets/editable-grid/editable-grid';
import type {
  EditableGridHandle,
  EditableGridProps,
  GridColumn,
  GridRow,
  ToolbarButton,
} from '@/components/widgets/editable-grid/grid-types';
import { validateGrids } from '@/components/widgets/editable-grid/validate-grids';
import { notify } from '@/lib/notifier';
import { resourceKeys } from '@/lib/resource-keys';
import type { EntityRecord } from './entity-list-api';
import type { FormMode, FormValues } from './form-values';

/** Texts of the sub-tables: the failing tab is named (JeecgBoot switches to it); a load failing 3 times. */
export const SUB_TABLE_MESSAGES = {
  invalid: (title: string) => `「${title}」校验未通过`,
  loadFailed: 'Failed to open sub-table',
} as const;

/** A sub-table's rows are asked for this many times before the tab gives up with 'Failed to open sub-table'. */
export const SUB_TABLE_LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;
const DEFAULT_TOOLBAR: ToolbarButton[] = ['add', 'remove', 'clearSelection'];

/** One tab of a master form: an editable grid whose rows go with the master record. */
export interface SubTableDef {
  /** The body property of its rows, JeecgBoot's `<sub entity>List` (e.g. dictItemList). */
  key: string;
  /** The tab's title. */
  title: string;
  columns: GridColumn[];
  /** At most this many rows (一对一: 1): 新增 goes once the grid holds them. */
  maxRows?: number;
  /** The rows of a saved master record (edit, detail); a new record starts with none. */
  load?: (record: EntityRecord) => Promise<GridRow[]>;
  /** Grid options: row key (default id), drag sort and its number's key, row numbers, authPre, toolbar buttons, slots. */
  grid?: Pick<
    EditableGridProps,
    | 'rowKey'
    | 'dragSort'
    | 'dragSortKey'
    | 'rowNumber'
    | 'authPre'
    | 'toolbarButtons'
    | 'maxHeight'
    | 'size'
    | 'slots'
    | 'onValueChange'
  >;
  /**
   * Receives the tab's grid once its rows are there (null when it goes): a button of the form fills it from outside
   * (Online报表's SQL解析 replaces the rows with `loadNewData`).
   */
  onGrid?: (handle: EditableGridHandle | null) => void;
}

export type SubTablesResult =
  /** Each loaded sub-table's rows by its key (every row; new ones without id). */
  { ok: true; values: Record<string, GridRow[]> } | { ok: false; title: string };

export interface FormSubTablesHandle {
  /**
   * Validates the sub-tables in order; the first failing one is shown (its tab, its failing cells) and named
   * 「title」校验未通过. A sub-table whose rows never loaded is left out: the server keeps its rows.
   */
  collect: () => Promise<SubTablesResult>;
}

export interface FormSubTablesProps {
  tables: readonly SubTableDef[];
  /** The master entity's name (its sub-table rows are a part of its record in the query cache). */
  entityName: string;
  mode: FormMode;
  record?: EntityRecord;
  /** A refused save reopened: the rows it sent. */
  initialValues?: FormValues;
  disabled: boolean;
  ref?: Ref<FormSubTablesHandle>;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  pane: { minWidth: 0 },
  invalid: { color: tokens.colorPaletteRedForeground1 },
});

/** The rows given with the form (a refused save reopened), if any. */
function givenRows(table: SubTableDef, record?: EntityRecord, initial?: FormValues): GridRow[] | undefined {
  const given = initial?.[table.key] ?? record?.[table.key];
  return Array.isArray(given) ? (given as GridRow[]) : undefined;
}

interface PaneProps extends Omit<FormSubTablesProps, 'tables' | 'ref'> {
  table: SubTableDef;
  hidden: boolean;
  labelledBy: string;
  id: string;
  /** Called with the grid's handle once its rows are there (null when it goes). */
  onGrid: (handle: EditableGridHandle | null) => void;
}

/** One tab's grid; an existing record's rows load first (3 attempts), then stay as loaded while edited. */
function SubTablePane(props: PaneProps) {
  const { table, entityName, mode, record, initialValues, disabled, hidden, id, labelledBy, onGrid } = props;
  const styles = useStyles();
  const given = givenRows(table, record, initialValues);
  const needsLoad = !given && mode !== 'add' && Boolean(table.load) && record !== undefined;
  // The rows the grid starts from: taken once, so a refetch never replaces what is being edited.
  const [rows, setRows] = useState<GridRow[] | null>(() => given ?? (needsLoad ? null : []));
  const recordId = String(record?.id ?? '');
  const query = useQuery({
    queryKey: resourceKeys(entityName).detail(recordId, 'sub-table', table.key),
    queryFn: async () => (await table.load?.(record ?? {})) ?? [],
    enabled: needsLoad && rows === null,
    retry: SUB_TABLE_LOAD_ATTEMPTS - 1,
    retryDelay: RETRY_DELAY_MS,
    // Each opening asks again; the pane keeps what it took.
    gcTime: 0,
    staleTime: 0,
    meta: { quiet: true },
  });
  if (rows === null && query.data && query.isFetchedAfterMount) setRows(query.data);
  const failed = rows === null && query.isError;
  useEffect(() => {
    if (failed) notify({ intent: 'error', message: SUB_TABLE_MESSAGES.loadFailed });
  }, [failed]);

  const buttons = table.grid?.toolbarButtons;
  // The grid's row count, kept only for maxRows.
  const [count, setCount] = useState<number | null>(null);
  const full = table.maxRows !== undefined && (count ?? rows?.length ?? 0) >= table.maxRows;
  const limit =
    table.maxRows === undefined
      ? {}
      : {
          toolbarButtons: (buttons ?? DEFAULT_TOOLBAR).filter((b) => !(full && b === 'add')),
          onRowsAdded: (added: GridRow[]) => setCount((n) => (n ?? rows?.length ?? 0) + added.length),
          onRowsRemoved: (removed: GridRow[]) => setCount((n) => (n ?? rows?.length ?? 0) - removed.length),
        };
  let body;
  if (rows) {
    body = (
      <EditableGrid
        aria-label={table.title}
        ref={onGrid}
        columns={table.columns}
        dataSource={rows}
        rowSelection={!disabled && (!buttons || buttons.includes('remove'))}
        toolbar={!disabled}
        disabled={disabled}
        size="small"
        {...table.grid}
        {...limit}
      />
    );
  } else if (failed) {
    body = <LoadFailed message={SUB_TABLE_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  } else {
    body = <Spinner size="tiny" label="加载中…" />;
  }
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} className={styles.pane}>
      {body}
    </div>
  );
}

/**
 * The sub-tables of a master form (JeecgBoot's JEditableTable / JVxeTable tabs): one editable grid per tab. On 确定
 * the form checks its own fields first, then `collect()` checks each sub-table in order; the first failing one is
 * switched to and named. Its rows go with the master record under the table's key (`{ ...master, dictItemList }`).
 * Every pane stays mounted (hidden when not chosen), so edits in another tab are kept and checked.
 */
export default function FormSubTables({ tables, ref, ...props }: FormSubTablesProps) {
  const styles = useStyles();
  const baseId = useId();
  const [active, setActive] = useState(tables[0]?.key ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const handles = useRef(new Map<string, EditableGridHandle>());

  useImperativeHandle(
    ref,
    () => ({
      collect: async () => {
        const ready = tables.filter((t) => handles.current.has(t.key));
        const result = await validateGrids(ready.map((t) => handles.current.get(t.key)));
        if (!result.ok) {
          const failing = ready[result.index]!;
          setActive(failing.key);
          setInvalid(failing.key);
          notify({ intent: 'warning', message: SUB_TABLE_MESSAGES.invalid(failing.title) });
          return { ok: false, title: failing.title };
        }
        setInvalid(null);
        return {
          ok: true,
          values: Object.fromEntries(ready.map((t, i) => [t.key, result.values[i]?.tableData ?? []])),
        };
      },
    }),
    [tables],
  );

  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const paneId = (key: string) => `${baseId}-pane-${key}`;
  return (
    <div className={styles.root}>
      <TabList selectedValue={active} onTabSelect={(_, data) => setActive(String(data.value))}>
        {tables.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            id={tabId(t.key)}
            aria-controls={paneId(t.key)}
            icon={invalid === t.key ? <ErrorCircleRegular className={styles.invalid} /> : undefined}
          >
            {t.title}
          </Tab>
        ))}
      </TabList>
      {tables.map((t) => (
        <SubTablePane
          key={t.key}
          {...props}
          table={t}
          hidden={active !== t.key}
          id={paneId(t.key)}
          labelledBy={tabId(t.key)}
          onGrid={(handle) => {
            if (handle) handles.current.set(t.key, handle);
            else handles.current.delete(t.key);
            t.onGrid?.(handle);
          }}
        />
      ))}
    </div>
  );
}
