import { useMemo, useState, type ReactNode } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { LinkDismissRegular, PersonAddRegular } from '@fluentui/react-icons';
import type { EntityDef } from '@/domain/entities/entity-types';
import { rowId, type EntityRecord } from './entity-list-api';
import { EntityListPage } from './entity-list-page';
import { LIST_MESSAGES, READ_ONLY_LIST, type ListContext } from './list-controller';
import { useWrite } from './use-write';
import { RecordPickerDialog } from './record-picker-dialog';
import { notify } from '@/lib/notifier';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

/**
 * Records linked to an owner through a link table (a role's users, a department's users): how they are
 * listed, added and taken out (JeecgBoot's addresses, parameter names and answers).
 */
export interface LinkDef {
  /** The linked records' entity (its list conventions, columns, dictionaries). */
  entity: EntityDef;
  /** What the list is called, e.g. 角色用户 (its table is 「角色用户列表」). */
  title: string;
  /** Query parameter and body field naming the owner (roleId, depId). */
  ownerParam: string;
  listUrl: string;
  /** POST {ownerParam, userIdList}. */
  addUrl: string;
  /** DELETE ?ownerParam&userId / ?ownerParam&userIds. */
  removeUrl: string;
  removeBatchUrl: string;
  columns: readonly string[];
  pickColumns: readonly string[];
  /** Saved advanced queries key. */
  saveCode: string;
}

/** Adding and taking out links through the outbox, so they behave offline like any other edit. */
export function useLinkWrites(link: LinkDef, ownerId: string, ownerLabel: string) {
  const { confirm, element } = useConfirm();
  const { busy, write } = useWrite();
  const meta = (verb: string, ids: string[]) => ({
    scope: link.entity.name,
    kind: 'action' as const,
    label: `${verb} ${ownerLabel} ${ids.length} 项`,
    recordIds: ids,
  });
  const remove = async (ids: string[], context: ListContext) => {
    const single = ids.length === 1;
    const ok = await write(
      {
        method: 'DELETE',
        url: single ? link.removeUrl : link.removeBatchUrl,
        params: { [link.ownerParam]: ownerId, ...(single ? { userId: ids[0] } : { userIds: ids.join(',') }) },
        meta: meta('取消关联', ids),
      },
      '删除成功!',
    );
    if (ok) context.clearSelection();
  };
  return {
    busy,
    confirmElement: element,
    add: (ids: string[]) =>
      write(
        {
          method: 'POST',
          url: link.addUrl,
          data: { [link.ownerParam]: ownerId, userIdList: ids },
          meta: meta('添加', ids),
        },
        '添加成功!',
      ),
    removeOne: async (id: string, context: ListContext) => {
      if (await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmDelete }))
        await remove([id], context);
    },
    removeSelected: async (context: ListContext) => {
      const ids = context.selectedIds;
      if (ids.length === 0) return notify({ intent: 'warning', message: LIST_MESSAGES.selectOne });
      if (await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmBatch(ids.length) }))
        await remove(ids, context);
    },
  };
}

export interface LinkedRecordsPanelProps {
  link: LinkDef;
  ownerId: string;
  /** Names the owner in 待同步 (e.g. 角色「管理员」). */
  ownerLabel: string;
  /** Whether the user may change the links (the owner's edit button). */
  canEdit: boolean;
  /** More actions of a linked record (e.g. a department user's 部门角色). */
  rowActionsExtra?: (record: EntityRecord) => ReactNode;
}

/** The records linked to one owner, 添加已有用户 (a picker) and 取消关联 (one or the selection). */
export function LinkedRecordsPanel({ link, ownerId, ownerLabel, canEdit, rowActionsExtra }: LinkedRecordsPanelProps) {
  const styles = useStyles();
  const writes = useLinkWrites(link, ownerId, ownerLabel);
  const [picking, setPicking] = useState(false);
  const extraParams = useMemo(() => ({ [link.ownerParam]: ownerId }), [link.ownerParam, ownerId]);
  const urls = useMemo(() => ({ list: link.listUrl }), [link.listUrl]);
  return (
    <>
      <EntityListPage
        entity={link.entity}
        title={link.title}
        urls={urls}
        extraParams={extraParams}
        columns={link.columns}
        actions={READ_ONLY_LIST}
        saveCode={link.saveCode}
        toolbarExtra={(context) =>
          canEdit && (
            <>
              <Button icon={<PersonAddRegular />} appearance="primary" onClick={() => setPicking(true)}>
                添加已有用户
              </Button>
              <Button
                icon={<LinkDismissRegular />}
                disabled={writes.busy}
                onClick={() => void writes.removeSelected(context)}
              >
                取消关联
              </Button>
            </>
          )
        }
        rowActionsExtra={(record, context) => (
          <>
            {rowActionsExtra?.(record)}
            {canEdit && (
              <Button
                size="small"
                appearance="transparent"
                className={styles.compact}
                disabled={writes.busy}
                onClick={() => void writes.removeOne(rowId(record), context)}
              >
                取消关联
              </Button>
            )}
          </>
        )}
      />
      {picking && (
        <RecordPickerDialog
          title="添加已有用户"
          entity={link.entity}
          columns={link.pickColumns}
          onPick={writes.add}
          onClose={() => setPicking(false)}
        />
      )}
      {writes.confirmElement}
    </>
  );
}
