import { useState } from 'react';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { fetchCaptcha } from '@/session/api/session-api';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
  image: { height: '32px', width: '105px', padding: 0, minWidth: 'auto', overflow: 'hidden' },
});

export interface ImageCaptcha {
  /** The key the image was drawn for, sent back as `checkKey`. */
  key: string;
  image: string;
}

/** An image captcha: `refresh` draws a new one (each code serves one check). */
export function useImageCaptcha() {
  const [captcha, setCaptcha] = useState<ImageCaptcha | null>(null);
  const refresh = async () => {
    const key = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    try {
      const res = await fetchCaptcha(key);
      if (res.success) setCaptcha({ key, image: res.result });
    } catch {
      /* the http layer already reported it */
    }
  };
  return { captcha, refresh };
}

export function CaptchaField(props: {
  label: string;
  captcha: ImageCaptcha;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Field label={props.label} required validationMessage={props.error} style={{ flexGrow: 1 }}>
        <Input value={props.value} onChange={(_, d) => props.onChange(d.value)} autoComplete="off" maxLength={4} />
      </Field>
      <Button className={styles.image} onClick={props.onRefresh} aria-label="看不清？换一张" title="看不清？换一张">
        <img src={props.captcha.image} alt="验证码图片" height={32} width={105} />
      </Button>
    </div>
  );
}
