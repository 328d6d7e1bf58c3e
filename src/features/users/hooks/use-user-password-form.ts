import { useState } from 'react';
import { validateNewPassword, type NewPasswordValues } from '@/domain/validation';
import { notify } from '@/lib/notifier';
import { useChangeUserPasswordMutation } from '../api/change-user-password';

/** Values, errors and saving of the 密码 dialog (an administrator sets a user's password). */
export function useUserPasswordForm(username: string, onDone: () => void) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<Partial<NewPasswordValues>>({});
  const mutation = useChangeUserPasswordMutation();

  const setValue = (name: keyof NewPasswordValues, value: string) => {
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
