import type { ReactNode } from 'react';
import { Card, makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { shownText } from '@/components/crud';
import type { Contact } from '../api/institution-api';

export const PORTAL_TEXTS = {
  loading: '加载中…',
  loadFailed: '加载失败',
  noProgrammes: '暂无专业',
  noContacts: '暂无联系人',
  noAddresses: '暂无地址',
  noIntro: '暂无简介',
} as const;

export const usePortalStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  header: { display: 'flex', gap: '16px', alignItems: 'flex-start', flexWrap: 'wrap' },
  heading: { display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0, flex: '1 1 220px' },
  title: { overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', color: tokens.colorNeutralForeground2 },
  fact: { overflowWrap: 'anywhere', minWidth: 0 },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: '12px' },
  count: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  number: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  section: { minWidth: 0 },
  sectionTitle: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
    flexWrap: 'wrap',
  },
  items: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '8px 12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  itemHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  label: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3 },
  intro: { overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } },
});

/** A titled card (a region named by its title); `action` sits beside the title. */
export function Section(props: { title: string; count?: number; action?: ReactNode; children: ReactNode }) {
  const styles = usePortalStyles();
  return (
    <Card className={styles.section} aria-label={props.title} role="region">
      <div className={styles.sectionTitle}>
        <Subtitle2 as="h3">
          {props.title}
          {props.count !== undefined && ` (${props.count})`}
        </Subtitle2>
        {props.action}
      </div>
      {props.children}
    </Card>
  );
}

/** Figures side by side, wrapping on a phone. */
export function Counts({ items }: { items: [label: string, value: number | null | undefined][] }) {
  const styles = usePortalStyles();
  return (
    <div className={styles.counts} role="list" aria-label="统计">
      {items.map(([label, n]) => (
        <Card key={label} className={styles.count} role="listitem" aria-label={`${label} ${n ?? 0}`}>
          <Text className={styles.muted}>{label}</Text>
          <span className={styles.number}>{n ?? 0}</span>
        </Card>
      ))}
    </div>
  );
}

/** 「label：value」 pairs, those without a value left out. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const styles = usePortalStyles();
  return (
    <span className={styles.facts}>
      {items
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([label, value]) => (
          <span key={label} className={styles.fact}>
            <span className={styles.label}>{label}：</span>
            {value}
          </span>
        ))}
    </span>
  );
}

/** The contacts of a college or an institution: a small card each. */
export function ContactList({ contacts, label }: { contacts: Contact[]; label: string }) {
  const styles = usePortalStyles();
  if (contacts.length === 0) return <Text className={styles.muted}>{PORTAL_TEXTS.noContacts}</Text>;
  return (
    <ul className={styles.items} aria-label={label}>
      {contacts.map((c) => (
        <li key={c.id} className={styles.item}>
          <Text weight="semibold">
            {shownText(c, 'realname')}
            {shownText(c, 'linkRole') && <Text className={styles.muted}>（{shownText(c, 'linkRole')}）</Text>}
          </Text>
          <Facts
            items={[
              ['所属学院', shownText(c, 'collegeId')],
              ['手机号码', shownText(c, 'Phone')],
              ['电子邮箱', shownText(c, 'email')],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

/** The server's refusal (未找到对应数据, 加载失败) in place of the page. */
export function LoadError({ error }: { error: Error }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{error.message || PORTAL_TEXTS.loadFailed}</MessageBarBody>
    </MessageBar>
  );
}
