import { useState } from 'react';
import {
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPager } from '@/components/crud';
import { LoadFailed } from '@/components/widgets/load-failed';
import { PagedCards, SearchForm, usePagedSearch, useSearchFieldClass } from '@/components/widgets/paged-cards';
import { useIsPhone } from '@/components/widgets/use-media-query';
import {
  ADDRESS_PAGE_SIZE,
  addressPageQuery,
  positionNamesQuery,
  type AddressFilter,
  type AddressRecord,
} from '../api/address-list-api';
import { AddressDepartChooser, type DepartChoice } from './address-depart-chooser';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { minWidth: 0 },
  main: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  heading: { margin: 0 },
  scroll: { overflowX: 'auto' },
  index: { width: '48px' },
  item: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  wrap: { overflowWrap: 'anywhere' },
});

export const ADDRESS_TEXTS = { empty: '暂无数据', loading: '加载中…', loadFailed: '通讯录加载失败' } as const;

/**
 * 通讯录 (system/AddressList): the department tree on the left, the users of the chosen department
 * and those below it on the right (姓名, 工号, 部门, 职务 by name, 手机, 公司邮箱), searched by 姓名 and 工号. Phone
 * widths: a department picker above the list, and the users as cards.
 */
export default function AddressListPage() {
  const styles = useStyles();
  const isPhone = useIsPhone();
  const field = useSearchFieldClass();
  const [depart, setDepart] = useState<DepartChoice | null>(null);
  const { typed, setTyped, filter, pageNo, setPageNo, search } = usePagedSearch<AddressFilter>();
  const [pageSize, setPageSize] = useState(ADDRESS_PAGE_SIZE);
  const size = isPhone ? ADDRESS_PAGE_SIZE : pageSize;
  const list = useQuery({
    ...addressPageQuery(depart?.orgCode ?? '', filter, pageNo, size),
    placeholderData: keepPreviousData,
  });
  const positions = useQuery(positionNamesQuery());
  const postName = (code: string | null) => (code ? (positions.data?.get(code) ?? code) : '');
  const choose = (next: DepartChoice | null) => {
    setDepart(next);
    setPageNo(1);
  };

  const searchForm = (
    <SearchForm onSearch={() => search(typed)}>
      <Field label="姓名" className={field}>
        <Input
          value={typed.realname ?? ''}
          placeholder="请输入姓名"
          onChange={(_, d) => setTyped({ ...typed, realname: d.value })}
        />
      </Field>
      <Field label="工号" className={field}>
        <Input
          value={typed.workNo ?? ''}
          placeholder="请输入工号"
          onChange={(_, d) => setTyped({ ...typed, workNo: d.value })}
        />
      </Field>
    </SearchForm>
  );

  const card = (r: AddressRecord) => (
    <Card key={r.userId} role="listitem" aria-label={r.realname ?? ''}>
      <div className={styles.item}>
        <Subtitle2 as="h3" className={styles.heading}>
          {r.realname}
          {r.workNo && <Text className={styles.muted}>（{r.workNo}）</Text>}
        </Subtitle2>
        <Text className={styles.wrap}>部门：{r.departName}</Text>
        <Text>职务：{postName(r.post) || '—'}</Text>
        <Text>手机：{r.phone || '—'}</Text>
        <Text className={styles.wrap}>公司邮箱：{r.email || '—'}</Text>
      </div>
    </Card>
  );

  const table = () => {
    if (list.isError)
      return (
        <LoadFailed message={list.error.message || ADDRESS_TEXTS.loadFailed} onRetry={() => void list.refetch()} />
      );
    if (!list.data) return <Spinner label={ADDRESS_TEXTS.loading} />;
    if (list.data.records.length === 0)
      return (
        <MessageBar>
          <MessageBarBody>{ADDRESS_TEXTS.empty}</MessageBarBody>
        </MessageBar>
      );
    return (
      <>
        <div className={styles.scroll}>
          <Table aria-label="通讯录列表" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.index}>#</TableHeaderCell>
                <TableHeaderCell>姓名</TableHeaderCell>
                <TableHeaderCell>工号</TableHeaderCell>
                <TableHeaderCell>部门</TableHeaderCell>
                <TableHeaderCell>职务</TableHeaderCell>
                <TableHeaderCell>手机</TableHeaderCell>
                <TableHeaderCell>公司邮箱</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.records.map((r, i) => (
                <TableRow key={r.userId}>
                  <TableCell>{(pageNo - 1) * size + i + 1}</TableCell>
                  <TableCell>{r.realname}</TableCell>
                  <TableCell>{r.workNo}</TableCell>
                  <TableCell>{r.departName}</TableCell>
                  <TableCell>{postName(r.post)}</TableCell>
                  <TableCell>{r.phone}</TableCell>
                  <TableCell>{r.email}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <ListPager
          pageNo={pageNo}
          pageSize={size}
          total={list.data.total}
          onPage={setPageNo}
          onPageSize={(next) => {
            setPageSize(next);
            setPageNo(1);
          }}
        />
      </>
    );
  };

  return (
    <section className={styles.root} aria-label="通讯录">
      <Card className={styles.card}>
        <AddressDepartChooser value={depart} onChange={choose} compact={isPhone} />
      </Card>
      <Card className={styles.card}>
        <div className={styles.main}>
          <Subtitle2 as="h2" className={styles.heading}>
            {depart ? `通讯录（${depart.title}）` : '通讯录（全部部门）'}
          </Subtitle2>
          {searchForm}
          {isPhone ? (
            <PagedCards
              list={list}
              pageNo={pageNo}
              pageSize={ADDRESS_PAGE_SIZE}
              onPage={setPageNo}
              label="通讯录列表"
              texts={ADDRESS_TEXTS}
              card={card}
            />
          ) : (
            table()
          )}
        </div>
      </Card>
    </section>
  );
}
