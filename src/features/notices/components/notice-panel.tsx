import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Popover,
  PopoverSurface,
  Spinner,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { notify } from '@/lib/notifier';
import type { Announcement, UnreadNotices } from '../api/fetch-unread-notices';
import { markAllNoticesRead, refreshNotices } from '../api/notice-actions';
import { useOpenNotice } from '../hooks/use-open-notice';
import { AnnouncementModal } from './announcement-modal';
import { PriorityTag } from './priority-tag';

/** Where 查看更多 leads: the user's own announcements. */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

const useStyles = makeStyles({
  // The notice popover is 300 px wide.
  surface: { width: '300px', maxWidth: 'calc(100vw - 16px)', boxSizing: 'border-box', padding: '8px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, maxHeight: '320px', overflowY: 'auto' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    width: '100%',
    padding: '8px',
    border: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    textAlign: 'left',
    cursor: 'pointer',
    fontFamily: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  titleRow: { display: 'flex', alignItems: 'center', gap: '6px', minWidth: 0 },
  title: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  empty: { display: 'block', padding: '24px 0', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', justifyContent: 'space-between', paddingTop: '8px' },
});

/** One notice of the bell: title, priority tag, sender and send time. */
function NoticeItem({ notice, onOpen }: { notice: Announcement; onOpen: (notice: Announcement) => void }) {
  const styles = useStyles();
  return (
    <li>
      <button type="button" className={styles.item} onClick={() => onOpen(notice)}>
        <span className={styles.titleRow}>
          <span className={styles.title} title={notice.titile}>
            {notice.titile}
          </span>
          <PriorityTag priority={notice.priority} />
        </span>
        <Text size={200} className={styles.meta}>
          {[notice.sender, notice.sendTime].filter(Boolean).join(' · ')}
        </Text>
      </button>
    </li>
  );
}

type TabKey = 'annt' | 'sys';

export interface NoticePanelProps {
  open: boolean;
  /** The bell button the popover hangs from. */
  target: HTMLElement | null;
  notices: UnreadNotices | undefined;
  loading: boolean;
  onOpenChange: (open: boolean) => void;
  /** A notice to open now (a realtime notification's 查看详情), handed back through `onDetailShown`. */
  detail?: Announcement | null;
  onDetailShown?: () => void;
}

/** The bell's popover: 通知(n) and 系统消息(n), 全部已读, 查看更多; and the 通知消息 modal. */
export default function NoticePanel({
  open,
  target,
  notices,
  loading,
  onOpenChange,
  detail,
  onDetailShown,
}: NoticePanelProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [tab, setTab] = useState<TabKey>('annt');
  const [busy, setBusy] = useState(false);
  const opener = useOpenNotice();
  const items = (tab === 'annt' ? notices?.anntMsgList : notices?.sysMsgList) ?? [];
  const total = (notices?.anntMsgTotal ?? 0) + (notices?.sysMsgTotal ?? 0);

  const close = (focusBell = false) => {
    onOpenChange(false);
    if (focusBell) target?.focus();
  };
  const openNotice = (notice: Announcement) => {
    close();
    opener.open(notice, notice.id);
  };
  useEffect(() => {
    if (!detail) return;
    opener.open(detail, detail.id);
    onDetailShown?.();
    // Runs once per notice handed in; the opener is rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail]);
  const readAll = async () => {
    setBusy(true);
    try {
      notify({ intent: 'success', message: await markAllNoticesRead() });
    } catch (error) {
      notify({ intent: 'warning', message: (error as Error).message || '操作失败' });
    } finally {
      setBusy(false);
    }
    await refreshNotices(client);
  };

  return (
    <>
      <Popover
        open={open}
        trapFocus
        positioning={{ target, position: 'below', align: 'end' }}
        onOpenChange={(event, data) => {
          if (data.open) return onOpenChange(true);
          // The bell toggles itself: a click on it is not a click outside.
          if (target && event.target instanceof Node && target.contains(event.target)) return;
          close(event.type === 'keydown');
        }}
      >
        <PopoverSurface className={styles.surface} aria-label="消息通知">
          <TabList size="small" selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabKey)}>
            <Tab value="annt">{`通知(${notices?.anntMsgTotal ?? 0})`}</Tab>
            <Tab value="sys">{`系统消息(${notices?.sysMsgTotal ?? 0})`}</Tab>
          </TabList>
          {loading && !notices ? (
            <Spinner size="tiny" label="加载中…" />
          ) : items.length === 0 ? (
            <Text className={styles.empty}>暂无消息</Text>
          ) : (
            <ul className={styles.list} aria-label={tab === 'annt' ? '通知' : '系统消息'}>
              {items.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} onOpen={openNotice} />
              ))}
            </ul>
          )}
          <div className={styles.footer}>
            <Button size="small" disabled={busy || total === 0} onClick={() => void readAll()}>
              全部已读
            </Button>
            <Button
              size="small"
              appearance="primary"
              onClick={() => {
                close();
                navigate(MY_ANNOUNCEMENTS_PATH);
              }}
            >
              查看更多
            </Button>
          </div>
        </PopoverSurface>
      </Popover>
      {opener.shown && (
        <AnnouncementModal
          notice={opener.shown}
          onClose={() => {
            opener.close();
            target?.focus(); // the item it was opened from is gone with the popover
          }}
        />
      )}
    </>
  );
}
