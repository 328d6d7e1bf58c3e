import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useWrite } from '@/components/crud';
import { CaptchaField, useImageCaptcha } from '@/components/widgets/captcha-field';
import { FormDialog } from '@/components/widgets/form-dialog';
import { ACCOUNT_SCOPE } from '../api/account-api';

const useStyles = makeStyles({ code: { display: 'flex', gap: '8px', alignItems: 'flex-start' }, grow: { flex: 1 } });

/** The server's check for a mainland mobile number (sendChangePhoneSms). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export function validatePhoneChange(phone: string, smscode: string, needCode: boolean) {
  const errors: { phone?: string; smscode?: string } = {};
  if (!phone.trim()) errors.phone = '请输入手机号';
  else if (!PHONE_PATTERN.test(phone.trim())) errors.phone = '请输入正确手机号';
  if (needCode && !smscode.trim()) errors.smscode = '请输入验证码';
  return errors;
}

/**
 * 修改密保手机 (JeecgBoot HEAD's sendChangePhoneSms / changePhone): a code is sent to the new number, with the image
 * captcha solved (the server refuses SMS pumping), and the number changes only with it; other signed-in devices must
 * sign in again. Mount it to open it.
 */
export function ChangePhoneDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const [phone, setPhone] = useState('');
  const [smscode, setSmscode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; smscode?: string; image?: string }>({});
  const [image, setImage] = useState('');
  const { captcha, refresh } = useImageCaptcha();
  const firstImage = useEffectEvent(refresh);
  useEffect(() => {
    void firstImage();
  }, []);
  const { busy, write } = useWrite();

  const sendCode = async () => {
    const next = {
      ...validatePhoneChange(phone, smscode, false),
      image: image.trim() ? undefined : '请输入图形验证码',
    };
    setErrors(next);
    if (next.phone || next.image || !captcha) return;
    await write(
      {
        method: 'POST',
        url: '/sys/user/sendChangePhoneSms',
        data: { phone: phone.trim(), captcha: image.trim(), checkKey: captcha.key },
        meta: { scope: ACCOUNT_SCOPE, kind: 'action', label: '发送手机验证码' },
      },
      '验证码已发送',
    );
    // Each image serves one check, right or wrong.
    setImage('');
    await refresh();
  };

  const submit = async () => {
    const next = validatePhoneChange(phone, smscode, true);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const ok = await write(
      {
        method: 'PUT',
        url: '/sys/user/changePhone',
        data: { phone: phone.trim(), smscode: smscode.trim() },
        meta: { scope: ACCOUNT_SCOPE, kind: 'action', label: '修改手机号' },
      },
      '手机号修改成功',
    );
    if (ok) onClose();
  };

  return (
    <FormDialog title="修改手机号" open narrow onClose={onClose} onSubmit={submit} saving={busy}>
      <Field label="新手机号" required validationMessage={errors.phone}>
        <Input value={phone} inputMode="tel" placeholder="请输入新手机号" onChange={(_, d) => setPhone(d.value)} />
      </Field>
      {captcha && (
        <CaptchaField
          label="图形验证码"
          captcha={captcha}
          value={image}
          error={errors.image}
          onChange={setImage}
          onRefresh={() => void refresh()}
        />
      )}
      <Field label="验证码" required validationMessage={errors.smscode}>
        <div className={styles.code}>
          <Input
            className={styles.grow}
            value={smscode}
            inputMode="numeric"
            placeholder="请输入验证码"
            onChange={(_, d) => setSmscode(d.value)}
          />
          <Button disabled={busy} onClick={() => void sendCode()}>
            获取验证码
          </Button>
        </div>
      </Field>
    </FormDialog>
  );
}
