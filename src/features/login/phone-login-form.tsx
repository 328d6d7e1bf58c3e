import { useEffect, useEffectEvent, useState, lazy, Suspense, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import type { ApiEnvelope } from '@/domain/api';
import type { LoginResult } from '@/domain/session-types';
import { isMobile } from '@/domain/validation';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { loginByPhone, sendLoginSms } from '@/session/api/session-api';
import { CaptchaField, useImageCaptcha } from '@/components/widgets/captcha-field';

const LoginAlert = lazy(() => import('./login-alert'));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  smsRow: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
});

const SMS_WAIT_SECONDS = 60;

export default function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (res: ApiEnvelope<LoginResult>) => void }) {
  const styles = useStyles();
  const [values, setValues] = useState({ mobile: '', captcha: '', image: '' });
  const [errors, setErrors] = useState<{ mobile?: string; captcha?: string; image?: string }>({});
  // An SMS code is sent only with the image captcha solved (the server refuses SMS pumping).
  const { captcha: imageCaptcha, refresh: refreshImage } = useImageCaptcha();
  const firstImage = useEffectEvent(refreshImage);
  useEffect(() => {
    void firstImage();
  }, []);
  const [failure, setFailure] = useState('');
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const mobileError = (mobile: string) =>
    !mobile ? '请输入手机号' : isMobile(mobile) ? undefined : '请输入正确手机号';

  const requestCode = async () => {
    const error = mobileError(values.mobile.trim());
    const imageError = values.image.trim() ? undefined : '请输入图形验证码';
    setErrors((e) => ({ ...e, mobile: error, image: imageError }));
    if (error || imageError || !imageCaptcha) return;
    try {
      const res = await sendLoginSms(values.mobile.trim(), {
        captcha: values.image.trim(),
        checkKey: imageCaptcha.key,
      });
      if (res.success) {
        setWait(SMS_WAIT_SECONDS);
        notify({ intent: 'success', message: '验证码已发送，请查收短信' });
      } else setFailure(res.message);
    } catch (e) {
      if (e instanceof ApiError) setFailure(e.message);
    } finally {
      setValues((v) => ({ ...v, image: '' }));
      await refreshImage();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      mobile: mobileError(values.mobile.trim()),
      captcha: values.captcha.trim() ? undefined : '请输入验证码',
    };
    setErrors(next);
    if (next.mobile || next.captcha) return;
    setBusy(true);
    setFailure('');
    try {
      const res = await loginByPhone({ mobile: values.mobile.trim(), captcha: values.captcha.trim() });
      if (res.code === 200) onLoggedIn(res);
      else setFailure(res.message || '登录失败');
    } catch (e) {
      if (e instanceof ApiError) setFailure(e.message);
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
      <Field label="手机号" required validationMessage={errors.mobile}>
        <Input
          type="tel"
          inputMode="numeric"
          value={values.mobile}
          onChange={(_, d) => setValues((v) => ({ ...v, mobile: d.value }))}
          autoComplete="tel"
          maxLength={11}
        />
      </Field>
      {imageCaptcha && (
        <CaptchaField
          label="图形验证码"
          captcha={imageCaptcha}
          value={values.image}
          error={errors.image}
          onChange={(value) => setValues((v) => ({ ...v, image: value }))}
          onRefresh={refreshImage}
        />
      )}
      <div className={styles.smsRow}>
        <Field label="短信验证码" required validationMessage={errors.captcha} style={{ flexGrow: 1 }}>
          <Input
            inputMode="numeric"
            value={values.captcha}
            onChange={(_, d) => setValues((v) => ({ ...v, captcha: d.value }))}
            autoComplete="one-time-code"
            maxLength={6}
          />
        </Field>
        <Button onClick={requestCode} disabled={wait > 0}>
          {wait > 0 ? `${wait} s` : '获取验证码'}
        </Button>
      </div>
      <Button appearance="primary" type="submit" disabledFocusable={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
