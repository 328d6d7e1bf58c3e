import { useEffect, useEffectEvent } from 'react';
import { FormDialog } from '@/components/widgets/form-dialog';
import { MSG } from '@/domain/messages';
import { notify } from '@/lib/notifier';
import { usePasswordChangeForm } from './password-change-form';

/** 修改密码, width 800. Mount it to open it. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = usePasswordChangeForm(onClose);
  const username = form.username;

  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (username) return;
    notify({ intent: 'warning', message: MSG.noLoginUser });
    close();
  }, [username]);

  return (
    <FormDialog title="修改密码" open={Boolean(username)} onClose={onClose} onSubmit={form.submit} saving={form.busy}>
      {form.fields}
    </FormDialog>
  );
}
