import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/*
 * The header's status marks (离线, 待同步's count, the bell's count) in plain styles: they are part of every
 * signed-in layout, the customer portal's light one too, which must not carry Fluent's badge, tooltip and
 * positioning code for them.
 */
const useStyles = makeStyles({
  count: {
    display: 'inline-block',
    boxSizing: 'border-box',
    minWidth: '16px',
    height: '16px',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    lineHeight: '16px',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
  },
  danger: { backgroundColor: tokens.colorPaletteRedBackground3 },
  // Read by screen readers, not shown (the hover text shows it).
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  status: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
    color: tokens.colorPaletteDarkOrangeForeground1,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteDarkOrangeBorder1}`,
  },
});

/** A count in a small round mark (99+ above `overflow`); the control it sits on names the number for screen readers. */
export function CountBadge({ count, danger, className }: { count: number; danger?: boolean; className?: string }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.count, danger && styles.danger, className)} aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** A warning mark with an icon and a short text; `description` is its hover text and is read after the text. */
export function StatusBadge({
  icon,
  children,
  description,
}: {
  icon: ReactNode;
  children: ReactNode;
  description: string;
}) {
  const styles = useStyles();
  return (
    <span role="status" className={styles.status} title={description}>
      {icon}
      <span>{children}</span>
      <span className={styles.hidden}>：{description}</span>
    </span>
  );
}
