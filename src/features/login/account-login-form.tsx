import { useState, lazy, Suspense, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import type { ApiEnvelope } from '@/domain/api';
import type { LoginResult } from '@/domain/session-types';
import { ApiError } from '@/lib/api-client';
import { loginByAccount } from '@/session/api/session-api';
import { CaptchaField, useImageCaptcha } from '@/components/widgets/captcha-field';

const LoginAlert = lazy(() => import('./login-alert'));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** The server asks for a captcha with code 412 (a JeecgBoot server always asks: 验证码无效 on 500). */
function asksForCaptcha(res: ApiEnvelope<unknown>): boolean {
  return res.code === 412 || /验证码/.test(res.message ?? '');
}

export function AccountLoginForm({
  onLoggedIn,
  initialUsername = '',
}: {
  onLoggedIn: (res: ApiEnvelope<LoginResult>) => void;
  /** The account just registered or recovered. */
  initialUsername?: string;
}) {
  const styles = useStyles();
  const [values, setValues] = useState({ username: initialUsername, password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const { captcha, refresh: refreshCaptcha } = useImageCaptcha();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (name: keyof typeof values) => (_: unknown, d: { value: string }) =>
    setValues((v) => ({ ...v, [name]: d.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.username.trim()) next.username = '请输入用户名';
    if (!values.password) next.password = '请输入密码';
    if (captcha && !values.captcha.trim()) next.captcha = '请输入验证码';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFailure('');
    try {
      const res = await loginByAccount({
        username: values.username.trim(),
        password: values.password,
        ...(captcha ? { captcha: values.captcha.trim(), checkKey: captcha.key } : {}),
      });
      if (res.code === 200) {
        onLoggedIn(res);
        return;
      }
      setFailure(res.message || '登录失败');
      if (asksForCaptcha(res) || captcha) {
        setValues((v) => ({ ...v, captcha: '' }));
        await refreshCaptcha();
      }
    } catch (error) {
      if (error instanceof ApiError) setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && (
        <Suspense fallback={<span role="alert">{failure}</span>}>
          <LoginAlert intent="error">{failure}</LoginAlert>
        </Suspense>
      )}
      <Field label="用户名" required validationMessage={errors.username}>
        <Input value={values.username} onChange={set('username')} autoComplete="username" placeholder="admin" />
      </Field>
      <Field label="密码" required validationMessage={errors.password}>
        <Input
          type="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="current-password"
          placeholder="123456"
        />
      </Field>
      {captcha && (
        <CaptchaField
          label="验证码"
          captcha={captcha}
          value={values.captcha}
          error={errors.captcha}
          onChange={(value) => setValues((v) => ({ ...v, captcha: value }))}
          onRefresh={refreshCaptcha}
        />
      )}
      <Button appearance="primary" type="submit" disabledFocusable={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
