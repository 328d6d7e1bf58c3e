import { useState } from 'react';
import { EntityListPage, type EntityRecord } from '@/components/crud';
import { messageTemplateEntity, TEMPLATE_IN_USE } from '@/domain/entities/message-template';
import { SendTestDialog } from './send-test-dialog';
import { TemplateRowActions } from './template-row-actions';

const cells = {
  useStatus: (record: EntityRecord) => (String(record.useStatus ?? '') === TEMPLATE_IN_USE ? '是' : '否'),
};

/**
 * 消息模板 (modules/message/SysMessageTemplateList): templates with `${name}` placeholders on the list platform;
 * rows have 编辑 (not while applied), 应用 / 停用, 发送测试 and 删除 (not while applied).
 */
export default function MessageTemplateListPage() {
  const [testing, setTesting] = useState<EntityRecord | null>(null);
  return (
    <>
      <EntityListPage
        entity={messageTemplateEntity}
        cells={cells}
        actions={{ edit: false, delete: false }}
        rowActionsExtra={(record) => <TemplateRowActions record={record} onSendTest={() => setTesting(record)} />}
      />
      {testing && <SendTestDialog template={testing} onClose={() => setTesting(null)} />}
    </>
  );
}
