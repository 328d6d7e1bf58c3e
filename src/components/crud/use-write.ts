import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OutboxInput } from '@/lib/outbox';
import { useOutbox } from '@/components/offline/outbox-context';
import { resourceKeys } from '@/lib/resource-keys';
import { reportSave, saveEdit, type SaveResult } from './offline-edits';

/**
 * The one way a screen writes: through the outbox (kept and replayed when offline, once, with
 * its X-Request-Id), its answer shown once, and the written resource's cached data refreshed.
 */
export function useWrite() {
  const client = useQueryClient();
  const outbox = useOutbox();
  const [busy, setBusy] = useState(false);
  /** Sends the write; the result says whether it is on the server, waiting in the outbox, or refused. */
  const send = async (input: OutboxInput): Promise<SaveResult> => {
    setBusy(true);
    try {
      const result = await saveEdit(outbox, { ...input, meta: { route: window.location.pathname, ...input.meta } });
      if (result.type === 'saved') await client.invalidateQueries({ queryKey: resourceKeys(input.meta.scope).all() });
      return result;
    } catch (error) {
      return { type: 'refused', message: (error as Error).message };
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    send,
    /** Sends and shows the outcome; true when the screen can go on (saved or queued). */
    write: async (input: OutboxInput, savedText: string): Promise<boolean> => reportSave(await send(input), savedText),
  };
}
