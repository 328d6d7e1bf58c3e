import { EmptyRow } from '@/components/crud/empty-row';
import { useState, type SyntheticEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  Text,
} from '@fluentui/react-components';
import { ListPager } from '@/components/crud/list-pager';
import { nextSort, sortDirectionOf, type SortState } from '@/components/crud/list-params';
import { QueryCell, QueryFormFrame, useQueryFormStyles } from '@/components/crud/query-form';
import { ReportCell, reportCellText } from './report-cell';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';
import { PAGE_SIZE_OPTIONS } from '@/domain/constants';
import { onlineReportEntity, REPORT_POPUP_PAGE_SIZE } from '@/domain/entities/online-report';
import { fetchResult } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { resourceKeys } from '@/lib/resource-keys';

export const REPORT_POPUP_MESSAGES = { selectOne: '请选择一条记录' } as const;

/** How long a report's answers are kept for pop-ups of the same `groupId` (JPopup's group cache). */
export const REPORT_POPUP_CACHE_MS = 30_000;
const ROW_KEY_LENGTH = 50;

type Row = Record<string, unknown>;

interface PopupColumn {
  title: string;
  dataIndex: string;
  width?: number | string | null;
  sorter?: boolean | null;
  customRender?: string | null;
}

interface PopupConfig {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: PopupColumn[];
  dictOptions: Record<string, { value: string | number; text?: string; title?: string }[]>;
}

interface PopupQueryItem {
  field: string;
  label: string;
  mode?: string | null;
}

const API = '/online/cgreport/api';
const keys = resourceKeys(onlineReportEntity.name);
const segment = (value: string) => encodeURIComponent(value);

/**
 * A row's key as JPopup makes it: its id, then every value in order (rowIndex in front), at most 50 characters (the
 * rows of a report need not have an id).
 */
export function popupRowKey(row: Row): string {
  let key = row.id === undefined || row.id === null ? '' : String(row.id);
  for (const [name, value] of Object.entries(row)) {
    key = name === 'rowIndex' ? `${String(value)}${key}` : `${key}${String(value)}`;
  }
  return key.slice(0, ROW_KEY_LENGTH);
}

async function fetchPopupConfig(code: string): Promise<PopupConfig> {
  const answer = await fetchResult<Partial<PopupConfig>>(`${API}/getRpColumns/${segment(code)}`, {}, { silent: true });
  return {
    cgRpConfigId: String(answer?.cgRpConfigId ?? ''),
    cgRpConfigName: answer?.cgRpConfigName ?? '',
    columns: answer?.columns ?? [],
    dictOptions: answer?.dictOptions ?? {},
  };
}

async function fetchPopupQueryInfo(id: string): Promise<PopupQueryItem[]> {
  const answer = await fetchResult<PopupQueryItem[]>(`${API}/getQueryInfo/${segment(id)}`, {}, { silent: true });
  return Array.isArray(answer) ? answer : [];
}

async function fetchPopupData(id: string, params: Record<string, unknown>): Promise<{ total: number; records: Row[] }> {
  const answer = await fetchResult<{ total?: number; records?: Row[] }>(`${API}/getData/${segment(id)}`, params, {
    silent: true,
  });
  return { total: Number(answer?.total ?? 0), records: answer?.records ?? [] };
}

const useStyles = makeStyles({
  surface: { width: '1200px', maxWidth: '100%' },
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '640px' },
  pickable: { cursor: 'pointer' },
});

export interface ReportPopupDialogProps {
  /** The online report's code. */
  code: string;
  /** Several rows may be chosen (default one). */
  multi?: boolean;
  /** Pop-ups of one group share the report's answers for 30 s. */
  groupId?: string;
  /** The report's parameters (JPopup's `param`), sent as `self_<name>`. */
  param?: Record<string, string>;
  /** The chosen rows (确定 with the right number of rows). */
  onOk: (rows: Row[]) => void;
  onClose: () => void;
}

/** The query inputs of the report: text boxes (a range mode two, `_begin` and `_end`), 查询 and 重置. */
function PopupQueryForm({ items, onSearch }: { items: PopupQueryItem[]; onSearch: (values: Row) => void }) {
  const styles = useQueryFormStyles();
  const [values, setValues] = useState<Record<string, string>>({});
  if (items.length === 0) return null;
  const input = (key: string, label: string, bound: boolean) => (
    <Input
      aria-label={label}
      className={bound ? styles.boundInput : styles.fieldInput}
      placeholder={bound ? undefined : `请输入${label}`}
      value={values[key] ?? ''}
      onChange={(_, d) => setValues((prev) => ({ ...prev, [key]: d.value }))}
    />
  );
  return (
    <QueryFormFrame
      onSearch={() => onSearch(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')))}
      onReset={() => {
        setValues({});
        onSearch({});
      }}
    >
      {items.map((item) =>
        item.mode === 'group' ? (
          <Field key={item.field} label={item.label} className={styles.rangeField}>
            <div className={styles.range}>
              {input(`${item.field}_begin`, `${item.label}开始`, true)}
              <span aria-hidden>~</span>
              {input(`${item.field}_end`, `${item.label}结束`, true)}
            </div>
          </Field>
        ) : (
          <QueryCell key={item.field} label={item.label}>
            {input(item.field, item.label, false)}
          </QueryCell>
        ),
      )}
    </QueryFormFrame>
  );
}

/** Its own forms' submits stay inside: the pop-up opens from within other forms (React bubbles through portals). */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The report pop-up (JPopup's JPopupOnlReportModal): a report's rows by its code, searchable, sortable and paged
 * (10, 20, 30), one chosen (radio) or several (multi); 确定 hands back the chosen rows, and warns 请选择一条记录 when
 * none, or several without multi, are chosen. With a `groupId` the answers are kept 30 s for the group's pop-ups.
 */
export function ReportPopupDialog({ code, multi = false, groupId, param, onOk, onClose }: ReportPopupDialogProps) {
  const styles = useStyles();
  const cache = groupId
    ? { staleTime: REPORT_POPUP_CACHE_MS, gcTime: REPORT_POPUP_CACHE_MS }
    : { staleTime: 0, gcTime: 0 };
  const common = { ...cache, meta: { quiet: true }, retry: false } as const;
  const group = groupId ?? null;
  const config = useQuery({
    queryKey: keys.part('popup', group, 'columns', code),
    queryFn: () => fetchPopupConfig(code),
    ...common,
  });
  const id = config.data?.cgRpConfigId ?? '';
  const queryInfo = useQuery({
    queryKey: keys.part('popup', group, 'query-info', id),
    queryFn: () => fetchPopupQueryInfo(id),
    enabled: id !== '',
    ...common,
  });

  const [filters, setFilters] = useState<Row>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(REPORT_POPUP_PAGE_SIZE);
  const [sort, setSort] = useState<SortState | null>(null);
  const dynamic = Object.fromEntries(Object.entries(param ?? {}).map(([name, value]) => [`self_${name}`, value]));
  const request = { ...dynamic, ...filters, ...(sort ?? {}), pageNo, pageSize };
  const data = useQuery({
    queryKey: keys.part('popup', group, 'data', id, request),
    queryFn: () => fetchPopupData(id, request),
    enabled: id !== '',
    placeholderData: keepPreviousData,
    ...common,
  });

  const [chosen, setChosen] = useState<ReadonlyMap<string, Row>>(() => new Map());
  // One row replaces the choice unless multi; chosen rows stay chosen across pages and searches.
  const choose = (changed: Row[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(multi ? prev : []);
      for (const row of changed) {
        if (on) next.set(popupRowKey(row), row);
        else next.delete(popupRowKey(row));
      }
      return next;
    });
  const confirm = () => {
    if (chosen.size === 0 || (!multi && chosen.size > 1)) {
      notify({ intent: 'warning', message: REPORT_POPUP_MESSAGES.selectOne });
      return;
    }
    onOk([...chosen.values()]);
  };

  const failed = config.error ?? queryInfo.error ?? data.error;
  const retry = () => {
    if (config.isError) void config.refetch();
    if (queryInfo.isError) void queryInfo.refetch();
    if (data.isError) void data.refetch();
  };
  const columns = config.data?.columns ?? [];
  const rows = data.data?.records ?? [];
  const selectionType = multi ? 'checkbox' : 'radio';
  const onPage = rows.filter((row) => chosen.has(popupRowKey(row))).length;
  const allOnPage = rows.length > 0 && onPage === rows.length ? true : onPage > 0 ? 'mixed' : false;

  let body;
  if (failed) {
    body = <LoadFailed message={failed.message || '报表加载失败'} onRetry={retry} />;
  } else if (!config.data || !data.data) {
    body = <Loading />;
  } else {
    const dictOptions = config.data.dictOptions;
    body = (
      <>
        <PopupQueryForm
          items={queryInfo.data ?? []}
          onSearch={(values) => {
            setFilters(values);
            setPageNo(1);
          }}
        />
        {multi && chosen.size > 0 && <Text>已选择 {chosen.size} 项</Text>}
        {data.isPlaceholderData && <Spinner size="tiny" label="加载中…" />}
        <div className={styles.scroller}>
          <Table aria-label={config.data.cgRpConfigName || code} size="small" className={styles.table}>
            <TableHeader>
              <TableRow>
                {multi ? (
                  <TableSelectionCell
                    checked={allOnPage}
                    checkboxIndicator={{ 'aria-label': '全选本页' }}
                    onClick={() => choose(rows, allOnPage !== true)}
                  />
                ) : (
                  <TableSelectionCell type="radio" invisible />
                )}
                {columns.map((column) => {
                  const sortable = column.sorter === true;
                  const direction = sortDirectionOf(sort, column.dataIndex);
                  return (
                    <TableHeaderCell
                      key={column.dataIndex}
                      sortable={sortable}
                      sortDirection={direction}
                      onClick={
                        sortable
                          ? () => {
                              setSort((current) => nextSort(current, column.dataIndex));
                              setPageNo(1);
                            }
                          : undefined
                      }
                    >
                      {column.title}
                    </TableHeaderCell>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length === 0 && <EmptyRow colSpan={columns.length + 1} />}
              {rows.map((row, index) => {
                const key = popupRowKey(row);
                const checked = chosen.has(key);
                const label = `选择 ${columns[0] ? reportCellText(columns[0], row, dictOptions) : key}`;
                return (
                  <TableRow
                    key={`${index}:${key}`}
                    aria-selected={checked}
                    className={styles.pickable}
                    // The row's box is a part of the row: one click handler for both.
                    onClick={() => choose([row], multi ? !checked : true)}
                  >
                    <TableSelectionCell
                      type={selectionType}
                      checked={checked}
                      checkboxIndicator={{ 'aria-label': label }}
                      radioIndicator={{ 'aria-label': label }}
                    />
                    {columns.map((column) => (
                      <ReportCell key={column.dataIndex} value={reportCellText(column, row, dictOptions)} />
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
        <ListPager
          pageNo={pageNo}
          pageSize={pageSize}
          total={data.data.total}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onPage={setPageNo}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
        />
      </>
    );
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && d.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles.surface} onSubmit={keepInside}>
        <DialogBody>
          <DialogTitle>{config.data?.cgRpConfigName || '请选择'}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={!config.data} onClick={confirm}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
