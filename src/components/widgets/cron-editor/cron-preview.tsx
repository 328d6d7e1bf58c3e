import { useEffect, useId, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import dayjs from 'dayjs';
import { nextRunTimes, serverWallAsLocal, SERVER_ZONE_NAME, validateCron } from '@/domain/cron';

/** The preview waits 500 ms after the last change and lists 10 run times. */
export const CRON_PREVIEW_DEBOUNCE_MS = 500;
export const CRON_PREVIEW_COUNT = 10;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: '200px' },
  list: { margin: 0, paddingLeft: '0', listStyleType: 'none', fontFamily: tokens.fontFamilyMonospace },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Preview = { times: string[] } | { error: string };

/**
 * The old editor's preview ("近十次执行时间（不含年）") went through cron-parser and dropped the year
 * field, so it listed times a job would never run. This one uses our Quartz engine, which honours the
 * year: an expression whose years are past shows no times at all.
 */
export function computeCronPreview(expression: string, nowMs: number): Preview {
  const error = validateCron(expression);
  if (error) return { error };
  // The server fires in GMT+8 whatever the browser's zone: the preview lists the server's wall-clock times.
  const times = nextRunTimes(expression, serverWallAsLocal(nowMs), CRON_PREVIEW_COUNT);
  return { times: times.map((d) => dayjs(d).format('YYYY-MM-DD HH:mm:ss')) };
}

/** 近十次执行时间, recomputed 500 ms after the expression stops changing; an invalid one shows why. */
export function CronPreview({ expression }: { expression: string }) {
  const styles = useStyles();
  const headingId = useId();
  const [preview, setPreview] = useState(() => ({ expression, result: computeCronPreview(expression, Date.now()) }));

  useEffect(() => {
    if (preview.expression === expression) return undefined;
    const timer = setTimeout(
      () => setPreview({ expression, result: computeCronPreview(expression, Date.now()) }),
      CRON_PREVIEW_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [expression, preview.expression]);

  const { result } = preview;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text id={headingId} weight="semibold">
        近十次执行时间
      </Text>
      <Text size={200}>按服务器时间计算：{SERVER_ZONE_NAME}</Text>
      {'error' in result ? (
        <Text role="status" className={styles.error}>
          {result.error}
        </Text>
      ) : result.times.length ? (
        <ol className={styles.list} aria-labelledby={headingId}>
          {result.times.map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ol>
      ) : (
        <Text role="status">无执行时间</Text>
      )}
    </section>
  );
}
