import { useState } from 'react';
import { Field, Input, Select } from '@fluentui/react-components';
import { QueryFormFrame, useQueryFormStyles } from '@/components/crud';
import type { FilterValues } from '@/components/crud/list-params';
import type { PortalCollege, PortalTest } from '../api/customer-grade-api';

export interface CustomerGradeFiltersProps {
  tests: PortalTest[];
  /** More than one: the 院校 roles choose among them; a 学院联系人 has only his own and no choice. */
  colleges: PortalCollege[];
  testId: string;
  onSearch: (testId: string, values: FilterValues) => void;
  onReset: () => void;
}

/** The portal's 成绩列表 query form: 考试 (the institution's tests), 学院, 学号, 姓名. */
export function CustomerGradeFilters({ tests, colleges, testId, onSearch, onReset }: CustomerGradeFiltersProps) {
  const styles = useQueryFormStyles();
  const [test, setTest] = useState(testId);
  const [values, setValues] = useState<FilterValues>({});
  const set = (name: string) => (value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  const common = { className: styles.fieldInput };
  return (
    <QueryFormFrame
      onSearch={() => onSearch(test, values)}
      onReset={() => {
        setTest('');
        setValues({});
        onReset();
      }}
    >
      <Field label="考试" className={styles.field}>
        <Select {...common} value={test} onChange={(_, d) => setTest(d.value)}>
          <option value="">全部考试</option>
          {tests.map((t) => (
            <option key={t.id} value={t.id}>
              {t.gradesPublished ? t.testName : `${t.testName}（成绩尚未发布）`}
            </option>
          ))}
        </Select>
      </Field>
      {colleges.length > 1 && (
        <Field label="学院" className={styles.field}>
          <Select {...common} value={values.collegeId ?? ''} onChange={(_, d) => set('collegeId')(d.value)}>
            <option value="">全部学院</option>
            {colleges.map((c) => (
              <option key={c.id} value={c.id}>
                {c.collegeName}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label="学号" className={styles.field}>
        <Input
          {...common}
          placeholder="请输入学号"
          value={values.studentNo ?? ''}
          onChange={(_, d) => set('studentNo')(d.value)}
        />
      </Field>
      <Field label="姓名" className={styles.field}>
        <Input
          {...common}
          placeholder="请输入姓名"
          value={values.studentName ?? ''}
          onChange={(_, d) => set('studentName')(d.value)}
        />
      </Field>
    </QueryFormFrame>
  );
}
