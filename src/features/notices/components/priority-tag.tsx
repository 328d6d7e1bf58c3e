import { Badge, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';

/** Priority colours (L blue, M orange, H red), from Fluent's palette (readable text). */
const useStyles = makeStyles({
  L: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    color: tokens.colorPaletteBlueForeground2,
    ...shorthands.borderColor(tokens.colorPaletteBlueBorderActive),
  },
  M: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    color: tokens.colorPaletteDarkOrangeForeground1,
    ...shorthands.borderColor(tokens.colorPaletteDarkOrangeBorder1),
  },
  H: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    ...shorthands.borderColor(tokens.colorPaletteRedBorder1),
  },
  tag: { flexShrink: 0 },
});

type Priority = 'L' | 'M' | 'H';

/** The bell's tag texts (JeecgBoot HeaderNotice) and the list's short ones (我的消息). */
export const PRIORITY_TEXT: Record<Priority, { tag: string; short: string }> = {
  L: { tag: '一般消息', short: '低' },
  M: { tag: '重要消息', short: '中' },
  H: { tag: '紧急消息', short: '高' },
};

const isPriority = (value: unknown): value is Priority => value === 'L' || value === 'M' || value === 'H';

/** A notice's priority as a coloured tag; nothing for an unknown value. */
export function PriorityTag({ priority, short = false }: { priority: unknown; short?: boolean }) {
  const styles = useStyles();
  if (!isPriority(priority)) return null;
  const text = PRIORITY_TEXT[priority];
  return (
    <Badge
      appearance="tint"
      size="small"
      className={mergeClasses(styles.tag, styles[priority])}
      data-priority={priority}
    >
      {short ? text.short : text.tag}
    </Badge>
  );
}
