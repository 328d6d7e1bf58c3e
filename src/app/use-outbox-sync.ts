import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notifier';
import { configureOutbox, loadOutbox, startOutboxSync } from '@/lib/outbox';
import { resourceKeys } from '@/lib/resource-keys';

/**
 * Sends the user's waiting edits when the network returns (and on a timer), refreshes the lists they
 * touched, and reports the outcome of edits that nobody is waiting for on screen.
 */
export function useOutboxSync(client: QueryClient, userId: string): void {
  useEffect(() => {
    if (!userId) return undefined;
    configureOutbox({
      onSettled: (entry, outcome, awaited) => {
        if (outcome.type === 'pending') return;
        if (outcome.type === 'sent') void client.invalidateQueries({ queryKey: resourceKeys(entry.meta.scope).all() });
        if (awaited) return;
        if (outcome.type === 'sent') notify({ intent: 'success', title: '已同步', message: entry.meta.label });
        else
          notify({
            intent: 'warning',
            title: '服务器未接受修改（见 待同步）',
            message: `${entry.meta.label}：${outcome.message}`,
          });
      },
    });
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadOutbox().then(() => {
      if (!cancelled) stop = startOutboxSync();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId]);
}
