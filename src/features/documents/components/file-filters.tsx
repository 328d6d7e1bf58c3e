import { useQuery } from '@tanstack/react-query';
import { Select } from '@fluentui/react-components';
import {
  QueryCell,
  QueryDictField,
  QueryFormFrame,
  QueryTextField,
  useQueryFormStyles,
  useQueryFormValues,
  type QueryFormRender,
} from '@/components/crud';
import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { fileYearsQuery } from '../api/document-api';

const EMPTY = { fileName: '', year: '', organizationId: '', fileCategory: '' };

/** 文件名称, 年份 (the years that have files), 所属院校 (empty: 全部院校) and 文件类别. */
export function FileFilters(list: Parameters<QueryFormRender>[0]) {
  const styles = useQueryFormStyles();
  const years = useQuery(fileYearsQuery());
  const { values, set, frame } = useQueryFormValues(EMPTY, list);
  return (
    <QueryFormFrame {...frame}>
      <QueryTextField label="文件名称" value={values.fileName} onChange={set('fileName')} />
      <QueryCell label="年份">
        <Select className={styles.fieldInput} value={values.year} onChange={(_, d) => set('year')(d.value)}>
          <option value="">全部年份</option>
          {(years.data ?? []).map((y) => (
            <option key={y} value={String(y)}>
              {y}年
            </option>
          ))}
        </Select>
      </QueryCell>
      <QueryCell label="所属院校">
        <InstitutionPicker label="所属院校" value={values.organizationId} onChange={set('organizationId')} />
      </QueryCell>
      <QueryDictField
        label="文件类别"
        dictCode="file_category"
        value={values.fileCategory}
        onChange={set('fileCategory')}
      />
    </QueryFormFrame>
  );
}
