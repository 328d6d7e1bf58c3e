import { Field } from '@fluentui/react-components';
import type { FormContext, FormValues } from '@/components/crud';
import { UserPicker } from '@/components/widgets/user-picker';
import { joinUserIds, MSG_TYPE } from '@/domain/entities/announcement';
import { valueText } from '@/domain/validation';

const current = ({ values, record }: Pick<FormContext, 'values' | 'record'>) =>
  valueText(values.userIds ?? record?.userIds);

/** 指定用户: shown when 通告对象 is 指定用户; the picker stores user ids. */
export function RecipientsField(context: FormContext) {
  if (context.values.msgType !== MSG_TYPE.user) return null;
  return (
    <Field label="指定用户" required={!context.disabled}>
      <UserPicker
        multiple
        value={current(context)}
        disabled={context.disabled}
        onChange={(value) => context.setValue('userIds', value)}
      />
    </Field>
  );
}

/** JeecgBoot's form sends `userIds` with a trailing comma ("id1,id2,"), and none for 全体用户. */
export function recipientsPayload(payload: FormValues): FormValues {
  if (payload.msgType !== MSG_TYPE.user) return { ...payload, userIds: '' };
  if (payload.userIds === undefined) return payload; // untouched: the server keeps the saved list
  const ids = valueText(payload.userIds)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { ...payload, userIds: joinUserIds(ids) };
}
