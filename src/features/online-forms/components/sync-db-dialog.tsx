import { useState } from 'react';
import { MessageBar, MessageBarBody, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { reportSave, useWrite } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { FormDialog } from '@/components/widgets/form-dialog';
import { syncWrite, type FormRef, type SyncMethod } from '../api/form-api';

/** JeecgBoot's texts of 同步数据库. */
export const SYNC_TEXTS = {
  title: '同步数据库',
  method: '同步方式',
  normal: '普通同步（保留表数据）',
  force: '强制同步（删除表数据）',
  forceTitle: '确认强制同步',
  forceConfirm: '强制同步将删除表并重建，表中数据全部丢失，确定吗？',
  done: '同步数据库成功!',
  failed: '同步数据库失败',
} as const;

export interface SyncDbDialogProps {
  form: FormRef;
  onClose: () => void;
}

/**
 * 同步数据库 of one form: 普通同步 creates or alters its table keeping the rows, 强制同步 (confirmed once more) drops
 * and recreates it. Done, the server's message is shown and the list refreshes (the write invalidates it); a refusal
 * (普通同步 would lose data, and says which) stays in the dialog, so the user can choose 强制同步.
 */
export function SyncDbDialog({ form, onClose }: SyncDbDialogProps) {
  const [method, setMethod] = useState<SyncMethod>('normal');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { busy, send } = useWrite();
  const { confirm, element: confirmElement } = useConfirm();

  const submit = async () => {
    if (method === 'force' && !(await confirm({ title: SYNC_TEXTS.forceTitle, message: SYNC_TEXTS.forceConfirm })))
      return;
    setRefusal(null);
    const result = await send(syncWrite(form, method));
    if (result.type === 'refused') {
      setRefusal(result.message || SYNC_TEXTS.failed);
      return;
    }
    reportSave(result, SYNC_TEXTS.done);
    onClose();
  };

  return (
    <>
      <FormDialog title={SYNC_TEXTS.title} narrow onClose={onClose} onSubmit={submit} saving={busy}>
        <Text>表名：{form.tableName}</Text>
        <RadioGroup
          aria-label={SYNC_TEXTS.method}
          value={method}
          onChange={(_, data) => setMethod(data.value as SyncMethod)}
        >
          <Radio value="normal" label={SYNC_TEXTS.normal} />
          <Radio value="force" label={SYNC_TEXTS.force} />
        </RadioGroup>
        {refusal && (
          <MessageBar intent="warning">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        )}
      </FormDialog>
      {confirmElement}
    </>
  );
}
