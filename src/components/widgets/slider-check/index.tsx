import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ChevronDoubleRightRegular } from '@fluentui/react-icons';

/** JSlider's texts and sizes: a 34 px track, a 40 px handle. */
export const SLIDER_TEXTS = { idle: '拖动滑块验证', success: '验证通过', label: '滑块验证' } as const;
export const SLIDER_HEIGHT = 34;
export const SLIDER_HANDLE_WIDTH = 40;

export interface SliderCheckProps {
  /** Called once, when the handle reaches the end. */
  onSuccess?: () => void;
  /** Track width (default 100%). */
  width?: number | string;
  disabled?: boolean;
}

const useStyles = makeStyles({
  track: {
    position: 'relative',
    height: `${SLIDER_HEIGHT}px`,
    lineHeight: `${SLIDER_HEIGHT}px`,
    backgroundColor: '#e8e8e8',
    textAlign: 'center',
    userSelect: 'none',
    touchAction: 'none',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusSmall,
  },
  fill: { position: 'absolute', top: 0, left: 0, height: '100%', backgroundColor: '#7ac23c' },
  text: { position: 'relative', color: tokens.colorNeutralForeground2, pointerEvents: 'none' },
  textDone: { color: '#fff' },
  handle: {
    position: 'absolute',
    top: 0,
    left: 0,
    boxSizing: 'border-box',
    width: `${SLIDER_HANDLE_WIDTH}px`,
    height: `${SLIDER_HEIGHT}px`,
    display: 'grid',
    placeItems: 'center',
    backgroundColor: '#fff',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    cursor: 'move',
    fontSize: '18px',
    color: tokens.colorNeutralForeground2,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  handleDone: { cursor: 'default', color: '#7ac23c' },
  snapping: { transitionProperty: 'left, width', transitionDuration: tokens.durationNormal },
  disabled: { opacity: 0.6, cursor: 'not-allowed' },
});

type Phase = 'idle' | 'dragging' | 'success';

/**
 * JSlider, the slider human check: drag the handle to the far end and it says 验证通过 and locks; released early
 * it snaps back. Keyboard: focus the handle, then →, ↑, End, Enter or Space completes it. Its state is the
 * slider's value text, and 验证通过 is announced.
 */
export function SliderCheck({ onSuccess, width = '100%', disabled = false }: SliderCheckProps) {
  const styles = useStyles();
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const start = useRef(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [offset, setOffset] = useState(0);
  /** How far the handle can go, measured when a drag starts. */
  const [span, setSpan] = useState(0);

  const maxOffset = () => Math.max(0, (track.current?.clientWidth ?? 0) - (handle.current?.offsetWidth ?? 0));
  const succeed = () => {
    setOffset(maxOffset());
    setPhase('success');
    onSuccess?.();
  };
  const locked = phase === 'success' || disabled;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = event.clientX - offset;
    setSpan(maxOffset());
    setPhase('dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'dragging') return;
    const next = event.clientX - start.current;
    if (span > 0 && next >= span) succeed();
    else setOffset(Math.max(0, next));
  };
  const release = () => {
    if (phase !== 'dragging') return;
    setPhase('idle');
    setOffset(0); // released before the end: back to the start
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    if (['ArrowRight', 'ArrowUp', 'End', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      succeed();
    }
  };

  const done = phase === 'success';
  const percent = done ? 100 : span > 0 ? Math.min(100, Math.round((offset / span) * 100)) : 0;
  const text = done ? SLIDER_TEXTS.success : SLIDER_TEXTS.idle;

  return (
    <div
      ref={track}
      className={mergeClasses(styles.track, disabled && styles.disabled)}
      style={{ width }}
      data-phase={phase}
    >
      <div
        className={mergeClasses(styles.fill, phase === 'idle' && styles.snapping)}
        style={{ width: done ? '100%' : offset }}
      />
      <span className={mergeClasses(styles.text, done && styles.textDone)} aria-hidden>
        {text}
      </span>
      <div
        ref={handle}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={SLIDER_TEXTS.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        aria-disabled={locked || undefined}
        className={mergeClasses(styles.handle, done && styles.handleDone, phase === 'idle' && styles.snapping)}
        style={done ? { left: 'auto', right: 0 } : { left: offset }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
      >
        {done ? <CheckmarkCircleRegular aria-hidden /> : <ChevronDoubleRightRegular aria-hidden />}
      </div>
      <span
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {done ? SLIDER_TEXTS.success : ''}
      </span>
    </div>
  );
}
