import { useState } from 'react';
import { MSG } from '@/domain/messages';
import { passwordProblem } from '@/domain/validation';
import { notify } from '@/lib/notifier';
import { useChangeUserPasswordMutation } from '../api/change-user-password';

export interface PasswordValues {
  password: string;
  confirmpassword: string;
}

/**
 * 请输入新密码!, 请确认新密码!, 两次输入的密码不一样！ (spec document 1 §5); the password policy (issue 9) replaces
 * the spec's 最小长度6位字符, as in the user form's 登录密码.
 */
export function validateNewPassword(values: PasswordValues): Partial<PasswordValues> {
  const errors: Partial<PasswordValues> = {};
  const weak = passwordProblem(values.password);
  if (!values.password) errors.password = MSG.enterNewPassword;
  else if (weak) errors.password = weak;
  if (!values.confirmpassword) errors.confirmpassword = MSG.confirmNewPassword;
  else if (values.confirmpassword !== values.password) errors.confirmpassword = MSG.passwordsDiffer;
  return errors;
}

/** Values, errors and saving of the 密码 dialog (an administrator sets a user's password). */
export function useUserPasswordForm(username: string, onDone: () => void) {
  const [values, setValues] = useState<PasswordValues>({ password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<Partial<PasswordValues>>({});
  const mutation = useChangeUserPasswordMutation();

  const setValue = (name: keyof PasswordValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A shown error follows the typing.
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: validateNewPassword(next)[name] }));
  };

  const submit = async (): Promise<void> => {
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const res = await mutation.mutateAsync({ username, password: values.password });
      notify({ intent: 'success', message: res.message || '密码修改成功!' });
      onDone();
    } catch {
      // the query client showed why; what was typed stays
    }
  };

  return { values, errors, setValue, submit, saving: mutation.isPending };
}
