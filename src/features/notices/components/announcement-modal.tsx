import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SafeHtml } from '@/components/widgets/safe-html';
import { PHONE_QUERY } from '@/components/widgets/use-media-query';
import type { Announcement } from '../api/fetch-unread-notices';
import { fetchSenderName } from '../api/notice-actions';
import { noticeKeys } from '../api/notice-keys';

/** Width 60 % of the window, body 80 % of its height; phones take the whole width. */
const useStyles = makeStyles({
  surface: {
    width: '60vw',
    maxWidth: '60vw',
    [`@media ${PHONE_QUERY}`]: { width: '100vw', maxWidth: '100vw', borderRadius: 0 },
  },
  body: { height: '80vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '8px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, display: 'flex', flexWrap: 'wrap', columnGap: '16px' },
  content: { overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } },
});

/** The sender's real name, once known (the username meanwhile). */
function SenderName({ username }: { username: string }) {
  const name = useQuery({
    queryKey: noticeKeys.senderName(username),
    queryFn: () => fetchSenderName(username),
    staleTime: Infinity,
    meta: { quiet: true },
  });
  return <>{name.data ?? username}</>;
}

/** Whether openPage leaves the app (a full address opens in a new tab). */
const isExternal = (page: string) => /^https?:\/\//i.test(page);

export interface AnnouncementModalProps {
  notice: Announcement;
  onClose: () => void;
}

/**
 * 通知消息: title, sender, send time and the content (sanitised HTML); 关闭, and
 * 去处理 to openPage when openType is url.
 */
export function AnnouncementModal({ notice, onClose }: AnnouncementModalProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const page = notice.openPage?.trim() ?? '';
  const handle = () => {
    onClose();
    if (isExternal(page)) window.open(page, '_blank', 'noopener');
    else navigate(page);
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>通知消息</DialogTitle>
          <DialogContent className={styles.body}>
            <h3 className={styles.heading}>{notice.titile}</h3>
            <Text className={styles.meta} size={200}>
              <span>发布人：{notice.sender ? <SenderName username={notice.sender} /> : null}</span>
              <span>发布时间：{notice.sendTime ?? ''}</span>
            </Text>
            <SafeHtml className={styles.content} html={notice.msgContent} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
            {notice.openType === 'url' && page && (
              <Button appearance="primary" onClick={handle}>
                去处理
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
