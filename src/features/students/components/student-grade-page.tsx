import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { EntityListPage, READ_ONLY_LIST, rowId, type ListCapabilities } from '@/components/crud';
import { studentEntity } from '@/domain/entities/student';
import { StudentGradePanel } from './student-grade-panel';

/** Students are found by 姓名, 学号 and 所属院校 here. */
const SEARCHED = new Set(['name', 'studentNo', 'organizationId']);
const FINDER = {
  ...studentEntity,
  fields: studentEntity.fields.map((f) => (SEARCHED.has(f.name) ? f : { ...f, search: undefined })),
};
const COLUMNS = ['studentNo', 'name', 'organizationId', 'collegeId', 'degreeLevel', 'status'] as const;
const ACTIONS: ListCapabilities = { ...READ_ONLY_LIST, detail: false, superQuery: false };

/** 学生成绩 (cpc/StudentGradeList): find a student (read-only list), 查看成绩 opens his facts and grades above it. */
export default function StudentGradePage() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      {chosen && <StudentGradePanel id={chosen} onClose={() => setChosen(null)} />}
      <EntityListPage
        entity={FINDER}
        columns={COLUMNS}
        actions={ACTIONS}
        title="学生"
        rowActionsExtra={(record) => (
          <Button size="small" appearance="transparent" onClick={() => setChosen(rowId(record))}>
            查看成绩
          </Button>
        )}
      />
    </>
  );
}
