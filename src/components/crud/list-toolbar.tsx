import { useState, type ReactNode } from 'react';
import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownloadRegular,
  ArrowUploadRegular,
  ChevronUpRegular,
  DeleteRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { useIsPhone } from '@/components/widgets/use-media-query';
import type { ButtonAccess } from './use-button-access';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', marginBottom: '8px' },
  // Tap targets of at least 44 px on phones.
  phone: { '& button': { minHeight: '44px' } },
  more: { display: 'flex', flexWrap: 'wrap', gap: '8px', flexBasis: '100%' },
});

export interface ListToolbarAccess {
  add: ButtonAccess;
  import: ButtonAccess;
  export: ButtonAccess;
  deleteBatch: ButtonAccess;
}

export interface ListToolbarProps {
  access: ListToolbarAccess;
  onAdd: () => void;
  onImport: () => void;
  onExport: () => void;
  onDeleteBatch: () => void;
  exporting: boolean;
  /** The 高级查询 button. */
  advancedQuery: ReactNode;
  extra?: ReactNode;
}

/**
 * 新增, 导入, 导出, 批量删除 (always there, it explains itself when nothing is selected), 高级查询 and the page's own;
 * on a phone all but 新增 wait behind 更多.
 */
export function ListToolbar({ access, exporting, ...props }: ListToolbarProps) {
  const styles = useStyles();
  const phone = useIsPhone();
  const [more, setMore] = useState(false);
  const secondary = (
    <>
      {access.import.visible && (
        <Button icon={<ArrowUploadRegular />} disabled={access.import.disabled} onClick={props.onImport}>
          导入
        </Button>
      )}
      {access.export.visible && (
        <Button icon={<ArrowDownloadRegular />} disabled={access.export.disabled || exporting} onClick={props.onExport}>
          导出
        </Button>
      )}
      {access.deleteBatch.visible && (
        <Button icon={<DeleteRegular />} disabled={access.deleteBatch.disabled} onClick={props.onDeleteBatch}>
          批量删除
        </Button>
      )}
      {props.advancedQuery}
      {props.extra}
    </>
  );
  return (
    <div className={mergeClasses(styles.root, phone && styles.phone)} role="toolbar" aria-label="操作">
      {access.add.visible && (
        <Button appearance="primary" icon={<AddRegular />} disabled={access.add.disabled} onClick={props.onAdd}>
          新增
        </Button>
      )}
      {phone ? (
        <>
          {/* On a phone the records come first: the other actions wait behind 更多. */}
          <Button
            icon={more ? <ChevronUpRegular /> : <MoreHorizontalRegular />}
            aria-expanded={more}
            onClick={() => setMore((v) => !v)}
          >
            更多
          </Button>
          {more && <div className={styles.more}>{secondary}</div>}
        </>
      ) : (
        secondary
      )}
    </div>
  );
}
