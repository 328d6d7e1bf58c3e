import { useEffect, useEffectEvent, useState } from 'react';
import { FormDialog } from '@/components/widgets/form-dialog';
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

/** 修改密码 (spec document 1 §4–§5), width 800. Mount it to open it. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [busy, setBusy] = useState(false);
  const username = getSession().userInfo?.username;

  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (username) return;
    notify({ intent: 'warning', message: MSG.noLoginUser });
    close();
  }, [username]);

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
        onClose();
      } else notify({ intent: 'warning', message: res.message });
    } catch {
      /* reported by the http layer; the typed values stay */
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title="修改密码" open={Boolean(username)} onClose={onClose} onSubmit={submit} saving={busy}>
      {field('oldpassword', '旧密码')}
      {field('password', '新密码')}
      {field('confirmpassword', '确认新密码')}
    </FormDialog>
  );
}
