import { Field, Input } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import { PasswordField } from '@/components/account/password-field';
import type { NewPasswordValues } from '@/domain/validation';
import { useUserPasswordForm } from '../hooks/use-user-password-form';

export interface UserPasswordDialogProps {
  username: string;
  onClose: () => void;
}

/** 密码 of a user row: an administrator sets a new password (PUT /sys/user/changePassword). Mount to open. */
export function UserPasswordDialog({ username, onClose }: UserPasswordDialogProps) {
  const form = useUserPasswordForm(username, onClose);

  const passwordField = (name: keyof NewPasswordValues, label: string, placeholder: string) => (
    <PasswordField
      label={label}
      placeholder={placeholder}
      value={form.values[name]}
      error={form.errors[name]}
      showRule={name === 'password'}
      disabled={form.saving}
      onChange={(value) => form.setValue(name, value)}
    />
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
