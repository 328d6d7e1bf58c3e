import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  track: { position: 'fixed', top: 0, left: 0, right: 0, height: '2px', overflow: 'hidden', zIndex: 1000 },
  bar: {
    height: '100%',
    width: '40%',
    backgroundColor: tokens.colorBrandBackground,
    animationName: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
    animationDuration: '1.2s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/** The thin bar shown while a route's code or data loads (no spinner); plain styles, so the login path stays light. */
export function RouteProgress() {
  const styles = useStyles();
  return (
    <div className={styles.track} role="progressbar" aria-label="页面加载中">
      <div className={styles.bar} />
    </div>
  );
}
