import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import RegisterPage, { registerErrors } from '@/features/login/self-service/register-page';
import RegisterResultPage from '@/features/login/self-service/register-result-page';
import AlterationPage from '@/features/login/self-service/alteration-page';
import { passwordLevel } from '@/features/login/self-service/password-strength';
import { SLIDER_TEXTS } from '@/components/widgets/slider-check';
import { api, useApiTestBed } from '../lib/api-client-helpers';

const bed = useApiTestBed();

const envelope = (result: unknown, success = true, message = '') =>
  HttpResponse.json({ success, code: success ? 200 : 500, message, result, timestamp: 1 });

function Where() {
  const location = useLocation();
  return <output aria-label="地址">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string, state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/user/register" element={<RegisterPage />} />
        <Route path="/user/register-result" element={<RegisterResultPage />} />
        <Route path="/user/alteration" element={<AlterationPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The SMS calls: the image captcha and /sys/sms, recording what was sent. */
function serveCodes() {
  const sent: Record<string, unknown>[] = [];
  bed.server.use(
    http.get(api('/sys/randomImage/:key'), () => envelope('data:image/svg+xml;base64,PHN2Zy8+')),
    http.post(api('/sys/sms'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return envelope(null);
    }),
  );
  return sent;
}

/** Passes the slider with the keyboard (End), as a keyboard user does. */
function passSlider() {
  const handle = screen.getByRole('slider', { name: SLIDER_TEXTS.label });
  fireEvent.keyDown(handle, { key: 'End' });
}

describe('注册', () => {
  it('checks the form in JeecgBoot’s words', () => {
    expect(registerErrors({ username: 'ab', password: '', password2: 'x', mobile: '123', captcha: '' })).toEqual({
      username: '长度6到18个字符',
      password: '请输入密码',
      password2: '两次密码不一致',
      mobile: '请输入正确手机号',
      captcha: '请输入短信验证码',
    });
    expect(passwordLevel('abc12345')).toBe(2);
    expect(passwordLevel('abc12345!')).toBe(3);
  });

  it('needs the slider and the image captcha before a sign-up code; registers and shows 注册结果', async () => {
    const sent = serveCodes();
    const registered: Record<string, unknown>[] = [];
    bed.server.use(
      http.post(api('/sys/user/register'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        registered.push(body);
        return registered.length === 1 ? envelope(null, false, '用户名已注册') : envelope('注册成功', true, '注册成功');
      }),
    );
    const user = renderAt('/user/register');
    await screen.findByRole('img', { name: '验证码图片' });
    await user.type(screen.getByLabelText(/^用户名/), 'newbie_01');
    await user.type(screen.getByLabelText(/^密码/), 'Passw0rd!');
    expect(screen.getByText('强度：强')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^确认密码/), 'Passw0rd!');
    await user.type(screen.getByLabelText(/^手机号/), '13600000001');
    await user.type(screen.getByLabelText(/^图形验证码/), 'ab3d');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先完成滑块验证')).toBeInTheDocument();
    expect(sent).toEqual([]);
    passSlider();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ mobile: '13600000001', smsmode: '1', captcha: 'ab3d' });
    expect(await screen.findByRole('button', { name: /\d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText(/^短信验证码/), '123456');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('注册失败：用户名已注册')).toBeInTheDocument();
    expect(screen.getByLabelText(/^用户名/)).toHaveValue('newbie_01');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(registered[1]).toEqual({
      username: 'newbie_01',
      password: 'Passw0rd!',
      phone: '13600000001',
      smscode: '123456',
    });
    const result = await screen.findByRole('region', { name: '注册结果' });
    expect(within(result).getByRole('heading', { name: '你的账户：newbie_01 注册成功' })).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: '登录' }));
    expect(screen.getByLabelText('地址')).toHaveTextContent('/user/login {"username":"newbie_01"}');
  });

  it('注册结果 without an account leads back to 注册', async () => {
    serveCodes();
    renderAt('/user/register-result');
    await waitFor(() => expect(screen.getByLabelText('地址')).toHaveTextContent('/user/register'));
  });
});

describe('找回密码', () => {
  it('goes 手机号 → 手机验证 → 更改密码 → 完成, each step on what the last one established', async () => {
    const sent = serveCodes();
    const verified: unknown[] = [];
    const changed: Record<string, string>[] = [];
    bed.server.use(
      http.post(api('/sys/user/phoneVerification'), async ({ request }) => {
        verified.push(await request.json());
        return verified.length === 1
          ? envelope(null, false, '手机验证码错误')
          : envelope({ smscode: '654321', username: 'wangqiang' });
      }),
      http.get(api('/sys/user/passwordChange'), ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        delete params._t;
        changed.push(params);
        return envelope('密码重置完成！', true, '密码重置完成！');
      }),
    );
    const user = renderAt('/user/alteration');
    const steps = screen.getByRole('list', { name: '找回密码步骤' });
    expect(within(steps).getByText('1 手机号')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^手机号/), '13912345603');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(within(steps).getByText('2 手机验证')).toHaveAttribute('aria-current', 'step');
    await screen.findByRole('img', { name: '验证码图片' });
    passSlider();
    await user.type(screen.getByLabelText(/^图形验证码/), 'ab3d');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ mobile: '13912345603', smsmode: '2' }));
    await user.type(screen.getByLabelText(/^短信验证码/), '111111');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('手机验证码错误')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^短信验证码/));
    await user.type(screen.getByLabelText(/^短信验证码/), '654321');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText('账户：wangqiang')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^新密码/), 'NewPass123');
    await user.type(screen.getByLabelText(/^确认密码/), 'NewPass124');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('两次输入的密码不一样！')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^确认密码/));
    await user.type(screen.getByLabelText(/^确认密码/), 'NewPass123');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('更改密码成功')).toBeInTheDocument();
    expect(changed).toEqual([
      { username: 'wangqiang', password: 'NewPass123', smscode: '654321', phone: '13912345603' },
    ]);
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    await waitFor(() =>
      expect(screen.getByLabelText('地址')).toHaveTextContent('/user/login {"username":"wangqiang"}'),
    );
  });
});
