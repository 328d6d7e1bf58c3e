import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Field, makeStyles, Select, Subtitle2 } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { EntityListPage } from '@/components/crud';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { fileEntity } from '@/domain/entities/document';
import { formatFileSize } from '@/domain/rounding';
import { notify } from '@/lib/notifier';
import {
  DOCUMENT_TEXTS,
  downloadDocument,
  folderTree,
  foldersQuery,
  type DocumentFile,
  type FolderNode,
} from '../api/document-api';
import { fileFieldRenderers, fileFormFields } from './file-fields';
import { FileFilters } from './file-filters';
import { FolderTree } from './folder-tree';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 899.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  phone: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  card: { minWidth: 0 },
  main: { minWidth: 0 },
});

const COLUMNS = ['fileName', 'year', 'organizationId', 'fileCategory', 'folderId', 'fileSize', 'downloadCount'];

export const FILE_CELLS = {
  organizationId: (r: DocumentFile) => r.organizationId_dictText || DOCUMENT_TEXTS.allInstitutions,
  fileSize: (r: DocumentFile) => formatFileSize(r.fileSize),
};

/** The folders indented for a select (a phone has no room for the tree). */
export function folderOptions(nodes: readonly FolderNode[], depth = 0): { id: string; label: string }[] {
  return nodes.flatMap((n) => [
    { id: n.folder.id, label: `${'\u3000'.repeat(depth)}${n.folder.name}` },
    ...folderOptions(n.children, depth + 1),
  ]);
}

/** 下载 of a row: counted on the server, kept for reopening offline; the list shows the new count. */
export function DownloadButton({ record, onDone }: { record: DocumentFile; onDone?: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      appearance="transparent"
      icon={<ArrowDownloadRegular />}
      disabled={busy}
      aria-label={`下载 ${record.fileName ?? ''}`}
      onClick={() => {
        setBusy(true);
        downloadDocument(record)
          .then((r) => !r.fromKept && onDone?.())
          .catch((error: unknown) => notify({ intent: 'error', message: (error as Error).message }))
          .finally(() => setBusy(false));
      }}
    >
      {DOCUMENT_TEXTS.download}
    </Button>
  );
}

/** The folder choice: a tree beside the list on a desktop, a select above it on a phone. */
export function FolderChooser({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const folders = useQuery(foldersQuery());
  const nodes = useMemo(() => folderTree(folders.data ?? []), [folders.data]);
  const phone = useIsPhone();
  if (phone)
    return (
      <Field label="所属目录">
        <Select value={selectedId ?? ''} onChange={(_, d) => onSelect(d.value || null)}>
          <option value="">{DOCUMENT_TEXTS.allFolders}</option>
          {folderOptions(nodes).map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  return (
    <FolderTree
      aria-label="目录树"
      nodes={nodes}
      selectedId={selectedId}
      onSelect={onSelect}
      allLabel={DOCUMENT_TEXTS.allFolders}
    />
  );
}

/**
 * 文件管理 (cpc/FileManagerList, /document/file): the folder tree on the left filters the files on the right (on a
 * phone a select above them); filters 文件名称, 年份, 所属院校 and 文件类别; the form uploads one file (its name
 * fills an empty 文件名称) and warns 该文件已存在 before saving; 下载 counts.
 */
export default function FileManagerPage() {
  const styles = useStyles();
  const phone = useIsPhone();
  const [folderId, setFolderId] = useState<string | null>(null);
  const extraParams = useMemo(() => (folderId ? { folderId } : undefined), [folderId]);
  const form = useMemo(
    () => ({ fieldRenderers: fileFieldRenderers(folderId), formFields: fileFormFields }),
    [folderId],
  );
  const list = (
    <div className={styles.main}>
      <EntityListPage
        entity={fileEntity}
        columns={COLUMNS}
        cells={FILE_CELLS}
        extraParams={extraParams}
        form={form}
        actions={{ import: false }}
        queryForm={(props) => <FileFilters {...props} />}
        rowActionsExtra={(record, context) => <DownloadButton record={record} onDone={() => void context.refresh()} />}
      />
    </div>
  );
  if (phone)
    return (
      <div className={styles.phone}>
        <FolderChooser selectedId={folderId} onSelect={setFolderId} />
        {list}
      </div>
    );
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Subtitle2 as="h2">文档目录</Subtitle2>
        <FolderChooser selectedId={folderId} onSelect={setFolderId} />
      </Card>
      {list}
    </div>
  );
}
