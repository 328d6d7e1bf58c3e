import { useQuery } from '@tanstack/react-query';
import { Field, Input, Select } from '@fluentui/react-components';
import { QueryFormFrame, useQueryFormStyles, useQueryFormValues, type QueryFormRender } from '@/components/crud';
import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { DictSelect } from '@/components/widgets/dict';
import { fileYearsQuery } from '../api/document-api';

const EMPTY = { fileName: '', year: '', organizationId: '', fileCategory: '' };

/** 文件名称, 年份 (the years that have files), 所属院校 (empty: 全部院校) and 文件类别. */
export function FileFilters(list: Parameters<QueryFormRender>[0]) {
  const styles = useQueryFormStyles();
  const years = useQuery(fileYearsQuery());
  const { values, set, frame } = useQueryFormValues(EMPTY, list);
  return (
    <QueryFormFrame {...frame}>
      <Field label="文件名称" className={styles.field}>
        <Input className={styles.fieldInput} value={values.fileName} onChange={(_, d) => set('fileName')(d.value)} />
      </Field>
      <Field label="年份" className={styles.field}>
        <Select className={styles.fieldInput} value={values.year} onChange={(_, d) => set('year')(d.value)}>
          <option value="">全部年份</option>
          {(years.data ?? []).map((y) => (
            <option key={y} value={String(y)}>
              {y}年
            </option>
          ))}
        </Select>
      </Field>
      <Field label="所属院校" className={styles.field}>
        <InstitutionPicker label="所属院校" value={values.organizationId} onChange={set('organizationId')} />
      </Field>
      <Field label="文件类别" className={styles.field}>
        <DictSelect
          className={styles.fieldInput}
          dictCode="file_category"
          value={values.fileCategory}
          onChange={set('fileCategory')}
        />
      </Field>
    </QueryFormFrame>
  );
}
