import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage } from '@/components/crud';
import { defineEntity } from '@/domain/entities/entity-types';
import { testEntity } from '@/domain/entities/test';
import { useInstitutionSubTables } from '../hooks/use-institution-sub-tables';
import { useNextStatus } from '../hooks/use-next-status';
import { paperInput } from './paper-picker';
import { TestStatusBadge } from './test-status';
import type { Test } from '../api/test-api';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

/** The route of 考试详情 (cpc/TestDetails). */
export const testDetailsPath = (id: string) => `/test/details?id=${encodeURIComponent(id)}`;

/** The list's view of a test: the server adds each test's number of institutions (参考机构数). */
const LIST_ENTITY = defineEntity({
  ...testEntity,
  fields: [
    ...testEntity.fields,
    { name: 'institutionCount', label: '参考机构数', type: 'integer', virtual: true, readOnly: true, form: false },
  ],
});

// The test's name first: it names each row (its actions, its card on a phone).
const COLUMNS = ['testName', 'testCode', 'paperId', 'mode', 'startTime', 'endTime', 'status', 'institutionCount'];

const CELLS = { status: (record: Test) => <TestStatusBadge status={record.status} /> };

/**
 * 考试列表 (cpc/TestManagerList, /test/manager): the tests with their status badge and 参考机构数; the form picks the
 * 试卷 in the paper picker and edits the 参考机构 in the editable grid, saved with the test (the server's date rules
 * come back as its messages, the form keeping what was typed). Rows: 推进到「next」 (cpc:test:status) and 详情 (考试详情).
 */
export default function TestListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const subTables = useInstitutionSubTables();
  const form = useMemo(() => ({ subTables, fieldRenderers: { paperId: paperInput } }), [subTables]);
  const advance = useNextStatus();
  return (
    <>
      <EntityListPage
        entity={LIST_ENTITY}
        columns={COLUMNS}
        cells={CELLS}
        form={form}
        actions={{ detail: false }}
        rowActionsExtra={(record) => (
          <>
            {advance.button(record, { className: styles.compact })}
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              onClick={() => void navigate(testDetailsPath(record.id))}
            >
              详情
            </Button>
          </>
        )}
      />
      {advance.element}
    </>
  );
}
