import { useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { editLabel, useWrite } from '@/components/crud';
import { DateInput } from '@/components/widgets/date-input';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { ImageUploadInput } from '@/components/widgets/upload';
import { userEntity } from '@/domain/entities';
import type { FieldDef } from '@/domain/entities/entity-types';
import { validateField } from '@/domain/validation';
import { getSession, saveUserInfo } from '@/session/session-store';
import { ACCOUNT_SCOPE, APP_EDIT_URL, type AccountData, type BaseInfoValues, baseInfoOf } from '../api/account-api';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '560px', minWidth: 0 },
  actions: { display: 'flex', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Name = keyof BaseInfoValues;
const fieldOf = (name: Name): FieldDef => userEntity.fields.find((f) => f.name === name)!;

/** Each field's message by the user form's rules (姓名 required, 邮箱 format, lengths). */
export function validateBaseInfo(values: BaseInfoValues): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(values) as Name[]) {
    const problem = validateField(fieldOf(name), values[name]);
    if (problem) errors[name] = problem;
  }
  return errors;
}

export interface BaseInfoFormProps {
  data: AccountData;
  /** Without system:user:app:edit the form is read-only. */
  canEdit: boolean;
}

/**
 * 基本设置: 头像, 姓名, 性别, 生日, 邮箱, 座机, saved through PUT /sys/user/appEdit (the user's own edit, id from
 * the token). A refusal keeps what was typed; a success updates the name and avatar in the header.
 */
export function BaseInfoForm({ data, canEdit }: BaseInfoFormProps) {
  const styles = useStyles();
  const [values, setValues] = useState<BaseInfoValues>(() => baseInfoOf(data));
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const { busy, write } = useWrite();
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validateBaseInfo(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = { ...values, realname: values.realname.trim(), email: values.email.trim() };
    const ok = await write(
      {
        method: 'PUT',
        url: APP_EDIT_URL,
        data: body,
        meta: {
          scope: ACCOUNT_SCOPE,
          kind: 'edit',
          label: editLabel('edit', '个人信息', body.realname),
          recordIds: [data.id],
          values: body,
        },
      },
      '保存成功！',
    );
    const info = getSession().userInfo;
    if (ok && info)
      saveUserInfo({
        ...info,
        realname: body.realname,
        avatar: body.avatar || null,
        sex: body.sex ? Number(body.sex) : null,
        birthday: body.birthday || null,
        email: body.email || null,
        telephone: body.telephone || null,
      });
  };

  const text = (name: Name, placeholder: string) => (
    <Field label={fieldOf(name).label} required={fieldOf(name).required} validationMessage={errors[name]}>
      <Input
        value={values[name]}
        placeholder={placeholder}
        disabled={!canEdit}
        onChange={(_, d) => set(name)(d.value)}
      />
    </Field>
  );

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="基本设置">
      <Field label="头像" validationMessage={errors.avatar}>
        <ImageUploadInput
          value={values.avatar}
          onChange={(v) => set('avatar')(typeof v === 'string' ? v : '')}
          biz="avatar"
          maxCount={1}
          multiple={false}
          disabled={!canEdit}
          aria-label="头像"
        />
      </Field>
      {text('realname', '请输入姓名')}
      <Field label="性别" validationMessage={errors.sex}>
        <DictSelect dictCode="sex" value={values.sex} onChange={set('sex')} disabled={!canEdit} />
      </Field>
      <Field label="生日" validationMessage={errors.birthday}>
        <DateInput
          kind="date"
          value={values.birthday}
          onChange={set('birthday')}
          disabled={!canEdit}
          aria-label="生日"
        />
      </Field>
      {text('email', '请输入邮箱')}
      {text('telephone', '请输入座机，如 010-62881000')}
      <Field label="手机号码" hint="手机号码用于登录，请在「安全设置」中验证新号码后修改">
        <Input value={data.phone ?? ''} readOnly aria-readonly />
      </Field>
      {canEdit ? (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? '保存中…' : '更新基本信息'}
          </Button>
        </div>
      ) : (
        <Text className={styles.muted}>您没有修改个人信息的权限，请联系管理员。</Text>
      )}
    </form>
  );
}
