import { Badge, makeStyles, mergeClasses, tokens, type BadgeProps } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { TEST_STATUS } from '@/domain/entities/test';

/** test_status's texts (the server names the steps the same in its refusals). */
export const TEST_STATUS_TEXT: Record<string, string> = {
  [TEST_STATUS.signUp]: '报名中',
  [TEST_STATUS.waiting]: '待考试',
  [TEST_STATUS.testing]: '考试中',
  [TEST_STATUS.marking]: '阅卷中',
  [TEST_STATUS.published]: '成绩已发布',
};

const STEPS = Object.values(TEST_STATUS);

const COLORS: Record<string, BadgeProps['color']> = {
  [TEST_STATUS.signUp]: 'brand',
  [TEST_STATUS.waiting]: 'informative',
  [TEST_STATUS.testing]: 'warning',
  [TEST_STATUS.marking]: 'severe',
  [TEST_STATUS.published]: 'success',
};

/** The status after `status`, none after 成绩已发布 (or for an unknown one). */
export function nextStatus(status: string): string | undefined {
  const index = STEPS.indexOf(status as (typeof STEPS)[number]);
  return index >= 0 && index < STEPS.length - 1 ? STEPS[index + 1] : undefined;
}

/** Grades exist once marking starts: 成绩列表, 成绩统计 and 成绩导入 apply. */
export const hasGrades = (status: string) => status === TEST_STATUS.marking || status === TEST_STATUS.published;

/** The status as a coloured badge. */
export function TestStatusBadge({ status }: { status: string }) {
  const text = TEST_STATUS_TEXT[status];
  if (!text) return null;
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {text}
    </Badge>
  );
}

const useStyles = makeStyles({
  steps: { display: 'flex', flexWrap: 'wrap', gap: '4px 0', margin: 0, padding: 0, listStyle: 'none' },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    '&:not(:last-child)::after': {
      content: '""',
      width: '20px',
      height: '1px',
      margin: '0 6px',
      backgroundColor: tokens.colorNeutralStroke1,
    },
  },
  done: { color: tokens.colorNeutralForeground2 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  dot: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    borderRadius: '50%',
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase100,
  },
  dotDone: { backgroundColor: tokens.colorBrandBackground2, border: `1px solid ${tokens.colorBrandStroke2}` },
  dotCurrent: {
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

/** The five statuses as a row of steps: those passed ticked, the current one marked (aria-current="step"). */
export function TestStatusSteps({ status }: { status: string }) {
  const styles = useStyles();
  const at = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <ol className={styles.steps} aria-label="考试进度">
      {STEPS.map((step, index) => {
        const done = index < at;
        const current = index === at;
        return (
          <li
            key={step}
            className={mergeClasses(styles.step, done && styles.done, current && styles.current)}
            aria-current={current ? 'step' : undefined}
          >
            <span className={mergeClasses(styles.dot, done && styles.dotDone, current && styles.dotCurrent)}>
              {done ? <CheckmarkRegular aria-hidden /> : index + 1}
            </span>
            {TEST_STATUS_TEXT[step]}
          </li>
        );
      })}
    </ol>
  );
}
