import { useState } from 'react';
import { Badge } from '@fluentui/react-components';
import { EntityListPage, type EntityRecord } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { announcementEntity, SEND_STATUS } from '@/domain/entities/announcement';
import { valueText } from '@/domain/validation';
import { PRIORITY_TAGS } from '../announcement-rules';
import { useAnnouncementActions } from '../hooks/use-announcement-actions';
import { AnnouncementRowActions } from './announcement-row-actions';
import { AnnouncementViewDialog } from './announcement-view-dialog';
import { recipientsPayload, RecipientsField } from './recipients-field';

/** The columns of JeecgBoot's list, in its order. */
const COLUMNS = ['titile', 'msgCategory', 'sender', 'priority', 'msgType', 'sendStatus', 'sendTime', 'cancelTime'];

const STATUS_COLORS: Record<string, 'informative' | 'success' | 'subtle'> = {
  [SEND_STATUS.draft]: 'informative',
  [SEND_STATUS.published]: 'success',
  [SEND_STATUS.revoked]: 'subtle',
};

const cells = {
  priority: (record: EntityRecord) => {
    const tag = PRIORITY_TAGS[valueText(record.priority)];
    return tag ? (
      <Badge appearance="tint" color={tag.color}>
        {valueText(record.priority_dictText) || tag.text}
      </Badge>
    ) : (
      valueText(record.priority)
    );
  },
  sendStatus: (record: EntityRecord) => (
    <Badge appearance="tint" color={STATUS_COLORS[valueText(record.sendStatus)] ?? 'informative'}>
      {valueText(record.sendStatus_dictText) || valueText(record.sendStatus)}
    </Badge>
  ),
};

const form = {
  renderExtra: RecipientsField,
  transformSubmit: recipientsPayload,
};

/**
 * 系统通告 (system/SysAnnouncementList): notices on the list platform; the form shows 指定用户 for 通告对象
 * 指定用户; rows have 编辑 / 发布 for drafts, 撤销 for published notices, 删除 for the rest, and 查看.
 */
export default function AnnouncementListPage() {
  const { confirm, element } = useConfirm();
  const actions = useAnnouncementActions(confirm);
  const [viewing, setViewing] = useState<EntityRecord | null>(null);
  return (
    <>
      <EntityListPage
        entity={announcementEntity}
        columns={COLUMNS}
        cells={cells}
        form={form}
        actions={{ edit: false, delete: false }}
        rowActionsExtra={(record) => (
          <AnnouncementRowActions
            record={record}
            pending={actions.pending}
            onRelease={(action) => void actions.run(action, record)}
            onView={() => setViewing(record)}
          />
        )}
      />
      {viewing && <AnnouncementViewDialog record={viewing} onClose={() => setViewing(null)} />}
      {element}
    </>
  );
}
