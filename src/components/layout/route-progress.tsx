import { ProgressBar, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ bar: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 } });

/** The thin bar shown while a route's code or data loads (no spinner). */
export function RouteProgress() {
  const styles = useStyles();
  return <ProgressBar className={styles.bar} thickness="medium" aria-label="页面加载中" />;
}
