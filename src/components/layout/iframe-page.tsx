import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ frame: { width: '100%', height: 'calc(100vh - 120px)', border: 'none' } });

/** A menu entry shown inside the app as an iframe (component layouts/IframePageView). */
export function IframePage({ title, url }: { title: string; url: string }) {
  const styles = useStyles();
  return (
    <iframe
      className={styles.frame}
      title={title}
      src={url}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
