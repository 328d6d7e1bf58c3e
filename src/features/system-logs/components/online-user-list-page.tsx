import { Badge, Button, makeStyles } from '@fluentui/react-components';
import {
  EntityListPage,
  READ_ONLY_LIST,
  reportSave,
  rowId,
  useButtonAccess,
  useWrite,
  type EntityRecord,
  type ListContext,
} from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { notify } from '@/lib/notifier';
import { onlineUserEntity, onlineUserListOptions } from '../system-log-list-options';

export const FORCE_LOGOUT_CODE = 'system:online:forceLogout';

const useStyles = makeStyles({ compact: { minWidth: 'auto' }, name: { display: 'inline-flex', gap: '6px' } });

const realnameOf = (record: EntityRecord) => String(record.realname ?? record.username ?? '');

function RealnameCell({ record }: { record: EntityRecord }) {
  const styles = useStyles();
  return (
    <span className={styles.name}>
      {realnameOf(record)}
      {record.current === true && (
        <Badge appearance="tint" color="brand" size="small">
          当前会话
        </Badge>
      )}
    </span>
  );
}

const cells = { realname: (record: EntityRecord) => <RealnameCell record={record} /> };

/** 强退: a confirmation, then POST /sys/online/forceLogout {token} (through the outbox); the list is read again. */
function ForceLogoutButton({ record, context }: { record: EntityRecord; context: ListContext }) {
  const styles = useStyles();
  const access = useButtonAccess(FORCE_LOGOUT_CODE);
  const { confirm, element } = useConfirm();
  const { busy, send } = useWrite();
  if (!access.visible) return null;
  const forceLogout = async () => {
    const own = record.current === true;
    const message = own ? '这是您当前的会话，强制退出后需要重新登录。确定继续？' : '强制退出用户？';
    if (!(await confirm({ title: '强退', message }))) return;
    const result = await send({
      method: 'POST',
      url: `${onlineUserEntity.apiPath}/forceLogout`,
      data: { token: record.token },
      meta: {
        scope: onlineUserEntity.name,
        kind: 'action',
        label: `强退 ${onlineUserEntity.title}「${realnameOf(record)}」`,
        recordIds: [rowId(record)],
      },
    });
    // VUE2's text after the server's 退出登录成功！; a refusal or an offline queue as every write reports it.
    const text = `强制退出用户”${realnameOf(record)}“成功！`;
    if (result.type === 'saved') notify({ intent: 'success', message: text });
    const done = result.type === 'saved' || reportSave(result, text);
    if (done) await context.refresh();
  };
  return (
    <>
      <Button
        size="small"
        appearance="transparent"
        className={styles.compact}
        disabled={access.disabled || busy}
        onClick={() => void forceLogout()}
      >
        强退
      </Button>
      {element}
    </>
  );
}

/**
 * 在线用户 (system/SysUserOnlineList, /isystem/online): one row per signed-in session (a user signed in on two devices
 * is listed twice), searched by 账号; 强退 ends that session at once.
 */
export default function OnlineUserListPage() {
  return (
    <EntityListPage
      {...onlineUserListOptions}
      actions={{ ...READ_ONLY_LIST, detail: false, superQuery: false }}
      cells={cells}
      rowActionsExtra={(record, context) => <ForceLogoutButton record={record} context={context} />}
    />
  );
}
