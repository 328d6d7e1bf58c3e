import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A message bar above a login form (loaded when there is something to say: not needed to show the form). */
export default function LoginAlert({ intent, children }: { intent: 'error' | 'info'; children: ReactNode }) {
  return (
    <MessageBar intent={intent}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
