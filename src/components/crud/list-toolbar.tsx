import type { ReactNode } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ButtonAccess } from './use-button-access';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', marginBottom: '8px' },
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

/** 新增, 导入, 导出, 批量删除 (always there, it explains itself when nothing is selected), 高级查询. */
export function ListToolbar({ access, exporting, ...props }: ListToolbarProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="toolbar" aria-label="操作">
      {access.add.visible && (
        <Button appearance="primary" icon={<AddRegular />} disabled={access.add.disabled} onClick={props.onAdd}>
          新增
        </Button>
      )}
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
    </div>
  );
}
