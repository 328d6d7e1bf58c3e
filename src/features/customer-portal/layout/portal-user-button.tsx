import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { makeStyles, tokens } from '@fluentui/react-components';
import { logoutAndReload } from '@/session/logout';
import { homePathOf, useSession } from '@/session/session-store';
import { HomeIcon, KeyIcon, PersonIcon, SignOutIcon } from './portal-icons';
import { isPortalPath, PORTAL_PASSWORD, PORTAL_PROFILE } from './portal-nav';

const useStyles = makeStyles({
  box: { position: 'relative' },
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    minHeight: '44px',
    minWidth: '44px',
    padding: '0 8px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { display: 'inline-flex', fontSize: '24px' },
  name: { maxWidth: '120px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  panel: {
    position: 'absolute',
    right: 0,
    top: 'calc(100% + 4px)',
    minWidth: '160px',
    padding: '4px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    zIndex: 30,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    width: '100%',
    minHeight: '44px',
    padding: '0 12px',
    boxSizing: 'border-box',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    textDecoration: 'none',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * The user's button (named after the real name; an icon only on phones) opening 我的资料 (contacts: their home is the
 * portal), 修改密码 and 退出登录, and for staff who opened the portal (their home is elsewhere) 返回管理端.
 */
export function PortalUserButton({ compact }: { compact: boolean }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { userInfo } = useSession();
  const name = userInfo?.realname || userInfo?.username || '';
  const home = homePathOf(userInfo);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className={styles.box} ref={box}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={compact ? `${name} 用户菜单` : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.icon}>
          <PersonIcon />
        </span>
        {!compact && <span className={styles.name}>{name}</span>}
      </button>
      {open && (
        <div className={styles.panel}>
          {!isPortalPath(home) && (
            <Link className={styles.item} to={home} onClick={() => setOpen(false)}>
              <HomeIcon />
              返回管理端
            </Link>
          )}
          {isPortalPath(home) && (
            <Link className={styles.item} to={PORTAL_PROFILE} onClick={() => setOpen(false)}>
              <PersonIcon />
              我的资料
            </Link>
          )}
          <Link className={styles.item} to={PORTAL_PASSWORD} onClick={() => setOpen(false)}>
            <KeyIcon />
            修改密码
          </Link>
          <button type="button" className={styles.item} onClick={() => void logoutAndReload(queryClient)}>
            <SignOutIcon />
            退出登录
          </button>
        </div>
      )}
    </div>
  );
}
