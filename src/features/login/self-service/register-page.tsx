import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Field, Input, makeStyles, Subtitle1 } from '@fluentui/react-components';
import { AppLink } from '@/components/widgets/app-link';
import { checkRule, passwordProblem } from '@/domain/validation';
import { postAction } from '@/lib/api-client';
import { UserLayout, useUserCardStyles } from '@/components/layout/user-layout';
import { PhoneCodeFields, useFormCall } from '../sms-code-fields';
import { passwordLevel, PasswordStrength, WEAK_PASSWORD_MESSAGE } from './password-strength';

const LoginAlert = lazy(() => import('../login-alert'));

const useStyles = makeStyles({
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

type Values = { username: string; password: string; password2: string; mobile: string; captcha: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The form's own checks, in JeecgBoot's words (the server checks the same again). */
export function registerErrors(values: Values): Errors {
  const errors: Errors = {};
  const name = checkRule('userName', values.username.trim());
  if (name) errors.username = name;
  const password = !values.password
    ? '请输入密码'
    : (passwordProblem(values.password) ?? (passwordLevel(values.password) < 2 ? WEAK_PASSWORD_MESSAGE : null));
  if (password) errors.password = password;
  if (values.password2 !== values.password) errors.password2 = '两次密码不一致';
  const mobile = checkRule('mobile', values.mobile.trim());
  if (mobile) errors.mobile = mobile;
  if (!values.captcha.trim()) errors.captcha = '请输入短信验证码';
  return errors;
}

/**
 * 注册 (/user/register): 用户名, 密码 with its strength, 确认密码, 手机号 with the slider, the image captcha and an SMS
 * code (smsmode 1); POST /sys/user/register, then 注册结果. What the server refuses is said above the form, which
 * keeps what was typed.
 */
export default function RegisterPage() {
  const styles = useStyles();
  const { card } = useUserCardStyles();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ username: '', password: '', password2: '', mobile: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const { busy, failure, setFailure, attempt } = useFormCall();
  const set = (name: keyof Values) => (_: unknown, d: { value: string }) =>
    setValues((v) => ({ ...v, [name]: d.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = registerErrors(values);
    setErrors(next);
    if (Object.keys(next).length) return;
    await attempt(async () => {
      const res = await postAction<string>('/sys/user/register', {
        username: values.username.trim(),
        password: values.password,
        phone: values.mobile.trim(),
        smscode: values.captcha.trim(),
      });
      if (res.success) navigate('/user/register-result', { state: { username: values.username.trim() } });
      else setFailure(res.message || '注册失败');
    });
  };

  return (
    <UserLayout>
      <form className={card} onSubmit={submit} noValidate aria-label="注册">
        <Subtitle1 as="h2">注册</Subtitle1>
        {failure && (
          <Suspense fallback={<span role="alert">{failure}</span>}>
            <LoginAlert intent="error">{`注册失败：${failure}`}</LoginAlert>
          </Suspense>
        )}
        <Field label="用户名" required validationMessage={errors.username} hint="4到18位字母、数字或下划线">
          <Input value={values.username} onChange={set('username')} autoComplete="username" maxLength={18} />
        </Field>
        <Field label="密码" required validationMessage={errors.password} hint="至少8位，须同时包含字母和数字">
          <Input type="password" value={values.password} onChange={set('password')} autoComplete="new-password" />
        </Field>
        <PasswordStrength password={values.password} />
        <Field label="确认密码" required validationMessage={errors.password2}>
          <Input type="password" value={values.password2} onChange={set('password2')} autoComplete="new-password" />
        </Field>
        <PhoneCodeFields
          smsmode="1"
          slider
          values={values}
          setValues={setValues}
          errors={errors}
          setErrors={setErrors}
          onRefused={setFailure}
        />
        <Button appearance="primary" type="submit" disabledFocusable={busy}>
          {busy ? '注册中…' : '注册'}
        </Button>
        <div className={styles.footer}>
          <AppLink to="/user/login">使用已有账户登录</AppLink>
        </div>
      </form>
    </UserLayout>
  );
}
