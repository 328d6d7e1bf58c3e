import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { DocumentArrowDownRegular } from '@fluentui/react-icons';
import { DOWNLOAD_FAILED, saveBlob, useButtonAccess } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { studentEntity } from '@/domain/entities/student';
import { downloadFile } from '@/lib/api-client';
import { notify } from '@/lib/notifier';

/** The export limited to a selection naming no student: the import's columns with no rows. */
const NO_STUDENT = '0';

/** 下载导入模板: an empty export, so the template always has the columns 导入 reads. */
export function ImportTemplateButton() {
  const access = useButtonAccess(permissionCode(studentEntity, 'import'));
  const [busy, setBusy] = useState(false);
  if (!access.visible) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await downloadFile(`${studentEntity.apiPath}/exportXls`, { selections: NO_STUDENT });
      if (!blob || blob.size === 0) throw new Error(DOWNLOAD_FAILED);
      saveBlob(blob, '学生导入模板.xls');
    } catch {
      notify({ intent: 'warning', message: DOWNLOAD_FAILED });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DocumentArrowDownRegular />} disabled={access.disabled || busy} onClick={() => void download()}>
      下载导入模板
    </Button>
  );
}
