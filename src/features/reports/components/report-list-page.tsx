import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentTableArrowRightRegular, LayerDiagonalRegular } from '@fluentui/react-icons';
import { EntityListPage, useButtonAccess } from '@/components/crud';
import { AppLink } from '@/components/widgets/app-link';
import { permissionCode } from '@/domain/entities/crud-actions';
import { REPORT_GENERATE_PERMISSION, reportEntity } from '@/domain/entities/report';
import { notify } from '@/lib/notifier';
import { formatFileSize } from '@/domain/rounding';
import { downloadReport, STAFF_VIEW_PATH, viewPath, type ReportRecord } from '../api/report-api';
import { GenerateAllDialog } from './generate-all-dialog';
import { GenerateDialog } from './generate-dialog';

// The title first: it names each row (its actions, its card on a phone).
const COLUMNS = ['title', 'organizationId', 'testId', 'year', 'generated', 'fileSize', 'downloadCount'];
const CELLS = { fileSize: (r: ReportRecord) => formatFileSize(r.fileSize) };

export function ReportRowActions({ record, viewBase }: { record: ReportRecord; viewBase: string }) {
  const { id } = record;
  const download = () =>
    void downloadReport({ id }).catch((error: unknown) =>
      notify({ intent: 'warning', message: (error as Error).message || '下载失败' }),
    );
  return (
    <>
      {record.generated === 'Y' && <AppLink to={viewPath(viewBase, id)}>查看</AppLink>}
      <Button size="small" appearance="transparent" onClick={download}>
        下载
      </Button>
    </>
  );
}

/**
 * 报告 (cpc/ReportList, /document/report): uploaded and generated reports; 上传报告 is the list's 新增 form,
 * 生成报告 and 批量生成 (cpc:report:generate) open their dialogs; each row 查看 (a generated report's printable page)
 * and 下载.
 */
export default function ReportListPage() {
  const access = useButtonAccess(REPORT_GENERATE_PERMISSION);
  const upload = useButtonAccess(permissionCode(reportEntity, 'add'));
  const [open, setOpen] = useState<'one' | 'all'>();
  return (
    <>
      <EntityListPage
        entity={reportEntity}
        columns={COLUMNS}
        cells={CELLS}
        // 新增 is 上传报告 here; reports are not imported.
        actions={{ detail: false, add: false, import: false }}
        toolbarExtra={(context) => (
          <>
            {upload.visible && (
              <Button
                appearance="primary"
                icon={<ArrowUploadRegular />}
                disabled={upload.disabled}
                onClick={() => context.openForm('add')}
              >
                上传报告
              </Button>
            )}
            {access.visible && (
              <>
                <Button
                  icon={<DocumentTableArrowRightRegular />}
                  disabled={access.disabled}
                  onClick={() => setOpen('one')}
                >
                  生成报告
                </Button>
                <Button icon={<LayerDiagonalRegular />} disabled={access.disabled} onClick={() => setOpen('all')}>
                  批量生成
                </Button>
              </>
            )}
          </>
        )}
        rowActionsExtra={(record) => <ReportRowActions record={record} viewBase={STAFF_VIEW_PATH} />}
      />
      {open === 'one' && <GenerateDialog onClose={() => setOpen(undefined)} />}
      {open === 'all' && <GenerateAllDialog onClose={() => setOpen(undefined)} />}
    </>
  );
}
