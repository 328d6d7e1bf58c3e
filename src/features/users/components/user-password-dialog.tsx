import { Field, Input } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import { PASSWORD_RULE_MESSAGE } from '@/domain/validation';
import { useUserPasswordForm, type PasswordValues } from '../hooks/use-user-password-form';

export interface UserPasswordDialogProps {
  username: string;
  onClose: () => void;
}

/** 密码 of a user row: an administrator sets a new password (PUT /sys/user/changePassword). Mount to open. */
export function UserPasswordDialog({ username, onClose }: UserPasswordDialogProps) {
  const form = useUserPasswordForm(username, onClose);

  const passwordField = (name: keyof PasswordValues, label: string, placeholder: string) => (
    <Field
      label={label}
      required
      validationMessage={form.errors[name]}
      hint={name === 'password' && !form.errors.password ? PASSWORD_RULE_MESSAGE : undefined}
    >
      <Input
        type="password"
        autoComplete="new-password"
        placeholder={placeholder}
        value={form.values[name]}
        disabled={form.saving}
        onChange={(_, d) => form.setValue(name, d.value)}
      />
    </Field>
  );

  return (
    <FormDialog title="修改密码" onClose={onClose} onSubmit={form.submit} saving={form.saving}>
      <Field label="用户账号">
        <Input value={username} readOnly />
      </Field>
      {passwordField('password', '新密码', '请输入新密码')}
      {passwordField('confirmpassword', '确认密码', '请再次输入新密码')}
    </FormDialog>
  );
}
