import { Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import type { EntityRecord } from '@/components/crud';
import { DictRadio } from '@/components/widgets/dict/dict-radio';
import { FormDialog } from '@/components/widgets/form-dialog';
import { UserPicker } from '@/components/widgets/user-picker';
import { MESSAGE_CHANNELS, type MessageChannel } from '@/domain/entities/message';
import { valueText } from '@/domain/validation';
import { useSendTestForm } from '../hooks/use-send-test-form';

const useStyles = makeStyles({
  preview: {
    whiteSpace: 'pre-wrap',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export interface SendTestDialogProps {
  template: EntityRecord;
  onClose: () => void;
}

const isChannel = (value: string): value is MessageChannel => (MESSAGE_CHANNELS as readonly string[]).includes(value);

/**
 * 发送测试 of a template (JeecgBoot's SysMessageTestModal): the template read-only, the JSON 测试数据 (prefilled from
 * the template's), the rendered text as a preview, 消息类型 and 消息接收方 (users, sent by username).
 */
export function SendTestDialog({ template, onClose }: SendTestDialogProps) {
  const styles = useStyles();
  const form = useSendTestForm(template, onClose);
  return (
    <FormDialog title="发送测试" onClose={onClose} onSubmit={form.submit} saving={form.saving}>
      <Field label="模板标题">
        <Input value={valueText(template.templateName)} readOnly />
      </Field>
      <Field label="模板内容">
        <Textarea value={valueText(template.templateContent)} readOnly resize="vertical" />
      </Field>
      <Field label="测试数据" hint='JSON，如 {"name":"张三"}；留空则按模板原文发送'>
        <Textarea
          value={form.values.testData}
          resize="vertical"
          rows={4}
          onChange={(_, d) => form.set({ testData: d.value })}
        />
      </Field>
      <Field label="发送内容预览" validationMessage={form.preview.ok ? undefined : form.preview.message}>
        {form.preview.ok && <Text className={styles.preview}>{form.preview.text}</Text>}
      </Field>
      <Field label="消息类型" required>
        <DictRadio
          dictCode="messageType"
          value={form.values.msgType}
          onChange={(value) => isChannel(value) && form.set({ msgType: value })}
          onBlur={() => undefined}
        />
      </Field>
      <Field label="消息接收方" required validationMessage={form.error ?? undefined}>
        <UserPicker
          multiple
          value={form.values.receiverIds}
          onChange={(value, records) =>
            form.set({ receiverIds: value, usernames: records.map((r) => valueText(r.username)).filter(Boolean) })
          }
        />
      </Field>
    </FormDialog>
  );
}
