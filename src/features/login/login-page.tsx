import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LoginResult } from '@/domain/session-types';
import type { ApiEnvelope } from '@/domain/api';
import { greetingFor } from '@/domain/greeting';
import { notify } from '@/lib/notifier';
import { afterPermissionsLoaded } from '@/access/route-guard';
import { UserLayout, useUserCardStyles } from '@/components/layout/user-layout';
import { homePathOf, publishSession, saveLogin, saveTenantId } from '@/session/session-store';
import { CAS_FAILURE_KEY } from '@/session/cas-sign-in';
import { loadAlterationPage, loadRegisterPage } from './self-service/loaders';
import { AccountLoginForm } from './account-login-form';
import { fetchThirdSources, type ThirdSource } from './third-party/sources';
import { LoginModeTabs, type LoginMode } from './login-mode-tabs';

// Only the account form is needed to show the page (docs/performance.md: login JavaScript); the rest loads on use.
const PhoneLoginForm = lazy(() => import('./phone-login-form'));
const TenantChoice = lazy(() => import('./tenant-choice'));
const LoginAlert = lazy(() => import('./login-alert'));
const ThirdPartySignIn = lazy(() => import('./third-party/third-party-sign-in'));
const DepartmentDialog = lazy(() =>
  import('@/components/account/department-dialog').then((m) => ({ default: m.DepartmentDialog })),
);

/** A link's page code, asked for as soon as the link is pointed at or focused (it is not part of the login page). */
const preloading = (load: () => Promise<unknown>) => {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
};

const useStyles = makeStyles({
  gap: { gap: '16px' },
  links: { display: 'flex', justifyContent: 'space-between', fontSize: tokens.fontSizeBase300 },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
});

type Step =
  | { kind: 'form' }
  | { kind: 'tenant'; login: LoginResult }
  | { kind: 'depart'; login: LoginResult }
  /** The department dialog closes first, then the app leaves the login page (its modal must let go of the page). */
  | { kind: 'done'; login: LoginResult };

/** Sign-in: account or phone, then tenant choice (several tenants), then department choice (several departments). */
export default function LoginPage() {
  const styles = useStyles();
  const { card } = useUserCardStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const arrivedWith = (useLocation().state as { username?: string } | null)?.username ?? '';
  const [mode, setMode] = useState<LoginMode>('account');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [tenantId, setTenantId] = useState('');
  // A CAS sign-in that failed (session/cas-sign-in.ts) says why here, once.
  const [casFailure] = useState(() => sessionStorage.getItem(CAS_FAILURE_KEY) ?? '');
  useEffect(() => sessionStorage.removeItem(CAS_FAILURE_KEY), []);
  // 其他登录方式 only when the server offers some (its code loads then).
  const [thirdSources, setThirdSources] = useState<ThirdSource[]>([]);
  useEffect(() => {
    let live = true;
    void fetchThirdSources().then((sources) => live && setThirdSources(sources));
    return () => {
      live = false;
    };
  }, []);

  const finish = (login: LoginResult) => {
    publishSession();
    notify({ intent: 'success', title: '欢迎', message: `${greetingFor(new Date().getHours())}，欢迎回来` });
    navigate(afterPermissionsLoaded({ redirectQuery: params.get('redirect'), fullPath: homePathOf(login.userInfo) }), {
      replace: true,
    });
  };

  const finishAfterDialog = useEffectEvent(finish);
  const done = step.kind === 'done' ? step.login : null;
  useEffect(() => {
    if (!done) return undefined;
    // The closed dialog's focus trap gives the page back (aria-hidden) a moment later; leaving the login page
    // before that would leave the signed-in screens hidden from assistive technology.
    const started = Date.now();
    const timer = setInterval(() => {
      if (document.getElementById('root')?.getAttribute('aria-hidden') === 'true' && Date.now() - started < 1000)
        return;
      clearInterval(timer);
      finishAfterDialog(done);
    }, 30);
    return () => clearInterval(timer);
  }, [done]);

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
      <div className={mergeClasses(card, styles.gap)}>
        {casFailure && (
          <Suspense fallback={<span role="alert">{casFailure}</span>}>
            <LoginAlert intent="error">{`单点登录失败：${casFailure}`}</LoginAlert>
          </Suspense>
        )}
        <Suspense fallback={null}>
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
              <LoginModeTabs mode={mode} onChange={setMode} />
              {mode === 'account' ? (
                <AccountLoginForm onLoggedIn={onLoggedIn} initialUsername={arrivedWith} />
              ) : (
                <PhoneLoginForm onLoggedIn={onLoggedIn} />
              )}
              <div className={styles.links}>
                <Link className={styles.link} to="/user/alteration" {...preloading(loadAlterationPage)}>
                  忘记密码
                </Link>
                <Link className={styles.link} to="/user/register" {...preloading(loadRegisterPage)}>
                  注册账户
                </Link>
              </div>
              {thirdSources.length > 0 && <ThirdPartySignIn sources={thirdSources} onLoggedIn={onLoggedIn} />}
            </>
          )}
        </Suspense>
      </div>
      {(step.kind === 'depart' || step.kind === 'done') && (
        <Suspense fallback={null}>
          <DepartmentDialog
            open={step.kind === 'depart'}
            onSelected={() => setStep({ kind: 'done', login: step.login })}
            onEmpty={() => setStep({ kind: 'done', login: step.login })}
          />
        </Suspense>
      )}
    </UserLayout>
  );
}
