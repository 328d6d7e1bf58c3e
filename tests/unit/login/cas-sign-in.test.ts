import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CAS_FAILURE_KEY, casLogoutUrl, casSignIn } from '@/session/cas-sign-in';
import { getToken } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';

const bed = useApiTestBed();
const CAS = 'https://cas.example.edu/cas';

function page(pathname: string, search = '') {
  const went: string[] = [];
  return { origin: 'https://exam.example.cn', pathname, search, replace: (url: string) => went.push(url), went };
}

afterEach(() => sessionStorage.clear());

describe('CAS sign-in (sso.js)', () => {
  it('does nothing without CAS, and leaves open pages other than 登录 open', async () => {
    expect(await casSignIn(page('/dashboard/analysis'), null)).toBe(false);
    for (const path of ['/user/register', '/user/alteration', '/cpctest/test'])
      expect(await casSignIn(page(path), CAS)).toBe(false);
  });

  it('sends a visitor without a token to the CAS login with the app as service', async () => {
    const p = page('/isystem/user');
    expect(await casSignIn(p, CAS)).toBe(true);
    expect(p.went).toEqual([`${CAS}/login?service=${encodeURIComponent('https://exam.example.cn/')}`]);
    expect(casLogoutUrl('https://exam.example.cn', CAS)).toBe(
      `${CAS}/logout?service=${encodeURIComponent('https://exam.example.cn/')}`,
    );
  });

  it('exchanges ?ticket= for a session and reloads signed in; a refusal goes to 登录 with the reason, once', async () => {
    const asked: Record<string, string>[] = [];
    bed.server.use(
      http.get(api('/sys/cas/client/validateLogin'), ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(params);
        return params.ticket === 'ST-1'
          ? HttpResponse.json({
              success: true,
              code: 200,
              message: '登录成功',
              result: { token: 'tok-cas', userInfo: { id: 'u9', username: 'wangqiang' } },
            })
          : HttpResponse.json({ success: false, code: 500, message: '票据已使用，请重新登录', result: null });
      }),
    );
    const good = page('/', '?ticket=ST-1');
    expect(await casSignIn(good, CAS)).toBe(true);
    expect(asked[0]).toMatchObject({ ticket: 'ST-1', service: 'https://exam.example.cn/' });
    expect(getToken()).toBe('tok-cas');
    expect(good.went).toEqual(['/']);

    localStorage.clear();
    const bad = page('/', '?ticket=ST-1-again');
    expect(await casSignIn(bad, CAS)).toBe(true);
    expect(bad.went).toEqual(['/user/login']);
    expect(sessionStorage.getItem(CAS_FAILURE_KEY)).toBe('票据已使用，请重新登录');
    // The login page then shows it instead of going round to CAS again.
    expect(await casSignIn(page('/user/login'), CAS)).toBe(false);
  });
});
