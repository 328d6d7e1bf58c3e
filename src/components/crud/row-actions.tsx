import type { ReactNode } from 'react';
import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useIsPhone } from '@/components/widgets/use-media-query';
import type { ButtonAccess } from './use-button-access';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2px',
    alignItems: 'center',
    // Text-sized buttons so a row's actions sit on one line.
    '& > button': { minWidth: 'auto', paddingLeft: '6px', paddingRight: '6px' },
  },
  // Tap targets of at least 44 px on phones.
  phone: { '& > button': { minHeight: '44px', minWidth: '44px' } },
});

export interface RowActionAccess {
  edit: ButtonAccess;
  remove: ButtonAccess;
}

export interface RowActionsProps {
  label: string;
  access: RowActionAccess;
  /** 详情 is offered (default true). */
  detail?: boolean;
  onEdit: () => void;
  onDetail: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}

/** 编辑, 详情, 删除 and the page's own actions of one record. */
export function RowActions({ label, access, detail = true, onEdit, onDetail, onDelete, extra }: RowActionsProps) {
  const styles = useStyles();
  const phone = useIsPhone();
  return (
    <div className={mergeClasses(styles.root, phone && styles.phone)} role="group" aria-label={`${label} 操作`}>
      {access.edit.visible && (
        <Button size="small" appearance="transparent" disabled={access.edit.disabled} onClick={onEdit}>
          编辑
        </Button>
      )}
      {detail && (
        <Button size="small" appearance="transparent" onClick={onDetail}>
          详情
        </Button>
      )}
      {access.remove.visible && (
        <Button size="small" appearance="transparent" disabled={access.remove.disabled} onClick={onDelete}>
          删除
        </Button>
      )}
      {extra}
    </div>
  );
}
