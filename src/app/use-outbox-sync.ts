import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notifier';
import type { Outbox, OutboxEntry, SendOutcome } from '@/lib/outbox';
import { resourceKeys } from '@/lib/resource-keys';

/**
 * The app's `onSettled`: refreshes the lists an edit touched once the server has it, and reports the
 * outcome of edits that nobody is waiting for on screen.
 */
export function reportSettled(client: QueryClient | null, entry: OutboxEntry, outcome: SendOutcome, awaited: boolean) {
  if (outcome.type === 'pending') return;
  if (outcome.type === 'sent') void client?.invalidateQueries({ queryKey: resourceKeys(entry.meta.scope).all() });
  if (awaited) return;
  if (outcome.type === 'sent') notify({ intent: 'success', title: '已同步', message: entry.meta.label });
  else
    notify({
      intent: 'warning',
      title: '服务器未接受修改（见 待同步）',
      message: `${entry.meta.label}：${outcome.message}`,
    });
}

/** Sends the user's waiting edits when the network returns (and on a timer) while the user is signed in. */
export function useOutboxSync(outbox: Outbox, userId: string): void {
  useEffect(() => {
    if (!userId) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void outbox.load().then(() => {
      if (!cancelled) stop = outbox.startSync();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [outbox, userId]);
}
