import { useState, lazy, Suspense, type FormEvent } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import type { ApiEnvelope } from '@/domain/api';
import type { LoginResult } from '@/domain/session-types';
import { loginByPhone } from '@/session/api/session-api';
import { PhoneCodeFields, phoneCodeErrors, useFormCall, type PhoneCodeErrors } from './sms-code-fields';

const LoginAlert = lazy(() => import('./login-alert'));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

export default function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (res: ApiEnvelope<LoginResult>) => void }) {
  const styles = useStyles();
  const [values, setValues] = useState({ mobile: '', captcha: '' });
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const { busy, failure, setFailure, attempt } = useFormCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = phoneCodeErrors(values);
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
      <PhoneCodeFields
        smsmode="0"
        values={values}
        setValues={setValues}
        errors={errors}
        setErrors={setErrors}
        onRefused={setFailure}
      />
      <Button appearance="primary" type="submit" disabledFocusable={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
