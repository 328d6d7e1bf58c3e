import { Link, makeStyles } from '@fluentui/react-components';
import { downloadStoredFile } from './upload-api';
import { fileAccessUrl, fileNameOf, shortFileName, splitPaths } from './upload-model';

const useStyles = makeStyles({
  files: { display: 'inline-flex', flexWrap: 'wrap', columnGap: '6px' },
  thumb: { display: 'block', height: '32px', maxWidth: '64px', objectFit: 'contain' },
});

/**
 * A file column: each file's name cut to 5 characters and …, the whole name on hover; a click downloads it.
 * Small on purpose (the list platform's chunk), the upload widgets stay lazy.
 */
export function FileCell({ value }: { value: string }) {
  const styles = useStyles();
  return (
    <span className={styles.files}>
      {splitPaths(value).map((path, index) => {
        const name = fileNameOf(path);
        return (
          <Link
            key={`${index}-${path}`}
            as="button"
            title={name}
            aria-label={`下载 ${name}`}
            onClick={() => void downloadStoredFile(path, name)}
          >
            {shortFileName(name)}
          </Link>
        );
      })}
    </span>
  );
}

/** An image column: the first image's thumbnail (the token rides in the address, as an <img> sends no header). */
export function ImageCell({ value }: { value: string }) {
  const styles = useStyles();
  const [first] = splitPaths(value);
  const src = fileAccessUrl(first);
  if (!first || !src) return null;
  return <img className={styles.thumb} src={src} alt={fileNameOf(first)} loading="lazy" />;
}
