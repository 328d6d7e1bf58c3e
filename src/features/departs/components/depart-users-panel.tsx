import { useMemo, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { LinkDismissRegular, PersonAddRegular } from '@fluentui/react-icons';
import { EntityListPage, rowId } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { DEPART_USER_URLS, departUserEntity, departUserPickEntity } from '../api/depart-user-entity';
import { useDepartUserLinks } from '../hooks/use-depart-user-links';
import { UserPickerDialog } from '@/components/widgets/user-picker-dialog';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

export interface DepartUsersPanelProps {
  departId: string;
  /** Whether the user may change the department's users (system:depart:edit). */
  canEdit: boolean;
}

/** 部门用户: the users of a department, 添加已有用户 and 取消关联. Mount one per department (key). */
export function DepartUsersPanel({ departId, canEdit }: DepartUsersPanelProps) {
  const styles = useStyles();
  const { confirm, element } = useConfirm();
  const links = useDepartUserLinks(departId, confirm);
  const [picking, setPicking] = useState(false);
  const extraParams = useMemo(() => ({ depId: departId }), [departId]);
  return (
    <>
      <EntityListPage
        entity={departUserEntity}
        urls={DEPART_USER_URLS}
        extraParams={extraParams}
        saveCode="depart-users"
        toolbarExtra={(context) =>
          canEdit && (
            <>
              <Button icon={<PersonAddRegular />} appearance="primary" onClick={() => setPicking(true)}>
                添加已有用户
              </Button>
              <Button
                icon={<LinkDismissRegular />}
                disabled={links.busy}
                onClick={() => void links.removeSelected(context)}
              >
                取消关联
              </Button>
            </>
          )
        }
        rowActionsExtra={(record, context) =>
          canEdit && (
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              disabled={links.busy}
              onClick={() => void links.removeOne(rowId(record), context)}
            >
              取消关联
            </Button>
          )
        }
      />
      {picking && (
        <UserPickerDialog
          title="添加已有用户"
          entity={departUserPickEntity}
          onPick={links.addUsers}
          onClose={() => setPicking(false)}
        />
      )}
      {element}
    </>
  );
}
