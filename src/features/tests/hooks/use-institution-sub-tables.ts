import { useMemo } from 'react';
import { rowId, useButtonAccess, type SubTableDef } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { TEST_INSTITUTION_LIST, testEntity, testInstitutionEntity } from '@/domain/entities/test';
import { fetchInstitutions } from '../api/test-api';
import { institutionColumns, institutionSlots } from '../components/institution-columns';

/**
 * The 参考机构 tab of the test form: its institutions in the editable grid, sent as `cpcTestInstitutionList` and
 * saved with the test (the server names a row given twice: 参考机构第 2 行：该机构已在本场考试中).
 */
export function useInstitutionSubTables(): SubTableDef[] {
  const add = useButtonAccess(permissionCode(testEntity, 'add'));
  const edit = useButtonAccess(permissionCode(testEntity, 'edit'));
  const editable = (add.visible && !add.disabled) || (edit.visible && !edit.disabled);
  return useMemo(
    () => [
      {
        key: TEST_INSTITUTION_LIST,
        title: testInstitutionEntity.title,
        columns: institutionColumns(editable),
        load: (record) => fetchInstitutions(rowId(record)),
        grid: { rowNumber: true, slots: institutionSlots },
      },
    ],
    [editable],
  );
}
