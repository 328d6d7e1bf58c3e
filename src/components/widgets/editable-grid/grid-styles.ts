import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { RELOAD_EFFECT_MS, ROW_HEIGHT } from './grid-columns';

/*
 * Three small style hooks rather than one: Griffel inserts a hook's rules at every mount, and rows and cells mount
 * by the dozen at every scroll. A row takes the row and cell classes once and hands the cell classes to its cells.
 */

/** The grid's frame: toolbar, scroll box, header and footers. */
export const useGridStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  scroller: {
    position: 'relative',
    overflow: 'auto',
    // What changes inside (rows coming and going as one scrolls) lays out and paints without the page.
    contain: 'layout paint',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  sizer: { position: 'relative', minWidth: '100%' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 4,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  footer: {
    position: 'sticky',
    bottom: 0,
    zIndex: 4,
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  headRow: { display: 'flex' },
  headCell: {
    flex: 'none',
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  headBordered: { borderRight: `1px solid ${tokens.colorNeutralStroke3}` },
  headCenter: { justifyContent: 'center' },
  headRight: { justifyContent: 'flex-end' },
  required: { color: tokens.colorPaletteRedForeground1, marginRight: '2px' },
  body: { position: 'relative' },
  empty: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: `${ROW_HEIGHT}px`,
    color: tokens.colorNeutralForeground3,
  },
  small: { fontSize: tokens.fontSizeBase200 },
  mini: { fontSize: tokens.fontSizeBase200, '& [role="gridcell"]': { padding: '0 4px' } },
  tiny: { fontSize: tokens.fontSizeBase100, '& [role="gridcell"]': { padding: '0 2px' } },
});

/** A body line. */
export const useRowStyles = makeStyles({
  row: {
    contain: 'layout style',
    position: 'absolute',
    top: 0,
    left: 0,
    display: 'flex',
    boxSizing: 'border-box',
    height: `${ROW_HEIGHT}px`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, zIndex: 3 },
    // The row with the focus (an editor, its pop-up text box, a rule's message) shows over the rows below and the
    // sticky footers (z-index 4).
    ':focus-within': { zIndex: 5 },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  dragging: { zIndex: 6, boxShadow: tokens.shadow16, opacity: 0.9 },
  // The reload effect of a row another session saved: a highlight that fades out; without motion, a plain one.
  reloaded: {
    animationName: { from: { backgroundColor: tokens.colorPaletteYellowBackground2 } },
    animationDuration: `${RELOAD_EFFECT_MS}ms`,
    animationTimingFunction: 'ease-out',
    animationFillMode: 'none',
    '@media (prefers-reduced-motion: reduce)': {
      animationName: 'none',
      backgroundColor: tokens.colorPaletteYellowBackground1,
    },
  },
  dropBefore: { boxShadow: `inset 0 2px 0 ${tokens.colorBrandStroke1}` },
  dropAfter: { boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}` },
  detail: {
    position: 'absolute',
    top: 0,
    left: 0,
    boxSizing: 'border-box',
    overflow: 'auto',
    padding: tokens.spacingHorizontalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** A cell of a body line. */
export const useCellStyles = makeStyles({
  cell: {
    flex: 'none',
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    boxSizing: 'border-box',
    height: '100%',
    padding: `0 ${tokens.spacingHorizontalS}`,
    overflow: 'hidden',
    outlineStyle: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  bordered: { borderRight: `1px solid ${tokens.colorNeutralStroke3}` },
  active: { boxShadow: `inset 0 0 0 1px ${tokens.colorBrandStroke1}` },
  editing: { overflow: 'visible', zIndex: 3, backgroundColor: tokens.colorNeutralBackground1 },
  invalid: {
    overflow: 'visible',
    boxShadow: `inset 0 0 0 1px ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    ':hover > [data-error-tip]': { display: 'block' },
    ':focus-within > [data-error-tip]': { display: 'block' },
  },
  errorTip: {
    display: 'none',
    position: 'absolute',
    top: 'calc(100% - 4px)',
    left: '4px',
    zIndex: 6,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    boxShadow: tokens.shadow8,
  },
  placeholder: { color: tokens.colorNeutralForeground3 },
  alignCenter: { justifyContent: 'center' },
  alignRight: { justifyContent: 'flex-end' },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, touchAction: 'none' },
  toggle: { flex: 'none', minWidth: 'auto' },
  // Native boxes: a row of them mounts at every scroll step, Fluent's would cost far more.
  box: { margin: 0, width: '16px', height: '16px', accentColor: tokens.colorBrandBackground, cursor: 'pointer' },
});

export type CellClasses = ReturnType<typeof useCellStyles>;
