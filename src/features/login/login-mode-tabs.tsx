import { useRef, type KeyboardEvent } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export type LoginMode = 'account' | 'phone';

const MODES: { value: LoginMode; label: string }[] = [
  { value: 'account', label: '账号密码登录' },
  { value: 'phone', label: '手机号登录' },
];

const useStyles = makeStyles({
  list: { display: 'flex', gap: '4px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  tab: { position: 'relative', borderRadius: 0, fontWeight: tokens.fontWeightRegular, paddingBottom: '8px' },
  selected: {
    fontWeight: tokens.fontWeightSemibold,
    '::after': {
      content: '""',
      position: 'absolute',
      left: '12px',
      right: '12px',
      bottom: '-1px',
      height: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
});

/**
 * 账号密码登录 / 手机号登录 as an ARIA tab list (arrow keys move between the tabs). Built from buttons rather than
 * Fluent's TabList, whose focus manager would double the JavaScript the login page loads.
 */
export function LoginModeTabs({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  const styles = useStyles();
  const refs = useRef<(HTMLElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + MODES.length) % MODES.length;
    refs.current[next]?.focus();
    onChange(MODES[next]?.value ?? mode);
  };
  return (
    <div role="tablist" aria-label="登录方式" className={styles.list}>
      {MODES.map((m, index) => {
        const selected = m.value === mode;
        return (
          <Button
            key={m.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            appearance="transparent"
            className={mergeClasses(styles.tab, selected && styles.selected)}
            onClick={() => onChange(m.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {m.label}
          </Button>
        );
      })}
    </div>
  );
}
