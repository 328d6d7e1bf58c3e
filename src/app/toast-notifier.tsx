import { useEffect } from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { setNotifier } from '@/lib/notifier';

/** Shows the http layer's and the app's notifications as Fluent toasts. */
export function ToastNotifier() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    setNotifier({
      notify: ({ intent, title, message }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{title ?? message}</ToastTitle>
            {title && <ToastBody>{message}</ToastBody>}
          </Toast>,
          { intent, timeout: intent === 'error' ? 6000 : 3000 },
        ),
    });
  }, [dispatchToast]);
  return <Toaster toasterId={toasterId} position="top" />;
}
