import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Select, makeStyles } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { EntityListPage, READ_ONLY_LIST } from '@/components/crud';
import type { RecordOf } from '@/domain/entities';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { notify } from '@/lib/notifier';
import type { Announcement } from '../api/fetch-unread-notices';
import { markAllNoticesRead, refreshNotices, syncNotice } from '../api/notice-actions';
import { useOpenNotice } from '../hooks/use-open-notice';
import { myAnnouncementEntity, myAnnouncementListOptions } from '../my-announcement-list-options';
import { AnnouncementModal } from './announcement-modal';
import { PriorityTag } from './priority-tag';

const useStyles = makeStyles({ compact: { minWidth: 'auto' }, filter: { minWidth: '120px' } });

const CATEGORY_TEXT: Record<string, string> = { '1': '通知公告', '2': '系统消息' };
type SendRow = RecordOf<typeof myAnnouncementEntity>;

const isUnread = (record: SendRow) => record.readFlag !== '1';

/** A send row as the announcement it carries (its own id is the send row's). */
const asAnnouncement = (record: SendRow): Announcement => ({
  ...record,
  id: record.anntId ?? '',
  titile: record.titile ?? '',
});

const CELLS = {
  msgCategory: (record: SendRow) => CATEGORY_TEXT[record.msgCategory ?? ''] ?? record.msgCategory,
  priority: (record: SendRow) => <PriorityTag priority={record.priority} short />,
  readFlag: (record: SendRow) =>
    isUnread(record) ? (
      <Badge appearance="filled" color="danger" size="small">
        未读
      </Badge>
    ) : (
      <Badge appearance="outline" color="informative" size="small">
        已读
      </Badge>
    ),
};

/**
 * 我的消息 (system/UserAnnouncementList): the user's announcements, unread first, with 标题 / 发布人
 * filters and a 阅读状态 choice; 查看 marks read and opens the notice (its page, or the 通知消息 modal), 标记已读 only
 * marks it, 全部已读 marks them all.
 */
export default function UserAnnouncementPage() {
  const styles = useStyles();
  const client = useQueryClient();
  const opener = useOpenNotice();
  const { confirm, element: confirmElement } = useConfirm();
  const [readFlag, setReadFlag] = useState('');
  const extraParams = useMemo(() => (readFlag ? { readFlag } : undefined), [readFlag]);

  const readAll = async () => {
    if (!(await confirm({ title: '提示', message: '是否全部标注已读?' }))) return;
    try {
      notify({ intent: 'success', message: await markAllNoticesRead() });
      void syncNotice();
    } catch (error) {
      notify({ intent: 'warning', message: (error as Error).message || '操作失败' });
    }
    await refreshNotices(client);
  };

  return (
    <>
      <EntityListPage
        {...myAnnouncementListOptions}
        actions={{ ...READ_ONLY_LIST, detail: false, superQuery: false }}
        extraParams={extraParams}
        cells={CELLS}
        toolbarExtra={() => (
          <>
            <Select
              className={styles.filter}
              aria-label="阅读状态"
              value={readFlag}
              onChange={(_, data) => setReadFlag(data.value)}
            >
              <option value="">全部消息</option>
              <option value="0">未读</option>
              <option value="1">已读</option>
            </Select>
            <Button icon={<CheckmarkCircleRegular />} onClick={() => void readAll()}>
              全部已读
            </Button>
          </>
        )}
        rowActionsExtra={(record) => (
          <>
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              onClick={() => opener.open(asAnnouncement(record), record.anntId ?? '', true)}
            >
              查看
            </Button>
            {isUnread(record) && (
              <Button
                size="small"
                appearance="transparent"
                className={styles.compact}
                onClick={() => void opener.markRead(record.anntId ?? '', true)}
              >
                标记已读
              </Button>
            )}
          </>
        )}
      />
      {opener.shown && <AnnouncementModal notice={opener.shown} onClose={opener.close} />}
      {confirmElement}
    </>
  );
}
