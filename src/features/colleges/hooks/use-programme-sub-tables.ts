import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GridOption, ValueChangeEvent } from '@/components/widgets/editable-grid/grid-types';
import { rowId, useButtonAccess, type SubTableDef } from '@/components/crud';
import { COLLEGE_PROGRAMME_LIST, collegeEntity, collegeProgrammeEntity } from '@/domain/entities/college';
import { permissionCode } from '@/domain/entities/crud-actions';
import { resourceKeys } from '@/lib/resource-keys';
import { disciplineLeaves, fetchDisciplineTree, fetchProgrammes } from '../api/college-api';
import { programmeColumns } from '../components/programme-columns';

const DISCIPLINE_STALE_MS = 30 * 60 * 1000;

/** A discipline picked for a row without a name names it: 0812 计算机科学与技术 → 计算机科学与技术. */
export const fillNameFromDiscipline =
  (options: GridOption[]) =>
  ({ column, value, row, setRowValues }: ValueChangeEvent) => {
    if (column.key !== 'disciplineCode' || String(row.name ?? '').trim()) return;
    const text = options.find((o) => o.value === value)?.text;
    if (text) setRowValues({ name: text.replace(/^\S+\s+/, '') });
  };

/**
 * The 学院专业 tab of the college form: its programmes in the editable grid, sent as `cpcCollegeProgrammeList` (the
 * server adds, updates and removes rows in the college's save). Without 编辑 the rows are read only.
 */
export function useProgrammeSubTables(): SubTableDef[] {
  const edit = useButtonAccess(permissionCode(collegeEntity, 'edit'));
  const editable = edit.visible && !edit.disabled;
  const tree = useQuery({
    queryKey: resourceKeys('discipline').part('tree'),
    queryFn: fetchDisciplineTree,
    staleTime: DISCIPLINE_STALE_MS,
    meta: { quiet: true },
  });
  return useMemo(() => {
    const options = disciplineLeaves(tree.data ?? []).map((n) => ({ value: n.key, text: n.title }));
    const columns = programmeColumns(options);
    return [
      {
        key: COLLEGE_PROGRAMME_LIST,
        title: collegeProgrammeEntity.title,
        columns: editable ? columns : columns.map((c) => ({ ...c, disabled: true })),
        load: (record) => fetchProgrammes(rowId(record)),
        grid: { onValueChange: fillNameFromDiscipline(options) },
      },
    ];
  }, [tree.data, editable]);
}
