import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useOnline } from '@/lib/online-status';

export const RETRY_TEXT = '重新加载';
export const NOT_SAVED_OFFLINE = '离线：这个页面还没有保存到本机。联网后打开一次，之后离线也能查看。';

/** Offline, with nothing of this page kept on the device: says so instead of an endless spinner or a false 暂无. */
export function NotSavedOffline() {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{NOT_SAVED_OFFLINE}</MessageBarBody>
    </MessageBar>
  );
}

/** What a page shows while its data has not come: 加载中…, or offline that it was never kept. */
export function Loading({ label = '加载中…' }: { label?: string }) {
  return useOnline() ? <Spinner size="small" label={label} /> : <NotSavedOffline />;
}

/** Rows that could not be loaded: the message and 重新加载, which asks again (offline: that nothing is kept). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnline();
  if (!online) return <NotSavedOffline />;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
