import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, makeStyles, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'flex-end' },
  // A Field is a grid: its one column would otherwise keep the input's own width (about 170 px) on a phone.
  field: { flex: '1 1 160px', minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: '12px' },
  pager: { display: 'flex', gap: '8px', alignItems: 'center', justifyContent: 'center' },
});

export interface PagedCardsProps<T> {
  /** A page query answering `{ records, total }`. */
  list: UseQueryResult<{ records: T[]; total: number }>;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  /** The list's accessible name. */
  label: string;
  texts: { empty: string; loading: string; loadFailed: string };
  card: (record: T) => ReactNode;
}

/**
 * A page of records as a grid of cards (one column on a phone) with 上一页 / 下一页, or the load's failure, its
 * progress, or the empty text: the portal's read-only lists (tests, trainings).
 */
export function PagedCards<T>({ list, pageNo, pageSize, onPage, label, texts, card }: PagedCardsProps<T>) {
  const styles = useStyles();
  // Data kept from before (offline, or a failed refetch) is shown rather than the failure.
  if (list.isError && !list.data)
    return <LoadFailed message={list.error.message || texts.loadFailed} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label={texts.loading} />;
  if (list.data.records.length === 0)
    return (
      <MessageBar>
        <MessageBarBody>{texts.empty}</MessageBarBody>
      </MessageBar>
    );
  const pages = Math.max(1, Math.ceil(list.data.total / pageSize));
  return (
    <>
      <div className={styles.grid} role="list" aria-label={label}>
        {list.data.records.map(card)}
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="分页">
          <Button size="small" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
            上一页
          </Button>
          <Text>
            {pageNo} / {pages}
          </Text>
          <Button size="small" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
            下一页
          </Button>
        </nav>
      )}
    </>
  );
}

/** The filters typed, the filters searched and the page: a search (or a choice that searches) goes back to page 1. */
export function usePagedSearch<F extends object>() {
  const [typed, setTyped] = useState<F>({} as F);
  const [filter, setFilter] = useState<F>({} as F);
  const [pageNo, setPageNo] = useState(1);
  const search = (next: F) => {
    setFilter(next);
    setPageNo(1);
  };
  return { typed, setTyped, filter, pageNo, setPageNo, search };
}

/** The class of a field in a SearchForm. */
export const useSearchFieldClass = () => useStyles().field;

/** A card list's filters in a wrapping row, then 查询 (Enter in a field too). */
export function SearchForm({ onSearch, children }: { onSearch: () => void; children: ReactNode }) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className={styles.form} role="search" onSubmit={submit}>
      {children}
      <Button type="submit" appearance="primary">
        查询
      </Button>
    </form>
  );
}
