import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Link, makeStyles, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { notify } from '@/lib/notifier';
import { useConfirm } from '../confirm/use-confirm';
import { useIsPhone } from '../use-media-query';
import {
  blankCondition,
  completeConditions,
  flattenFields,
  isEmptyQuery,
  toSuperQueryParams,
  type MatchType,
  type QueryCondition,
  type QueryFieldDef,
  type SavedQuery,
  type SuperQueryParams,
} from './query-model';
import { readSavedQueries, savedQueryKey, writeSavedQueries } from './saved-queries';

// The builder (condition rows, their widgets) loads when first opened: a list page does not wait for it.
const AdvancedQueryDialog = lazy(() =>
  import('./advanced-query-dialog').then((m) => ({ default: m.AdvancedQueryDialog })),
);

/** Texts of JeecgBoot's advanced query. */
export const ADVANCED_QUERY_MESSAGES = {
  emptyQuery: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  exists: (name: string) => `${name} 已存在，是否覆盖？`,
  deleteSaved: '是否删除当前查询？',
  saved: '保存成功',
  active: '已有高级查询条件生效',
} as const;

const useStyles = makeStyles({ group: { display: 'inline-flex', gap: '2px' } });

export interface AdvancedQueryProps {
  fields: QueryFieldDef[];
  /** Called on 查询 with the list parameters, and with {} on 重置 or 清空. */
  onSearch: (params: SuperQueryParams) => void;
  /** Saved queries live under JSuperQuerySaved_ + this code (default: the current route path). */
  saveCode?: string;
  title?: string;
  disabled?: boolean;
}

/** The 高级查询 toolbar button and its builder dialog (JeecgBoot JSuperQuery). */
export function AdvancedQuery({ fields, onSearch, saveCode, title = '高级查询构造器', disabled }: AdvancedQueryProps) {
  const styles = useStyles();
  const isPhone = useIsPhone();
  const { confirm, prompt, element } = useConfirm();
  const flatFields = useMemo(() => flattenFields(fields), [fields]);
  const storageKey = savedQueryKey(saveCode);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [conditions, setConditions] = useState<QueryCondition[]>([]);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [active, setActive] = useState(false);
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(storageKey));
  const [hint, setHint] = useState(false);

  const persist = (list: SavedQuery[]) => {
    setSaved(list);
    writeSavedQueries(storageKey, list);
  };

  const openDialog = () => {
    if (conditions.length === 0) setConditions([blankCondition()]);
    setHint(false);
    setOpen(true);
    setOpened(true);
  };

  const run = () => {
    if (isEmptyQuery(conditions)) {
      notify({ intent: 'warning', message: ADVANCED_QUERY_MESSAGES.emptyQuery });
      return;
    }
    setActive(completeConditions(conditions).length > 0);
    onSearch(toSuperQueryParams(conditions, matchType));
    if (isPhone) setOpen(false);
  };

  const reset = () => {
    setConditions([]);
    setActive(false);
    setHint(false);
    onSearch({});
  };

  const save = async () => {
    if (isEmptyQuery(conditions)) {
      notify({ intent: 'warning', message: ADVANCED_QUERY_MESSAGES.emptySave });
      return;
    }
    const name = await prompt({
      title: '请输入保存的名称',
      label: '保存名称',
      validate: (v) => (v.trim() === '' ? ADVANCED_QUERY_MESSAGES.emptyName : null),
    });
    if (name === null) return;
    const titleText = name.trim();
    const records = completeConditions(conditions);
    const existing = saved.some((q) => q.title === titleText);
    if (existing && !(await confirm({ message: ADVANCED_QUERY_MESSAGES.exists(titleText) }))) return;
    const entry: SavedQuery = { title: titleText, matchType, records };
    persist(existing ? saved.map((q) => (q.title === titleText ? entry : q)) : [...saved, entry]);
    notify({ intent: 'success', message: ADVANCED_QUERY_MESSAGES.saved });
  };

  const removeSaved = async (query: SavedQuery) => {
    if (!(await confirm({ message: ADVANCED_QUERY_MESSAGES.deleteSaved }))) return;
    persist(saved.filter((q) => q.title !== query.title));
  };

  const trigger = (
    <Button
      icon={<FilterRegular />}
      appearance={active ? 'primary' : 'secondary'}
      disabled={disabled}
      onClick={openDialog}
    >
      高级查询
    </Button>
  );

  return (
    <span className={styles.group}>
      {active ? (
        <Popover openOnHover withArrow mouseLeaveDelay={200} open={hint} onOpenChange={(_, d) => setHint(d.open)}>
          <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
          <PopoverSurface>
            <span>{ADVANCED_QUERY_MESSAGES.active}</span> | <Link onClick={reset}>清空</Link>
          </PopoverSurface>
        </Popover>
      ) : (
        trigger
      )}
      {active && <Button icon={<DismissRegular />} aria-label="清空高级查询" onClick={reset} />}
      {opened ? (
        <Suspense fallback={element}>
          <AdvancedQueryDialog
            open={open}
            title={title}
            fields={flatFields}
            conditions={conditions}
            matchType={matchType}
            saved={saved}
            onConditionsChange={setConditions}
            onMatchTypeChange={setMatchType}
            onRun={run}
            onReset={reset}
            onSave={() => void save()}
            onLoad={(q) => {
              setMatchType(q.matchType);
              setConditions(q.records.map((r) => ({ ...r })));
            }}
            onDeleteSaved={(q) => void removeSaved(q)}
            onClose={() => setOpen(false)}
          >
            {element}
          </AdvancedQueryDialog>
        </Suspense>
      ) : (
        element
      )}
    </span>
  );
}
