import { useState } from 'react';
import { Button, Field, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, TextBulletListTreeRegular } from '@fluentui/react-icons';
import type { ButtonAccess } from '@/components/crud';
import type { DepartActions } from '../hooks/use-depart-actions';
import type { DepartTreeState } from '../hooks/use-depart-tree';
import { DepartTreeView } from './depart-tree-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  tools: { display: 'flex', flexWrap: 'wrap', gap: '8px', '& > button': { minWidth: 'auto' } },
  search: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
  searchField: { flexGrow: 1 },
  tree: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
    maxHeight: '560px',
    overflowY: 'auto',
    '@media (max-width: 1087.98px)': { maxHeight: '320px' },
  },
  muted: { color: tokens.colorNeutralForeground3, padding: '8px' },
});

export interface DepartTreePanelProps {
  state: DepartTreeState;
  actions: DepartActions;
  access: { add: ButtonAccess; edit: ButtonAccess; remove: ButtonAccess };
}

/** The left (phone: upper) half of 部门管理: the buttons, the search and the tree. */
export function DepartTreePanel({ state, actions, access }: DepartTreePanelProps) {
  const styles = useStyles();
  const [text, setText] = useState(state.keyWord);
  return (
    <div className={styles.root}>
      <div className={styles.tools} role="toolbar" aria-label="部门操作">
        {access.add.visible && (
          <>
            <Button appearance="primary" icon={<AddRegular />} disabled={access.add.disabled} onClick={actions.addRoot}>
              添加部门
            </Button>
            <Button icon={<TextBulletListTreeRegular />} disabled={access.add.disabled} onClick={actions.addChild}>
              添加下级
            </Button>
          </>
        )}
        {access.edit.visible && (
          <Button icon={<EditRegular />} disabled={access.edit.disabled} onClick={actions.edit}>
            编辑
          </Button>
        )}
        {access.remove.visible && (
          <Button
            icon={<DeleteRegular />}
            disabled={access.remove.disabled || actions.deleting}
            onClick={() => void actions.remove()}
          >
            删除
          </Button>
        )}
      </div>
      <form
        className={styles.search}
        role="search"
        aria-label="搜索部门"
        onSubmit={(event) => {
          event.preventDefault();
          state.search(text);
        }}
      >
        <Field label="部门名称" className={styles.searchField}>
          <SearchBox
            value={text}
            placeholder="请输入部门名称"
            onChange={(_, d) => {
              setText(d.value);
              if (d.value === '') state.search('');
            }}
          />
        </Field>
        <Button type="submit">查询</Button>
      </form>
      <div className={styles.row}>
        <Text size={200}>{state.searching ? `「${state.keyWord}」的搜索结果` : '全部部门'}</Text>
        {!state.searching && (
          <>
            <Button size="small" appearance="subtle" onClick={state.expandAll}>
              展开全部
            </Button>
            <Button size="small" appearance="subtle" onClick={state.collapseAll}>
              折叠全部
            </Button>
          </>
        )}
      </div>
      <div className={styles.tree}>
        {state.isLoading && <Spinner size="tiny" label="加载中…" />}
        {!state.isLoading && state.error && <Text className={styles.muted}>{state.error}</Text>}
        {!state.isLoading && !state.error && state.shown.length === 0 && <Text className={styles.muted}>暂无数据</Text>}
        {!state.isLoading && !state.error && (
          <DepartTreeView
            nodes={state.shown}
            selectedId={state.selected?.id ?? null}
            openItems={state.openItems}
            onOpenItemsChange={state.setOpenItems}
            onSelect={(node) => state.select(node.id)}
          />
        )}
      </div>
    </div>
  );
}
