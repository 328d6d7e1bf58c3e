import { Button } from '@fluentui/react-components';
import { rowId, useButtonAccess, useEntityListContext, useWrite, type EntityRecord } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { messageTemplateEntity, TEMPLATE_IN_USE } from '@/domain/entities/message-template';
import { notify } from '@/lib/notifier';

const code = (action: string) => permissionCode(messageTemplateEntity, action);

/** JeecgBoot's refusals of an applied template (the server refuses the same). */
export const TEMPLATE_IN_USE_TEXTS = {
  edit: '此模板已被应用，禁止编辑!',
  delete: '该模板已被应用禁止删除!',
} as const;

export interface TemplateRowActionsProps {
  record: EntityRecord;
  onSendTest: () => void;
}

/** 编辑, 应用 / 停用, 发送测试 and 删除 of one template; an applied one is only 停用 or tested. */
export function TemplateRowActions({ record, onSendTest }: TemplateRowActionsProps) {
  const list = useEntityListContext();
  const { busy, write } = useWrite();
  const access = {
    edit: useButtonAccess(code('edit')),
    delete: useButtonAccess(code('delete')),
    send: useButtonAccess(code('sendMsg')),
  };
  const inUse = String(record.useStatus ?? '') === TEMPLATE_IN_USE;
  const id = rowId(record);
  const toggle = () =>
    void write(
      {
        method: 'PUT',
        url: `${messageTemplateEntity.apiPath}/edit`,
        data: { id, useStatus: inUse ? '0' : TEMPLATE_IN_USE },
        meta: {
          scope: messageTemplateEntity.name,
          kind: 'action',
          label: `${inUse ? '停用' : '应用'} ${messageTemplateEntity.title}「${String(record.templateCode ?? id)}」`,
          recordIds: [id],
        },
      },
      '操作成功',
    );
  const refuse = (message: string) => notify({ intent: 'warning', message });
  const button = (key: keyof typeof access, label: string, onClick: () => void, disabled = false) =>
    access[key].visible && (
      <Button size="small" appearance="transparent" disabled={access[key].disabled || disabled} onClick={onClick}>
        {label}
      </Button>
    );
  return (
    <>
      {button('edit', '编辑', () =>
        inUse ? refuse(TEMPLATE_IN_USE_TEXTS.edit) : list.context.openForm('edit', record),
      )}
      {button('edit', inUse ? '停用' : '应用', toggle, busy)}
      {button('send', '发送测试', onSendTest)}
      {button('delete', '删除', () => (inUse ? refuse(TEMPLATE_IN_USE_TEXTS.delete) : void list.deleteOne(record)))}
    </>
  );
}
