import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  Badge,
  Button,
  Checkbox,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  CellValue,
  EntityListProvider,
  LIST_MESSAGES,
  ListActions,
  ListDialogs,
  ListPagination,
  ListQueryForm,
  ListStatus,
  rowId,
  shownText,
  TreeRows,
  useEntityListContext,
  useEntityListController,
  useWrite,
  type EntityRecord,
  type FieldInputProps,
  type FormContext,
  type ListFormProps,
} from '@/components/crud';
import type { ListState } from '@/components/crud/list-params';
import { editLabel, pendingOf } from '@/components/crud/offline-edits';
import { RowActions } from '@/components/crud/row-actions';
import { usePageTitle } from '@/components/layout/use-page-title';
import { PageHeader } from '@/components/widgets/page-header';
import { useIsPhone } from '@/components/widgets/use-media-query';
import type { EntityDef, FieldDef } from '@/domain/entities';
import { NOT_SYNCED } from '../api/form-data-api';
import { hasChildren, treeChildrenQuery, treeDataUrl, treeSettingsOf, type TreeSettings } from '../api/tree-data-api';
import { useOnlineFormAnswers, useRowsRefusal } from '../hooks/use-online-form';
import {
  ALL_ROWS,
  formCodeOf,
  onlineEntityOf,
  onlineFormUrls,
  readOnlyFieldsOf,
  type OnlineFormAnswers,
} from '../online-entity';
import { FormProblemView, NotSynced, Refused } from './form-problems';
import { TreeParentSelect } from './tree-parent-select';
import { readOnlyRenderers } from './read-only-fields';
import { OnlineButtons } from './online-buttons';

/** JeecgBoot's 添加下级; the confirmation of a delete, which takes the node's branch with it. */
export const ADD_CHILD = '添加下级';
export const deleteNodeText = (name: string) => `删除「${name}」及其全部下级节点?`;

const CHECK_PX = 32;
const ACTIONS_PX = 240;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' },
  scroller: { overflowX: 'auto' },
  tree: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '4px',
  },
  grid: { display: 'grid', gap: '8px', alignItems: 'center', padding: '4px 8px' },
  head: {
    padding: '8px',
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  row: { borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  cell: { minWidth: 0, overflowWrap: 'anywhere' },
  name: { display: 'flex', alignItems: 'center', gap: '4px', minWidth: 0, overflowWrap: 'anywhere' },
  // Phones: the node's line (box, toggle, text), its fields under it, then its actions.
  card: { display: 'flex', flexDirection: 'column', gap: '4px', padding: '8px' },
  cardHead: { display: 'flex', alignItems: 'center', gap: '4px', minWidth: 0, overflowWrap: 'anywhere' },
  cardName: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1, minWidth: 0 },
  fields: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  pair: { display: 'contents' },
  empty: { padding: '16px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/**
 * 树表 (OnlCgformTreeList, `/online/cgformTreeList/<id>`): the rows of a tree form, its roots paged from getTreeData
 * and each branch loaded when opened, the text column first; a search shows the matching rows flat. Besides 编辑 详情
 * 删除 a node offers 添加下级 (the add form with its parent set); the form picks the parent from the same tree.
 */
export default function TreeListPage() {
  const { pathname } = useLocation();
  const code = formCodeOf(pathname);
  const { answers, problem, retry } = useOnlineFormAnswers(code);
  if (problem || !answers) return <FormProblemView problem={problem} loaded={!!answers} retry={retry} />;
  return <OnlineTree key={`${code}/${answers.columns.currentTableName}`} code={code} answers={answers} />;
}

function OnlineTree({ code, answers }: { code: string; answers: OnlineFormAnswers }) {
  const tree = useMemo(() => treeSettingsOf(answers), [answers]);
  const entity = useMemo(
    (): EntityDef => ({ ...onlineEntityOf(code, answers), labelField: tree.textField }),
    [code, answers, tree],
  );
  return (
    <OnlineButtons entity={entity}>
      <TreeList code={code} entity={entity} answers={answers} tree={tree} />
    </OnlineButtons>
  );
}

/** Something searched: the server answers the matching rows, flat, instead of the roots. */
const hasQueryOf = (state: ListState) => ({
  hasQuery: String(
    Object.values(state.filters).some((v) => v !== undefined && String(v).trim() !== '') ||
      Boolean(state.superQuery.superQueryParams),
  ),
});

interface TreeListProps {
  code: string;
  entity: EntityDef;
  answers: OnlineFormAnswers;
  tree: TreeSettings;
}

function TreeList({ code, entity, answers, tree }: TreeListProps) {
  const styles = useStyles();
  const paged = answers.columns.paginationFlag !== 'N';
  const refusal = useRowsRefusal(entity.name);
  const options = useMemo(
    () => ({
      entity,
      urls: { ...onlineFormUrls(code), list: treeDataUrl(code) },
      stateParams: hasQueryOf,
      ...(paged ? {} : { pageSize: ALL_ROWS }),
    }),
    [entity, code, paged],
  );
  const form = useMemo((): ListFormProps => {
    const readOnly = readOnlyFieldsOf(answers.formItem);
    const parent = (props: FieldInputProps, context: FormContext) => (
      <TreeParentSelect
        {...props}
        disabled={props.disabled || readOnly.includes(tree.pidField)}
        code={code}
        entityName={entity.name}
        tree={tree}
        self={context.mode === 'edit' && context.record ? rowId(context.record) : undefined}
      />
    );
    return {
      fieldRenderers: { ...readOnlyRenderers(answers.formItem), [tree.pidField]: parent },
    };
  }, [answers.formItem, code, entity.name, tree]);
  const controller = useEntityListController(options);
  usePageTitle(entity.title);

  if (refusal === NOT_SYNCED) return <NotSynced />;
  return (
    <EntityListProvider value={controller}>
      <section className={styles.page} aria-label={`${entity.title}管理`} aria-busy={controller.list.isFetching}>
        <PageHeader title={entity.title} />
        <ListQueryForm />
        <ListActions />
        {refusal && <Refused message={refusal} />}
        <ListStatus />
        <NodeRows code={code} tree={tree} selectable={answers.columns.checkboxFlag !== 'N'} />
        {paged && <ListPagination />}
        <ListDialogs form={form} />
      </section>
    </EntityListProvider>
  );
}

/** The rows as a tree: the list's records (roots, or the matches of a search) and each opened branch below its node. */
function NodeRows({ code, tree, selectable }: { code: string; tree: TreeSettings; selectable: boolean }) {
  const styles = useStyles();
  const phone = useIsPhone();
  const c = useEntityListContext();
  const { list, entity } = c;
  const { write } = useWrite();
  // The text column first, then the others as the list orders them.
  const text = entity.fields.find((f) => f.name === tree.textField);
  const columns: FieldDef[] = [...(text ? [text] : []), ...c.columns.filter((f) => f.name !== tree.textField)];
  const [first, ...others] = columns;
  const template = [
    ...(selectable ? [`${CHECK_PX}px`] : []),
    'minmax(160px, 2fr)',
    ...others.map(() => 'minmax(96px, 1fr)'),
    `${ACTIONS_PX}px`,
  ].join(' ');
  const minWidth = (selectable ? CHECK_PX : 0) + 160 + others.length * 96 + ACTIONS_PX + (columns.length + 2) * 8;

  if (list.notSaved) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{LIST_MESSAGES.notSavedOffline}</MessageBarBody>
      </MessageBar>
    );
  }

  const nameOf = (record: EntityRecord) => shownText(record, tree.textField) || rowId(record);
  const remove = async (record: EntityRecord, depth: number) => {
    const name = nameOf(record);
    const ok = await c.confirm({ title: LIST_MESSAGES.confirmTitle, message: deleteNodeText(name) });
    if (!ok || !c.urls.delete) return;
    // A root leaves the page (which may then be the one before); a branch's node only its branch.
    if (depth === 0) {
      await list.deleteOne(rowId(record));
      return;
    }
    const id = rowId(record);
    const meta = { scope: entity.name, kind: 'delete' as const, label: editLabel('delete', entity.title, name) };
    if (
      await write(
        { method: 'DELETE', url: c.urls.delete, params: { id }, meta: { ...meta, recordIds: [id] } },
        '删除成功!',
      )
    )
      list.toggleRow(record, false);
  };
  const actions = (record: EntityRecord, depth: number) => (
    <RowActions
      label={c.rowLabel(record)}
      access={{ edit: c.access.edit, remove: c.access.delete }}
      detail={c.can.detail}
      onEdit={() => c.context.openForm('edit', record)}
      onDetail={() => c.context.openForm('detail', record)}
      onDelete={() => void remove(record, depth)}
      extra={
        <>
          {c.access.add.visible && (
            <Button
              size="small"
              appearance="transparent"
              disabled={c.access.add.disabled}
              onClick={() => c.context.openForm('add', undefined, { [tree.pidField]: rowId(record) })}
            >
              {ADD_CHILD}
            </Button>
          )}
          {pendingOf(record) && (
            <Badge appearance="tint" color="warning" title="尚未同步到服务器">
              待同步
            </Badge>
          )}
        </>
      }
    />
  );
  const check = (record: EntityRecord) =>
    selectable && (
      <Checkbox
        aria-label={`选择 ${c.rowLabel(record)}`}
        checked={list.selected.has(rowId(record))}
        onChange={(_, d) => list.toggleRow(record, d.checked === true)}
      />
    );
  const cell = (field: FieldDef, record: EntityRecord): ReactNode => <CellValue field={field} record={record} />;

  const renderRow = (record: EntityRecord, lead: ReactNode, depth: number) =>
    phone ? (
      <div className={styles.card}>
        <div className={styles.cardHead}>
          {check(record)}
          {lead}
          <span className={styles.cardName}>{first ? cell(first, record) : nameOf(record)}</span>
        </div>
        {others.length > 0 && (
          <dl className={styles.fields} style={{ marginLeft: `${depth * 20}px` }}>
            {others.map((field) => (
              <div key={field.name} className={styles.pair}>
                <dt className={styles.term}>{field.label}</dt>
                <dd className={styles.value}>{cell(field, record)}</dd>
              </div>
            ))}
          </dl>
        )}
        {actions(record, depth)}
      </div>
    ) : (
      <div className={styles.grid} style={{ gridTemplateColumns: template }}>
        {selectable && <span>{check(record)}</span>}
        <span className={styles.name}>
          {lead}
          <span>{first ? cell(first, record) : nameOf(record)}</span>
        </span>
        {others.map((field) => (
          <span key={field.name} className={styles.cell}>
            {cell(field, record)}
          </span>
        ))}
        {actions(record, depth)}
      </div>
    );

  return (
    <div className={styles.scroller}>
      <div
        className={styles.tree}
        role="tree"
        aria-label={`${entity.title}列表`}
        aria-multiselectable={selectable || undefined}
        style={phone ? undefined : { minWidth: `${minWidth}px` }}
      >
        {!phone && (
          <div className={mergeClasses(styles.grid, styles.head)} style={{ gridTemplateColumns: template }} aria-hidden>
            {selectable && <span />}
            {columns.map((field) => (
              <span key={field.name}>{field.label}</span>
            ))}
            <span>操作</span>
          </div>
        )}
        <TreeRows
          rows={list.records}
          rowKey={rowId}
          isBranch={(record) => hasChildren(record, tree)}
          childrenQuery={(record) => treeChildrenQuery(code, entity.name, tree, rowId(record))}
          rowName={nameOf}
          rowClassName={styles.row}
          isSelected={(record) => list.selected.has(rowId(record))}
          renderRow={renderRow}
          large={phone}
        />
        {!list.isLoading && list.records.length === 0 && <Text className={styles.empty}>暂无数据</Text>}
      </div>
    </div>
  );
}
