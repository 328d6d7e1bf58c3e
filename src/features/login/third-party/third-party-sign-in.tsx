import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Divider, makeStyles } from '@fluentui/react-components';
import type { ApiEnvelope } from '@/domain/api';
import type { LoginResult } from '@/domain/session-types';
import { getAction, postAction } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { FormDialog } from '@/components/widgets/form-dialog';
import { PhoneCodeFields, phoneCodeErrors, useFormCall, type PhoneCodeErrors } from '../sms-code-fields';
import { openThirdPopup, THIRD_FAILED, type ThirdAnswer } from './popup';
import type { ThirdSource } from './sources';

const LoginAlert = lazy(() => import('../login-alert'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'center' },
});

interface Props {
  sources: ThirdSource[];
  onLoggedIn: (res: ApiEnvelope<LoginResult>) => void;
}

/**
 * 其他登录方式 (JeecgBoot's ThirdLogin): a button per source the server offers, the provider's popup, then
 * straight in, or 绑定手机号 the first time (the phone's SMS code binds the account to its user, or to a new one).
 */
export default function ThirdPartySignIn({ sources, onLoggedIn }: Props) {
  const styles = useStyles();
  const [source, setSource] = useState('');
  const [ticket, setTicket] = useState('');
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);

  const signIn = async (token: string, from: string) => {
    try {
      const res = await getAction<LoginResult>(
        `/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${encodeURIComponent(from)}`,
        {},
        { silent: true },
      );
      if (res.success && Number(res.code) === 200) onLoggedIn(res);
      else notify({ intent: 'error', title: THIRD_FAILED, message: res.message || '请求出现错误，请稍后再试' });
    } catch (e) {
      notify({ intent: 'error', title: THIRD_FAILED, message: (e as Error).message || '请求出现错误，请稍后再试' });
    }
  };

  const onAnswer = (from: string) => (answer: ThirdAnswer) => {
    stopListening.current = null;
    if (answer.kind === 'failed') notify({ intent: 'warning', message: THIRD_FAILED });
    else if (answer.kind === 'bind') setTicket(answer.ticket);
    else void signIn(answer.token, from);
  };

  const open = (from: string) => {
    stopListening.current?.();
    setSource(from);
    stopListening.current = openThirdPopup(from, onAnswer(from));
    if (!stopListening.current)
      notify({ intent: 'warning', message: '登录窗口被浏览器拦截，请允许本站弹出窗口后重试' });
  };

  return (
    <div className={styles.root}>
      <Divider>其他登录方式</Divider>
      <div className={styles.buttons}>
        {sources.map((s) => (
          <Button key={s.source} size="small" title={s.title} onClick={() => open(s.source)}>
            {s.title}
          </Button>
        ))}
      </div>
      {ticket && (
        <BindPhoneDialog
          ticket={ticket}
          onClose={() => setTicket('')}
          onBound={(token) => {
            setTicket('');
            void signIn(token, source);
          }}
        />
      )}
    </div>
  );
}

/** JeecgBoot's 绑定手机号 dialog: the number and its SMS code; 确定 → POST /sys/thirdLogin/bindingThirdPhone. */
function BindPhoneDialog({
  ticket,
  onClose,
  onBound,
}: {
  ticket: string;
  onClose: () => void;
  onBound: (token: string) => void;
}) {
  const [values, setValues] = useState({ mobile: '', captcha: '' });
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const { busy, failure, setFailure, attempt } = useFormCall();

  const submit = async () => {
    const next = phoneCodeErrors(values);
    setErrors(next);
    if (next.mobile || next.captcha) return;
    await attempt(async () => {
      const res = await postAction<string>(
        '/sys/thirdLogin/bindingThirdPhone',
        { mobile: values.mobile.trim(), captcha: values.captcha.trim(), thirdUserUuid: ticket },
        { silent: true },
      );
      if (res.success && res.result) onBound(res.result);
      else setFailure(res.message || THIRD_FAILED);
    });
  };

  return (
    <FormDialog title="绑定手机号" onClose={onClose} onSubmit={submit} saving={busy} narrow>
      {failure && (
        <Suspense fallback={<span role="alert">{failure}</span>}>
          <LoginAlert intent="error">{failure}</LoginAlert>
        </Suspense>
      )}
      <PhoneCodeFields
        smsmode="3"
        extra={{ thirdUserUuid: ticket }}
        values={values}
        setValues={setValues}
        errors={errors}
        setErrors={setErrors}
        hint="已注册的手机号绑定到该账号，新手机号将创建账号"
        onRefused={setFailure}
      />
    </FormDialog>
  );
}
