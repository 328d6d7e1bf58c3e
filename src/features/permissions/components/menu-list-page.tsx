import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Checkbox,
  Input,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  DeleteRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { editLabel, reportSave, useButtonAccess, useWrite } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { LoadFailed } from '@/components/widgets/load-failed';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { notify } from '@/lib/notifier';
import {
  MENU_CODES,
  MENU_RESOURCE,
  MENU_URLS,
  menuTreeQuery,
  submenuQuery,
  topMenusQuery,
  type MenuNode,
} from '../api/menu-api';
import { editMenuValues, newMenuValues, type MenuFormValues } from '../hooks/menu-form-model';
import { branchChildren, menuTypeText, visibleRows } from '../hooks/menu-tree-model';

// The drawer's code loads when it first opens.
const MenuFormDrawer = lazy(() => import('./menu-form-drawer'));

/** Where 数据规则 opens (the hidden route takes the menu's id, and its name for the title). */
export const DATA_RULE_PATH = '/isystem/permissionDataRule';

export const MENU_TEXT = {
  confirmTitle: '确认删除',
  confirmDelete: (name: string) => `确定删除「${name}」吗？其下级菜单和按钮、角色授权与数据规则会一并删除。`,
  confirmBatch: (n: number) => `确定要删除这 ${n} 项吗？其下级菜单和按钮会一并删除。`,
  selectOne: '请选择一条记录！',
  deleted: '删除成功!',
  loadFailed: '菜单加载失败',
  empty: '暂无数据',
} as const;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  search: { minWidth: '0', flexGrow: 1, maxWidth: '320px' },
  scroller: { overflowX: 'auto' },
  table: { '@media (min-width: 768px) and (max-width: 1087.98px)': { minWidth: '960px' } },
  name: { display: 'flex', alignItems: 'center', gap: '2px', minWidth: 0 },
  nameText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  spacer: { display: 'inline-block', width: '24px', flexShrink: 0 },
  sub: { color: tokens.colorNeutralForeground3, display: 'block' },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '220px' },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: '2px' },
  compact: { minWidth: 'auto', paddingLeft: '4px', paddingRight: '4px' },
  check: { width: '44px' },
  actionsCell: { width: '240px' },
  phoneActions: { width: '132px' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/**
 * 菜单管理 (system/PermissionList): the menu tree (菜单名称, 菜单类型, 图标, 组件, 路径, 排序), searched by name, with
 * 新增, 批量删除 and per row 编辑, 添加下级, 数据规则 and 删除 (with everything below it). The tree loads a level at a
 * time (getSystemMenuList, then getSystemSubmenu per opened node; after a save the open nodes reload in one
 * getSystemSubmenuBatch); 全部展开 reads the whole tree once (/sys/permission/list), a search the flat list of matches.
 * On a phone the table keeps the name (with type and path under it) and the actions.
 */
export default function MenuListPage() {
  const styles = useStyles();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const queryClient = useQueryClient();
  const query = useQuery(name ? menuTreeQuery(name) : topMenusQuery());
  const roots = useMemo(() => query.data ?? [], [query.data]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [expanding, setExpanding] = useState(false);
  const openIds = name ? [] : [...open];
  const children = useQueries({ queries: openIds.map((id) => submenuQuery(id)) });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [form, setForm] = useState<{ values: MenuFormValues; key: number } | null>(null);
  const { confirm, element: confirmElement } = useConfirm();
  const { send } = useWrite();
  const add = useButtonAccess(MENU_CODES.add);
  const edit = useButtonAccess(MENU_CODES.edit);
  const remove = useButtonAccess(MENU_CODES.delete);
  const removeBatch = useButtonAccess(MENU_CODES.deleteBatch);
  const loaded = new Map(openIds.map((id, i) => [id, children[i]]));
  const rows = visibleRows(roots, open, (id) => loaded.get(id)?.data);
  const allOpen = rows.some((r) => r.hasChildren) && rows.every((r) => !r.hasChildren || open.has(r.node.id));
  const expandAll = async () => {
    setExpanding(true);
    try {
      const tree = await queryClient.fetchQuery(menuTreeQuery(''));
      const branches = branchChildren(tree);
      for (const [id, nodes] of branches) queryClient.setQueryData(submenuQuery(id).queryKey, nodes);
      setOpen(new Set(branches.map(([id]) => id)));
    } catch (error) {
      notify({ intent: 'error', message: error instanceof Error ? error.message : MENU_TEXT.loadFailed });
    } finally {
      setExpanding(false);
    }
  };

  const openForm = (values: MenuFormValues) => setForm((prev) => ({ values, key: (prev?.key ?? 0) + 1 }));
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const select = (id: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteOne = async (node: MenuNode) => {
    if (!(await confirm({ title: MENU_TEXT.confirmTitle, message: MENU_TEXT.confirmDelete(node.name) }))) return;
    const result = await send({
      method: 'DELETE',
      url: MENU_URLS.delete,
      params: { id: node.id },
      meta: {
        scope: MENU_RESOURCE,
        kind: 'delete',
        label: editLabel('delete', '菜单', node.name),
        recordIds: [node.id],
      },
    });
    if (reportSave(result, MENU_TEXT.deleted)) select(node.id, false);
  };
  const deleteSelected = async () => {
    if (selected.size === 0) return notify({ intent: 'warning', message: MENU_TEXT.selectOne });
    if (!(await confirm({ title: MENU_TEXT.confirmTitle, message: MENU_TEXT.confirmBatch(selected.size) }))) return;
    const ids = [...selected];
    const result = await send({
      method: 'DELETE',
      url: MENU_URLS.deleteBatch,
      params: { ids: ids.join(',') },
      meta: {
        scope: MENU_RESOURCE,
        kind: 'delete',
        label: editLabel('delete', '菜单', `${ids.length} 项`),
        recordIds: ids,
      },
    });
    if (reportSave(result, MENU_TEXT.deleted)) setSelected(new Set());
  };
  const search = (value: string) => {
    setName(value.trim());
    setSelected(new Set());
  };

  const small = { size: 'small', appearance: 'transparent', className: styles.compact } as const;
  const rowActions = (node: MenuNode) => (
    <div className={styles.actions}>
      {edit.visible && (
        <Button {...small} disabled={edit.disabled} onClick={() => openForm(editMenuValues(node))}>
          编辑
        </Button>
      )}
      {add.visible && node.menuType !== 2 && (
        <Button {...small} disabled={add.disabled} onClick={() => openForm(newMenuValues(node))}>
          添加下级
        </Button>
      )}
      <Button
        {...small}
        onClick={() =>
          void navigate(
            `${DATA_RULE_PATH}?permissionId=${encodeURIComponent(node.id)}&name=${encodeURIComponent(node.name)}`,
          )
        }
      >
        数据规则
      </Button>
      {remove.visible && (
        <Button {...small} disabled={remove.disabled} onClick={() => void deleteOne(node)}>
          删除
        </Button>
      )}
    </div>
  );

  let body;
  if (query.isError && !query.data)
    body = <LoadFailed message={MENU_TEXT.loadFailed} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Spinner size="tiny" label="加载中…" />;
  else
    body = (
      <div className={styles.scroller}>
        <Table aria-label="菜单列表" size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.check}>
                <span hidden>选择</span>
              </TableHeaderCell>
              <TableHeaderCell>菜单名称</TableHeaderCell>
              {!isPhone && (
                <>
                  <TableHeaderCell>菜单类型</TableHeaderCell>
                  <TableHeaderCell>图标</TableHeaderCell>
                  <TableHeaderCell>组件</TableHeaderCell>
                  <TableHeaderCell>路径</TableHeaderCell>
                  <TableHeaderCell>排序</TableHeaderCell>
                </>
              )}
              <TableHeaderCell className={isPhone ? styles.phoneActions : styles.actionsCell}>操作</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={isPhone ? 3 : 8} className={styles.empty}>
                  {MENU_TEXT.empty}
                </TableCell>
              </TableRow>
            )}
            {rows.map(({ node, depth, hasChildren }) => (
              <TableRow key={node.id} aria-label={node.name}>
                <TableCell className={styles.check}>
                  <Checkbox
                    aria-label={`选择 ${node.name}`}
                    checked={selected.has(node.id)}
                    onChange={(_, d) => select(node.id, d.checked === true)}
                  />
                </TableCell>
                <TableCell>
                  <div className={styles.name} style={{ paddingLeft: `${depth * (isPhone ? 12 : 20)}px` }}>
                    {hasChildren && open.has(node.id) && loaded.get(node.id)?.isPending ? (
                      <Spinner size="extra-tiny" className={styles.spacer} aria-label={`${node.name} 加载中`} />
                    ) : hasChildren ? (
                      <Button
                        size="small"
                        appearance="transparent"
                        className={styles.compact}
                        aria-label={open.has(node.id) ? `折叠 ${node.name}` : `展开 ${node.name}`}
                        aria-expanded={open.has(node.id)}
                        icon={open.has(node.id) ? <ChevronDownRegular /> : <ChevronRightRegular />}
                        onClick={() => toggle(node.id)}
                      />
                    ) : (
                      <span className={styles.spacer} />
                    )}
                    <span className={styles.nameText}>
                      {node.name}
                      {isPhone && (
                        <Text size={200} className={styles.sub}>
                          {menuTypeText(node.menuType)}
                          {node.url ? ` · ${node.url}` : ''}
                        </Text>
                      )}
                    </span>
                  </div>
                </TableCell>
                {!isPhone && (
                  <>
                    <TableCell>
                      <Badge appearance="tint" color={node.menuType === 2 ? 'informative' : 'brand'}>
                        {menuTypeText(node.menuType)}
                      </Badge>
                    </TableCell>
                    <TableCell>{node.icon ?? ''}</TableCell>
                    <TableCell>
                      <div className={styles.ellipsis} title={node.component ?? undefined}>
                        {node.component ?? ''}
                      </div>
                    </TableCell>
                    <TableCell>
                      <div className={styles.ellipsis} title={node.url ?? undefined}>
                        {node.url ?? ''}
                      </div>
                    </TableCell>
                    <TableCell>{node.sortNo ?? ''}</TableCell>
                  </>
                )}
                <TableCell>{rowActions(node)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );

  return (
    <section className={styles.page} aria-label="菜单管理" aria-busy={query.isFetching}>
      <form
        className={styles.bar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(typed);
        }}
      >
        <Input
          className={styles.search}
          aria-label="菜单名称"
          placeholder="请输入菜单名称"
          value={typed}
          contentBefore={<SearchRegular />}
          onChange={(_, d) => setTyped(d.value)}
        />
        <Button appearance="primary" type="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            search('');
          }}
        >
          重置
        </Button>
      </form>
      <div className={styles.bar}>
        {add.visible && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            disabled={add.disabled}
            onClick={() => openForm(newMenuValues())}
          >
            新增
          </Button>
        )}
        {removeBatch.visible && selected.size > 0 && (
          <Button icon={<DeleteRegular />} disabled={removeBatch.disabled} onClick={() => void deleteSelected()}>
            批量删除
          </Button>
        )}
        {!name && roots.length > 0 && (
          <Button
            appearance="subtle"
            disabled={expanding}
            onClick={() => (allOpen ? setOpen(new Set()) : void expandAll())}
          >
            {allOpen ? '全部折叠' : '全部展开'}
          </Button>
        )}
        {selected.size > 0 && <Text size={200}>已选择 {selected.size} 项</Text>}
      </div>
      {body}
      <Suspense fallback={null}>
        {form && <MenuFormDrawer key={form.key} initial={form.values} onClose={() => setForm(null)} />}
      </Suspense>
      {confirmElement}
    </section>
  );
}
