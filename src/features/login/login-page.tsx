import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { LoginResult, Tenant } from '@/domain/session-types';
import type { ApiEnvelope } from '@/domain/api';
import { greetingFor } from '@/domain/greeting';
import { notify } from '@/lib/notifier';
import { afterPermissionsLoaded } from '@/access/route-guard';
import { UserLayout } from '@/components/layout/user-layout';
import { AccountLoginForm } from './account-login-form';
import { PhoneLoginForm } from './phone-login-form';
import { DepartmentDialog } from '@/session/department-dialog';
import { homePathOf, publishSession, saveLogin, saveTenantId } from '@/session/session-store';

const useStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: '24px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
  },
});

type Step = { kind: 'form' } | { kind: 'tenant'; login: LoginResult } | { kind: 'depart'; login: LoginResult };

/** Sign-in: account or phone, then tenant choice (several tenants), then department choice (several departments). */
export default function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'account' | 'phone'>('account');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [tenantId, setTenantId] = useState('');

  const finish = (login: LoginResult) => {
    publishSession();
    notify({ intent: 'success', title: '欢迎', message: `${greetingFor(new Date().getHours())}，欢迎回来` });
    navigate(afterPermissionsLoaded({ redirectQuery: params.get('redirect'), fullPath: homePathOf(login.userInfo) }), {
      replace: true,
    });
  };

  const afterTenant = (login: LoginResult) => {
    if (login.multi_depart === 2) setStep({ kind: 'depart', login });
    else {
      if (login.multi_depart === 0)
        notify({ intent: 'warning', title: '提示', message: '您尚未归属部门,请确认账号信息' });
      finish(login);
    }
  };

  /** Only code 200 means signed in (a JeecgBoot phone login may answer success with code 0 on a wrong code). */
  const onLoggedIn = (res: ApiEnvelope<LoginResult>) => {
    const login = res.result;
    saveLogin(login);
    const tenants = login.tenantList ?? [];
    if (tenants.length >= 2) {
      setTenantId(String(tenants[0]?.id ?? ''));
      setStep({ kind: 'tenant', login });
      return;
    }
    saveTenantId(tenants[0]?.id ?? 0);
    afterTenant(login);
  };

  return (
    <UserLayout>
      <div className={styles.card}>
        {step.kind === 'tenant' ? (
          <TenantChoice
            tenants={step.login.tenantList ?? []}
            value={tenantId}
            onChange={setTenantId}
            onConfirm={() => {
              saveTenantId(Number(tenantId));
              afterTenant(step.login);
            }}
          />
        ) : (
          <>
            <TabList selectedValue={mode} onTabSelect={(_, d) => setMode(d.value as 'account' | 'phone')}>
              <Tab value="account">账号密码登录</Tab>
              <Tab value="phone">手机号登录</Tab>
            </TabList>
            {mode === 'account' ? (
              <AccountLoginForm onLoggedIn={onLoggedIn} />
            ) : (
              <PhoneLoginForm onLoggedIn={onLoggedIn} />
            )}
          </>
        )}
      </div>
      {step.kind === 'depart' && (
        <DepartmentDialog onSelected={() => finish(step.login)} onEmpty={() => finish(step.login)} />
      )}
    </UserLayout>
  );
}

function TenantChoice(props: {
  tenants: Tenant[];
  value: string;
  onChange: (v: string) => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>您的账号属于多个租户，请选择本次登录的租户。</MessageBarBody>
      </MessageBar>
      <Field label="租户" required>
        <Select value={props.value} onChange={(_, d) => props.onChange(d.value)}>
          {props.tenants.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button appearance="primary" onClick={props.onConfirm}>
        确定
      </Button>
    </>
  );
}
