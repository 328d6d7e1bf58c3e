import { useEffect } from 'react';
import {
  Link,
  Toast,
  ToastBody,
  ToastFooter,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { HEADER_HEIGHT } from '@/components/layout/breakpoints';
import { setNotifier, type Notification } from '@/lib/notifier';

/** Shows the http layer's and the app's notifications as Fluent toasts, first those raised before it loaded. */
export default function ToastNotifier({ early }: { early: Notification[] }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    const notify = ({ intent, title, message, action }: Notification) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title ?? message}</ToastTitle>
          {title && <ToastBody>{message}</ToastBody>}
          {action && (
            <ToastFooter>
              <ToastTrigger>
                <Link as="button" onClick={action.run}>
                  {action.label}
                </Link>
              </ToastTrigger>
            </ToastFooter>
          )}
        </Toast>,
        // One with a button stays long enough to be used.
        { intent, timeout: action ? 10000 : intent === 'error' ? 6000 : 3000 },
      );
    setNotifier({ notify });
    early.splice(0).forEach(notify);
  }, [dispatchToast, early]);
  // Below the header, never over the menu, the search box or the user menu.
  return <Toaster toasterId={toasterId} position="top" offset={{ vertical: HEADER_HEIGHT + 8 }} />;
}
