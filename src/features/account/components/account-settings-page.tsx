import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  Divider,
  makeStyles,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useButtonAccess } from '@/components/crud';
import { LoadFailed } from '@/components/widgets/load-failed';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { accountDataQuery, APP_EDIT_PERMISSION } from '../api/account-api';
import { BaseInfoForm } from './base-info-form';

// Opened from 安全设置 only.
const ChangePasswordDialog = lazy(() =>
  import('@/components/account/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const ChangePhoneDialog = lazy(() => import('./change-phone-dialog').then((m) => ({ default: m.ChangePhoneDialog })));

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '200px minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tabs: { '@media (max-width: 767.98px)': { overflowX: 'auto' } },
  card: { minWidth: 0 },
  heading: { margin: 0 },
  rows: { display: 'flex', flexDirection: 'column', gap: '4px' },
  row: { display: 'flex', alignItems: 'center', gap: '12px', padding: '8px 0', flexWrap: 'wrap' },
  rowText: { display: 'flex', flexDirection: 'column', gap: '2px', flex: '1 1 200px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type TabKey = 'base' | 'security' | 'binding';

/** 138****8293, as VUE2's 密保手机 shows it. */
export const maskPhone = (phone: string | null | undefined) =>
  phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : (phone ?? '');

function SettingRow(props: { title: string; text: string; action: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.row}>
        <div className={styles.rowText}>
          <Text weight="semibold">{props.title}</Text>
          <Text className={styles.muted}>{props.text}</Text>
        </div>
        {props.action}
      </div>
      <Divider />
    </>
  );
}

/**
 * 个人设置 (account/settings/Index): 基本设置 (the user's own base info, saved through appEdit),
 * 安全设置 (账户密码 = the header's 修改密码 dialog; 密保手机 = a code to the new number) and 账号绑定 (VUE2's
 * placeholders, not offered). Phone widths: the tabs above the content.
 */
export default function AccountSettingsPage() {
  const styles = useStyles();
  const isPhone = useIsPhone();
  const [tab, setTab] = useState<TabKey>('base');
  const [dialog, setDialog] = useState<'password' | 'phone' | null>(null);
  const data = useQuery(accountDataQuery());
  const access = useButtonAccess(APP_EDIT_PERMISSION);
  const canEdit = access.visible && !access.disabled;

  const content = () => {
    if (data.isError)
      return <LoadFailed message={data.error.message || '个人信息加载失败'} onRetry={() => void data.refetch()} />;
    if (!data.data) return <Spinner label="加载中…" />;
    if (tab === 'base') return <BaseInfoForm key={data.data.id} data={data.data} canEdit={canEdit} />;
    if (tab === 'security')
      return (
        <div className={styles.rows}>
          <SettingRow
            title="账户密码"
            text="定期修改密码可以保护账户安全"
            action={<Button onClick={() => setDialog('password')}>修改</Button>}
          />
          <SettingRow
            title="密保手机"
            text={data.data.phone ? `已绑定手机：${maskPhone(data.data.phone)}` : '未绑定手机'}
            action={<Button onClick={() => setDialog('phone')}>修改</Button>}
          />
        </div>
      );
    return (
      <div className={styles.rows}>
        <SettingRow title="绑定淘宝" text="当前未绑定淘宝账号" action={<Button disabled>暂未开放</Button>} />
        <SettingRow title="绑定支付宝" text="当前未绑定支付宝账号" action={<Button disabled>暂未开放</Button>} />
      </div>
    );
  };

  const titles: Record<TabKey, string> = { base: '基本设置', security: '安全设置', binding: '账号绑定' };
  return (
    <section className={styles.root} aria-label="个人设置">
      <Card className={styles.card}>
        <TabList
          className={styles.tabs}
          vertical={!isPhone}
          selectedValue={tab}
          onTabSelect={(_, d) => setTab(d.value as TabKey)}
          aria-label="个人设置"
        >
          <Tab value="base">基本设置</Tab>
          <Tab value="security">安全设置</Tab>
          <Tab value="binding">账号绑定</Tab>
        </TabList>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2" className={styles.heading}>
          {titles[tab]}
        </Subtitle2>
        {content()}
      </Card>
      <Suspense fallback={null}>
        {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
        {dialog === 'phone' && <ChangePhoneDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </section>
  );
}
