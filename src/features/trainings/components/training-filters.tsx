import {
  QueryCell,
  QueryDictField,
  QueryFormFrame,
  QueryTextField,
  useQueryFormValues,
  type QueryFormRender,
} from '@/components/crud';
import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { TEST_DICT } from '@/domain/entities/test';

const EMPTY = { title: '', trainingType: '', organizationId: '', testId: '', status: '' };

/** 名称, 类型, 面向院校 (the institution picker), 关联考试 and 状态. */
export function TrainingFilters(list: Parameters<QueryFormRender>[0]) {
  const { values, set, frame } = useQueryFormValues(EMPTY, list);
  return (
    <QueryFormFrame {...frame}>
      <QueryTextField label="培训名称" value={values.title} onChange={set('title')} />
      <QueryDictField
        label="培训类型"
        dictCode="training_type"
        value={values.trainingType}
        onChange={set('trainingType')}
      />
      <QueryCell label="面向院校">
        <InstitutionPicker label="面向院校" value={values.organizationId} onChange={set('organizationId')} />
      </QueryCell>
      <QueryDictField label="关联考试" dictCode={TEST_DICT} value={values.testId} onChange={set('testId')} />
      <QueryDictField label="状态" dictCode="valid_status" value={values.status} onChange={set('status')} />
    </QueryFormFrame>
  );
}
