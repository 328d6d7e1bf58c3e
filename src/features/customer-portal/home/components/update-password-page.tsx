import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { usePasswordChangeForm } from '@/components/account/password-change-form';
import type { ScreenProps } from '@/features/screen-descriptor';
import { MSG } from '@/domain/messages';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    maxWidth: '480px',
    padding: '16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  submit: { minHeight: '44px', minWidth: '120px' },
});

function PasswordForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const form = usePasswordChangeForm(onDone);
  if (!form.username) return <p>{MSG.noLoginUser}</p>;
  return (
    <form
      className={styles.form}
      aria-label="修改密码"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.fields}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" className={styles.submit} disabled={form.busy}>
          {form.busy ? '提交中…' : '确定'}
        </Button>
      </div>
    </form>
  );
}

/** 修改密码 as a portal page (/cpctest/customer/password): the header dialog's fields and rules and the server's answer. */
export default function UpdatePasswordPage(_props: ScreenProps) {
  const [round, setRound] = useState(0);
  // A success empties the form (shown afresh); a refusal keeps what was typed.
  return <PasswordForm key={round} onDone={() => setRound((r) => r + 1)} />;
}
