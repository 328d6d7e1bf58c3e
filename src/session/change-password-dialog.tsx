import { useEffect, useEffectEvent, useState } from 'react';
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
import { MSG } from '@/domain/messages';
import { PASSWORD_RULE_MESSAGE, passwordProblem } from '@/domain/validation';
import { notify } from '@/lib/notifier';
import { updatePassword } from './api/session-api';
import { getSession } from './session-store';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: '12px' } });

type Values = { oldpassword: string; password: string; confirmpassword: string };
const EMPTY: Values = { oldpassword: '', password: '', confirmpassword: '' };

export function validatePasswordChange(v: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!v.oldpassword) errors.oldpassword = MSG.enterOldPassword;
  const weak = passwordProblem(v.password);
  if (!v.password) errors.password = MSG.enterNewPassword;
  else if (weak) errors.password = weak;
  if (!v.confirmpassword) errors.confirmpassword = MSG.confirmNewPassword;
  else if (v.confirmpassword !== v.password) errors.confirmpassword = MSG.passwordsDiffer;
  return errors;
}

/** 修改密码 (spec document 1 §4–§5), width 800. Mount it to open it. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
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
    <Field
      label={label}
      required
      validationMessage={errors[name]}
      hint={name === 'password' && !errors.password ? PASSWORD_RULE_MESSAGE : undefined}
    >
      <Input
        type="password"
        value={values[name]}
        autoComplete={name === 'oldpassword' ? 'current-password' : 'new-password'}
        onChange={(_, d) => setValues((v) => ({ ...v, [name]: d.value }))}
      />
    </Field>
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
    <Dialog open={!!username} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 800 }}>
        <DialogBody>
          <DialogTitle>修改密码</DialogTitle>
          <DialogContent className={styles.fields}>
            {field('oldpassword', '旧密码')}
            {field('password', '新密码')}
            {field('confirmpassword', '确认新密码')}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              取消
            </Button>
            <Button appearance="primary" onClick={submit} disabledFocusable={busy}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
