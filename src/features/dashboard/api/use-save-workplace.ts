import { useWrite } from '@/components/crud';
import { WORKPLACE_SETTINGS_URL, type WorkplaceSettings } from './dashboard-api';

/**
 * Saves the user's 工作台 shortcuts or memo through the write path: offline the change waits in the outbox until the
 * server has it, so a memo typed on a train is not lost.
 */
export function useSaveWorkplace() {
  const { write, busy } = useWrite();
  const save = (settings: Partial<WorkplaceSettings>, label: string, savedText: string) =>
    write(
      {
        method: 'PUT',
        url: WORKPLACE_SETTINGS_URL,
        data: settings,
        meta: { scope: 'dashboard', kind: 'edit', label, values: settings },
      },
      savedText,
    );
  return { save, busy };
}
