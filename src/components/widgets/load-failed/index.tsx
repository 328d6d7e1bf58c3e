import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

export const RETRY_TEXT = '重新加载';

/** Rows that could not be loaded: the message and 重新加载, which asks again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
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
