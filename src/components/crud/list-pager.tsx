import { useState } from 'react';
import { Button, Input, makeStyles, Select, Text } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_SIZE_OPTIONS } from '@/domain/constants';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '4px',
    marginTop: '12px',
  },
  size: { width: '110px' },
  jumper: { width: '64px' },
});

/** `a-b 共N条`. */
export function totalText(pageNo: number, pageSize: number, total: number): string {
  const first = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const last = Math.min(pageNo * pageSize, total);
  return `${first}-${last} 共${total}条`;
}

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageItems(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

export interface ListPagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The page sizes offered (default 10, 20, 30). */
  pageSizeOptions?: readonly number[];
  /** A box to type the page to go to (Enter). */
  quickJumper?: boolean;
}

/** Total text, previous / page numbers / next, the page size (10, 20, 30) and, when asked, 跳至 N 页. */
export function ListPager({
  pageNo,
  pageSize,
  total,
  onPage,
  onPageSize,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  quickJumper = false,
}: ListPagerProps) {
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const jumpTo = () => {
    const wanted = Number.parseInt(jump, 10);
    if (Number.isFinite(wanted)) onPage(Math.min(Math.max(wanted, 1), pages));
    setJump('');
  };
  return (
    <nav className={styles.root} aria-label="分页">
      <Text>{totalText(pageNo, pageSize, total)}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label="上一页"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      />
      {pageItems(pageNo, pages).map((p, i) =>
        p === null ? (
          <Text key={`gap${i}`} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
            appearance={p === pageNo ? 'primary' : 'subtle'}
            aria-label={`第${p}页`}
            aria-current={p === pageNo ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label="下一页"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      />
      <Select
        className={styles.size}
        aria-label="每页条数"
        value={String(pageSize)}
        onChange={(_, d) => onPageSize(Number(d.value))}
      >
        {pageSizeOptions.map((size) => (
          <option key={size} value={size}>
            {size} 条/页
          </option>
        ))}
      </Select>
      {quickJumper && (
        <>
          <Text>跳至</Text>
          <Input
            className={styles.jumper}
            type="number"
            min={1}
            max={pages}
            aria-label="跳至页码"
            value={jump}
            onChange={(_, d) => setJump(d.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                jumpTo();
              }
            }}
          />
          <Text>页</Text>
        </>
      )}
    </nav>
  );
}
