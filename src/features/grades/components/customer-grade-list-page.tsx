import { useMemo, useState } from 'react';
import { Button, makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EntityListPage, READ_ONLY_LIST, rowId } from '@/components/crud';
import { portalCollegesQuery, portalTestsQuery } from '../api/customer-grade-api';
import { GRADE_VIEW, scoreText, type GradeRow } from '../grade-view';
import { CustomerGradeFilters } from './customer-grade-filters';
import { GradeDetailDialog } from './grade-detail-dialog';

export const CUSTOMER_GRADE_TEXTS = {
  notPublished: (name: string) => `「${name}」成绩尚未发布，发布后即可在此查看。`,
} as const;

const ACTIONS = { ...READ_ONLY_LIST, detail: false, superQuery: false } as const;
const COLUMNS = ['testId', 'collegeId', 'studentNo', 'studentName', 'totalScore', 'level', 'absent'] as const;
const CELLS = { totalScore: (r: GradeRow) => scoreText(r.totalScore, r.fullScore) };

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 } });

/**
 * 成绩列表 of the customer portal (customer/TestGradeList, /cpctest/customer/grades[?testId=]): the institution's
 * grades of published tests (the server holds a contact to them; a test not published yet says so), searched by
 * 考试, 学院 (院校 roles), 学号 and 姓名; cards on a phone; 详情 shows the per-topic scores and the rank.
 */
export default function CustomerGradeListPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const [testId, setTestId] = useState(() => params.get('testId') ?? '');
  const [detailId, setDetailId] = useState('');
  const tests = useQuery(portalTestsQuery());
  const colleges = useQuery(portalCollegesQuery());
  const extraParams = useMemo(() => (testId ? { testId } : undefined), [testId]);
  const chosen = tests.data?.find((t) => t.id === testId);
  return (
    <div className={styles.root}>
      {chosen && !chosen.gradesPublished && (
        <MessageBar intent="info">
          <MessageBarBody>{CUSTOMER_GRADE_TEXTS.notPublished(chosen.testName)}</MessageBarBody>
        </MessageBar>
      )}
      <EntityListPage
        entity={GRADE_VIEW}
        title="成绩"
        columns={COLUMNS}
        extraParams={extraParams}
        actions={ACTIONS}
        cells={CELLS}
        queryForm={({ onSearch, onReset }) => (
          <CustomerGradeFilters
            tests={tests.data ?? []}
            colleges={colleges.data ?? []}
            testId={testId}
            onSearch={(test, values) => {
              setTestId(test);
              onSearch(values);
            }}
            onReset={() => {
              setTestId('');
              onReset();
            }}
          />
        )}
        rowActionsExtra={(record) => (
          <Button size="small" appearance="transparent" onClick={() => setDetailId(rowId(record))}>
            详情
          </Button>
        )}
      />
      {detailId && <GradeDetailDialog id={detailId} onClose={() => setDetailId('')} />}
    </div>
  );
}
