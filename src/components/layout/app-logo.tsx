import { Link } from 'react-router';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PRODUCT_NAME } from '@/domain/constants';

const useStyles = makeStyles({
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    height: '56px',
    padding: '0 16px',
    flexShrink: 0,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
});

/** The logo: a link to the dashboard route (the user's home page). */
export function AppLogo({ to, showName, className }: { to: string; showName: boolean; className?: string }) {
  const styles = useStyles();
  return (
    <Link to={to} className={mergeClasses(styles.logo, className)} aria-label={`${PRODUCT_NAME} 首页`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {showName && <span aria-hidden="true">{PRODUCT_NAME}</span>}
    </Link>
  );
}
