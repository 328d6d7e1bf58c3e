import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissIcon } from './portal-icons';
import { isCurrentPage, type PortalPage } from './portal-nav';

const useStyles = makeStyles({
  backdrop: { position: 'fixed', inset: 0, backgroundColor: 'rgba(0, 0, 0, 0.4)', zIndex: 40 },
  sheet: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: '80vh',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: `${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} 0 0`,
    paddingBottom: 'env(safe-area-inset-bottom)',
    boxShadow: tokens.shadow28,
    zIndex: 41,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: '4px 4px 4px 16px',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  close: {
    width: '44px',
    height: '44px',
    border: 'none',
    backgroundColor: 'transparent',
    fontSize: '20px',
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
  },
  list: { listStyle: 'none', margin: 0, padding: '0 0 8px' },
  link: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: '0 16px',
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** 更多 on phones: every portal page in a sheet from the bottom; Escape, the backdrop or a choice closes it. */
export function MoreSheet({
  pages,
  pathname,
  onClose,
}: {
  pages: PortalPage[];
  pathname: string;
  onClose: () => void;
}) {
  const styles = useStyles();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sheet.current?.focus();
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // A tap beside the sheet (on the backdrop) closes it.
    const away = (event: PointerEvent) => {
      if (!sheet.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', escape);
    document.addEventListener('pointerdown', away);
    return () => {
      document.removeEventListener('keydown', escape);
      document.removeEventListener('pointerdown', away);
    };
  }, [onClose]);
  return (
    <>
      <div className={styles.backdrop} />
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-label="更多" tabIndex={-1} ref={sheet}>
        <div className={styles.head}>
          <span>更多</span>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <DismissIcon />
          </button>
        </div>
        <ul className={styles.list}>
          {pages.map((page) => {
            const current = isCurrentPage(page.path, pathname);
            return (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className={mergeClasses(styles.link, current && styles.current)}
                  aria-current={current ? 'page' : undefined}
                  onClick={onClose}
                >
                  {page.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
