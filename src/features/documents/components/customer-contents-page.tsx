import { useMemo, useState } from 'react';
import { Card, makeStyles, Subtitle2 } from '@fluentui/react-components';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { CustomerFileList } from './customer-file-list';
import { FolderChooser } from './file-manager-page';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 899.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { minWidth: 0 },
  main: { minWidth: 0 },
});

const COLUMNS = ['fileName', 'fileCategory', 'year', 'fileSize'];

/**
 * 目录 (customer/Contents, /cpctest/customer/contents): the shared folder tree (a select on a phone); a folder lists
 * its files the institution may see, with 下载.
 */
export default function CustomerContentsPage() {
  const styles = useStyles();
  const phone = useIsPhone();
  const [folderId, setFolderId] = useState<string | null>(null);
  const extraParams = useMemo(() => (folderId ? { folderId } : undefined), [folderId]);
  return (
    <div className={styles.root}>
      {phone ? (
        <FolderChooser selectedId={folderId} onSelect={setFolderId} />
      ) : (
        <Card className={styles.card}>
          <Subtitle2 as="h2">文档目录</Subtitle2>
          <FolderChooser selectedId={folderId} onSelect={setFolderId} />
        </Card>
      )}
      <div className={styles.main}>
        <CustomerFileList columns={COLUMNS} extraParams={extraParams} />
      </div>
    </div>
  );
}
