import { Button } from '@fluentui/react-components';
import { useButtonAccess, useEntityListContext, type EntityRecord } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { announcementEntity } from '@/domain/entities/announcement';
import { announcementActions } from '../announcement-rules';
import type { ReleaseAction } from '../hooks/use-announcement-actions';

export interface AnnouncementRowActionsProps {
  record: EntityRecord;
  pending: boolean;
  onRelease: (action: ReleaseAction) => void;
  onView: () => void;
}

const code = (action: string) => permissionCode(announcementEntity, action);

/** 编辑, 删除, 发布 or 撤销 as the notice's 发布状态 allows (each behind its button code), and 查看. */
export function AnnouncementRowActions({ record, pending, onRelease, onView }: AnnouncementRowActionsProps) {
  const list = useEntityListContext();
  const access = {
    edit: useButtonAccess(code('edit')),
    delete: useButtonAccess(code('delete')),
    release: useButtonAccess(code('doReleaseData')),
    revoke: useButtonAccess(code('doReovkeData')),
  };
  const allowed = announcementActions(record.sendStatus);
  const button = (action: keyof typeof access, label: string, onClick: () => void) =>
    allowed.includes(action) &&
    access[action].visible && (
      <Button size="small" appearance="transparent" disabled={access[action].disabled || pending} onClick={onClick}>
        {label}
      </Button>
    );
  return (
    <>
      {button('edit', '编辑', () => list.context.openForm('edit', record))}
      {button('release', '发布', () => onRelease('release'))}
      {button('revoke', '撤销', () => onRelease('revoke'))}
      {button('delete', '删除', () => void list.deleteOne(record))}
      <Button size="small" appearance="transparent" onClick={onView}>
        查看
      </Button>
    </>
  );
}
