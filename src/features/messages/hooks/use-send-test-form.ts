import { useState } from 'react';
import type { EntityRecord } from '@/components/crud';
import type { MessageChannel } from '@/domain/entities/message';
import { parseTemplateParams, renderTemplate, type RenderResult } from '@/domain/template-render';
import { valueText } from '@/domain/validation';
import { notify } from '@/lib/notifier';
import { useSendTestMessageMutation } from '../api/send-test-message';

export interface SendTestValues {
  testData: string;
  msgType: MessageChannel;
  /** The picker's value (user ids) and the usernames sent. */
  receiverIds: string;
  usernames: string[];
}

/** What the template gives with these test data (the dialog's preview; the server renders the same). */
export function previewOf(content: string, testData: string): RenderResult {
  const parsed = parseTemplateParams(testData);
  return parsed.ok ? renderTemplate(content, parsed.params) : parsed;
}

/** Values, preview and sending of the 发送测试 dialog of one template. */
export function useSendTestForm(template: EntityRecord, onDone: () => void) {
  const [values, setValues] = useState<SendTestValues>({
    testData: valueText(template.templateTestJson),
    msgType: 'system',
    receiverIds: '',
    usernames: [],
  });
  const [error, setError] = useState<string | null>(null);
  const mutation = useSendTestMessageMutation();
  const preview = previewOf(valueText(template.templateContent), values.testData);

  const set = (next: Partial<SendTestValues>) => {
    setValues((prev) => ({ ...prev, ...next }));
    setError(null);
  };

  const submit = async (): Promise<void> => {
    if (!preview.ok) return setError(preview.message);
    if (values.usernames.length === 0) return setError('请选择消息接收方');
    try {
      const res = await mutation.mutateAsync({
        templateCode: valueText(template.templateCode),
        testData: values.testData,
        receiver: values.usernames.join(','),
        msgType: values.msgType,
      });
      notify({ intent: 'success', message: res.message || '消息发送成功！' });
      onDone();
    } catch {
      // the query client showed the server's message; the dialog keeps what was typed
    }
  };

  return { values, set, preview, error, submit, saving: mutation.isPending };
}
