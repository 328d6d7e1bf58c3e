import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { QueryFormFrame, useQueryFormStyles } from '@/components/crud';
import type { FilterValues } from '@/components/crud/list-params';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { CollegeSelect, InstitutionSelect, ProgrammeSelect } from './cascade-selects';

export interface StudentFiltersProps {
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
}

/**
 * 学生列表's query form: 所属院校 → 所属学院 → 所学专业 cascade (a college of the chosen institution, a programme of the
 * chosen college; changing one clears what depends on it), then 姓名, 学号, 培养层次, 学籍状态, 入学年份.
 */
export function StudentFilters({ onSearch, onReset }: StudentFiltersProps) {
  const styles = useQueryFormStyles();
  const [values, setValues] = useState<FilterValues>({});
  const value = (name: string) => values[name] ?? '';
  const set =
    (name: string, cleared: string[] = []) =>
    (next: string) =>
      setValues((prev) => ({ ...prev, ...Object.fromEntries(cleared.map((c) => [c, ''])), [name]: next }));
  const common = { className: styles.fieldInput };
  return (
    <QueryFormFrame
      onSearch={() => onSearch(values)}
      onReset={() => {
        setValues({});
        onReset();
      }}
    >
      <Field label="所属院校" className={styles.field}>
        <InstitutionSelect
          {...common}
          value={value('organizationId')}
          onChange={set('organizationId', ['collegeId', 'programmeId'])}
        />
      </Field>
      <Field label="所属学院" className={styles.field}>
        <CollegeSelect
          {...common}
          organizationId={value('organizationId')}
          value={value('collegeId')}
          onChange={set('collegeId', ['programmeId'])}
        />
      </Field>
      <Field label="所学专业" className={styles.field}>
        <ProgrammeSelect
          {...common}
          collegeId={value('collegeId')}
          value={value('programmeId')}
          onChange={set('programmeId')}
        />
      </Field>
      <Field label="姓名" className={styles.field}>
        <Input {...common} placeholder="请输入姓名" value={value('name')} onChange={(_, d) => set('name')(d.value)} />
      </Field>
      <Field label="学号" className={styles.field}>
        <Input
          {...common}
          placeholder="请输入学号"
          value={value('studentNo')}
          onChange={(_, d) => set('studentNo')(d.value)}
        />
      </Field>
      <Field label="培养层次" className={styles.field}>
        <DictSelect {...common} dictCode="degree_level" value={value('degreeLevel')} onChange={set('degreeLevel')} />
      </Field>
      <Field label="学籍状态" className={styles.field}>
        <DictSelect {...common} dictCode="student_status" value={value('status')} onChange={set('status')} />
      </Field>
      <Field label="入学年份" className={styles.field}>
        <Input
          {...common}
          type="number"
          placeholder="如 2023"
          value={value('enrollYear')}
          onChange={(_, d) => set('enrollYear')(d.value)}
        />
      </Field>
    </QueryFormFrame>
  );
}
