import { lazy, Suspense, useEffect, useEffectEvent, useState, type Dispatch, type SetStateAction } from 'react';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { checkRule } from '@/domain/validation';
import { ApiError, postAction } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { CaptchaField, useImageCaptcha } from '@/components/widgets/captcha-field';

const SliderCheck = lazy(() => import('@/components/widgets/slider-check').then((m) => ({ default: m.SliderCheck })));

const useStyles = makeStyles({
  smsRow: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
  code: { flexGrow: 1, minWidth: 0 },
  input: { width: '100%', minWidth: 0 },
});

export const SMS_WAIT_SECONDS = 60;

/**
 * A login-page form's call: `busy` while it runs, and what the server refused (`failure`, shown above the form,
 * which keeps what was typed).
 */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const attempt = async (run: () => Promise<void>) => {
    setBusy(true);
    setFailure('');
    try {
      await run();
    } catch (e) {
      if (e instanceof ApiError) setFailure(e.message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, attempt };
}

/** 手机号 of a login-page form. */
export function MobileField({
  label = '手机号',
  value,
  onChange,
  error,
  hint,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} required validationMessage={error} hint={hint}>
      <Input
        type="tel"
        inputMode="numeric"
        value={value}
        onChange={(_, d) => onChange(d.value)}
        autoComplete="tel"
        maxLength={11}
      />
    </Field>
  );
}
/** What /sys/sms is asked for: 0 sign-in, 1 sign-up, 2 password recovery, 3 a third-party sign-in's phone. */
export type SmsMode = '0' | '1' | '2' | '3';

export interface SmsCodeFieldsProps {
  smsmode: SmsMode;
  /** The number the code goes to; checked (请输入手机号 / 请输入正确手机号) before one is asked for. */
  mobile: string;
  /** The number's problem, or undefined, for the form's own 手机号 field. */
  onMobileProblem?: (problem: string | undefined) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The server's refusal of a code request. */
  onRefused: (message: string) => void;
  /** JSlider before a code may be asked for (sign-up, recovery). */
  slider?: boolean;
  /** More of the code request (the third-party bind ticket). */
  extra?: Record<string, string>;
}

/**
 * The SMS code of a form: the slider check (when asked), the image captcha every code request needs (the server
 * refuses SMS pumping), the 短信验证码 box and 获取验证码 with its 60 s countdown.
 */
export function SmsCodeFields({
  smsmode,
  mobile,
  onMobileProblem,
  value,
  onChange,
  error,
  onRefused,
  slider = false,
  extra,
}: SmsCodeFieldsProps) {
  const styles = useStyles();
  const { captcha, refresh } = useImageCaptcha();
  const firstImage = useEffectEvent(refresh);
  useEffect(() => {
    void firstImage();
  }, []);
  const [image, setImage] = useState('');
  const [imageError, setImageError] = useState<string>();
  const [passed, setPassed] = useState(!slider);
  const [sliderError, setSliderError] = useState<string>();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const requestCode = async () => {
    const numberProblem = checkRule('mobile', mobile.trim());
    onMobileProblem?.(numberProblem ?? undefined);
    const missingImage = image.trim() ? undefined : '请输入图形验证码';
    setImageError(missingImage);
    setSliderError(passed ? undefined : '请先完成滑块验证');
    if (numberProblem || missingImage || !passed || !captcha) return;
    try {
      const res = await postAction<null>('/sys/sms', {
        mobile: mobile.trim(),
        smsmode,
        captcha: image.trim(),
        checkKey: captcha.key,
        ...extra,
      });
      if (res.success) {
        setWait(SMS_WAIT_SECONDS);
        notify({ intent: 'success', message: '验证码已发送，请查收短信' });
      } else onRefused(res.message);
    } catch (e) {
      if (e instanceof ApiError) onRefused(e.message);
    } finally {
      setImage('');
      await refresh();
    }
  };

  return (
    <>
      {slider && (
        <Field label="滑块验证" validationMessage={passed ? undefined : sliderError}>
          <Suspense fallback={null}>
            <SliderCheck onSuccess={() => setPassed(true)} />
          </Suspense>
        </Field>
      )}
      {captcha && (
        <CaptchaField
          label="图形验证码"
          captcha={captcha}
          value={image}
          error={imageError}
          onChange={setImage}
          onRefresh={refresh}
        />
      )}
      <div className={styles.smsRow}>
        <Field label="短信验证码" required validationMessage={error} className={styles.code}>
          <Input
            className={styles.input}
            inputMode="numeric"
            value={value}
            onChange={(_, d) => onChange(d.value)}
            autoComplete="one-time-code"
            maxLength={6}
          />
        </Field>
        <Button onClick={() => void requestCode()} disabled={wait > 0}>
          {wait > 0 ? `${wait} s` : '获取验证码'}
        </Button>
      </div>
    </>
  );
}

/** A form's 手机号 and its SMS code (the code's field is `captcha`, as JeecgBoot's forms name it). */
export interface PhoneCode {
  mobile: string;
  captcha: string;
}
export interface PhoneCodeErrors {
  mobile?: string;
  captcha?: string;
}

/** The problems of a 手机号 and its code, in JeecgBoot's words. */
export const phoneCodeErrors = (values: PhoneCode, missingCode = '请输入验证码'): PhoneCodeErrors => ({
  mobile: checkRule('mobile', values.mobile.trim()) ?? undefined,
  captcha: values.captcha.trim() ? undefined : missingCode,
});

/** 手机号 then its SMS code (SmsCodeFields), kept in a form's own values and errors. */
export function PhoneCodeFields<V extends PhoneCode, E extends PhoneCodeErrors>({
  values,
  setValues,
  errors,
  setErrors,
  hint,
  ...sms
}: {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: E;
  setErrors: Dispatch<SetStateAction<E>>;
  hint?: string;
} & Pick<SmsCodeFieldsProps, 'smsmode' | 'slider' | 'extra' | 'onRefused'>) {
  return (
    <>
      <MobileField
        value={values.mobile}
        onChange={(mobile) => setValues((v) => ({ ...v, mobile }))}
        error={errors.mobile}
        hint={hint}
      />
      <SmsCodeFields
        {...sms}
        mobile={values.mobile}
        onMobileProblem={(mobile) => setErrors((e) => ({ ...e, mobile }))}
        value={values.captcha}
        onChange={(captcha) => setValues((v) => ({ ...v, captcha }))}
        error={errors.captcha}
      />
    </>
  );
}
