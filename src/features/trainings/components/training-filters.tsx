import { Field, Input } from '@fluentui/react-components';
import { QueryFormFrame, useQueryFormStyles, useQueryFormValues, type QueryFormRender } from '@/components/crud';
import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { DictSelect } from '@/components/widgets/dict';
import { TEST_DICT } from '@/domain/entities/test';

const EMPTY = { title: '', trainingType: '', organizationId: '', testId: '', status: '' };

/** 名称, 类型, 面向院校 (the institution picker), 关联考试 and 状态. */
export function TrainingFilters(list: Parameters<QueryFormRender>[0]) {
  const styles = useQueryFormStyles();
  const { values, set, frame } = useQueryFormValues(EMPTY, list);
  return (
    <QueryFormFrame {...frame}>
      <Field label="培训名称" className={styles.field}>
        <Input className={styles.fieldInput} value={values.title} onChange={(_, d) => set('title')(d.value)} />
      </Field>
      <Field label="培训类型" className={styles.field}>
        <DictSelect
          className={styles.fieldInput}
          dictCode="training_type"
          value={values.trainingType}
          onChange={set('trainingType')}
        />
      </Field>
      <Field label="面向院校" className={styles.field}>
        <InstitutionPicker label="面向院校" value={values.organizationId} onChange={set('organizationId')} />
      </Field>
      <Field label="关联考试" className={styles.field}>
        <DictSelect className={styles.fieldInput} dictCode={TEST_DICT} value={values.testId} onChange={set('testId')} />
      </Field>
      <Field label="状态" className={styles.field}>
        <DictSelect
          className={styles.fieldInput}
          dictCode="valid_status"
          value={values.status}
          onChange={set('status')}
        />
      </Field>
    </QueryFormFrame>
  );
}
