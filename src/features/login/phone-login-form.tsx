import { useState, lazy, Suspense, type FormEvent } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import type { ApiEnvelope } from '@/domain/api';
import type { LoginResult } from '@/domain/session-types';
import { checkRule } from '@/domain/validation';
import { loginByPhone } from '@/session/api/session-api';
import { MobileField, SmsCodeFields, useFormCall } from './sms-code-fields';

const LoginAlert = lazy(() => import('./login-alert'));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

export default function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (res: ApiEnvelope<LoginResult>) => void }) {
  const styles = useStyles();
  const [values, setValues] = useState({ mobile: '', captcha: '' });
  const [errors, setErrors] = useState<{ mobile?: string; captcha?: string }>({});
  const { busy, failure, setFailure, attempt } = useFormCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      mobile: checkRule('mobile', values.mobile.trim()) ?? undefined,
      captcha: values.captcha.trim() ? undefined : '请输入验证码',
    };
    setErrors(next);
    if (next.mobile || next.captcha) return;
    await attempt(async () => {
      const res = await loginByPhone({ mobile: values.mobile.trim(), captcha: values.captcha.trim() });
      if (res.code === 200) onLoggedIn(res);
      else setFailure(res.message || '登录失败');
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && (
        <Suspense fallback={<span role="alert">{failure}</span>}>
          <LoginAlert intent="error">{failure}</LoginAlert>
        </Suspense>
      )}
      <MobileField
        value={values.mobile}
        onChange={(mobile) => setValues((v) => ({ ...v, mobile }))}
        error={errors.mobile}
      />
      <SmsCodeFields
        smsmode="0"
        mobile={values.mobile}
        onMobileProblem={(mobile) => setErrors((e) => ({ ...e, mobile }))}
        value={values.captcha}
        onChange={(captcha) => setValues((v) => ({ ...v, captcha }))}
        error={errors.captcha}
        onRefused={setFailure}
      />
      <Button appearance="primary" type="submit" disabledFocusable={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
