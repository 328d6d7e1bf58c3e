/** A UI-free notification port: lib code reports, the app decides how it looks (Fluent toasts). */
export interface Notification {
  intent: 'error' | 'warning' | 'success' | 'info';
  title?: string;
  message: string;
  /** A button on the notification (查看详情); a click runs it and closes the notification. */
  action?: { label: string; run: () => void };
}

export interface Notifier {
  notify(n: Notification): void;
}

export const consoleNotifier: Notifier = {
  notify({ intent, title, message }) {
    const text = title ? `${title}: ${message}` : message;
    if (intent === 'error') console.error(text);
    else if (intent === 'warning') console.warn(text);
    else console.info(text);
  },
};

let current: Notifier = consoleNotifier;

/** Registers the notifier (the app's toaster); without an argument restores the console one. */
export function setNotifier(notifier?: Notifier): void {
  current = notifier ?? consoleNotifier;
}

export function notify(n: Notification): void {
  current.notify(n);
}
