import { useSyncExternalStore } from 'react';
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
import { LOGIN_PATH } from '@/domain/constants';
import { logout } from './logout';

const listeners = new Set<() => void>();
let expired = false;

/** Raised by the http layer on a login-expired answer (spec document 1 §8). */
export function showSessionExpired(): void {
  if (window.location.pathname === LOGIN_PATH) return;
  expired = true;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** 登录已过期: confirming logs out, removes the token and reloads. */
export function SessionExpiredDialog() {
  const open = useSyncExternalStore(subscribe, () => expired);
  const queryClient = useQueryClient();
  const relogin = async () => {
    await logout(queryClient);
    window.location.reload();
  };
  return (
    <Dialog open={open} modalType="alert">
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
