import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { whenIdle } from '@/lib/when-idle';
import { CountBadge } from '@/components/layout/header-badge';
import { useSession } from '@/session/session-store';
import { notify } from '@/lib/notifier';
import { unreadCount, unreadNoticesQuery, type Announcement } from '../api/fetch-unread-notices';
import { fetchNotice } from '../api/notice-actions';
import type { NoticeFrame } from '../notice-socket';

/*
 * Part of the signed-in shell, so kept small: the button, its badge and the count query. The popover, the modal and
 * the websocket client are chunks of their own, loaded once the page is idle after its first paint (the socket) or
 * when the bell is first pointed at or opened (the popover).
 */
const loadPanel = () => import('./notice-panel');
const NoticePanel = lazy(loadPanel);
const loadRealtime = () => import('../notice-realtime');

const useStyles = makeStyles({
  // The badge sits on the icon-only button (as its child it would widen the button to a text button).
  bell: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
});

/** The bell's accessible name: 消息通知, with the unread count when there is one. */
export const bellLabel = (count: number) => (count > 0 ? `消息通知，${count} 条未读` : '消息通知');

/**
 * Starts the realtime client for the signed-in user once `live`, and stops it on sign-out or unmount. A frame naming
 * a notice still unread once the list has reloaded (not one read elsewhere) pops 消息提醒 with 查看详情.
 */
function useNoticeRealtime(userId: string, live: boolean, showDetail: (id: string) => void) {
  const client = useQueryClient();
  useEffect(() => {
    if (!live || !userId) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onFrame = async ({ msgId, msgTxt }: NoticeFrame) => {
      if (!msgId) return;
      const unread = await client.fetchQuery(unreadNoticesQuery()).catch(() => undefined);
      const isUnread = [...(unread?.anntMsgList ?? []), ...(unread?.sysMsgList ?? [])].some((n) => n.id === msgId);
      if (cancelled || !isUnread) return;
      notify({
        intent: 'info',
        title: '消息提醒',
        message: msgTxt || '您有一条新消息',
        action: { label: '查看详情', run: () => showDetail(msgId) },
      });
    };
    loadRealtime().then(
      ({ startNoticeRealtime }) => {
        if (!cancelled) stop = startNoticeRealtime(client, userId, { onFrame: (frame) => void onFrame(frame) });
      },
      () => undefined, // offline without the chunk: the query still reloads when the network returns
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId, live, showDetail]);
}

/** The notice bell in the header: the unread count, opening the two-tab popover. */
export function NoticeBell() {
  const styles = useStyles();
  const userId = useSession().userInfo?.id ?? '';
  // The count and the socket wait for the first paint: the screen's own requests go first.
  const [live, setLive] = useState(false);
  useEffect(() => whenIdle(() => setLive(true)), []);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  const notices = useQuery({ ...unreadNoticesQuery(), enabled: (live || panelUsed) && Boolean(userId) });
  // 查看详情 of a realtime notification: the notice read by id, then opened as from the list.
  const [detail, setDetail] = useState<Announcement | null>(null);
  const showDetail = useCallback(
    (id: string) =>
      void fetchNotice(id).then(
        (notice) => {
          setPanelUsed(true);
          setDetail(notice);
        },
        (error: unknown) =>
          notify({ intent: 'warning', message: error instanceof Error ? error.message : '消息加载失败' }),
      ),
    [],
  );
  useNoticeRealtime(userId, live, showDetail);
  const count = unreadCount(notices.data);
  const preload = () => void loadPanel().catch(() => undefined);
  const label = bellLabel(count);
  return (
    <span className={styles.bell}>
      <Button
        ref={setTarget}
        appearance="subtle"
        icon={<AlertRegular />}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setPanelUsed(true);
          setOpen((v) => !v);
        }}
      />
      {count > 0 && <CountBadge className={styles.badge} count={count} />}
      {panelUsed && (
        <Suspense fallback={null}>
          <NoticePanel
            open={open}
            target={target}
            notices={notices.data}
            loading={notices.isPending}
            onOpenChange={setOpen}
            detail={detail}
            onDetailShown={() => setDetail(null)}
          />
        </Suspense>
      )}
    </span>
  );
}
