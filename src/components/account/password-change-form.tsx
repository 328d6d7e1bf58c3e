import { useState, type ReactNode } from 'react';
import { PasswordField } from './password-field';
import { MSG } from '@/domain/messages';
import { validateNewPassword } from '@/domain/validation';
import { notify } from '@/lib/notifier';
import { updatePassword } from '@/session/api/session-api';
import { getSession } from '@/session/session-store';

type Values = { oldpassword: string; password: string; confirmpassword: string };
const EMPTY: Values = { oldpassword: '', password: '', confirmpassword: '' };

/** 请输入旧密码! and the new password's rules. */
export function validatePasswordChange(v: Values): Partial<Values> {
  const errors: Partial<Values> = validateNewPassword(v);
  if (!v.oldpassword) errors.oldpassword = MSG.enterOldPassword;
  return errors;
}

export interface PasswordChangeForm {
  /** The signed-in account's name (none: nobody to change it for). */
  username: string | undefined;
  /** 旧密码, 新密码, 确认新密码. */
  fields: ReactNode;
  busy: boolean;
  submit: () => Promise<void>;
}

/**
 * 修改密码's fields and sending (the header's dialog and the portal's page): a refusal (wrong old password) shows the
 * server's message and keeps what was typed; `onDone` follows a success.
 */
export function usePasswordChangeForm(onDone: () => void): PasswordChangeForm {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [busy, setBusy] = useState(false);
  const username = getSession().userInfo?.username;

  const field = (name: keyof Values, label: string) => (
    <PasswordField
      label={label}
      value={values[name]}
      error={errors[name]}
      showRule={name === 'password'}
      autoComplete={name === 'oldpassword' ? 'current-password' : 'new-password'}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );

  const submit = async () => {
    const next = validatePasswordChange(values);
    setErrors(next);
    if (Object.keys(next).length || !username) return;
    setBusy(true);
    try {
      const res = await updatePassword({ username, ...values });
      if (res.success) {
        notify({ intent: 'success', message: res.message });
        onDone();
      } else notify({ intent: 'warning', message: res.message });
    } catch {
      /* reported by the http layer; the typed values stay */
    } finally {
      setBusy(false);
    }
  };

  const fields = (
    <>
      {field('oldpassword', '旧密码')}
      {field('password', '新密码')}
      {field('confirmpassword', '确认新密码')}
    </>
  );
  return { username, fields, busy, submit };
}
