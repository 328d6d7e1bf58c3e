import { lazy, Suspense, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { EntityListPage, READ_ONLY_LIST, type EntityRecord, type ListContext } from '@/components/crud';
import { notify } from '@/lib/notifier';
import { dataLogListOptions } from '../system-log-list-options';

const DataLogCompareDialog = lazy(() =>
  import('./data-log-compare-dialog').then((m) => ({ default: m.DataLogCompareDialog })),
);

export const DATA_LOG_MESSAGES = {
  selectTwo: '请选择两条数据',
  sameRecord: '请选择相同的数据库表和数据ID进行比较',
} as const;

interface Comparing {
  dataTable: string;
  dataId: string;
  ids: [string, string];
}

/** 数据比较 needs exactly two versions of one record (the older first). */
export function comparingOf(selected: EntityRecord[]): Comparing | string {
  if (selected.length !== 2) return DATA_LOG_MESSAGES.selectTwo;
  const [a, b] = [...selected].sort((x, y) => Number(x.dataVersion) - Number(y.dataVersion));
  if (a!.dataTable !== b!.dataTable || a!.dataId !== b!.dataId) return DATA_LOG_MESSAGES.sameRecord;
  return { dataTable: String(a!.dataTable), dataId: String(a!.dataId), ids: [String(a!.id), String(b!.id)] };
}

/**
 * 数据日志 (system/DataLogList, /monitor/dataLog): the versions the server keeps of business records (each edit of
 * a 机构, 学院, 学生 … adds one), searched by 表名 and 数据ID; 数据比较 opens two of one record's versions side by side.
 */
export default function DataLogListPage() {
  const [comparing, setComparing] = useState<Comparing | null>(null);
  const compare = ({ selectedRecords }: ListContext) => {
    const outcome = comparingOf(selectedRecords);
    if (typeof outcome === 'string') notify({ intent: 'warning', message: outcome });
    else setComparing(outcome);
  };
  return (
    <>
      <EntityListPage
        {...dataLogListOptions}
        actions={{ ...READ_ONLY_LIST, superQuery: false }}
        toolbarExtra={(context) => (
          <Button appearance="primary" icon={<ArrowSwapRegular />} onClick={() => compare(context)}>
            数据比较
          </Button>
        )}
      />
      {comparing && (
        <Suspense fallback={null}>
          <DataLogCompareDialog
            dataTable={comparing.dataTable}
            dataId={comparing.dataId}
            initial={comparing.ids}
            onClose={() => setComparing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
