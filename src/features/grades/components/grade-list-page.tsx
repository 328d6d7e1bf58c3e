import { useMemo, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { EntityListPage, rowId } from '@/components/crud';
import { GRADE_COLUMNS, GRADE_VIEW, scoreText, type GradeRow } from '../grade-view';
import { GradeDetailDialog } from './grade-detail-dialog';
import { GRADE_FORM } from './grade-edit-form';
import { GradeFilters } from './grade-filters';

const ACTIONS = { add: false, import: false, detail: false } as const;
const CELLS = { totalScore: (r: GradeRow) => scoreText(r.totalScore, r.fullScore) };

/**
 * 成绩列表 (cpc/TestGradeList, /grade/list): the grades, searched by test, institution → college → programme, level,
 * absence, total and student; grades come from 成绩导入 (no 新增). 编辑 corrects the per-topic scores, 详情 shows the
 * grade with its rank and topics. The test is the page's `?testId=` (成绩导入's 查看成绩 opens it so); `?gradeId=`
 * opens a grade's 详情 (学生成绩 links there).
 */
export default function GradeListPage() {
  // The layout keeps one page per address (a tab each): the query string only sets where this one starts.
  const [params] = useSearchParams();
  const [testId, setTestId] = useState(() => params.get('testId') ?? '');
  const [detailId, setDetailId] = useState(() => params.get('gradeId') ?? '');
  const extraParams = useMemo(() => (testId ? { testId } : undefined), [testId]);
  return (
    <>
      <EntityListPage
        entity={GRADE_VIEW}
        columns={GRADE_COLUMNS}
        extraParams={extraParams}
        actions={ACTIONS}
        cells={CELLS}
        form={GRADE_FORM}
        queryForm={({ onSearch, onReset }) => (
          <GradeFilters
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
    </>
  );
}
