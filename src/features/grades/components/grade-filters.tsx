import { useState } from 'react';
import { Field, Input, Select } from '@fluentui/react-components';
import { QueryFormFrame, useQueryFormStyles } from '@/components/crud';
import type { FilterValues } from '@/components/crud/list-params';
import { OrgCascadeFields } from '@/components/widgets/business-pickers/org-cascade-fields';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { TEST_DICT } from '@/domain/entities/test';

export interface GradeFiltersProps {
  /** The test the page starts on (its `?testId=`). */
  testId: string;
  /** 查询: the test chosen and the other filters. */
  onSearch: (testId: string, values: FilterValues) => void;
  onReset: () => void;
}

/**
 * 成绩列表's query form: 考试, then 院校 → 学院 → 专业 (a college of the chosen institution, a programme of the chosen
 * college or institution; changing one clears what depends on it), 等级, 缺考, 总分 from … to, 学号, 姓名.
 */
export function GradeFilters({ testId, onSearch, onReset }: GradeFiltersProps) {
  const styles = useQueryFormStyles();
  const [test, setTest] = useState(testId);
  const [values, setValues] = useState<FilterValues>({});
  const value = (name: string) => values[name] ?? '';
  const set =
    (name: string, cleared: string[] = []) =>
    (next: string) =>
      setValues((prev) => ({ ...prev, ...Object.fromEntries(cleared.map((c) => [c, ''])), [name]: next }));
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
        <DictSelect {...common} dictCode={TEST_DICT} value={test} onChange={setTest} />
      </Field>
      <OrgCascadeFields
        value={{
          organizationId: value('organizationId') || undefined,
          collegeId: value('collegeId') || undefined,
          programmeId: value('programmeId') || undefined,
        }}
        onChange={(place) =>
          setValues((prev) => ({
            ...prev,
            organizationId: place.organizationId ?? '',
            collegeId: place.collegeId ?? '',
            programmeId: place.programmeId ?? '',
          }))
        }
        fieldClassName={styles.field}
        selectClassName={styles.fieldInput}
      />
      <Field label="等级" className={styles.field}>
        <DictSelect {...common} dictCode="grade_level" value={value('level')} onChange={set('level')} />
      </Field>
      <Field label="缺考" className={styles.field}>
        <Select {...common} value={value('absent')} onChange={(_, d) => set('absent')(d.value)}>
          <option value="">请选择</option>
          <option value="Y">是</option>
          <option value="N">否</option>
        </Select>
      </Field>
      <Field label="总分" className={styles.rangeField}>
        <div className={styles.range}>
          <Input
            className={styles.boundInput}
            type="number"
            aria-label="总分从"
            placeholder="最低"
            value={value('totalScore_begin')}
            onChange={(_, d) => set('totalScore_begin')(d.value)}
          />
          <span>~</span>
          <Input
            className={styles.boundInput}
            type="number"
            aria-label="总分到"
            placeholder="最高"
            value={value('totalScore_end')}
            onChange={(_, d) => set('totalScore_end')(d.value)}
          />
        </div>
      </Field>
      <Field label="学号" className={styles.field}>
        <Input
          {...common}
          placeholder="请输入学号"
          value={value('studentNo')}
          onChange={(_, d) => set('studentNo')(d.value)}
        />
      </Field>
      <Field label="姓名" className={styles.field}>
        <Input
          {...common}
          placeholder="请输入姓名"
          value={value('studentName')}
          onChange={(_, d) => set('studentName')(d.value)}
        />
      </Field>
    </QueryFormFrame>
  );
}
