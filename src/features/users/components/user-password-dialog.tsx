import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
} from '@fluentui/react-components';
import { PASSWORD_RULE_MESSAGE } from '@/domain/validation';
import { useUserPasswordForm, type PasswordValues } from '../hooks/use-user-password-form';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '100%' },
  fields: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

export interface UserPasswordDialogProps {
  username: string;
  onClose: () => void;
}

/** 密码 of a user row: an administrator sets a new password (PUT /sys/user/changePassword). Mount to open. */
export function UserPasswordDialog({ username, onClose }: UserPasswordDialogProps) {
  const styles = useStyles();
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
    <Dialog open onOpenChange={(_, d) => !d.open && d.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <DialogBody>
            <DialogTitle>修改密码</DialogTitle>
            <DialogContent className={styles.fields}>
              <Field label="用户账号">
                <Input value={username} readOnly />
              </Field>
              {passwordField('password', '新密码', '请输入新密码')}
              {passwordField('confirmpassword', '确认密码', '请再次输入新密码')}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button type="submit" appearance="primary" disabled={form.saving}>
                {form.saving ? '保存中…' : '确定'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
