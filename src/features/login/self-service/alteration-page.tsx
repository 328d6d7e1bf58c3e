import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Field, Input, makeStyles, mergeClasses, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { checkRule, validateNewPassword } from '@/domain/validation';
import { getAction, postAction } from '@/lib/api-client';
import { UserLayout, useUserCardStyles } from '@/components/layout/user-layout';
import { AppLink } from '@/components/widgets/app-link';
import { MobileField, SmsCodeFields, useFormCall } from '../sms-code-fields';
import { PasswordStrength } from './password-strength';

const LoginAlert = lazy(() => import('../login-alert'));

const useStyles = makeStyles({
  steps: { display: 'flex', gap: '4px', margin: 0, padding: 0, listStyleType: 'none' },
  step: {
    flexGrow: 1,
    flexBasis: 0,
    paddingTop: '6px',
    borderTop: `3px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
  },
  current: { borderTopColor: tokens.colorBrandStroke1, color: tokens.colorNeutralForeground1, fontWeight: 600 },
  done: { alignItems: 'center', textAlign: 'center' },
  icon: { fontSize: '56px', color: tokens.colorPaletteGreenForeground1 },
});

export const ALTERATION_STEPS = ['手机号', '手机验证', '更改密码', '完成'] as const;
export const DONE_SECONDS = 5;

/** Where the wizard is; each step holds what the earlier ones established, so none is reached without them. */
type Stage =
  | { step: 0 }
  | { step: 1; phone: string }
  | { step: 2; phone: string; username: string; smscode: string }
  | { step: 3; username: string };

function Steps({ current }: { current: number }) {
  const styles = useStyles();
  return (
    <ol className={styles.steps} aria-label="找回密码步骤">
      {ALTERATION_STEPS.map((title, i) => (
        <li
          key={title}
          className={i === current ? `${styles.step} ${styles.current}` : styles.step}
          aria-current={i === current ? 'step' : undefined}
        >
          {`${i + 1} ${title}`}
        </li>
      ))}
    </ol>
  );
}

/**
 * 找回密码 (/user/alteration), four steps as JeecgBoot's wizard: 手机号 → 手机验证 (slider, image captcha, an SMS code
 * with smsmode 2; POST /sys/user/phoneVerification names the account) → 更改密码 (twice, the password rule; GET
 * /sys/user/passwordChange as JeecgBoot, which ends the account's sessions) → 完成 (back to 登录 after 5 s with the
 * account filled in). The steps live in the page, so an address cannot skip one; a refusal keeps what was typed.
 */
export default function AlterationPage() {
  const styles = useStyles();
  const { card } = useUserCardStyles();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: 0 });
  const [values, setValues] = useState({ phone: '', smscode: '', password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const { busy, failure, setFailure, attempt } = useFormCall();
  const [left, setLeft] = useState(DONE_SECONDS);
  const set = (name: keyof typeof values) => (_: unknown, d: { value: string }) =>
    setValues((v) => ({ ...v, [name]: d.value }));

  const doneUser = stage.step === 3 ? stage.username : null;
  useEffect(() => {
    if (doneUser === null) return undefined;
    if (left <= 0) {
      navigate('/user/login', { replace: true, state: { username: doneUser } });
      return undefined;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [doneUser, left, navigate]);

  const checkPhone = () => {
    const problem = checkRule('mobile', values.phone.trim());
    setErrors((e) => ({ ...e, phone: problem ?? undefined }));
    return problem;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage.step === 0) {
      if (!checkPhone()) setStage({ step: 1, phone: values.phone.trim() });
    } else if (stage.step === 1) {
      const smscode = values.smscode.trim();
      setErrors({ smscode: smscode ? undefined : '请输入短信验证码!' });
      if (!smscode) return;
      void attempt(async () => {
        const res = await postAction<{ username: string }>('/sys/user/phoneVerification', {
          phone: stage.phone,
          smscode,
        });
        if (res.success && res.result?.username)
          setStage({ step: 2, phone: stage.phone, username: res.result.username, smscode });
        else setFailure(res.message || '手机验证码错误');
      });
    } else if (stage.step === 2) {
      const problems = validateNewPassword(values);
      setErrors(problems);
      if (Object.keys(problems).length) return;
      void attempt(async () => {
        const res = await getAction<string>('/sys/user/passwordChange', {
          username: stage.username,
          password: values.password,
          smscode: stage.smscode,
          phone: stage.phone,
        });
        if (res.success) setStage({ step: 3, username: stage.username });
        else setFailure(res.message || '重置密码失败！');
      });
    }
  };

  return (
    <UserLayout>
      <form className={card} onSubmit={submit} noValidate aria-label="找回密码">
        <Subtitle1 as="h2">找回密码</Subtitle1>
        <Steps current={stage.step} />
        {failure && (
          <Suspense fallback={<span role="alert">{failure}</span>}>
            <LoginAlert intent="error">{failure}</LoginAlert>
          </Suspense>
        )}
        {stage.step === 0 && (
          <MobileField
            value={values.phone}
            onChange={(phone) => setValues((v) => ({ ...v, phone }))}
            error={errors.phone}
            hint="账户绑定的手机号"
          />
        )}
        {stage.step === 1 && (
          <>
            <Text>{`验证码将发送到 ${stage.phone}`}</Text>
            <SmsCodeFields
              smsmode="2"
              slider
              mobile={stage.phone}
              value={values.smscode}
              onChange={(smscode) => setValues((v) => ({ ...v, smscode }))}
              error={errors.smscode}
              onRefused={setFailure}
            />
          </>
        )}
        {stage.step === 2 && (
          <>
            <Text>{`账户：${stage.username}`}</Text>
            <Field label="新密码" required validationMessage={errors.password}>
              <Input type="password" value={values.password} onChange={set('password')} autoComplete="new-password" />
            </Field>
            <PasswordStrength password={values.password} />
            <Field label="确认密码" required validationMessage={errors.confirmpassword}>
              <Input
                type="password"
                value={values.confirmpassword}
                onChange={set('confirmpassword')}
                autoComplete="new-password"
              />
            </Field>
          </>
        )}
        {stage.step === 3 ? (
          <div className={mergeClasses(card, styles.done)} role="status">
            <CheckmarkCircleRegular className={styles.icon} aria-hidden />
            <Subtitle1 as="p">更改密码成功</Subtitle1>
            <Text>{`${left} 秒后返回登录页`}</Text>
            <Button appearance="primary" onClick={() => setLeft(0)}>
              立即登录
            </Button>
          </div>
        ) : (
          <Button appearance="primary" type="submit" disabledFocusable={busy}>
            {stage.step === 2 ? (busy ? '提交中…' : '提交') : busy ? '验证中…' : '下一步'}
          </Button>
        )}
        <AppLink to="/user/login">使用已有账户登录</AppLink>
      </form>
    </UserLayout>
  );
}
