import { makeStyles, tokens, Tooltip } from '@fluentui/react-components';

/** Ellipsis length 25 by default. */
export const ELLIPSIS_LENGTH = 25;

export interface EllipsisTextProps {
  value: string | number | null | undefined;
  /** Characters shown before the ellipsis (default 25; a Chinese character or an emoji counts once). */
  length?: number;
}

const useStyles = makeStyles({
  cut: {
    cursor: 'default',
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/** The first `length` characters and '...' (JEllipsis); not cut when shorter. */
export function ellipsize(value: string, length = ELLIPSIS_LENGTH): string {
  const chars = [...value];
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : value;
}

/**
 * JEllipsis: text cut at `length` characters with '...'; the whole text shows in a tooltip on hover and on
 * keyboard focus (the cut text is focusable), and is its accessible description.
 */
export function EllipsisText({ value, length = ELLIPSIS_LENGTH }: EllipsisTextProps) {
  const styles = useStyles();
  const text = value === null || value === undefined ? '' : String(value);
  const cut = ellipsize(text, length);
  if (cut === text) return <>{text}</>;
  return (
    <Tooltip content={text} relationship="description" withArrow>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the tooltip opens from the keyboard */}
      <span className={styles.cut} tabIndex={0}>
        {cut}
      </span>
    </Tooltip>
  );
}
