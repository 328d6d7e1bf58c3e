import { rowId, useWrite, type EntityRecord } from '@/components/crud';
import type { ConfirmOptions } from '@/components/widgets/confirm/use-confirm';
import { announcementEntity } from '@/domain/entities/announcement';
import { ANNOUNCEMENT_TEXTS } from '../announcement-rules';

export type ReleaseAction = keyof typeof ANNOUNCEMENT_TEXTS;

const PATHS: Record<ReleaseAction, string> = { release: 'doReleaseData', revoke: 'doReovkeData' };

/**
 * 发布 (GET doReleaseData) and 撤销 (GET doReovkeData, sic) of one notice: JeecgBoot's confirmation, then the write
 * through the outbox; the list is read again once the server has it (the server pushes the bells itself).
 */
export function useAnnouncementActions(confirm: (options: ConfirmOptions) => Promise<boolean>) {
  const { busy, write } = useWrite();
  const run = async (action: ReleaseAction, record: EntityRecord): Promise<void> => {
    const texts = ANNOUNCEMENT_TEXTS[action];
    if (!(await confirm({ title: texts.title, message: texts.message }))) return;
    const id = rowId(record);
    await write(
      {
        method: 'GET',
        url: `${announcementEntity.apiPath}/${PATHS[action]}`,
        params: { id },
        meta: {
          scope: announcementEntity.name,
          kind: 'action',
          label: `${texts.verb} ${announcementEntity.title}「${String(record.titile ?? id)}」`,
          recordIds: [id],
        },
      },
      texts.done,
    );
  };
  return { run, pending: busy };
}
