import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import {
  EntityListLayout,
  EntityListProvider,
  useEntityListController,
  type EntityListOptions,
} from '@/components/crud';
import { usePageTitle } from '@/components/layout/use-page-title';
import { PageHeader } from '@/components/widgets/page-header';
import type { EntityDef } from '@/domain/entities/entity-types';
import { onlineFormEntity } from '@/domain/entities/online-form';
import { fetchFormHead, type FormHead } from '../api/form-api';
import { formDataKeys } from '../api/form-data-api';
import { formScreenPath, TEST_ACTION } from '../form-screen-path';
import { formCodeOf } from '../online-entity';
import { useHeadForm } from './head-form';

/** JeecgBoot's words for a view's columns. */
const VIEW_LABELS: Record<string, string> = {
  tableName: '视图表名',
  tableTxt: '表描述',
  copyVersion: '版本',
  isDbSynch: '同步状态',
};

/** The views of a form: the same definition (its writes refresh the designer too), in the words of a view. */
const VIEW_ENTITY: EntityDef = {
  ...onlineFormEntity,
  title: '视图',
  fields: onlineFormEntity.fields.map((f) => (VIEW_LABELS[f.name] ? { ...f, label: VIEW_LABELS[f.name]! } : f)),
};
const VIEW_COLUMNS = Object.keys(VIEW_LABELS);

/** Views come from 生成视图 only; 删除 removes a view's definition (its table is the original's). */
const VIEW_ACTIONS: EntityListOptions['actions'] = {
  add: false,
  detail: false,
  deleteBatch: false,
  import: false,
  export: false,
  superQuery: false,
};

export const COPY_LIST_TITLE = '视图管理';

/**
 * AUTO复制表单 (OnlCgformCopyList, `/online/copyform/<original id>`): the views of one form (head/list?physicId=),
 * named after the original; per view 编辑 (the head form and 数据库属性 — the server refuses a change of a view's
 * columns), 功能测试 (the view's screen) and 删除 (the definition only).
 */
export default function CopyListPage() {
  const { pathname } = useLocation();
  const id = formCodeOf(pathname);
  return <ViewList key={id} id={id} />;
}

function ViewList({ id }: { id: string }) {
  const navigate = useNavigate();
  const form = useHeadForm();
  const original = useQuery({
    queryKey: formDataKeys.detail(id, 'head'),
    queryFn: () => fetchFormHead(id),
    meta: { quiet: true },
  });
  const options = useMemo(
    (): EntityListOptions => ({
      entity: VIEW_ENTITY,
      extraParams: { physicId: id },
      columns: VIEW_COLUMNS,
      actions: VIEW_ACTIONS,
    }),
    [id],
  );
  const controller = useEntityListController(options);
  const named = original.data?.tableTxt || (controller.list.records[0] as FormHead | undefined)?.tableTxt;
  const title = named ? `${COPY_LIST_TITLE}：${named}` : COPY_LIST_TITLE;
  usePageTitle(title);

  return (
    <EntityListProvider value={controller}>
      <PageHeader title={title} />
      <EntityListLayout<typeof onlineFormEntity>
        form={form}
        rowActionsExtra={(record) => (
          <Button size="small" appearance="transparent" onClick={() => void navigate(formScreenPath(record))}>
            {TEST_ACTION}
          </Button>
        )}
      />
    </EntityListProvider>
  );
}
