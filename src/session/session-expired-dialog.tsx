import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { MSG } from '@/domain/messages';
import { logout } from './logout';

/** 登录已过期: confirming logs out, removes the token and reloads. Mounted once the session expired. */
export default function SessionExpiredDialog() {
  const queryClient = useQueryClient();
  const relogin = async () => {
    await logout(queryClient);
    window.location.reload();
  };
  return (
    <Dialog open modalType="alert">
      <DialogSurface style={{ maxWidth: 420 }}>
        <DialogBody>
          <DialogTitle>{MSG.loginExpiredTitle}</DialogTitle>
          <DialogContent>{MSG.loginExpiredBody}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={relogin}>
              {MSG.relogin}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
