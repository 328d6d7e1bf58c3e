import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ThirdPartySignIn from '@/features/login/third-party/third-party-sign-in';
import { openThirdPopup, readThirdAnswer } from '@/features/login/third-party/popup';
import { fetchThirdSources } from '@/features/login/third-party/sources';
import { api, BASE, useApiTestBed } from '../lib/api-client-helpers';

const bed = useApiTestBed();
const envelope = (result: unknown, success = true, message = '', code = success ? 200 : 500) =>
  HttpResponse.json({ success, code, message, result, timestamp: 1 });

/** window.open answered by a fake popup; `post` delivers a message as if that popup (or another window) sent it. */
function fakePopup() {
  const popup = {} as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const post = (data: unknown, origin = BASE, source: unknown = popup) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    });
  return { open, post };
}
afterEach(() => vi.restoreAllMocks());

describe('the popup’s answer', () => {
  it('reads JeecgBoot’s three strings and nothing else', () => {
    expect(readThirdAnswer('登录失败')).toEqual({ kind: 'failed' });
    expect(readThirdAnswer('绑定手机号,abc_DEF-123')).toEqual({ kind: 'bind', ticket: 'abc_DEF-123' });
    expect(readThirdAnswer('a'.repeat(64))).toEqual({ kind: 'token', token: 'a'.repeat(64) });
    expect(readThirdAnswer({ isObj: true })).toBeNull();
    expect(readThirdAnswer('<img src=x>')).toBeNull();
  });

  it('counts only a message from its own popup at the API’s origin', () => {
    const { open, post } = fakePopup();
    const answers: unknown[] = [];
    openThirdPopup('dev', (a) => answers.push(a));
    expect(open).toHaveBeenCalledWith(
      `${BASE}/jeecg-boot/sys/thirdLogin/render/dev`,
      'login dev',
      expect.stringContaining('height=500,width=500'),
    );
    post('登录失败', 'https://evil.example');
    post('登录失败', BASE, {});
    expect(answers).toEqual([]);
    post('登录失败');
    post('登录失败');
    expect(answers).toEqual([{ kind: 'failed' }]);
  });

  it('says when the browser blocked the popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openThirdPopup('dev', () => undefined)).toBeNull();
  });
});

describe('其他登录方式', () => {
  it('lists what the server offers, and nothing from a stock JeecgBoot answer', async () => {
    bed.server.use(
      http.get(api('/sys/thirdApp/getEnabledType'), () =>
        envelope({ wechatEnterprise: false, dingtalk: false, providers: [{ source: 'dev', title: '开发测试身份源' }] }),
      ),
    );
    expect(await fetchThirdSources()).toEqual([{ source: 'dev', title: '开发测试身份源' }]);
    bed.server.use(
      http.get(api('/sys/thirdApp/getEnabledType'), () => envelope({ wechatEnterprise: true, dingtalk: false })),
    );
    expect(await fetchThirdSources()).toEqual([]);
  });

  it('signs straight in with the token, or binds a phone first', async () => {
    const { post } = fakePopup();
    const asked: string[] = [];
    const sms: Record<string, unknown>[] = [];
    bed.server.use(
      http.get(api('/sys/thirdLogin/getLoginUser/:token/:type'), ({ params }) => {
        asked.push(`${String(params.token)}/${String(params.type)}`);
        return envelope({ token: params.token, userInfo: { username: 'jeecg' } });
      }),
      http.get(api('/sys/randomImage/:key'), () => envelope('data:image/svg+xml;base64,PHN2Zy8+')),
      http.post(api('/sys/sms'), async ({ request }) => {
        sms.push((await request.json()) as Record<string, unknown>);
        return envelope(null);
      }),
      http.post(api('/sys/thirdLogin/bindingThirdPhone'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        if (body.captcha !== '123456') return envelope(null, false, '验证码错误');
        return envelope('b'.repeat(64));
      }),
    );
    const onLoggedIn = vi.fn();
    render(<ThirdPartySignIn sources={[{ source: 'dev', title: '开发测试身份源' }]} onLoggedIn={onLoggedIn} />);
    const user = userEvent.setup();
    expect(screen.getByText('其他登录方式')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '开发测试身份源' }));
    post('t'.repeat(64));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([`${'t'.repeat(64)}/dev`]);

    await user.click(screen.getByRole('button', { name: '开发测试身份源' }));
    post('绑定手机号,ticket-1');
    const dialog = await screen.findByRole('dialog', { name: '绑定手机号' });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /手机号/ }), '13800000000');
    await user.type(screen.getByRole('textbox', { name: /图形验证码/ }), 'abcd');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sms).toHaveLength(1));
    expect(sms[0]).toMatchObject({ mobile: '13800000000', smsmode: '3', thirdUserUuid: 'ticket-1' });
    await user.type(screen.getByRole('textbox', { name: /短信验证码/ }), '000000');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    // What was typed stays.
    expect((screen.getByRole('textbox', { name: /手机号/ }) as HTMLInputElement).value).toBe('13800000000');
    await user.clear(screen.getByRole('textbox', { name: /短信验证码/ }));
    await user.type(screen.getByRole('textbox', { name: /短信验证码/ }), '123456');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(2));
    expect(asked[1]).toBe(`${'b'.repeat(64)}/dev`);
  });

  it('warns 登录失败 when the provider refused', async () => {
    const { post } = fakePopup();
    render(<ThirdPartySignIn sources={[{ source: 'github', title: 'GitHub' }]} onLoggedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'GitHub' }));
    post('登录失败');
    expect(bed.notes).toEqual([expect.objectContaining({ intent: 'warning', message: '登录失败' })]);
  });
});
